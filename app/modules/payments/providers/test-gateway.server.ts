import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";
import {
  NotificationRejected,
  RefundRefused,
  type PaymentProvider,
  type PaymentUpdate,
  type StartedPayment,
  type StartPaymentInput,
} from "../provider";

/**
 * The built-in test gateway (like other shops' "bogus gateway"): used for a method whose real
 * provider has no keys. Its hosted page is a page of the shop itself (/payments/test/checkout/…),
 * plainly marked as a test payment with no real money, where one approves, declines or leaves the
 * payment pending. Each choice becomes a notification signed like Stripe's (HMAC-SHA256 over
 * "<timestamp>.<body>", a five-minute tolerance) and goes through the same handler as a real
 * provider's. Refused in live mode (SHOP_MODE=live) unless PAYMENTS_TEST_MODE=true.
 */

export const TEST_SIGNATURE_HEADER = "sattva-test-signature";
export const TEST_TOLERANCE_SECONDS = 300;

export type TestChoice = "approve" | "decline" | "pending" | "expire";

const eventTypes: Record<TestChoice, { type: string; status: PaymentUpdate["status"] }> = {
  approve: { type: "payment.succeeded", status: "paid" },
  decline: { type: "payment.failed", status: "failed" },
  pending: { type: "payment.pending", status: "processing" },
  expire: { type: "payment.expired", status: "expired" },
};

export interface TestEvent {
  id: string;
  type: string;
  created: number;
  data: { ref: string; amount: number; currency: string };
}

/** The gateway's own key, derived from the shop's secret (nothing else to configure). */
function signingKey() {
  return createHash("sha256").update(`sattva-test-gateway:${env().sessionSecrets[0]}`).digest();
}

/** The hosted page's reference for an attempt: derived from its idempotency key, so a retry gets the same page. */
function refFor(idempotencyKey: string) {
  return `tg_${createHmac("sha256", signingKey()).update(idempotencyKey).digest("base64url").slice(0, 32)}`;
}

export function isTestRef(value: string) {
  return /^tg_[\w-]{32}$/.test(value);
}

export function signTestPayload(payload: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac("sha256", signingKey()).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** The signed notification for a choice made on the hosted page. */
export function testNotification(
  choice: TestChoice,
  payment: { ref: string; amountCents: number; currency: string },
): { body: string; headers: Headers } {
  const event: TestEvent = {
    id: `tgevt_${randomUUID()}`,
    type: eventTypes[choice].type,
    created: Math.floor(Date.now() / 1000),
    data: { ref: payment.ref, amount: payment.amountCents, currency: payment.currency.toLowerCase() },
  };
  const body = JSON.stringify(event);
  return {
    body,
    headers: new Headers({ "content-type": "application/json", [TEST_SIGNATURE_HEADER]: signTestPayload(body) }),
  };
}

function verify(rawBody: string, header: string | null, now = Math.floor(Date.now() / 1000)) {
  if (!header) throw new NotificationRejected("missing signature");
  const parts = new Map(
    header.split(",").map((p) => {
      const i = p.indexOf("=");
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) throw new NotificationRejected("malformed signature");
  if (Math.abs(now - t) > TEST_TOLERANCE_SECONDS) throw new NotificationRejected("stale signature");
  const expected = createHmac("sha256", signingKey()).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new NotificationRejected("bad signature");
}

function statusOf(type: string): PaymentUpdate["status"] | null {
  return Object.values(eventTypes).find((e) => e.type === type)?.status ?? null;
}

/**
 * The amount the test gateway refuses to refund (€13.13), as card test numbers decline at other
 * providers: lets a person (and the tests) see a provider's refusal without a real provider.
 */
export const TEST_REFUSED_REFUND_CENTS = 1313;

export const testGateway: PaymentProvider = {
  id: "test",
  isConfigured() {
    return !env().live || env().PAYMENTS_TEST_MODE;
  },
  async start(input: StartPaymentInput): Promise<StartedPayment> {
    const ref = refFor(input.idempotencyKey);
    return {
      providerRef: ref,
      redirectUrl: `${env().publicUrl}/payments/test/checkout/${ref}`,
      status: "awaiting_customer",
    };
  },
  // The hosted page is ours and reports only through notifications: nothing to fetch.
  async handleReturn() {
    return null;
  },
  async fetchStatus() {
    return null;
  },
  async parseNotification(rawBody, headers) {
    verify(rawBody, headers.get(TEST_SIGNATURE_HEADER));
    let event: TestEvent;
    try {
      event = JSON.parse(rawBody) as TestEvent;
    } catch {
      throw new NotificationRejected("body is not JSON");
    }
    const status = statusOf(String(event?.type));
    const ref = event?.data?.ref;
    if (!status || typeof event.id !== "string" || typeof ref !== "string") return [];
    return [
      {
        providerRef: ref,
        eventKey: event.id,
        status,
        amountCents: Number.isInteger(event.data.amount) ? event.data.amount : null,
        currency: typeof event.data.currency === "string" ? event.data.currency.toUpperCase() : null,
        payload: event,
      },
    ];
  },
  // No money moved, so none goes back: the refund succeeds at once, under a reference derived from
  // the idempotency key (a retry names the same refund).
  async refund(input) {
    if (input.amountCents === TEST_REFUSED_REFUND_CENTS) {
      throw new RefundRefused("test_refused", "The test gateway refuses refunds of 13.13 (its refusal amount).");
    }
    const ref = `tgre_${createHmac("sha256", signingKey()).update(input.idempotencyKey).digest("base64url").slice(0, 32)}`;
    return { status: "succeeded", providerRef: ref, payload: { id: ref, amount: input.amountCents } };
  },
};
