import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus, PaymentStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { createTestDatabase } from "../../../tests/support/db";
import { listInventory, listOrders, listReviews } from "./lists.server";

const DAY = 86_400_000;
// A Wednesday at noon (UTC): weekday arithmetic below is counted from it.
const NOW = new Date("2026-03-18T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

async function fixture() {
  const incense = await db().category.create({
    data: { name: "Incense & Perfumes", slug: "incense-perfumes", position: 1 },
  });
  const minerals = await db().category.create({
    data: { name: "Minerals & Jewels", slug: "minerals-jewels", position: 2 },
  });
  const hem = await db().brand.create({ data: { name: "HEM", slug: "hem" } });
  const products = [];
  for (const [i, [title, stock, category]] of (
    [
      ["Sandal Sticks", 0, incense.id],
      ["Rose Cones", 5, incense.id],
      ["Amethyst Point", 20, minerals.id],
      ["Quartz Sphere", 21, minerals.id],
    ] as const
  ).entries()) {
    products.push(
      await db().product.create({
        data: {
          pid: `PID00${i + 1}A`,
          slug: title.toLowerCase().replace(/ /g, "-"),
          title,
          categoryId: category,
          brandId: hem.id,
          originalPriceCents: 1000 + i,
          discountedPriceCents: i === 1 ? 800 : null,
          stock,
          createdAt: ago(10 - i),
        },
      }),
    );
  }
  const user = (email: string, role: "user" | "admin", createdAt: Date, deletedAt: Date | null = null) =>
    db().user.create({ data: { fname: email.split("@")[0], lname: "Test", email, role, createdAt, deletedAt } });
  const recent = await user("recent@example.test", "user", ago(10));
  await user("old@example.test", "user", ago(40));
  await user("boss@example.test", "admin", ago(5));
  const gone = await user("gone@example.test", "user", ago(3), ago(1));

  const orders: [string, OrderStatus, number, number, PaymentStatus][] = [
    ["SAT-50001", "processing", 1000, 2, "paid"],
    ["SAT-50002", "shipped", 2000, 20, "paid"],
    ["SAT-50003", "delivered", 3000, 20, "paid"],
    ["SAT-50004", "pending", 500, 1, "paid"],
    ["SAT-50005", "pending", 700, 20, "pending"],
    ["SAT-50006", "cancelled", 800, 20, "cancelled"],
    ["SAT-50007", "returned", 900, 20, "refunded"],
  ];
  for (const [oid, status, total, daysAgo, payment] of orders) {
    await db().order.create({
      data: {
        oid,
        userId: oid === "SAT-50001" ? recent.id : null,
        guestName: oid === "SAT-50001" ? null : "Guest",
        guestEmail: oid === "SAT-50001" ? null : "guest@example.org",
        email: oid === "SAT-50001" ? recent.email : "guest@example.org",
        shipName: "Ship To",
        shipStreet: "Via Roma 1",
        shipPostalCode: "40100",
        shipCountry: "IT",
        status,
        subtotalCents: total,
        totalCents: total,
        createdAt: ago(daysAgo),
        lines: {
          create: [
            {
              title: "Sandal Sticks",
              productId: products[0].id,
              unitPriceCents: total,
              quantity: 1,
              lineTotalCents: total,
            },
          ],
        },
        payments: {
          create: { provider: "test", method: "card", status: payment, amountCents: total, idempotencyKey: `k-${oid}` },
        },
      },
    });
  }
  await db().review.create({
    data: { userId: recent.id, productId: products[3].id, rating: 5, comment: "Lovely sphere", createdAt: ago(2) },
  });
  await db().review.create({
    data: {
      userId: gone.id,
      productId: products[2].id,
      rating: 3,
      comment: "Fine",
      authorName: null,
      createdAt: ago(1),
    },
  });
}

describe("back-office lists", () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
    await fixture();
  });
  afterAll(async () => cleanup());

  it("lists: inventory filter, orders by oid, reviews", async () => {
    const low = await listInventory({ q: undefined, status: "low", page: 1 });
    expect(low.rows.map((p) => p.stock)).toEqual([5, 20]);
    expect(low.counts).toEqual({ out: 1, low: 2, in: 1 });
    expect((await listInventory({ q: "quartz", status: "low", page: 1 })).total).toBe(0);
    expect((await listInventory({ q: "quartz", status: "in", page: 1 })).total).toBe(1);

    expect((await listOrders({ view: "oid", oid: "50003" }, NOW)).map((o) => o.oid)).toEqual(["SAT-50003"]);
    expect(await listOrders({ view: "oid", oid: "" }, NOW)).toEqual([]);
    expect(await listOrders({ view: "oid", oid: "SAT-99999" }, NOW)).toEqual([]);
    expect((await listOrders({ view: "latest" }, NOW)).length).toBe(7);

    const reviews = await listReviews({ q: undefined, page: 1 });
    expect(reviews.rows.map((r) => [r.productTitle, r.author, r.email])).toEqual([
      ["Amethyst Point", null, null],
      ["Quartz Sphere", "recent", "recent@example.test"],
    ]);
  });
});
