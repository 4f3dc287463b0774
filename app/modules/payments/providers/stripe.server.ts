import Stripe from "stripe";
import { env } from "~/lib/env.server";
import {
  NotificationRejected,
  ProviderUnavailable,
  RefundRefused,
  type PaymentProvider,
  type PaymentUpdate,
  type RefundInput,
  type RefundResult,
  type RefundStatus,
  type StartedPayment,
  type StartPaymentInput,
} from "../provider";

/**
 * The card provider: a Stripe Checkout Session (Google Pay and Apple Pay come through its hosted
 * page), with the official SDK. Configured by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET;
 * STRIPE_API_URL points the SDK at another address (the local fake in tests).
 *
 * - Paid comes from a verified `checkout.session.*` webhook or from a session we fetched
 *   ourselves; the return URL's query is never read.
 * - Every create carries the attempt's idempotency key and exactly the same parameters on a
 *   retry (Stripe refuses a reused key with other parameters), so a retry after a timeout gets
 *   the session Stripe already made instead of a second one.
 */

/**
 * One retry inside a call: safe because every POST carries an idempotency key, and enough for a
 * dropped keep-alive socket. More would keep a shopper waiting behind the checkout button.
 */
const MAX_NETWORK_RETRIES = 1;
/** Stripe's bounds for `expires_at`: 30 minutes to 24 hours after the session is created. */
const MIN_SESSION_SECONDS = 30 * 60;
const MAX_SESSION_SECONDS = 24 * 60 * 60;
const LOCALES = ["it", "en", "fr", "de", "es"] as const;

interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
  timeoutMs: number;
}

/**
 * STRIPE_TIMEOUT_MS: how long one API call may take (default 10 s, 1 s to 80 s, Stripe's own
 * default being 80 s). A shopper waits on it, so it is short; tests shorten it further.
 */
function timeoutMs(): number {
  return env().STRIPE_TIMEOUT_MS;
}

function config(): StripeConfig | null {
  const e = env();
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL,
    timeoutMs: timeoutMs(),
  };
}

function requireConfig(): StripeConfig {
  const c = config();
  if (!c) throw new ProviderUnavailable("stripe is not configured");
  return c;
}

// One client per configuration: a changed key or address (a test's environment) gets a new one.
let cached: { key: string; client: Stripe } | undefined;

function client(c: StripeConfig): Stripe {
  const key = JSON.stringify([c.secretKey, c.apiUrl ?? null, c.timeoutMs]);
  if (cached?.key === key) return cached.client;
  const url = c.apiUrl ? new URL(c.apiUrl) : null;
  const protocol = url?.protocol === "http:" ? "http" : "https";
  const stripe = new Stripe(c.secretKey, {
    ...(url
      ? {
          host: url.hostname.replace(/^\[|\]$/g, ""),
          port: url.port || (protocol === "http" ? "80" : "443"),
          protocol,
        }
      : {}),
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: c.timeoutMs,
    appInfo: { name: "Sattva" },
  });
  cached = { key, client: stripe };
  return stripe;
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

function unavailable(step: string, error: unknown): ProviderUnavailable {
  const detail = isStripeError(error) ? `${error.type}${error.statusCode ? ` ${error.statusCode}` : ""}` : "error";
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderUnavailable(`stripe ${step}: ${detail}: ${message}`, { cause: error });
}

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

function item(name: string, unitAmount: number, quantity: number, currency: string): LineItem {
  return {
    price_data: { currency, unit_amount: unitAmount, product_data: { name: name.slice(0, 250) } },
    quantity,
  };
}

/**
 * The order as Stripe line items, adding up to the amount to pay. Shipping is one more line; a
 * discount cannot be (Stripe refuses negative amounts, and coupons would be a second source of
 * truth for prices), so an order with one is sent as a single line for the whole amount.
 */
export function lineItemsFor(input: StartPaymentInput): LineItem[] {
  const currency = input.currency.toLowerCase();
  const discounted = input.adjustments.some((a) => a.amountCents < 0);
  const items = discounted
    ? [item(input.description, input.amountCents, 1, currency)]
    : [
        ...input.lines.map((l) => item(l.title, l.unitPriceCents, l.quantity, currency)),
        ...input.adjustments.filter((a) => a.amountCents > 0).map((a) => item(a.title, a.amountCents, 1, currency)),
      ];
  const sum = items.reduce((s, i) => s + (i.price_data?.unit_amount ?? 0) * (i.quantity ?? 0), 0);
  if (sum !== input.amountCents) {
    throw new Error(`stripe line items add up to ${sum}, the payment is ${input.amountCents}`);
  }
  return items;
}

/**
 * When the session ends: 30 minutes after our reservation (Stripe's minimum lifetime is 30
 * minutes, longer than a short reservation), derived from the reservation alone so that a retry
 * sends the same value as the first call. The expiry job ends the session at the reservation's
 * end anyway (cancel); this is the backstop.
 */
export function sessionExpiresAt(expiresAt: Date, now = Date.now()): number {
  const wanted = Math.floor(expiresAt.getTime() / 1000) + MIN_SESSION_SECONDS;
  return Math.min(wanted, Math.floor(now / 1000) + MAX_SESSION_SECONDS - 60);
}

function locale(value: string): Stripe.Checkout.SessionCreateParams.Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as (typeof LOCALES)[number]) : "auto";
}

type Session = Stripe.Checkout.Session;

function update(session: Session, eventKey: string, status: PaymentUpdate["status"], payload: unknown): PaymentUpdate {
  return {
    providerRef: session.id,
    attemptId: session.metadata?.attempt_id ?? null,
    eventKey,
    status,
    amountCents: session.amount_total,
    currency: session.currency ? session.currency.toUpperCase() : null,
    payload,
  };
}

function paidOrWaiting(session: Session): PaymentUpdate["status"] {
  return session.payment_status === "unpaid" ? "processing" : "paid";
}

/** The status a session stands at, fetched by us; null while the shopper is still on the page. */
function statusOfSession(session: Session): PaymentUpdate["status"] | null {
  if (session.status === "expired") return "expired";
  if (session.status !== "complete") return null;
  if (session.payment_status !== "unpaid") return "paid";
  // Completed but unpaid: an asynchronous method (SEPA debit…) still running, or one that failed.
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  return intent?.status === "requires_payment_method" || intent?.status === "canceled" ? "failed" : "processing";
}

async function fetchStatus(ref: string): Promise<PaymentUpdate | null> {
  let session: Session;
  try {
    session = await client(requireConfig()).checkout.sessions.retrieve(ref, { expand: ["payment_intent"] });
  } catch (error) {
    throw unavailable("retrieve", error);
  }
  const status = statusOfSession(session);
  if (!status) return null;
  return update(session, `fetch:${session.id}:${status}`, status, {
    id: session.id,
    status: session.status,
    payment_status: session.payment_status,
  });
}

const refundStatuses: Record<string, RefundStatus> = {
  succeeded: "succeeded",
  pending: "pending",
  requires_action: "pending",
  failed: "failed",
  canceled: "failed",
};

function refundResult(refund: Stripe.Refund): RefundResult {
  const status = refundStatuses[refund.status ?? ""] ?? "pending";
  return {
    status,
    providerRef: refund.id,
    ...(status === "failed" ? { failureReason: refund.failure_reason ?? refund.status ?? "failed" } : {}),
    payload: { id: refund.id, status: refund.status, amount: refund.amount, currency: refund.currency },
  };
}

/**
 * `POST /v1/refunds` on the session's PaymentIntent, with our idempotency key: a retry after a
 * lost answer gets the refund Stripe already made. Stripe's own refusals (already refunded, more
 * than what is left) come back as RefundRefused with Stripe's code.
 */
async function refund(input: RefundInput): Promise<RefundResult> {
  const stripe = client(requireConfig());
  let intent: string | null;
  try {
    const session = await stripe.checkout.sessions.retrieve(input.providerRef);
    intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  } catch (error) {
    throw unavailable("retrieve", error);
  }
  if (!intent) throw new RefundRefused("no_payment_intent", `session ${input.providerRef} has no payment`);
  try {
    const made = await stripe.refunds.create(
      {
        payment_intent: intent,
        amount: input.amountCents,
        reason: "requested_by_customer",
        metadata: { refund_id: input.refundId, order_id: input.orderId, oid: input.oid },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return refundResult(made);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
      throw new RefundRefused(error.code ?? error.type, error.message);
    }
    throw unavailable("refund", error);
  }
}

/** `refund.updated` / `charge.refund.updated`: how a pending refund ended. */
function refundNotice(event: Stripe.Event): PaymentUpdate[] {
  const made = event.data.object as Stripe.Refund;
  if (made?.object !== "refund" || typeof made.id !== "string") return [];
  const result = refundResult(made);
  if (result.status === "pending") return [];
  const intent = typeof made.payment_intent === "string" ? made.payment_intent : (made.payment_intent?.id ?? "");
  return [
    {
      providerRef: intent,
      eventKey: event.id,
      status: "refunded",
      amountCents: made.amount,
      currency: made.currency.toUpperCase(),
      payload: event,
      refund: {
        refundId: made.metadata?.refund_id ?? null,
        providerRef: made.id,
        status: result.status,
        failureReason: result.failureReason,
      },
    },
  ];
}

export const stripe: PaymentProvider = {
  id: "stripe",
  isConfigured: () => config() !== null,

  async start(input: StartPaymentInput): Promise<StartedPayment> {
    const c = requireConfig();
    const metadata = { order_id: input.orderId, oid: input.oid, attempt_id: input.attemptId };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: "payment",
      line_items: lineItemsFor(input),
      success_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.orderId,
      customer_email: input.customer.email,
      metadata,
      payment_intent_data: { metadata, description: input.description },
      expires_at: sessionExpiresAt(input.expiresAt),
      locale: locale(input.locale),
    };
    let session: Session;
    try {
      session = await client(c).checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
    } catch (error) {
      throw unavailable("create", error);
    }
    if (!session.url) throw new ProviderUnavailable(`stripe create: session ${session.id} has no url`);
    return { providerRef: session.id, redirectUrl: session.url, status: "awaiting_customer" };
  },

  // The query (session_id, anything else) proves nothing: ask Stripe.
  handleReturn: (_query, ref) => fetchStatus(ref),
  fetchStatus,

  async parseNotification(rawBody, headers) {
    const c = requireConfig();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, headers.get("stripe-signature") ?? "", c.webhookSecret);
    } catch (error) {
      throw new NotificationRejected(error instanceof Error ? error.message : "unverifiable");
    }
    if (event.type === "refund.updated" || event.type === "charge.refund.updated") return refundNotice(event);
    const session = event.data.object as Session;
    if (session?.object !== "checkout.session" || typeof session.id !== "string") return [];
    switch (event.type) {
      case "checkout.session.completed":
        return [update(session, event.id, paidOrWaiting(session), event)];
      case "checkout.session.async_payment_succeeded":
        return [update(session, event.id, "paid", event)];
      case "checkout.session.async_payment_failed":
        return [update(session, event.id, "failed", event)];
      case "checkout.session.expired":
        return [update(session, event.id, "expired", event)];
      default:
        return [];
    }
  },

  async cancel(ref) {
    const stripe = client(requireConfig());
    try {
      await stripe.checkout.sessions.expire(ref);
    } catch (error) {
      // Refused because it is no longer open (paid or expired meanwhile): nothing to end.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        const session = await stripe.checkout.sessions.retrieve(ref).catch(() => null);
        if (session && session.status !== "open") return;
      }
      throw unavailable("expire", error);
    }
  },

  refund,
};
