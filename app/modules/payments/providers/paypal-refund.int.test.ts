import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as returnLoader } from "~/routes/payments.$provider.return";
import { action as webhookAction } from "~/routes/webhooks.$provider";
import { buyerChooses, startPayPalFake } from "../../../../tests/fakes/paypal/fake.mjs";
import { withTestDatabase } from "../../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../../tests/support/env";
import {
  expectDone,
  expectGuarded,
  lineFields,
  placeOrder,
  sendForm,
  staff,
  stored,
  type Placed,
  refundMailsFor,
} from "../../../../tests/support/refund-kit";
import { args } from "../../../../tests/support/routes";
import { paypal } from "./paypal.server";

/**
 * Refunds through the real PayPal provider against the local PayPal fake: Payments v2 `POST
 * /v2/payments/captures/{id}/refund` on the order's capture, with our key as PayPal-Request-Id and
 * our refund's id as custom_id; PayPal's refusals (its issues); a pending refund that its
 * PAYMENT.CAPTURE.REFUNDED notification settles.
 */

const CREDENTIALS = { clientId: "refund-paypal-client", clientSecret: "refund-paypal-secret", webhookId: "WH-REFUND" };
const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "p".repeat(40),
    PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
    PAYPAL_TIMEOUT_MS: "1000",
  },
  { outbox: "paypal-refunds" },
);

type Notification = { body: string; headers: Record<string, string> };
async function postWebhook(n: Notification) {
  const request = new Request(`${SHOP_URL}/webhooks/paypal`, { method: "POST", headers: n.headers, body: n.body });
  const res = (await webhookAction(args(request, { provider: "paypal" }))) as Response;
  return { status: res.status, body: (await res.json()) as { outcomes?: string[] } };
}

let fake: Awaited<ReturnType<typeof startPayPalFake>>;
beforeAll(async () => {
  fake = await startPayPalFake({ ...CREDENTIALS, deliver: postWebhook });
  env.set({ PAYPAL_API_URL: fake.url });
});
afterAll(() => fake?.close());

describe("refunds through PayPal", () => {
  withTestDatabase();
  let people: Awaited<ReturnType<typeof staff>>;
  beforeAll(async () => {
    people = await staff();
  });

  /** Paid the way a buyer pays: approve on PayPal's page, come back, the shop captures. */
  async function paid(): Promise<Placed> {
    const placed = await placeOrder("paypal");
    expect(placed.payment.provider).toBe("paypal");
    const { location } = await buyerChooses(placed.redirectUrl, "Pay");
    await returnLoader(args(new Request(location), { provider: "paypal" }));
    await fake.settled();
    expect((await stored(placed)).payment.status).toBe("paid");
    return placed;
  }
  const captureOf = (p: Placed) => fake.orders.get(p.ref)?.capture as { id: string; status: string };
  const refundsAt = (p: Placed) => [...fake.refunds.values()].filter((r) => r.captureId === captureOf(p).id);
  const mailsFor = (oid: string) => refundMailsFor(env.mails(), oid);

  it("refunds everything on the order's capture: COMPLETED, the capture REFUNDED, the payment refunded", async () => {
    const placed = await paid();
    const sent = await sendForm(people.admin, placed.oid, { kind: "full" });
    expectDone(sent.answer, placed.oid);
    const s = await stored(placed);
    expect(s.refunds).toMatchObject([
      { status: "succeeded", provider: "paypal", amountCents: placed.order.totalCents },
    ]);
    const [made] = refundsAt(placed);
    expect(made).toMatchObject({ status: "COMPLETED", custom_id: s.refunds[0].id });
    expect(made.amount.value).toBe((placed.order.totalCents / 100).toFixed(2));
    expect(s.refunds[0].providerRef).toBe(made.id);
    expect(captureOf(placed).status).toBe("REFUNDED");
    expect(s.payment.status).toBe("refunded");
    expect(mailsFor(placed.oid)).toHaveLength(1);
    expect(mailsFor(placed.oid)[0]).toContain("PayPal account");
  });

  it("refunds by lines and by amount; PayPal itself refuses more than is left (REFUND_AMOUNT_EXCEEDED)", async () => {
    const placed = await paid();
    expectDone((await sendForm(people.admin, placed.oid, lineFields(placed, [[1, 1]], true))).answer, placed.oid);
    expectDone((await sendForm(people.admin, placed.oid, { kind: "amount", amount: "1.50" })).answer, placed.oid);
    const byLines = placed.order.lines[1].unitPriceCents + placed.order.shippingCents;
    expect(refundsAt(placed).map((r) => r.amount.value)).toEqual([(byLines / 100).toFixed(2), "1.50"]);
    expect(captureOf(placed).status).toBe("PARTIALLY_REFUNDED");
    const s = await stored(placed);
    expect(s.order.refundedCents).toBe(byLines + 150);
    expect(s.payment.status).toBe("paid");
    const left = placed.order.totalCents - byLines - 150;
    const over = await sendForm(people.admin, placed.oid, { kind: "amount", amount: ((left + 1) / 100).toFixed(2) });
    expect(over.status).toBe(409);
    const ask = (amountCents: number, idempotencyKey: string) =>
      paypal.refund!({
        refundId: "r_direct",
        idempotencyKey,
        providerRef: placed.ref,
        amountCents,
        currency: "EUR",
        oid: placed.oid,
        orderId: placed.orderId,
        description: "Refund",
      });
    await expect(ask(left + 1, "direct-1")).rejects.toMatchObject({
      name: "RefundRefused",
      code: "REFUND_AMOUNT_EXCEEDED",
    });
    await expect(ask(left, "direct-2")).resolves.toMatchObject({ status: "succeeded" });
    await expect(ask(1, "direct-3")).rejects.toMatchObject({ code: "CAPTURE_FULLY_REFUNDED" });
  });

  it("a refusal by PayPal is recorded with PayPal's issue; nothing else changes", async () => {
    const placed = await paid();
    await fake.control({ action: "refuseRefund", issue: "TRANSACTION_REFUSED" });
    const sent = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "2.00" });
    expect(sent.status).toBe(422);
    expect(sent.data).toMatchObject({ error: "errors.refused" });
    const s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "failed" }]);
    expect(s.refunds[0].failureReason).toContain("TRANSACTION_REFUSED");
    expect(s.order.refundedCents).toBe(0);
    expect(s.payment.status).toBe("paid");
    expect(refundsAt(placed)).toHaveLength(0);
  });

  it("the same form twice refunds once (our record answers the second; PayPal-Request-Id guards a retry)", async () => {
    const placed = await paid();
    const first = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "3.00" });
    expectDone(first.answer, placed.oid);
    expectDone(
      (await sendForm(people.admin, placed.oid, { kind: "amount", amount: "3.00" }, first.key)).answer,
      placed.oid,
    );
    expect(refundsAt(placed)).toHaveLength(1);
    expect((await stored(placed)).refunds).toHaveLength(1);
    // PayPal answers a repeated request id with the refund it already made.
    const again = await paypal.refund!({
      refundId: (await stored(placed)).refunds[0].id,
      idempotencyKey: first.key,
      providerRef: placed.ref,
      amountCents: 300,
      currency: "EUR",
      oid: placed.oid,
      orderId: placed.orderId,
      description: "Refund",
    });
    expect(again.providerRef).toBe(refundsAt(placed)[0].id);
    expect(refundsAt(placed)).toHaveLength(1);
  });

  it("a PENDING refund ends with PayPal's PAYMENT.CAPTURE.REFUNDED naming it", async () => {
    const placed = await paid();
    await fake.control({ action: "nextRefund", status: "PENDING" });
    expectDone((await sendForm(people.admin, placed.oid, { kind: "full" })).answer, placed.oid);
    let s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "pending" }]);
    expect(s.payment.status).toBe("paid");
    const delivered = (await fake.control({ action: "settleRefund", refund: s.refunds[0].providerRef })) as {
      status: number;
      body: { outcomes?: string[] };
    };
    expect(delivered).toMatchObject({ status: 200, body: { outcomes: ["applied"] } });
    s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "succeeded" }]);
    expect(s.payment.status).toBe("refunded");
    expect(s.order.refundedCents).toBe(placed.order.totalCents);
    expect(mailsFor(placed.oid)).toHaveLength(1);
    expect(await fake.control({ action: "replay" })).toMatchObject({ status: 200, body: { outcomes: ["duplicate"] } });
  });

  it("a wrong password, a manager, a shopper and a visitor are refused; PayPal is never asked", async () => {
    const placed = await paid();
    await expectGuarded(people, placed);
    expect(refundsAt(placed)).toHaveLength(0);
  });
});
