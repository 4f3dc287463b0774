import { describe, expect, it } from "vitest";
import type { PaymentStatus } from "~/generated/prisma/client";
import { makeCatalogue, makeOrder, makeUser } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { paymentHistory, paymentOutcome } from "./history.server";

describe("payment outcomes as the account area shows them", () => {
  it("maps every PaymentStatus to Success, Pending, Failed (or Refunded)", () => {
    const all: Record<PaymentStatus, string> = {
      paid: "success",
      pending: "pending",
      awaiting_customer: "pending",
      processing: "pending",
      failed: "failed",
      expired: "failed",
      cancelled: "failed",
      refunded: "refunded",
    };
    for (const [status, outcome] of Object.entries(all)) expect(paymentOutcome(status as PaymentStatus)).toBe(outcome);
  });
});

describe("payment history", () => {
  withTestDatabase();

  it("lists the payments of the shopper's own orders (and guest orders with their e-mail once verified), newest first", async () => {
    const [p] = await makeCatalogue(1);
    const ada = await makeUser();
    const bea = await makeUser();
    const a1 = await makeOrder({
      status: "delivered",
      user: ada,
      payment: "paid",
      lines: [{ productId: p.id, quantity: 1 }],
    });
    const a2 = await makeOrder({
      status: "pending",
      guest: true,
      email: ada.email,
      payment: "awaiting_customer",
      lines: [{ productId: p.id, quantity: 2 }],
    });
    await makeOrder({ status: "delivered", user: bea, payment: "paid", lines: [{ productId: p.id, quantity: 1 }] });
    // Unverified e-mail: the guest order's payment is not the account's (anyone can type an address).
    expect((await paymentHistory(ada)).map((h) => h.oid)).toEqual([a1.oid]);
    const history = await paymentHistory({ ...ada, emailVerified: true });
    expect(history.map((h) => [h.oid, h.outcome])).toEqual([
      [a2.oid, "pending"],
      [a1.oid, "success"],
    ]);
    expect(history[1]).toMatchObject({ amountCents: 1490, currency: "EUR", provider: "test", method: "card" });
    expect(await paymentHistory(await makeUser())).toEqual([]);
  });
});
