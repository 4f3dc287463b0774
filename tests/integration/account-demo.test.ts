import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { seedAccountDemo } from "../../prisma/seed/account-demo";
import { makeCatalogue, makeOrder, makeUser } from "../support/account-fixtures";
import { withTestDatabase } from "../support/db";

describe("the demo shopper's notifications (seed)", () => {
  withTestDatabase();

  it("are derived from the shopper's orders and reviews, in their language, once", async () => {
    const [p] = await makeCatalogue(1);
    const shopper = await makeUser({
      fname: "Giulia",
      lname: "Conti",
      email: "shopper@example.com",
      locale: "it",
      password: null,
    });
    await makeOrder({ status: "delivered", user: shopper, lines: [{ productId: p.id, quantity: 1 }] });
    await makeOrder({ status: "pending", user: shopper, lines: [{ productId: p.id, quantity: 1 }] });
    await db().review.create({ data: { userId: shopper.id, productId: p.id, rating: 5, comment: "Bello" } });

    expect(await seedAccountDemo(db())).toBe(2);
    const rows = await db().notification.findMany({ where: { userId: shopper.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => r.kind).sort()).toEqual(["order", "review"]);
    expect(rows.find((r) => r.kind === "order")?.title).toMatch(/^Ordine SAT-\d+ consegnato$/);
    expect(rows.find((r) => r.kind === "review")?.link).toBe(`/product/${p.slug}`);
    // Run again: nothing added.
    expect(await seedAccountDemo(db())).toBe(0);
    expect(await db().notification.count({ where: { userId: shopper.id } })).toBe(2);
  });
});
