import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerChooses, startPayPalFake } from "../../../../tests/fakes/paypal/fake.mjs";
import { withTestEnv } from "../../../../tests/support/env";
import { NotificationRejected, ProviderUnavailable, type StartPaymentInput } from "../provider";
import { centsToValue, paypal, valueToCents } from "./paypal.server";
import { certUrlAllowed, crc32, crc32ByTable } from "./paypal-webhook.server";

/** The provider alone against the PayPal fake: what it sends, what it reads, what it refuses. */

const CREDENTIALS = { clientId: "unit-paypal-client", clientSecret: "unit-paypal-secret", webhookId: "WH-UNIT" };
const env = withTestEnv({
  NODE_ENV: "test",
  PUBLIC_URL: "https://shop.sattva.test",
  SESSION_SECRET: "p".repeat(40),
  PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
  PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
  PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
});

type Notification = { body: string; headers: Record<string, string> };
let fake: Awaited<ReturnType<typeof startPayPalFake>>;
const sent: Notification[] = [];

beforeAll(async () => {
  fake = await startPayPalFake({
    ...CREDENTIALS,
    deliver: async (n: Notification) => {
      sent.push(n);
      return { status: 200 };
    },
  });
  env.set({ PAYPAL_API_URL: fake.url });
});
afterAll(() => fake?.close());

let n = 0;
function input(over: Partial<StartPaymentInput> = {}): StartPaymentInput {
  n++;
  return {
    orderId: `order-${n}`,
    oid: `SAT-${90000 + n}`,
    attemptId: `attempt-${n}`,
    idempotencyKey: `sattva-unit-${n}-${randomBytes(4).toString("hex")}`,
    method: "paypal",
    amountCents: 12_34,
    currency: "EUR",
    description: `Sattva SAT-${90000 + n}`,
    lines: [{ title: "Mat", unitPriceCents: 12_34, quantity: 1 }],
    adjustments: [],
    customer: { name: "Ada Rossi", email: "ada@example.test", ip: null },
    locale: "it",
    returnUrl: `https://shop.sattva.test/payments/paypal/return?attempt=attempt-${n}`,
    cancelUrl: `https://shop.sattva.test/payments/paypal/return?attempt=attempt-${n}&cancelled=1`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...over,
  };
}

const verify = (x: Notification) => paypal.parseNotification(x.body, new Headers(x.headers));
const last = () => sent[sent.length - 1];

describe("PayPal signature pieces", () => {
  it("computes PayPal's CRC-32 (unsigned) with zlib and with the table alike", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
    expect(crc32ByTable(Buffer.from("123456789"))).toBe(0xcbf43926);
    const data = randomBytes(4096);
    expect(crc32ByTable(data)).toBe(zlib.crc32(data) >>> 0);
  });

  it("fetches certificates only from PayPal's hosts or the configured API's origin", () => {
    const api = "http://127.0.0.1:4010";
    const path = "/v1/notifications/certs/CERT-1";
    for (const ok of [`https://api.paypal.com${path}`, `https://api.sandbox.paypal.com${path}`, `${api}${path}`]) {
      expect(certUrlAllowed(ok, api), ok).toBe(true);
    }
    for (const bad of [
      `http://api.paypal.com${path}`,
      `https://evilpaypal.com${path}`,
      `https://api.paypal.com.evil.test${path}`,
      `https://api.paypal.com:8443${path}`,
      `https://user:pw@api.paypal.com${path}`,
      `https://api.paypal.com/somewhere/else`,
      `http://localhost:4010${path}`,
      `http://127.0.0.1:40100${path}`,
      "not a url",
    ]) {
      expect(certUrlAllowed(bad, api), bad).toBe(false);
    }
  });

  it("converts amounts exactly", () => {
    expect([centsToValue(1234), centsToValue(5), centsToValue(100_000)]).toEqual(["12.34", "0.05", "1000.00"]);
    expect([valueToCents("12.34"), valueToCents("0.5"), valueToCents("7")]).toEqual([1234, 50, 700]);
    expect([valueToCents("12.345"), valueToCents("-1.00"), valueToCents("1e3"), valueToCents(12.34)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("PayPal provider against the fake", () => {
  it("creates one order per idempotency key, as PayPal's page expects it, and reuses its token", async () => {
    const tokensBefore = fake.stats.tokensIssued;
    const created = fake.stats.ordersCreated;
    const i = input();
    const first = await paypal.start(i);
    const again = await paypal.start(i);
    expect(again.providerRef).toBe(first.providerRef);
    expect(fake.stats.ordersCreated).toBe(created + 1);
    expect(first.status).toBe("awaiting_customer");
    expect(first.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${first.providerRef}`);
    const order = fake.orders.get(first.providerRef);
    expect(order.intent).toBe("CAPTURE");
    expect(order.purchase_units[0]).toMatchObject({
      reference_id: i.oid,
      custom_id: i.orderId,
      invoice_id: i.oid,
      amount: { currency_code: "EUR", value: "12.34" },
    });
    expect(order.experience).toMatchObject({
      return_url: i.returnUrl,
      cancel_url: i.cancelUrl,
      locale: "it-IT",
      user_action: "PAY_NOW",
      shipping_preference: "NO_SHIPPING",
    });
    await paypal.start(input());
    expect(fake.stats.tokensIssued - tokensBefore).toBeLessThanOrEqual(1);
  });

  it("is unavailable when PayPal fails or refuses the credentials", async () => {
    await fake.control({ action: "failNext", count: 1, route: "create" });
    await expect(paypal.start(input())).rejects.toBeInstanceOf(ProviderUnavailable);
    env.set({ PAYPAL_API_URL: fake.url, PAYPAL_CLIENT_SECRET: "wrong" });
    try {
      await expect(paypal.start(input())).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      env.set({ PAYPAL_API_URL: fake.url });
    }
    env.set({ PAYPAL_API_URL: "http://127.0.0.1:9" });
    try {
      await expect(paypal.start(input())).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      env.set({ PAYPAL_API_URL: fake.url });
    }
  });

  it("captures on the return, once, and reads the capture", async () => {
    const { providerRef, redirectUrl } = await paypal.start(input());
    const { html, location } = await buyerChooses(redirectUrl, "Pay");
    expect(html).toMatch(/>Pay<\/button>[\s\S]*>Decline<\/button>[\s\S]*>Cancel and return<\/button>/);
    expect(location.searchParams.get("token")).toBe(providerRef);
    expect(location.searchParams.get("PayerID")).toBe("FAKEPAYER");
    const update = await paypal.handleReturn(location.searchParams, providerRef);
    expect(update).toMatchObject({ providerRef, status: "paid", amountCents: 1234, currency: "EUR" });
    expect(update!.eventKey).toMatch(/^capture:\w+:COMPLETED$/);
    expect(fake.orders.get(providerRef).capture.requestId).toBe(`capture-${providerRef}`);
    // A reload of the return page: the same capture, not a second one.
    const captures = fake.stats.captures;
    expect((await paypal.handleReturn(location.searchParams, providerRef))?.eventKey).toBe(update!.eventKey);
    expect(fake.stats.captures).toBe(captures);
  });

  it("never captures on a cancelled return or another order's token", async () => {
    const { providerRef, redirectUrl } = await paypal.start(input());
    const { location } = await buyerChooses(redirectUrl, "Cancel and return");
    expect(location.searchParams.get("cancelled")).toBe("1");
    expect(await paypal.handleReturn(location.searchParams, providerRef)).toBeNull();
    expect(await paypal.handleReturn(new URLSearchParams({ token: providerRef }), providerRef)).toBeNull();
    const other = await paypal.start(input());
    await buyerChooses(other.redirectUrl, "Pay");
    // The approved order is captured only by its own return or a status fetch of it.
    expect(await paypal.handleReturn(new URLSearchParams({ token: other.providerRef }), providerRef)).toBeNull();
    expect(fake.orders.get(other.providerRef).capture).toBeNull();
  });

  it("reads a declined capture, a pending one, and an order captured elsewhere", async () => {
    const declined = await paypal.start(input());
    const back = await buyerChooses(declined.redirectUrl, "Decline");
    expect(await paypal.handleReturn(back.location.searchParams, declined.providerRef)).toMatchObject({
      status: "failed",
    });

    const pending = await paypal.start(input());
    await fake.control({ action: "nextCapture", status: "PENDING" });
    const b2 = await buyerChooses(pending.redirectUrl, "Pay");
    const update = await paypal.handleReturn(b2.location.searchParams, pending.providerRef);
    expect(update).toMatchObject({ status: "processing", amountCents: 1234 });
    expect(fake.orders.get(pending.providerRef).status).toBe("COMPLETED");

    // Captured without our request id (at PayPal's dashboard): 422 ORDER_ALREADY_CAPTURED, then a fetch.
    const elsewhere = await paypal.start(input());
    const b3 = await buyerChooses(elsewhere.redirectUrl, "Pay");
    await fake.control({ ref: elsewhere.providerRef, action: "complete", deliver: false });
    expect(await paypal.handleReturn(b3.location.searchParams, elsewhere.providerRef)).toMatchObject({
      status: "paid",
      amountCents: 1234,
    });
  });

  it("fetches the status: nothing yet, approved (captures), voided, unknown", async () => {
    const { providerRef, redirectUrl } = await paypal.start(input());
    expect(await paypal.fetchStatus(providerRef)).toBeNull();
    await buyerChooses(redirectUrl, "Pay");
    expect(await paypal.fetchStatus(providerRef)).toMatchObject({ status: "paid", amountCents: 1234 });
    const voided = await paypal.start(input());
    await fake.control({ ref: voided.providerRef, action: "expire" });
    expect(await paypal.fetchStatus(voided.providerRef)).toMatchObject({ status: "cancelled" });
    expect(await paypal.fetchStatus("NOSUCHORDER123")).toBeNull();
  });

  it("reads signed notifications: captures, an approval (captured by us), a refund", async () => {
    const { providerRef } = await paypal.start(input());
    await fake.control({ ref: providerRef, action: "approve" });
    const approved = await verify(last());
    expect(approved).toMatchObject([{ providerRef, status: "paid", amountCents: 1234, currency: "EUR" }]);
    expect(fake.orders.get(providerRef).capture.status).toBe("COMPLETED");

    await fake.control({ ref: providerRef, action: "complete" });
    const completed = await verify(last());
    expect(completed).toMatchObject([{ providerRef, status: "paid", eventKey: JSON.parse(last().body).id }]);

    await fake.control({ ref: providerRef, action: "refund" });
    expect(JSON.parse(last().body).resource.supplementary_data).toBeUndefined();
    expect(await verify(last())).toMatchObject([{ providerRef, status: "refunded" }]);

    const other = await paypal.start(input());
    await fake.control({ ref: other.providerRef, action: "pending" });
    expect(await verify(last())).toMatchObject([{ providerRef: other.providerRef, status: "processing" }]);
    await fake.control({ ref: other.providerRef, action: "fail" });
    expect(JSON.parse(last().body).event_type).toBe("PAYMENT.CAPTURE.DENIED");
    expect(await verify(last())).toMatchObject([{ providerRef: other.providerRef, status: "failed" }]);
  });

  it("refuses notifications it cannot prove, fetching no certificate from a foreign host", async () => {
    const { providerRef } = await paypal.start(input());
    await fake.control({ ref: providerRef, action: "complete" });
    const good = last();
    await expect(verify(good)).resolves.toHaveLength(1);
    const refused = async (x: Notification) => expect(verify(x)).rejects.toBeInstanceOf(NotificationRejected);

    await refused({ body: good.body.replace('"12.34"', '"1.00"'), headers: good.headers });
    for (const knob of [
      { signature: "bad" },
      { signature: "none" },
      { ageSeconds: 20 * 60 },
      { ageSeconds: -10 * 60 },
      { amountCents: 1 }, // signed, so it passes here: the core compares the amount
    ]) {
      await fake.control({ ref: providerRef, action: "complete", ...knob });
      if ("amountCents" in knob) await expect(verify(last())).resolves.toMatchObject([{ amountCents: 1 }]);
      else await refused(last());
    }
    await refused({ ...good, headers: { ...good.headers, "paypal-auth-algo": "SHA1withRSA" } });
    const fetched = fake.stats.certFetches;
    await fake.control({ ref: providerRef, action: "complete", certHost: "foreign" });
    await refused(last());
    expect(fake.stats.certFetches).toBe(fetched);

    env.set({ PAYPAL_API_URL: fake.url, PAYPAL_WEBHOOK_ID: "WH-SOMEONE-ELSE" });
    try {
      await fake.control({ ref: providerRef, action: "complete" });
      await refused(last());
    } finally {
      env.set({ PAYPAL_API_URL: fake.url });
    }
  });
});
