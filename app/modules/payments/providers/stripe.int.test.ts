import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import type { CheckoutCustomer } from "~/modules/checkout/schemas";
import { startAttempt } from "~/modules/payments/attempts.server";
import { expireReservations } from "~/modules/payments/expiry.server";
import { WELCOME_CODE } from "~/modules/marketing/newsletter.server";
import { loader as returnLoader } from "~/routes/payments.$provider.return";
import { action as webhookAction } from "~/routes/webhooks.$provider";
import { makeCatalogue, stockOf, checkoutCustomer } from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../../tests/support/env";
import { args } from "../../../../tests/support/routes";
import { startStripeFake } from "../../../../tests/fakes/stripe/fake.mjs";

/**
 * The card provider end to end: the real provider and SDK against the local Stripe fake, the
 * shop's checkout, its webhook route (behind a loopback server the fake posts to) and its return
 * route. API calls time out after 1 s here (STRIPE_TIMEOUT_MS) so the slow-provider cases stay quick.
 */

const KEY = "sk_test_integration_key";
const WHSEC = "whsec_integration_secret";
const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "s".repeat(40),
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_TIMEOUT_MS: "1000",
    STRIPE_SUPPRESS_NOTICES: "true",
  },
  { outbox: "stripe" },
);

let fake: Awaited<ReturnType<typeof startStripeFake>>;
let bridge: http.Server;

/** The shop's webhook route, as a Request, the way the framework calls it. */
const postWebhook = async (payload: string, signature: string | null) => {
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (signature) headers["stripe-signature"] = signature;
  const request = new Request("http://localhost/webhooks/stripe", { method: "POST", headers, body: payload });
  return (await webhookAction(args(request, { provider: "stripe" }))) as Response;
};

beforeAll(async () => {
  // Where the fake delivers notifications: a loopback server handing them to the webhook route.
  bridge = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await postWebhook(Buffer.concat(chunks).toString("utf8"), req.headers["stripe-signature"] as string);
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  await new Promise<void>((resolve) => bridge.listen(0, "127.0.0.1", resolve));
  const { port } = bridge.address() as { port: number };
  fake = await startStripeFake({ secretKey: KEY, webhookSecret: WHSEC, webhookUrl: `http://127.0.0.1:${port}/` });
  env.set({ STRIPE_API_URL: fake.url });
});

afterAll(async () => {
  await fake?.close();
  bridge?.closeAllConnections();
  await new Promise((resolve) => bridge?.close(resolve));
});

let buyers = 0;
const customer = () => checkoutCustomer(`stripe-buyer${++buyers}@example.test`);

describe("Stripe provider", () => {
  withTestDatabase();
  // Runs before the database closes (after-hooks run in reverse): no notification in flight then.
  afterAll(() => fake.idle());

  async function place(
    productId: string,
    quantity: number,
    extra: { customer?: CheckoutCustomer; code?: string } = {},
  ) {
    const r = await checkout({
      method: "card",
      items: [{ productId, quantity }],
      customer: extra.customer ?? customer(),
      discountCode: extra.code,
      user: null,
      locale: "en",
      clientIp: null,
    });
    if (!r.ok) throw new Error(r.reason);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
    const redirectUrl = r.start.ok ? r.start.redirectUrl : "";
    return { ...r, payment, ref: payment.providerRef!, redirectUrl };
  }
  const paymentOf = (id: string) => db().payment.findUniqueOrThrow({ where: { id } });
  const orderOf = (id: string) => db().order.findUniqueOrThrow({ where: { id } });
  const mailsFor = (oid: string) => env.mails().filter((m) => m.includes(oid));
  const returnTo = async (url: string) => {
    const answer = (await returnLoader(args(new Request(url), { provider: "stripe" }))) as Response;
    return new URL(answer.headers.get("location")!, "http://localhost").pathname;
  };
  /** What a browser does on the hosted page: press a button, follow nothing, read where it goes. */
  const press = async (redirectUrl: string, button: "pay" | "decline" | "cancel") => {
    const page = await fetch(redirectUrl).then((r) => r.text());
    expect(page).toContain(">Pay</button>");
    const r = await fetch(`${redirectUrl}/${button}`, { method: "POST", redirect: "manual" });
    expect(r.status).toBe(303);
    return r.headers.get("location")!;
  };

  it("pays: the hosted page's Pay sends a signed completion, the order moves to processing, one mail", async () => {
    env.clearOutbox();
    const [p] = await makeCatalogue(1, 5);
    const buyer = customer();
    const r = await place(p.id, 2, { customer: buyer });
    expect(r.start).toMatchObject({ ok: true });
    expect(r.redirectUrl).toBe(`${fake.url}/pay/${r.ref}`);
    expect(r.payment.status).toBe("awaiting_customer");
    expect(fake.session(r.ref)).toMatchObject({
      client_reference_id: r.orderId,
      customer_email: buyer.email,
      metadata: { order_id: r.orderId, oid: r.oid, attempt_id: r.paymentId },
      locale: "en",
      amount_total: r.totals.totalCents,
      currency: "eur",
    });
    expect(fake.requests.at(-1)!.idempotencyKey).toBe(r.payment.idempotencyKey);

    const back = await press(r.redirectUrl, "pay");
    expect(fake.deliveries.at(-1)).toMatchObject({ type: "checkout.session.completed", status: 200 });
    expect((await paymentOf(r.paymentId)).status).toBe("paid");
    expect((await orderOf(r.orderId)).status).toBe("processing");
    expect(await stockOf(p.id)).toBe(3);
    expect(mailsFor(r.oid)).toHaveLength(1);
    expect(back).toMatch(/\/payments\/stripe\/return\?attempt=/);
    expect(await returnTo(back)).toBe("/payment-status/success");
    expect(mailsFor(r.oid)).toHaveLength(1);
  });

  it("an asynchronous payment waits in processing, then the async success marks it paid", async () => {
    const [p] = await makeCatalogue(1, 5);
    const r = await place(p.id, 1);
    expect(await fake.control({ ref: r.ref, action: "pending" })).toMatchObject({ status: 200 });
    expect((await paymentOf(r.paymentId)).status).toBe("processing");
    expect((await orderOf(r.orderId)).status).toBe("pending");
    const done = await fake.control({ ref: r.ref, action: "complete" });
    expect(done).toMatchObject({ status: 200, event: { type: "checkout.session.async_payment_succeeded" } });
    expect((await paymentOf(r.paymentId)).status).toBe("paid");
    expect((await orderOf(r.orderId)).status).toBe("processing");
  });

  it("a decline fails the payment and returns the stock; cancelling on the page changes nothing", async () => {
    const [p] = await makeCatalogue(1, 5);
    const kept = await place(p.id, 1);
    const back = await press(kept.redirectUrl, "cancel");
    expect(await returnTo(back)).toBe("/payment-status/canceled");
    expect((await paymentOf(kept.paymentId)).status).toBe("awaiting_customer");
    expect(await stockOf(p.id)).toBe(4);

    const r = await place(p.id, 2);
    const declined = await press(r.redirectUrl, "decline");
    expect(fake.deliveries.at(-1)).toMatchObject({ type: "checkout.session.async_payment_failed", status: 200 });
    expect((await paymentOf(r.paymentId)).status).toBe("failed");
    expect((await orderOf(r.orderId)).status).toBe("cancelled");
    expect(await stockOf(p.id)).toBe(4);
    expect(await returnTo(declined)).toBe("/payment-status/canceled");
    expect((await paymentOf(r.paymentId)).status).toBe("failed");

    // Failed at Stripe, its notification lost: the return's own fetch finds out.
    const lost = await place(p.id, 1);
    await fake.control({ ref: lost.ref, action: "fail", deliver: false });
    expect(await returnTo(`http://localhost/payments/stripe/return?attempt=${lost.paymentId}`)).toBe(
      "/payment-status/canceled",
    );
    expect((await paymentOf(lost.paymentId)).status).toBe("failed");
    expect(await stockOf(p.id)).toBe(4);
  });

  it("applies one delivery once: again, and ten at a time, change nothing and send no second mail", async () => {
    env.clearOutbox();
    const [p] = await makeCatalogue(1, 5);
    const r = await place(p.id, 1);
    await fake.control({ ref: r.ref, action: "complete" });
    const first = fake.deliveries.at(-1)!;
    expect(await fake.control({ action: "replay" })).toMatchObject({ status: 200, event: { id: first.id } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(first.payload, first.signature)));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(bodies.map((b) => b.outcomes)).toEqual(Array(10).fill(["duplicate"]));
    expect(await db().paymentEvent.count({ where: { paymentId: r.paymentId } })).toBe(1);
    expect((await orderOf(r.orderId)).status).toBe("processing");
    expect(mailsFor(r.oid)).toHaveLength(1);
  });

  it("rejects forged, unsigned, stale and altered notifications; another amount flags the order", async () => {
    const [p] = await makeCatalogue(1, 5);
    const r = await place(p.id, 1);
    // Paid at Stripe, but the shop hears only the tampered notifications below.
    await fake.control({ ref: r.ref, action: "complete", deliver: false });
    for (const tamper of ["bad_signature", "unsigned", "stale"]) {
      expect(await fake.control({ ref: r.ref, action: "notify", tamper })).toMatchObject({ status: 400 });
    }
    const genuine = (await fake.control({ ref: r.ref, action: "notify", deliver: false }), fake.deliveries.at(-1)!);
    const cheaper = genuine.payload.replace(`"amount_total": ${r.totals.totalCents}`, `"amount_total": 1`);
    expect(cheaper).not.toBe(genuine.payload);
    expect((await postWebhook(cheaper, genuine.signature)).status).toBe(400);
    expect(await db().paymentEvent.count({ where: { paymentId: r.paymentId } })).toBe(0);
    expect((await paymentOf(r.paymentId)).status).toBe("awaiting_customer");

    const other = await fake.control({ ref: r.ref, action: "notify", amountTotal: r.totals.totalCents + 100 });
    expect(other).toMatchObject({ status: 200 });
    expect(fake.deliveries.at(-1)!.payload).toContain(`"amount_total": ${r.totals.totalCents + 100}`);
    expect((await paymentOf(r.paymentId)).status).toBe("awaiting_customer");
    const order = await orderOf(r.orderId);
    expect(order).toMatchObject({ status: "pending", flaggedForReview: true });
    expect(order.reviewReason).toMatch(/^amount_mismatch/);
  });

  it("a provider answering 500 leaves the order pending; the retry opens one session with the same key", async () => {
    const [p] = await makeCatalogue(1, 5);
    const before = fake.sessionsCreated();
    await fake.control({ action: "fail_next", count: 2 }); // the call and the SDK's one retry
    const r = await place(p.id, 1);
    expect(r.start).toEqual({ ok: false, reason: "unavailable", oid: r.oid });
    expect(r.payment).toMatchObject({ status: "pending", providerRef: null });
    expect((await orderOf(r.orderId)).status).toBe("pending");
    expect(await stockOf(p.id)).toBe(4);
    expect(fake.sessionsCreated()).toBe(before);

    const again = await startAttempt(r.paymentId);
    expect(again).toMatchObject({ ok: true });
    expect(fake.sessionsCreated()).toBe(before + 1);
    const keys = fake.requests.filter((q) => q.idempotencyKey === r.payment.idempotencyKey);
    expect(keys.map((q) => q.outcome)).toEqual(["failed", "failed", 200]);
    // Once started, the page is reused without asking Stripe again.
    expect(await startAttempt(r.paymentId)).toEqual(again);
    expect(fake.requests.filter((q) => q.idempotencyKey === r.payment.idempotencyKey)).toHaveLength(3);
  });

  it("a provider that times out leaves the order pending; the retry gets the session it made, not a second", async () => {
    const [p] = await makeCatalogue(1, 5);
    const before = fake.sessionsCreated();
    await fake.control({ action: "delay_next", count: 2, ms: 1_500 }); // made, but answered after our 1 s
    const r = await place(p.id, 1);
    expect(r.start).toEqual({ ok: false, reason: "unavailable", oid: r.oid });
    expect((await orderOf(r.orderId)).status).toBe("pending");
    expect(fake.sessionsCreated()).toBe(before + 1);
    const made = fake.sessions().at(-1)!;

    const again = await startAttempt(r.paymentId);
    expect(again).toEqual({ ok: true, redirectUrl: made.url, oid: r.oid });
    expect(fake.sessionsCreated()).toBe(before + 1);
    expect(fake.requests.at(-1)).toMatchObject({ idempotencyKey: r.payment.idempotencyKey, outcome: "replayed" });
    expect((await paymentOf(r.paymentId)).providerRef).toBe(made.id);
  });

  it("the return never marks paid from its query; it asks Stripe, which may say paid", async () => {
    env.clearOutbox();
    const [p] = await makeCatalogue(1, 5);
    const r = await place(p.id, 1);
    const other = await place(p.id, 1);
    const forged = `http://localhost/payments/stripe/return?attempt=${r.paymentId}&session_id=${other.ref}&payment_status=paid&redirect_status=succeeded`;
    expect(await returnTo(forged)).toBe("/payment-status/pending");
    expect((await paymentOf(r.paymentId)).status).toBe("awaiting_customer");
    expect((await orderOf(r.orderId)).status).toBe("pending");

    // Paid at Stripe, its notification lost: the return's own fetch finds it.
    await fake.control({ ref: other.ref, action: "complete", deliver: false });
    const back = `http://localhost/payments/stripe/return?attempt=${other.paymentId}`;
    expect(await returnTo(back)).toBe("/payment-status/success");
    expect((await orderOf(other.orderId)).status).toBe("processing");
    expect(mailsFor(other.oid)).toHaveLength(1);
    expect((await paymentOf(r.paymentId)).status).toBe("awaiting_customer");
  });

  it("sends line items adding up to the total: goods and shipping, or one line when discounted", async () => {
    const [cheap, dear] = await makeCatalogue(2, 50);
    const shipped = await place(cheap.id, 2);
    expect(shipped.totals.shippingCents).toBe(490);
    expect(fake.linesOf(shipped.ref)).toEqual([
      { name: cheap.title, unitAmount: 1000, quantity: 2 },
      { name: "Shipping", unitAmount: 490, quantity: 1 },
    ]);

    const buyer = customer();
    await db().newsletterSubscriber.create({
      data: { email: buyer.email, consentText: "Yes", confirmedAt: new Date() },
    });
    const discounted = await place(dear.id, 3, { customer: buyer, code: WELCOME_CODE });
    expect(discounted.totals.discountCents).toBeGreaterThan(0);
    expect(fake.linesOf(discounted.ref)).toEqual([
      { name: `Sattva ${discounted.oid}`, unitAmount: discounted.totals.totalCents, quantity: 1 },
    ]);
    for (const placed of [shipped, discounted]) {
      const sum = fake
        .linesOf(placed.ref)!
        .reduce((s: number, l: { unitAmount: number; quantity: number }) => s + l.unitAmount * l.quantity, 0);
      expect(sum).toBe(placed.totals.totalCents);
      expect(fake.session(placed.ref)!.amount_total).toBe(placed.totals.totalCents);
    }
  });

  it("expiry: a session Stripe expires, and a reservation that runs out, both return the stock", async () => {
    const [p] = await makeCatalogue(1, 5);
    const r = await place(p.id, 2);
    expect(await fake.control({ ref: r.ref, action: "expire" })).toMatchObject({ status: 200 });
    expect((await paymentOf(r.paymentId)).status).toBe("expired");
    expect((await orderOf(r.orderId)).status).toBe("cancelled");
    expect(await stockOf(p.id)).toBe(5);

    const left = await place(p.id, 3);
    expect(await stockOf(p.id)).toBe(2);
    const report = await expireReservations(new Date(Date.now() + 31 * 60_000));
    expect(report.expired).toContain(left.oid);
    expect(await stockOf(p.id)).toBe(5);
    expect((await orderOf(left.orderId)).status).toBe("cancelled");
    // The job ended the session at Stripe too (its expired notification then changes nothing).
    await fake.idle();
    expect(fake.session(left.ref)!.status).toBe("expired");
    const told = fake.deliveries.filter((d) => d.payload.includes(left.ref));
    expect(told).toMatchObject([{ type: "checkout.session.expired", status: 200 }]);
    expect((await paymentOf(left.paymentId)).status).toBe("expired");
  });
});
