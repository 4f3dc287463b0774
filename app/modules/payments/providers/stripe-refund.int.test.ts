import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as webhookAction } from "~/routes/webhooks.$provider";
import { startStripeFake } from "../../../../tests/fakes/stripe/fake.mjs";
import { withTestDatabase } from "../../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../../tests/support/env";
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
import { stripe } from "./stripe.server";

/**
 * Refunds through the real Stripe provider and SDK against the local Stripe fake: `POST
 * /v1/refunds` on the paid session's PaymentIntent with our idempotency key, Stripe's refusals,
 * a pending refund settled by its `refund.updated` webhook, and a Stripe that does not answer.
 */

const KEY = "sk_test_refund_key";
const WHSEC = "whsec_refund_secret";
const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "t".repeat(40),
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_TIMEOUT_MS: "1000",
    STRIPE_SUPPRESS_NOTICES: "true",
  },
  { outbox: "stripe-refunds" },
);

let fake: Awaited<ReturnType<typeof startStripeFake>>;
let bridge: http.Server;

beforeAll(async () => {
  bridge = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (req.headers["stripe-signature"]) headers["stripe-signature"] = String(req.headers["stripe-signature"]);
    const request = new Request("http://localhost/webhooks/stripe", {
      method: "POST",
      headers,
      body: Buffer.concat(chunks).toString("utf8"),
    });
    const answer = (await webhookAction(args(request, { provider: "stripe" }))) as Response;
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

describe("refunds through Stripe", () => {
  withTestDatabase();
  afterAll(() => fake.idle());
  let people: Awaited<ReturnType<typeof staff>>;
  beforeAll(async () => {
    people = await staff();
  });

  async function paid(): Promise<Placed> {
    const placed = await placeOrder("card");
    expect(placed.payment.provider).toBe("stripe");
    expect(await fake.control({ ref: placed.ref, action: "complete" })).toMatchObject({ ok: true, status: 200 });
    expect((await stored(placed)).payment.status).toBe("paid");
    return placed;
  }
  const intentOf = (p: Placed) => fake.session(p.ref)?.payment_intent as string;
  const refundsAt = (p: Placed) => fake.refunds().filter((r) => r.payment_intent === intentOf(p));
  const mailsFor = (oid: string) => refundMailsFor(env.mails(), oid);

  it("refunds everything on the session's PaymentIntent, with our key and our refund's id in its metadata", async () => {
    const placed = await paid();
    const sent = await sendForm(people.admin, placed.oid, { kind: "full" });
    expectDone(sent.answer, placed.oid);
    const s = await stored(placed);
    expect(s.refunds).toMatchObject([
      { status: "succeeded", provider: "stripe", amountCents: placed.order.totalCents },
    ]);
    const [made] = refundsAt(placed);
    expect(made).toMatchObject({
      amount: placed.order.totalCents,
      status: "succeeded",
      metadata: { refund_id: s.refunds[0].id, oid: placed.oid },
    });
    expect(s.refunds[0].providerRef).toBe(made.id);
    expect(fake.requests.find((r) => r.path === "/v1/refunds")?.idempotencyKey).toBe(sent.key);
    expect(s.payment.status).toBe("refunded");
    expect(s.order.refundedCents).toBe(placed.order.totalCents);
    expect(mailsFor(placed.oid)).toHaveLength(1);
    expect(mailsFor(placed.oid)[0]).toContain("5 to 10 working days");
  });

  it("refunds by lines, then by amount; Stripe refuses more than is left (amount_too_large) and nothing changes", async () => {
    const placed = await paid();
    const lines = lineFields(placed, [
      [0, 1],
      [1, 1],
    ]);
    expectDone((await sendForm(people.admin, placed.oid, lines)).answer, placed.oid);
    const byLines = placed.order.lines[0].unitPriceCents + placed.order.lines[1].unitPriceCents;
    expectDone((await sendForm(people.admin, placed.oid, { kind: "amount", amount: "2.00" })).answer, placed.oid);
    expect(refundsAt(placed).map((r) => r.amount)).toEqual([byLines, 200]);
    const s = await stored(placed);
    expect(s.order.refundedCents).toBe(byLines + 200);
    expect(s.payment.status).toBe("paid");
    // The shop refuses more than is left before asking Stripe.
    const left = placed.order.totalCents - byLines - 200;
    const over = await sendForm(people.admin, placed.oid, { kind: "amount", amount: ((left + 1) / 100).toFixed(2) });
    expect(over.status).toBe(409);
    expect(refundsAt(placed)).toHaveLength(2);
    // Asked anyway, Stripe itself says no with its own code.
    const ask = (amountCents: number, idempotencyKey: string) =>
      stripe.refund!({
        refundId: "r_direct",
        idempotencyKey,
        providerRef: placed.ref,
        amountCents,
        currency: "EUR",
        oid: placed.oid,
        orderId: placed.orderId,
        description: "Refund",
      });
    await expect(ask(left + 1, "direct-1")).rejects.toMatchObject({ name: "RefundRefused", code: "amount_too_large" });
    await expect(ask(left, "direct-2")).resolves.toMatchObject({ status: "succeeded" });
    await expect(ask(1, "direct-3")).rejects.toMatchObject({ code: "charge_already_refunded" });
  });

  it("a refusal by Stripe is recorded with Stripe's reason; the order and payment are unchanged", async () => {
    const placed = await paid();
    await fake.control({ action: "refuse_refund", code: "charge_disputed" });
    const sent = await sendForm(people.admin, placed.oid, { kind: "full" });
    expect(sent.status).toBe(422);
    expect(sent.data).toMatchObject({ error: "errors.refused" });
    const s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "failed" }]);
    expect(s.refunds[0].failureReason).toContain("charge_disputed");
    expect(s.order.refundedCents).toBe(0);
    expect(s.payment.status).toBe("paid");
    expect(mailsFor(placed.oid)).toHaveLength(0);
    // A new form (a new key) may try again.
    expectDone((await sendForm(people.admin, placed.oid, { kind: "full" })).answer, placed.oid);
    expect((await stored(placed)).payment.status).toBe("refunded");
  });

  it("the same form twice refunds once: the second is answered from our record, Stripe is asked once", async () => {
    const placed = await paid();
    const first = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "4.00" });
    expectDone(first.answer, placed.oid);
    expectDone(
      (await sendForm(people.admin, placed.oid, { kind: "amount", amount: "4.00" }, first.key)).answer,
      placed.oid,
    );
    expect(refundsAt(placed)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === "/v1/refunds" && r.idempotencyKey === first.key)).toHaveLength(1);
    expect((await stored(placed)).refunds).toHaveLength(1);
  });

  it("Stripe unreachable: 503 with the same key kept; sending again asks with that key and refunds once", async () => {
    const placed = await paid();
    // The refund is made, but its answer comes too late (the shop gives up after 1 s).
    await fake.control({ action: "delay_next", count: 2, ms: 2500, path: "/v1/refunds" });
    const lost = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "6.00" });
    expect(lost.status).toBe(503);
    expect(lost.data).toMatchObject({ error: "errors.unavailable", idempotencyKey: lost.key });
    expect((await stored(placed)).refunds).toMatchObject([{ status: "pending", amountCents: 600 }]);
    await fake.control({ action: "reset" });
    const retry = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "6.00" }, lost.key);
    expectDone(retry.answer, placed.oid);
    expect(refundsAt(placed)).toHaveLength(1);
    const s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "succeeded", amountCents: 600 }]);
    expect(s.order.refundedCents).toBe(600);
    expect(fake.requests.filter((r) => r.path === "/v1/refunds" && r.outcome === "replayed").length).toBeGreaterThan(0);
  });

  it("a pending refund ends with Stripe's refund.updated webhook (succeeded, then another failed)", async () => {
    const placed = await paid();
    await fake.control({ action: "refund_next", status: "pending" });
    const sent = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "3.00" });
    expectDone(sent.answer, placed.oid);
    let s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "pending" }]);
    expect(s.order.refundedCents).toBe(0);
    expect(mailsFor(placed.oid)).toHaveLength(0);
    const settled = await fake.control({
      action: "settle_refund",
      refund: s.refunds[0].providerRef,
      status: "succeeded",
    });
    expect(settled).toMatchObject({ ok: true, status: 200 });
    s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "succeeded" }]);
    expect(s.order.refundedCents).toBe(300);
    expect(mailsFor(placed.oid)).toHaveLength(1);
    // A second delivery of the same event changes nothing.
    expect(await fake.control({ action: "replay" })).toMatchObject({ status: 200 });
    expect((await stored(placed)).order.refundedCents).toBe(300);

    await fake.control({ action: "refund_next", status: "pending" });
    expectDone((await sendForm(people.admin, placed.oid, { kind: "amount", amount: "2.00" })).answer, placed.oid);
    const pending = (await stored(placed)).refunds[1];
    await fake.control({ action: "settle_refund", refund: pending.providerRef, status: "failed" });
    s = await stored(placed);
    expect(s.refunds[1]).toMatchObject({ status: "failed", failureReason: "expired_or_canceled_card" });
    expect(s.order.refundedCents).toBe(300);
  });

  it("a wrong password, a manager, a shopper and a visitor are refused; Stripe is never asked", async () => {
    const placed = await paid();
    const before = fake.requests.filter((r) => r.path === "/v1/refunds").length;
    await expectGuarded(people, placed);
    expect(fake.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(before);
  });
});
