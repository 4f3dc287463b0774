import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { receiveNotification } from "~/modules/payments/settle.server";
import { testNotification } from "~/modules/payments/providers/test-gateway.server";
import { expireReservations } from "~/modules/payments/expiry.server";
import { makeCatalogue, stockOf, checkoutCustomer } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv, MAIL_ENV } from "../../../tests/support/env";
import { checkout } from "./checkout.server";

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "c".repeat(40) }, { outbox: "yes" });

const customer = (email = "ada@example.test") => checkoutCustomer(email);

describe("checkout core", () => {
  withTestDatabase();

  async function place(productId: string, quantity: number, email?: string) {
    const r = await checkout({
      method: "card",
      items: [{ productId, quantity }],
      customer: customer(email),
      user: null,
      locale: "en",
      clientIp: null,
    });
    if (!r.ok) throw new Error(r.reason);
    return r;
  }

  async function pay(ref: string, choice: "approve" | "decline", amountCents: number) {
    const n = testNotification(choice, { ref, amountCents, currency: "EUR" });
    return { n, answer: await receiveNotification("test", n.body, n.headers) };
  }

  it("places an order from database prices, reserves stock, and a signed approval marks it paid once", async () => {
    env.clearOutbox();
    const [p] = await makeCatalogue(1, 5);
    const r = await place(p.id, 2);
    expect(r.start.ok).toBe(true);
    expect(await stockOf(p.id)).toBe(3);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
    expect(payment.status).toBe("awaiting_customer");
    const { n, answer } = await pay(payment.providerRef!, "approve", payment.amountCents);
    expect(answer.status).toBe(200);
    const again = await Promise.all(Array.from({ length: 10 }, () => receiveNotification("test", n.body, n.headers)));
    expect(again.map((a) => a.body.outcomes)).toEqual(Array.from({ length: 10 }, () => ["duplicate"]));
    const order = await db().order.findUniqueOrThrow({ where: { id: r.orderId } });
    expect(order.status).toBe("processing");
    expect(await stockOf(p.id)).toBe(3);
    expect(env.mails().filter((m) => m.includes(r.oid))).toHaveLength(1);
  });

  it("returns the stock on a decline, and on an expired reservation", async () => {
    const [p] = await makeCatalogue(1, 5);
    const declined = await place(p.id, 2, "b@example.test");
    const payment = await db().payment.findUniqueOrThrow({ where: { id: declined.paymentId } });
    await pay(payment.providerRef!, "decline", payment.amountCents);
    expect(await stockOf(p.id)).toBe(5);
    const left = await place(p.id, 4, "c@example.test");
    const report = await expireReservations(new Date(Date.now() + 31 * 60_000));
    expect(report.expired).toEqual([left.oid]);
    expect(await stockOf(p.id)).toBe(5);
    expect((await db().order.findUniqueOrThrow({ where: { id: left.orderId } })).status).toBe("cancelled");
  });

  it("refuses a forged notification and an amount mismatch marks nothing paid", async () => {
    const [p] = await makeCatalogue(1, 5);
    const r = await place(p.id, 1, "d@example.test");
    const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
    const n = testNotification("approve", {
      ref: payment.providerRef!,
      amountCents: payment.amountCents,
      currency: "EUR",
    });
    const forged = await receiveNotification("test", n.body.replace(String(payment.amountCents), "1"), n.headers);
    expect(forged.status).toBe(400);
    const { answer } = await pay(payment.providerRef!, "approve", 1);
    expect(answer.body.outcomes).toEqual(["amount_mismatch"]);
    const order = await db().order.findUniqueOrThrow({ where: { id: r.orderId } });
    expect(order.status).toBe("pending");
    expect(order.flaggedForReview).toBe(true);
  });

  it("never sells the last units twice", async () => {
    const [p] = await makeCatalogue(1, 3);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        checkout({
          method: "card",
          items: [{ productId: p.id, quantity: 1 }],
          customer: customer(`buyer${i}@example.test`),
          user: null,
          locale: "en",
          clientIp: null,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await stockOf(p.id)).toBe(0);
  });
});
