import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/lib/db.server";
import { startJobs, stopJobs } from "~/lib/jobs.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { cancelOrderByShopper } from "~/modules/orders/customer-orders.server";
import type { PaymentMethod } from "./provider";
import { makeCatalogue, makeOrder, makeUser, stockOf, checkoutCustomer } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { EXPIRY_BATCH, expireReservations, MAX_PROCESSING_DAYS, registerPaymentJobs } from "./expiry.server";
import { testNotification, type TestChoice } from "./providers/test-gateway.server";
import { receiveNotification } from "./settle.server";

/**
 * Reservations end (SECURITY.md "Business rules" and "Durability"): unpaid orders past their
 * time are cancelled and give their stock back exactly once, paid ones are never touched, a
 * payment the bank is still processing holds a while longer, and a restart of the shop loses no
 * paid order and leaves no stock held past its limit.
 */

withTestEnv({
  ...MAIL_ENV,
  SESSION_SECRET: "e".repeat(40),
  RESERVATION_MINUTES: "30",
  BANK_TRANSFER_RESERVATION_MINUTES: "1440",
});

const MIN = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MIN);

let n = 0;
const customer = (email: string) => checkoutCustomer(email);

async function place(
  productId: string,
  o: { quantity?: number; method?: PaymentMethod; user?: { id: string; email: string }; start?: boolean } = {},
) {
  const input = {
    method: o.method ?? "card",
    items: [{ productId, quantity: o.quantity ?? 1 }],
    customer: customer(o.user?.email ?? `expiry${++n}@example.test`),
    user: o.user ? { id: o.user.id } : null,
    locale: "en",
    clientIp: null,
  };
  // start: false is a shop that stopped right after the order was written, before the provider was called.
  const r = o.start === false ? await placeOrder(input) : await checkout(input);
  if (!r.ok) throw new Error(r.reason);
  return r;
}

async function tell(paymentId: string, choice: TestChoice) {
  const p = await db().payment.findUniqueOrThrow({ where: { id: paymentId } });
  const note = testNotification(choice, { ref: p.providerRef!, amountCents: p.amountCents, currency: p.currency });
  return receiveNotification("test", note.body, note.headers);
}

const orderOf = (id: string) =>
  db().order.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      flaggedForReview: true,
      reviewReason: true,
      reservationExpires: true,
      payments: { select: { status: true } },
    },
  });

afterEach(() => {
  vi.useRealTimers();
  stopJobs();
});

describe("reservation expiry", () => {
  withTestDatabase();

  it("cancels only the orders past their reservation, and returns their stock", async () => {
    const [p] = await makeCatalogue(1, 10);
    const card = await place(p.id, { quantity: 2 });
    const bank = await place(p.id, { quantity: 3, method: "bank-transfer" });
    expect(await stockOf(p.id)).toBe(5);

    expect((await expireReservations(later(29))).expired).toEqual([]);
    expect(await stockOf(p.id)).toBe(5);

    const report = await expireReservations(later(31));
    expect(report.expired).toEqual([card.oid]);
    expect(await stockOf(p.id)).toBe(7);
    expect(await orderOf(card.orderId)).toMatchObject({ status: "cancelled", payments: [{ status: "expired" }] });
    expect(await orderOf(bank.orderId)).toMatchObject({
      status: "pending",
      payments: [{ status: "awaiting_customer" }],
    });
    expect(await db().auditEvent.count({ where: { action: "order.expire", entityId: card.orderId } })).toBe(1);

    expect((await expireReservations(later(24 * 60 + 1))).expired).toEqual([bank.oid]);
    expect(await stockOf(p.id)).toBe(10);
  });

  it("returns the stock once: run twice, twice at once, and racing the shopper's cancel", async () => {
    const [p] = await makeCatalogue(1, 10);
    const user = await makeUser({ verified: true });
    const a = await place(p.id, { quantity: 2 });
    await expireReservations(later(31));
    await expireReservations(later(31));
    expect(await stockOf(p.id)).toBe(10);

    const b = await place(p.id, { quantity: 3 });
    const c = await place(p.id, { quantity: 4 });
    const [r1, r2] = await Promise.all([expireReservations(later(31)), expireReservations(later(31))]);
    expect([...r1.expired, ...r2.expired].sort()).toEqual([b.oid, c.oid].sort());
    expect(await stockOf(p.id)).toBe(10);

    const shopper = { id: user.id, email: user.email, emailVerified: true };
    for (let round = 0; round < 5; round++) {
      const d = await place(p.id, { quantity: 5, user });
      const [report, cancel] = await Promise.all([expireReservations(later(31)), cancelOrderByShopper(shopper, d.oid)]);
      expect(report.expired.includes(d.oid) !== cancel.ok).toBe(true);
      expect(await stockOf(p.id)).toBe(10);
      expect((await orderOf(d.orderId)).status).toBe("cancelled");
    }
    expect((await orderOf(a.orderId)).status).toBe("cancelled");
    // An order that has ended cannot end again: no second restock, whoever asks.
    const ended = await place(p.id, { quantity: 4, user });
    await expireReservations(later(31));
    expect(await cancelOrderByShopper(shopper, ended.oid)).toMatchObject({ ok: false, reason: "not_cancellable" });
    expect(await stockOf(p.id)).toBe(10);
  });

  it("leaves paid orders alone, even when the money came after the reservation ended but before the job", async () => {
    const [p] = await makeCatalogue(1, 10);
    const paid = await place(p.id, { quantity: 2 });
    await tell(paid.paymentId, "approve");
    const lateButPaid = await place(p.id, { quantity: 3 });
    await db().order.update({
      where: { id: lateButPaid.orderId },
      data: { reservationExpires: new Date(Date.now() - MIN) },
    });
    expect((await tell(lateButPaid.paymentId, "approve")).body.outcomes).toEqual(["applied"]);
    const report = await expireReservations(later(60));
    expect(report.expired).toEqual([]);
    for (const o of [paid, lateButPaid]) {
      expect(await orderOf(o.orderId)).toMatchObject({ status: "processing", payments: [{ status: "paid" }] });
    }
    expect(await stockOf(p.id)).toBe(5);
  });

  it("holds a payment still processing a while longer, then hands it to a person", async () => {
    const [p] = await makeCatalogue(1, 10);
    const o = await place(p.id, { quantity: 2, method: "bank-transfer" });
    expect((await tell(o.paymentId, "pending")).body.outcomes).toEqual(["applied"]);

    const at = later(24 * 60 + 1);
    const first = await expireReservations(at);
    expect(first.extended).toEqual([o.oid]);
    const extended = await orderOf(o.orderId);
    expect(extended).toMatchObject({
      status: "pending",
      flaggedForReview: false,
      payments: [{ status: "processing" }],
    });
    expect(extended.reservationExpires!.getTime()).toBe(at.getTime() + 24 * 60 * MIN);
    expect(await stockOf(p.id)).toBe(8);

    const tooLong = new Date(Date.now() + (MAX_PROCESSING_DAYS * 24 * 60 + 1) * MIN);
    const second = await expireReservations(tooLong);
    expect(second).toMatchObject({ flagged: [o.oid], expired: [], extended: [] });
    expect(await orderOf(o.orderId)).toMatchObject({
      status: "pending",
      flaggedForReview: true,
      reviewReason: "payment_still_processing",
      reservationExpires: null,
    });
    expect(await stockOf(p.id)).toBe(8);
    // Flagged once; a later run finds nothing more to do.
    expect(await expireReservations(new Date(tooLong.getTime() + 60 * MIN))).toMatchObject({
      flagged: [],
      expired: [],
    });
    // The money arrives in the end: the order is paid, not lost.
    expect((await tell(o.paymentId, "approve")).body.outcomes).toEqual(["applied"]);
    expect(await orderOf(o.orderId)).toMatchObject({ status: "processing", payments: [{ status: "paid" }] });
  });

  it("a restart: no stock held past its limit, no paid order lost", async () => {
    const [p] = await makeCatalogue(1, 50);
    const paid = await place(p.id, { quantity: 2 });
    const unpaid = await place(p.id, { quantity: 3 });
    const neverStarted = await place(p.id, { quantity: 4, start: false });
    const bank = await place(p.id, { quantity: 5, method: "bank-transfer" });
    const processing = await place(p.id, { quantity: 6 });
    await tell(paid.paymentId, "approve");
    await tell(processing.paymentId, "pending");
    expect(await stockOf(p.id)).toBe(30);

    // The shop was down for 40 minutes; on its new boot the job runs at once.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(later(40));
    registerPaymentJobs();
    await startJobs();
    stopJobs();
    const now = new Date();

    expect((await orderOf(paid.orderId)).status).toBe("processing");
    expect((await orderOf(unpaid.orderId)).status).toBe("cancelled");
    expect((await orderOf(neverStarted.orderId)).status).toBe("cancelled");
    expect(await orderOf(neverStarted.orderId)).toMatchObject({ payments: [{ status: "expired" }] });
    expect((await orderOf(bank.orderId)).status).toBe("pending");
    expect((await orderOf(processing.orderId)).status).toBe("pending");
    // Every unpaid order still holding stock holds it within its limit.
    const holding = await db().order.findMany({
      where: { status: "pending", lines: { some: { productId: p.id } } },
      select: { reservationExpires: true },
    });
    expect(holding).toHaveLength(2);
    for (const h of holding) expect(h.reservationExpires!.getTime()).toBeGreaterThan(now.getTime());
    // Stock: the paid, the bank transfer and the processing one hold theirs, nothing else.
    expect(await stockOf(p.id)).toBe(50 - 2 - 5 - 6);
  });

  it("a 'paid' racing the expiry: either paid, or expired and flagged; never lost, never a 500", async () => {
    const [p] = await makeCatalogue(1, 3);
    const wrong: string[] = [];
    for (let round = 0; round < 10; round++) {
      const o = await place(p.id, { quantity: 3 });
      const [report, answer] = await Promise.all([expireReservations(later(31)), tell(o.paymentId, "approve")]);
      const s = await orderOf(o.orderId);
      const stock = await stockOf(p.id);
      const seen = `round ${round}: ${JSON.stringify({ expired: report.expired, answer: answer.body, ...s, stock })}`;
      const paid = s.status === "processing" && s.payments[0].status === "paid" && stock === 0;
      const late =
        s.status === "cancelled" && stock === 3 && s.flaggedForReview && /^late_payment/.test(s.reviewReason ?? "");
      if (answer.status !== 200 || !(paid || late)) wrong.push(seen);
      // Next round starts from a full shelf.
      if (paid) await db().product.update({ where: { id: p.id }, data: { stock: 3 } });
    }
    expect(wrong).toEqual([]);
  });

  it("one run ends a whole backlog, batch after batch: 140 expired holds all released at once", async () => {
    const [p] = await makeCatalogue(1, 0);
    const count = 140;
    expect(count).toBeGreaterThan(2 * EXPIRY_BATCH);
    // Orders written as the checkout leaves them (one unit taken each), their reservations long over.
    for (let i = 0; i < count; i++) {
      await makeOrder({
        status: "pending",
        email: `batch${i}@example.test`,
        lines: [{ productId: p.id, quantity: 1 }],
        payment: "pending",
      });
    }
    await db().order.updateMany({
      where: { lines: { some: { productId: p.id } } },
      data: { reservationExpires: new Date(Date.now() - MIN) },
    });
    const run = await expireReservations();
    expect(run.expired).toHaveLength(count);
    expect(new Set(run.expired).size).toBe(count);
    expect(await stockOf(p.id)).toBe(count);
    expect(await db().order.count({ where: { status: "pending", lines: { some: { productId: p.id } } } })).toBe(0);
    expect((await expireReservations()).expired).toEqual([]);
  });

  it("a run ends even when more due orders than one batch cannot be ended (each is looked at once)", async () => {
    const [p] = await makeCatalogue(1, 0);
    const old = new Date(Date.now() - (MAX_PROCESSING_DAYS + 1) * 24 * 60 * MIN);
    // Already handed to a person, the bank still processing: nothing the job can do with them.
    for (let i = 0; i < EXPIRY_BATCH + 3; i++) {
      await makeOrder({
        status: "pending",
        email: `stuck${i}@example.test`,
        lines: [{ productId: p.id, quantity: 1 }],
        payment: "processing",
        createdAt: old,
      });
    }
    await db().order.updateMany({
      where: { lines: { some: { productId: p.id } } },
      data: { reservationExpires: new Date(Date.now() - MIN), flaggedForReview: true },
    });
    const run = await expireReservations();
    expect(run).toEqual({ expired: [], paid: [], extended: [], flagged: [] });
  });
});
