import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { startAttempt } from "~/modules/payments/attempts.server";
import { expireReservations } from "~/modules/payments/expiry.server";
import { loader as returnLoader } from "~/routes/payments.$provider.return";
import { action as webhookAction } from "~/routes/webhooks.$provider";
import { buyerChooses, startPayPalFake } from "../../../../tests/fakes/paypal/fake.mjs";
import { makeCatalogue, stockOf, checkoutCustomer } from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../../tests/support/env";
import { args } from "../../../../tests/support/routes";

/**
 * The wallet provider end to end: the real provider against the PayPal fake, the shop's checkout,
 * its return route (which captures) and its webhook route (the fake delivers straight into the
 * route's action).
 */

const CREDENTIALS = { clientId: "int-paypal-client", clientSecret: "int-paypal-secret", webhookId: "WH-INT-PAYPAL" };
const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "y".repeat(40),
    PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
    PAYPAL_TIMEOUT_MS: "1000",
  },
  { outbox: "paypal" },
);

type Notification = { body: string; headers: Record<string, string> };
type Delivery = { status: number | null; body?: { outcomes?: string[] } };

/** The shop's webhook route, called as the framework calls it. */
async function postWebhook(n: Notification): Promise<{ status: number; body: { outcomes?: string[] } }> {
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

const control = (c: Record<string, unknown>) => fake.control(c) as Promise<Delivery>;

let buyers = 0;
const customer = () => checkoutCustomer(`paypal-buyer${++buyers}@example.test`);

/** The buyer comes back to the shop's return address; → where the shop sends them next. */
async function comeBack(location: URL) {
  const res = (await returnLoader(args(new Request(location), { provider: "paypal" }))) as Response;
  return res.headers.get("location") ?? "";
}

describe("PayPal end to end", () => {
  withTestDatabase();

  async function place(quantity = 2, stock = 5) {
    const [product] = await makeCatalogue(1, stock);
    const r = await checkout({
      method: "paypal",
      items: [{ productId: product.id, quantity }],
      customer: customer(),
      user: null,
      locale: "en",
      clientIp: null,
    });
    if (!r.ok) throw new Error(r.reason);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
    return { ...r, product, payment, ref: payment.providerRef ?? "" };
  }
  const orderOf = (id: string) => db().order.findUniqueOrThrow({ where: { id } });
  const paymentOf = (id: string) => db().payment.findUniqueOrThrow({ where: { id } });
  const mailsFor = (oid: string) => env.mails().filter((m) => m.includes(oid));

  it("pays: approve, return, capture → paid, one mail; the capture notification after it changes nothing", async () => {
    const r = await place();
    expect(r.start).toMatchObject({ ok: true });
    expect(r.payment).toMatchObject({ provider: "paypal", status: "awaiting_customer" });
    if (!r.start.ok) return;
    expect(r.start.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${r.ref}`);
    const { location } = await buyerChooses(r.start.redirectUrl, "Pay");
    expect(location.origin + location.pathname).toBe(`${SHOP_URL}/payments/paypal/return`);
    expect(await comeBack(location)).toMatch(/^\/payment-status\/success\?attempt=/);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "paid" });
    expect(await orderOf(r.orderId)).toMatchObject({ status: "processing", flaggedForReview: false });
    expect(await stockOf(r.product.id)).toBe(3);
    await fake.settled();
    const delivered = fake.stats.deliveries.at(-1);
    expect(delivered).toEqual({ type: "PAYMENT.CAPTURE.COMPLETED", status: 200 });
    expect(mailsFor(r.oid)).toHaveLength(1);
  });

  it("captures on CHECKOUT.ORDER.APPROVED when the buyer never comes back (PayPal down: 500, retried)", async () => {
    const r = await place();
    await control({ action: "failNext", count: 1, route: "capture" });
    const down = await control({ ref: r.ref, action: "approve" });
    expect(down.status).toBe(500);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "awaiting_customer" });
    // PayPal delivers it again; the capture's own notification races it, one of them applies.
    expect(await control({ action: "replay", resign: true })).toMatchObject({ status: 200 });
    await fake.settled();
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "paid" });
    expect(fake.stats.deliveries.slice(-2).map((d) => d.status)).toEqual([200, 200]);
    expect(mailsFor(r.oid)).toHaveLength(1);
    expect(fake.orders.get(r.ref).capture.status).toBe("COMPLETED");
  });

  it("a decline returns the stock, and so does an expired reservation (an approved one is captured instead)", async () => {
    const declined = await place(2, 5);
    if (!declined.start.ok) throw new Error("not started");
    const { location } = await buyerChooses(declined.start.redirectUrl, "Decline");
    expect(await comeBack(location)).toMatch(/^\/payment-status\/canceled\?/);
    expect(await paymentOf(declined.paymentId)).toMatchObject({ status: "failed" });
    expect(await orderOf(declined.orderId)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(declined.product.id)).toBe(5);

    const lapsed = await place(3, 4);
    const approved = await place(1, 4);
    if (!approved.start.ok) throw new Error("not started");
    await buyerChooses(approved.start.redirectUrl, "Pay");
    const report = await expireReservations(new Date(Date.now() + 31 * 60_000));
    expect(report.expired).toContain(lapsed.oid);
    expect(report.paid).toContain(approved.oid);
    expect(await stockOf(lapsed.product.id)).toBe(4);
    expect(await orderOf(lapsed.orderId)).toMatchObject({ status: "cancelled" });
    expect(await paymentOf(lapsed.paymentId)).toMatchObject({ status: "expired" });
    expect(await orderOf(approved.orderId)).toMatchObject({ status: "processing" });
    await fake.settled();
    expect(mailsFor(lapsed.oid)).toHaveLength(0);
  });

  it("applies the same notification once, delivered twice or ten times at once", async () => {
    env.clearOutbox();
    const r = await place();
    await control({ ref: r.ref, action: "complete", deliver: false });
    const n = fake.lastNotification as Notification;
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(n)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = answers.flatMap((a) => a.body.outcomes);
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(9);
    // PayPal's retry: the same event, a new transmission.
    expect(await control({ action: "replay", resign: true })).toMatchObject({ body: { outcomes: ["duplicate"] } });
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "paid" });
    expect(mailsFor(r.oid)).toHaveLength(1);
  });

  it("refuses forged, unsigned, stale and foreign-certificate notifications; flags another amount", async () => {
    const r = await place();
    await control({ ref: r.ref, action: "complete", deliver: false });
    const n = fake.lastNotification as Notification;
    const forged = await postWebhook({ ...n, body: n.body.replace(/"value":"[\d.]+"/, '"value":"0.01"') });
    expect(forged.status).toBe(400);
    for (const knob of [{ signature: "none" }, { signature: "bad" }, { ageSeconds: 3600 }, { certHost: "foreign" }]) {
      expect(await control({ ref: r.ref, action: "complete", ...knob }), JSON.stringify(knob)).toMatchObject({
        status: 400,
      });
    }
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "awaiting_customer" });
    const events = await db().paymentEvent.count({ where: { paymentId: r.paymentId } });
    expect(events).toBe(0);

    const other = await control({ ref: r.ref, action: "complete", amountCents: 1 });
    expect(other).toMatchObject({ status: 200, body: { outcomes: ["amount_mismatch"] } });
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "awaiting_customer" });
    expect(await orderOf(r.orderId)).toMatchObject({ status: "pending", flaggedForReview: true });
    expect(mailsFor(r.oid)).toHaveLength(0);
  });

  it("PayPal failing at creation leaves the order pending; the retry opens no second PayPal order", async () => {
    const created = fake.stats.ordersCreated;
    await control({ action: "failNext", count: 1, route: "create" });
    const failed = await place(1, 3);
    expect(failed.start).toMatchObject({ ok: false, reason: "unavailable" });
    expect(failed.payment).toMatchObject({ status: "pending", providerRef: null });
    expect(await orderOf(failed.orderId)).toMatchObject({ status: "pending" });
    expect(await stockOf(failed.product.id)).toBe(2);
    expect(await startAttempt(failed.paymentId)).toMatchObject({ ok: true });
    expect(fake.stats.ordersCreated).toBe(created + 1);
  });

  it("PayPal answering too late: unavailable, and the retry gets the order PayPal made", async () => {
    const created = fake.stats.ordersCreated;
    await control({ action: "hangNext", count: 1, route: "create", ms: 3_000 });
    const slow = await place(1, 3);
    expect(slow.start).toMatchObject({ ok: false, reason: "unavailable" });
    expect(fake.stats.ordersCreated).toBe(created + 1);
    expect(await orderOf(slow.orderId)).toMatchObject({ status: "pending" });
    expect(await startAttempt(slow.paymentId)).toMatchObject({ ok: true });
    expect(fake.stats.ordersCreated).toBe(created + 1);
    const payment = await paymentOf(slow.paymentId);
    expect(payment).toMatchObject({ status: "awaiting_customer" });
    expect(fake.orders.get(payment.providerRef ?? "")?.purchase_units[0].invoice_id).toBe(slow.oid);
  });
});
