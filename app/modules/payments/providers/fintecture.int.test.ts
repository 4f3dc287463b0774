import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { startAttempt } from "~/modules/payments/attempts.server";
import { expireReservations } from "~/modules/payments/expiry.server";
import { loader as returnLoader } from "~/routes/payments.$provider.return";
import { action as webhookAction } from "~/routes/webhooks.$provider";
import { makeCatalogue, stockOf, checkoutCustomer } from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../../tests/support/env";
import { args, pageRequest } from "../../../../tests/support/routes";
import { startFintectureFake } from "../../../../tests/fakes/fintecture/fake.mjs";
import { fintecture, FintectureNoRedirect } from "./fintecture.server";

/**
 * The real Fintecture provider against the local fake (tests/fakes/fintecture), through the
 * checkout core, the return route and the webhook route: the fake delivers its signed
 * notifications over HTTP to a small server that hands them to the webhook route's action.
 */

const PRIVATE_KEY = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
}).privateKey;
const BANK_TRANSFER_MINUTES = 1440;
const FINTECTURE_TIMEOUT_MS = 1000;
const APP = { appId: "int-fintecture-app", appSecret: "int-fintecture-secret" };

const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "f".repeat(40),
    RESERVATION_MINUTES: "30",
    BANK_TRANSFER_RESERVATION_MINUTES: String(BANK_TRANSFER_MINUTES),
    FINTECTURE_APP_ID: APP.appId,
    FINTECTURE_APP_SECRET: APP.appSecret,
    // As env files often hold it: one line, with literal "\n".
    FINTECTURE_PRIVATE_KEY: PRIVATE_KEY.replace(/\n/g, "\\n"),
    // Calls time out after 1 s here, so the slow-provider case stays quick.
    FINTECTURE_TIMEOUT_MS: String(FINTECTURE_TIMEOUT_MS),
  },
  { outbox: "fintecture" },
);

type Fake = Awaited<ReturnType<typeof startFintectureFake>>;
type Delivery = { status: number; body: { outcomes?: string[] } | null };
let fake: Fake;
let bridge: http.Server;

beforeAll(async () => {
  bridge = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const request = new Request(`http://localhost${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) });
    const answer = (await webhookAction(args(request, { provider: "fintecture" }))) as Response;
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  await new Promise<void>((r) => bridge.listen(0, "127.0.0.1", r));
  const webhookUrl = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}/webhooks/fintecture`;
  fake = await startFintectureFake({ ...APP, privateKey: PRIVATE_KEY, webhookUrl });
  env.set({ FINTECTURE_API_URL: fake.url });
});
afterAll(async () => {
  await fake?.close();
  bridge?.closeAllConnections();
  await new Promise((r) => bridge?.close(r));
});

let buyers = 0;
const customer = (email: string) =>
  checkoutCustomer(email, {
    fullName: "Élodie Martin",
    address: "Rue de Rivoli 1",
    city: "Paris",
    postalCode: "75001",
    phone: "33612345678",
    country: "FR",
  });

describe("Fintecture bank transfer", () => {
  withTestDatabase();

  async function place(stock = 5, quantity = 2) {
    const [p] = await makeCatalogue(1, stock);
    const n = ++buyers;
    const r = await checkout({
      method: "bank-transfer",
      items: [{ productId: p.id, quantity }],
      customer: customer(`buyer${n}@example.test`),
      user: null,
      locale: "en",
      clientIp: `203.0.113.${n % 250}`,
    });
    if (!r.ok) throw new Error(r.reason);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
    return { ...r, productId: p.id, payment, email: `buyer${n}@example.test` };
  }
  const orderOf = (id: string) => db().order.findUniqueOrThrow({ where: { id } });
  const paymentOf = (id: string) => db().payment.findUniqueOrThrow({ where: { id } });
  const control = (body: Record<string, unknown>) => fake.control(body) as Promise<Delivery>;
  // Order numbers restart in each database: a mail is told apart by its (unique) recipient.
  const mailsAbout = (r: { oid: string; email: string }) => env.mailsTo(r.email).filter((m) => m.includes(r.oid));

  /** The shopper's choice on the bank page, then back to the shop's return route. */
  async function atBank(redirectUrl: string, choice: "pay" | "decline" | "cancel") {
    const res = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ choice }), redirect: "manual" });
    expect(res.status).toBe(303);
    const back = res.headers.get("location")!;
    expect(back.startsWith(`${SHOP_URL}/payments/fintecture/return?attempt=`)).toBe(true);
    const answer = (await returnLoader(args(pageRequest(back), { provider: "fintecture" }))) as Response;
    return answer.headers.get("location")!;
  }

  it("pays at the bank: the signed notification marks the order paid, one mail, the return shows success", async () => {
    const r = await place();
    expect(r.start).toMatchObject({ ok: true });
    expect(r.payment).toMatchObject({ provider: "fintecture", status: "awaiting_customer" });
    const redirectUrl = r.start.ok ? r.start.redirectUrl : "";
    expect(redirectUrl).toBe(`${fake.url}/pay/${r.payment.providerRef}`);
    const page = await (await fetch(redirectUrl)).text();
    for (const name of [">Pay<", ">Decline<", ">Cancel and return<"]) expect(page).toContain(name);
    expect(page).toContain(`Sattva ${r.oid.replace("-", " ")}`);

    expect(await atBank(redirectUrl, "pay")).toMatch(/^\/payment-status\/success\?attempt=/);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "paid" });
    expect(await orderOf(r.orderId)).toMatchObject({ status: "processing", flaggedForReview: false });
    expect(await stockOf(r.productId)).toBe(3);
    expect(mailsAbout(r)).toHaveLength(1);
    // A later fetch (expiry job, another return) changes nothing.
    expect(await fintecture.fetchStatus(r.payment.providerRef!)).toMatchObject({ status: "paid" });
  });

  it("a pending transfer is processing until Fintecture says it arrived", async () => {
    const r = await place();
    expect((await control({ ref: r.payment.providerRef, action: "pending" })).body?.outcomes).toEqual(["applied"]);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "processing" });
    const back = await returnLoader(
      args(pageRequest(`${SHOP_URL}/payments/fintecture/return?attempt=${r.paymentId}`), { provider: "fintecture" }),
    );
    expect((back as Response).headers.get("location")).toMatch(/^\/payment-status\/pending/);
    expect(await orderOf(r.orderId)).toMatchObject({ status: "pending" });
    expect(mailsAbout(r)).toHaveLength(0);
    expect((await control({ ref: r.payment.providerRef, action: "complete" })).body?.outcomes).toEqual(["applied"]);
    expect(await orderOf(r.orderId)).toMatchObject({ status: "processing" });
    expect(mailsAbout(r)).toHaveLength(1);
  });

  it("a partial transfer is processing and flagged for a person", async () => {
    const r = await place();
    expect((await control({ ref: r.payment.providerRef, action: "partial" })).status).toBe(200);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "processing" });
    const order = await orderOf(r.orderId);
    expect(order).toMatchObject({ status: "pending", flaggedForReview: true });
    expect(order.reviewReason).toMatch(/^partial transfer/);
  });

  it("a decline at the bank returns the stock; cancelling at the bank leaves the order waiting", async () => {
    const r = await place();
    expect(await atBank(r.start.ok ? r.start.redirectUrl : "", "decline")).toMatch(/^\/payment-status\/canceled/);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "failed" });
    expect(await orderOf(r.orderId)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(r.productId)).toBe(5);

    const left = await place();
    expect(await atBank(left.start.ok ? left.start.redirectUrl : "", "cancel")).toMatch(/^\/payment-status\/pending/);
    expect(await paymentOf(left.paymentId)).toMatchObject({ status: "awaiting_customer" });
  });

  it("expires: Fintecture's expiry and our reservation return the stock; a processing transfer holds longer", async () => {
    const expired = await place();
    await control({ ref: expired.payment.providerRef, action: "expire" });
    expect(await orderOf(expired.orderId)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(expired.productId)).toBe(5);

    const abandoned = await place();
    const processing = await place();
    await control({ ref: processing.payment.providerRef, action: "pending", deliver: false });
    const minutes = BANK_TRANSFER_MINUTES;
    // Before the bank-transfer hold ends (a card's 30 minutes are long gone): nothing happens.
    expect((await expireReservations(new Date(Date.now() + 60 * 60_000))).expired).not.toContain(abandoned.oid);
    const later = new Date(Date.now() + (minutes + 1) * 60_000);
    const report = await expireReservations(later);
    expect(report.expired).toContain(abandoned.oid);
    expect(await stockOf(abandoned.productId)).toBe(5);
    expect(await paymentOf(abandoned.paymentId)).toMatchObject({ status: "expired" });
    // The job asked Fintecture, learnt the money is on its way, and kept the stock.
    expect(report.extended).toContain(processing.oid);
    expect(await paymentOf(processing.paymentId)).toMatchObject({ status: "processing" });
    const held = await orderOf(processing.orderId);
    expect(held.status).toBe("pending");
    expect(held.reservationExpires!.getTime()).toBeGreaterThan(later.getTime());
    expect(await stockOf(processing.productId)).toBe(3);
  });

  it("the same notification twice, and ten times at once, makes one transition and one mail", async () => {
    const r = await place();
    const first = (await fake.control({ ref: r.payment.providerRef, action: "complete", deliver: false })) as {
      notification: unknown;
    };
    expect(first.notification).toBeTruthy();
    const deliveries = (await control({ action: "replay", times: 10 })) as unknown as Delivery[];
    const outcomes = deliveries.map((d) => d.body?.outcomes?.[0]).sort();
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(outcomes).toEqual(["applied", ...Array<string>(9).fill("duplicate")]);
    const again = (await control({ action: "replay" })) as unknown as Delivery[];
    expect(again[0].body?.outcomes).toEqual(["duplicate"]);
    expect(await orderOf(r.orderId)).toMatchObject({ status: "processing" });
    expect(mailsAbout(r)).toHaveLength(1);
  });

  it("refuses forged, unsigned, stale and tampered notifications; another amount is flagged, not paid", async () => {
    const r = await place();
    const ref = r.payment.providerRef;
    for (const signature of ["bad", "none", "wrong-key", "bad-digest"]) {
      const answer = await control({ ref, action: "complete", signature });
      expect(answer.status, signature).toBe(400);
    }
    expect((await control({ ref, action: "complete", dateOffsetMs: -10 * 60_000 })).status).toBe(400);
    expect((await control({ ref, action: "complete", dateOffsetMs: 10 * 60_000 })).status).toBe(400);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "awaiting_customer" });
    expect(await db().paymentEvent.count({ where: { paymentId: r.paymentId } })).toBe(0);

    const other = await control({ ref, action: "complete", receivedAmount: "1.00" });
    expect(other.body?.outcomes).toEqual(["amount_mismatch"]);
    expect(await paymentOf(r.paymentId)).toMatchObject({ status: "awaiting_customer" });
    const order = await orderOf(r.orderId);
    expect(order).toMatchObject({ status: "pending", flaggedForReview: true });
    expect(order.reviewReason).toMatch(/^amount_mismatch/);
    expect(mailsAbout(r)).toHaveLength(0);
  });

  it("Fintecture down (500): the order waits, a retry opens one session and reuses it after", async () => {
    const before = fake.stats().sessions;
    await control({ action: "fail-next", count: 1 });
    const r = await place();
    expect(r.start).toMatchObject({ ok: false, reason: "unavailable" });
    expect(await orderOf(r.orderId)).toMatchObject({ status: "pending" });
    expect(r.payment).toMatchObject({ status: "pending", providerRef: null, redirectUrl: null });
    expect(fake.stats().sessions).toBe(before);

    const retry = await startAttempt(r.paymentId);
    expect(retry).toMatchObject({ ok: true });
    const again = await startAttempt(r.paymentId);
    expect(again).toEqual(retry);
    expect(fake.stats().sessions).toBe(before + 1);
  });

  it("no page in Fintecture's answer: FintectureNoRedirect, the order waits", async () => {
    await control({ action: "no-url-next" });
    const r = await place();
    expect(r.start.ok).toBe(false);
    expect(r.start).toMatchObject({ ok: false, reason: "no_redirect" });
    expect(await orderOf(r.orderId)).toMatchObject({ status: "pending" });
    await control({ action: "no-url-next" });
    const input = { ...baseInput(), attemptId: r.paymentId };
    await expect(fintecture.start(input)).rejects.toBeInstanceOf(FintectureNoRedirect);
  });

  it("a return naming another session asks Fintecture nothing", async () => {
    const r = await place();
    const calls = fake.stats().calls.length;
    const query = new URLSearchParams({ session_id: "someone-elses", status: "payment_created" });
    expect(await fintecture.handleReturn(query, r.payment.providerRef!)).toBeNull();
    expect(fake.stats().calls.length).toBe(calls);
  });

  it(
    "Fintecture too slow: the call times out, the order waits; the retry opens a second session",
    async () => {
      await fintecture.fetchStatus("warm-the-token").catch(() => null);
      const before = fake.stats().sessions;
      await control({ action: "hang-next", ms: FINTECTURE_TIMEOUT_MS + 3000 });
      const started = Date.now();
      const r = await place();
      expect(Date.now() - started).toBeLessThan(FINTECTURE_TIMEOUT_MS + 2500);
      expect(r.start).toMatchObject({ ok: false, reason: "unavailable" });
      expect(await orderOf(r.orderId)).toMatchObject({ status: "pending" });
      // Fintecture made the session but we never heard of it: without an idempotency key, the
      // retry opens another. The first one's page was never given to anyone.
      expect(fake.stats().sessions).toBe(before + 1);
      expect(await startAttempt(r.paymentId)).toMatchObject({ ok: true });
      expect(fake.stats().sessions).toBe(before + 2);
    },
    FINTECTURE_TIMEOUT_MS + 20_000,
  );
});

function baseInput() {
  return {
    orderId: "o",
    oid: "SAT-1",
    attemptId: "a",
    idempotencyKey: "k",
    method: "bank-transfer" as const,
    amountCents: 1234,
    currency: "EUR",
    description: "Sattva SAT-1",
    lines: [],
    adjustments: [],
    customer: { name: "Ada", email: "ada@example.test", ip: null },
    locale: "en",
    returnUrl: `${SHOP_URL}/payments/fintecture/return?attempt=a`,
    cancelUrl: `${SHOP_URL}/payments/fintecture/return?attempt=a&cancelled=1`,
    expiresAt: new Date(Date.now() + 60_000),
  };
}
