import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { TEST_REFUSED_REFUND_CENTS, testNotification } from "~/modules/payments/providers/test-gateway.server";
import { orderRefundState } from "~/modules/payments/refunds.server";
import { receiveNotification } from "~/modules/payments/settle.server";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import {
  expectDone,
  expectGuarded,
  lineFields,
  openPage,
  placeOrder,
  sendForm,
  staff,
  stored,
  type Placed,
} from "../../../tests/support/refund-kit";

/**
 * Refunds through the shop's built-in test gateway (no provider keys), driven through the refund
 * page's loader and action: the amounts, the records, the mail, and everything that must be
 * refused without changing anything.
 */

const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "r".repeat(40),
    STRIPE_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    FINTECTURE_APP_ID: undefined,
  },
  { outbox: "refunds" },
);

describe("refunds through the test gateway", () => {
  withTestDatabase();
  let people: Awaited<ReturnType<typeof staff>>;
  beforeAll(async () => {
    people = await staff();
  });

  /** An order paid through the test gateway's signed notification. */
  async function paid(locale = "en"): Promise<Placed> {
    const placed = await placeOrder("card", { locale });
    expect(placed.payment.provider).toBe("test");
    const note = testNotification("approve", {
      ref: placed.ref,
      amountCents: placed.payment.amountCents,
      currency: "EUR",
    });
    expect((await receiveNotification("test", note.body, note.headers)).body.outcomes).toEqual(["applied"]);
    return placed;
  }
  const mailsFor = (oid: string) =>
    env.mails().filter((m) => m.includes(oid) && /we have refunded|abbiamo rimborsato/.test(m));

  it("refunds everything: the payment becomes refunded, one event, one audit, the buyer's mail in Italian", async () => {
    const placed = await paid("it");
    const page = await openPage(people.admin, placed.oid);
    if (page instanceof Response) throw new Error("page refused");
    expect(page.state).toMatchObject({ refundableCents: placed.order.totalCents, refundedCents: 0, refunds: [] });
    expect(page.title).toMatch(new RegExp(`^Refund order ${placed.oid} · `));
    const sent = await sendForm(people.admin, placed.oid, { kind: "full", reason: "Customer changed their mind" });
    expectDone(sent.answer, placed.oid);
    const s = await stored(placed);
    expect(s.order.refundedCents).toBe(placed.order.totalCents);
    expect(s.payment.status).toBe("refunded");
    expect(s.refunds).toHaveLength(1);
    expect(s.refunds[0]).toMatchObject({
      status: "succeeded",
      provider: "test",
      amountCents: placed.order.totalCents,
      idempotencyKey: sent.key,
      reason: "Customer changed their mind",
    });
    expect(s.refunds[0].providerRef).toMatch(/^tgre_/);
    expect(s.events.map((e) => [e.eventKey, e.status])).toEqual([
      [`refund:${s.refunds[0].id}:succeeded`, "refund_succeeded"],
    ]);
    expect(s.audits.map((a) => a.action)).toEqual(["order.refund.request", "order.refund"]);
    const mails = mailsFor(placed.oid);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: =?UTF-8?Q?Rimborso_di");
    expect(mails[0]).toContain("Il rimborso riguarda:");
    expect(mails[0]).toContain("gateway di prova");
    // Nothing is left: the page says so and the form is refused.
    expect((await orderRefundState(placed.orderId)).refundableCents).toBe(0);
    const again = await sendForm(people.admin, placed.oid, { kind: "full" });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ error: "errors.nothing_left" });
  });

  it("refunds chosen lines with shipping, then an amount; the payment stays paid while money is left", async () => {
    const placed = await paid();
    const { lines, shippingCents, totalCents } = placed.order;
    const first = await sendForm(people.admin, placed.oid, lineFields(placed, [[0, 1]], true));
    expectDone(first.answer, placed.oid);
    const firstAmount = lines[0].unitPriceCents + shippingCents;
    let s = await stored(placed);
    expect(s.refunds[0]).toMatchObject({ amountCents: firstAmount, status: "succeeded" });
    expect(s.refunds[0].detail).toMatchObject({
      kind: "lines",
      lines: [{ lineId: lines[0].id, quantity: 1 }],
      shipping: true,
    });
    const second = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "5,50" });
    expectDone(second.answer, placed.oid);
    s = await stored(placed);
    expect(s.order.refundedCents).toBe(firstAmount + 550);
    expect(s.payment.status).toBe("paid");
    // Shipping went back once; the line's other unit is still there to refund.
    const shippingAgain = await sendForm(people.admin, placed.oid, lineFields(placed, [[1, 1]], true));
    expect(shippingAgain.data).toMatchObject({ error: "errors.shipping_done" });
    const tooMany = await sendForm(people.admin, placed.oid, lineFields(placed, [[0, 2]]));
    expect(tooMany.status).toBe(409);
    expect(tooMany.data).toMatchObject({ error: "errors.line_over" });
    const state = await orderRefundState(placed.orderId);
    expect(state).toMatchObject({ refundableCents: totalCents - firstAmount - 550, refundedCents: firstAmount + 550 });
    expect(state.refunds.map((r) => r.status)).toEqual(["succeeded", "succeeded"]);
    expect(mailsFor(placed.oid)).toHaveLength(2);
  });

  it("a refusal by the gateway says why and changes nothing but the failed refund's record", async () => {
    const placed = await paid();
    const amount = (TEST_REFUSED_REFUND_CENTS / 100).toFixed(2);
    const sent = await sendForm(people.admin, placed.oid, { kind: "amount", amount });
    expect(sent.status).toBe(422);
    expect(sent.data).toMatchObject({ error: "errors.refused", idempotencyKey: sent.key });
    expect(String((sent.data as { values: { reason: string } }).values.reason)).toContain("test_refused");
    const s = await stored(placed);
    expect(s.order).toMatchObject({ refundedCents: 0 });
    expect(s.payment.status).toBe("paid");
    expect(s.refunds).toMatchObject([{ status: "failed", amountCents: TEST_REFUSED_REFUND_CENTS }]);
    expect(s.refunds[0].failureReason).toContain("test_refused");
    expect((await orderRefundState(placed.orderId)).refundableCents).toBe(placed.order.totalCents);
    expect(mailsFor(placed.oid)).toHaveLength(0);
  });

  it("the same form sent twice, one after the other or at once, refunds once", async () => {
    const placed = await paid();
    const first = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "3.00" });
    expectDone(first.answer, placed.oid);
    const again = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "3.00" }, first.key);
    expectDone(again.answer, placed.oid);
    // A different choice under the same key is still the first refund, not a new one.
    const other = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "4.00" }, first.key);
    expectDone(other.answer, placed.oid);
    const placed2 = await paid();
    const key = (await openPage(people.admin, placed2.oid)) as { idempotencyKey: string };
    const both = await Promise.all([
      sendForm(people.admin, placed2.oid, { kind: "full" }, key.idempotencyKey),
      sendForm(people.admin, placed2.oid, { kind: "full" }, key.idempotencyKey),
    ]);
    for (const b of both) expect([303, 409]).toContain(b.status);
    for (const p of [placed, placed2]) {
      const s = await stored(p);
      expect(s.refunds).toHaveLength(1);
      expect(s.events).toHaveLength(1);
    }
    expect((await stored(placed)).order.refundedCents).toBe(300);
    expect((await stored(placed2)).order.refundedCents).toBe(placed2.order.totalCents);
  });

  it("more than what is left, an empty choice or a bad amount are refused with nothing written", async () => {
    const placed = await paid();
    const over = ((placed.order.totalCents + 1) / 100).toFixed(2);
    const cases: [Record<string, string>, number, string][] = [
      [{ kind: "amount", amount: over }, 409, "errors.over_refundable"],
      [{ kind: "amount", amount: "abc" }, 400, "errors.amount"],
      [{ kind: "amount", amount: "0" }, 400, "errors.amount"],
      [{ kind: "lines" }, 400, "errors.empty"],
      [{ kind: "lines", "qty.not-a-line": "1" }, 400, "errors.unknown_line"],
      [{ kind: "lines", [`qty.${placed.order.lines[0].id}`]: "-1" }, 400, "errors.quantity"],
      [{ kind: "everything" }, 400, "errors.kind"],
    ];
    for (const [fields, status, error] of cases) {
      const sent = await sendForm(people.admin, placed.oid, fields);
      expect([fields, sent.status, sent.data?.error]).toEqual([fields, status, error]);
    }
    const s = await stored(placed);
    expect(s.refunds).toHaveLength(0);
    expect(s.order.refundedCents).toBe(0);
    expect(s.audits).toHaveLength(0);
  });

  it("a wrong password, a manager, a shopper and a visitor are refused before anything is written", async () => {
    await expectGuarded(people, await paid());
  });

  it("an order without a received payment has nothing to refund", async () => {
    const placed = await placeOrder("card");
    const page = await openPage(people.admin, placed.oid);
    if (page instanceof Response) throw new Error("page refused");
    expect(page.state.refundableCents).toBe(0);
    const sent = await sendForm(people.admin, placed.oid, { kind: "full" });
    expect(sent.status).toBe(409);
    expect(sent.data).toMatchObject({ error: "errors.not_paid" });
    expect((await openPage(people.admin, "SAT-0")) as Response).toMatchObject({ status: 404 });
  });

  it("a cancelled-after-payment order shows what to do, and is no longer flagged once fully refunded", async () => {
    const placed = await paid();
    await db().order.update({
      where: { id: placed.orderId },
      data: { status: "cancelled", flaggedForReview: true, reviewReason: "refund_due" },
    });
    const page = await openPage(people.admin, placed.oid);
    if (page instanceof Response) throw new Error("page refused");
    expect(page.order.review).toEqual({ kind: "refund_due", reason: "refund_due" });
    expectDone((await sendForm(people.admin, placed.oid, { kind: "amount", amount: "1.00" })).answer, placed.oid);
    expect((await stored(placed)).order.flaggedForReview).toBe(true);
    expectDone((await sendForm(people.admin, placed.oid, { kind: "full" })).answer, placed.oid);
    expect((await stored(placed)).order).toMatchObject({
      flaggedForReview: false,
      refundedCents: placed.order.totalCents,
    });
  });

  it("a payment that arrived after the order expired (late payment) can be given back", async () => {
    const placed = await placeOrder("card");
    const expire = testNotification("expire", {
      ref: placed.ref,
      amountCents: placed.payment.amountCents,
      currency: "EUR",
    });
    await receiveNotification("test", expire.body, expire.headers);
    const late = testNotification("approve", {
      ref: placed.ref,
      amountCents: placed.payment.amountCents,
      currency: "EUR",
    });
    expect((await receiveNotification("test", late.body, late.headers)).body.outcomes).toEqual(["late_payment"]);
    const page = await openPage(people.admin, placed.oid);
    if (page instanceof Response) throw new Error("page refused");
    expect(page.order.review?.kind).toBe("late_payment");
    expect(page.state.refundableCents).toBe(placed.order.totalCents);
    expectDone((await sendForm(people.admin, placed.oid, { kind: "full" })).answer, placed.oid);
    const s = await stored(placed);
    // The payment keeps its ending (only a paid one becomes refunded); the money is back.
    expect(s.payment.status).toBe("expired");
    expect(s.order).toMatchObject({ flaggedForReview: false, refundedCents: placed.order.totalCents });
  });
});
