import type { PaymentStatus } from "~/generated/prisma/enums";

/**
 * One payment provider (PAYMENTS.md "One interface"). Each lives in one file under ./providers
 * and is listed in ./registry.server.ts. A provider turns a payment attempt into a hosted page
 * to send the shopper to, and turns what the provider tells us (a signed notification, a status
 * fetched server-side) into `PaymentUpdate`s. It never writes to the database: ./settle.server.ts
 * applies updates, the same way for every provider.
 */

/** The three ways to pay the cart offers (SPEC "Cart drawer"). */
export const paymentMethods = ["card", "bank-transfer", "paypal"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (paymentMethods as readonly string[]).includes(value);
}

export type ProviderId = "stripe" | "fintecture" | "paypal" | "test";

export interface StartPaymentInput {
  orderId: string;
  oid: string;
  /** Our payment attempt's id (Payment.id). */
  attemptId: string;
  /** Sent to the provider so a retry never opens a second session (Stripe Idempotency-Key, PayPal-Request-Id). */
  idempotencyKey: string;
  method: PaymentMethod;
  amountCents: number;
  currency: string;
  /** "Order SAT-10101" in the shop's words, for the provider's page and bank statements. */
  description: string;
  lines: { title: string; unitPriceCents: number; quantity: number }[];
  /** Shipping, less any discount, as one more line where a provider lists lines (Stripe). */
  adjustments: { title: string; amountCents: number }[];
  customer: { name: string; email: string; ip: string | null };
  locale: string;
  /** Where the provider sends the shopper back: our /payments/<provider>/return?attempt=…. */
  returnUrl: string;
  cancelUrl: string;
  /** When our reservation ends: a provider session should not outlive it. */
  expiresAt: Date;
}

export interface StartedPayment {
  providerRef: string;
  redirectUrl: string;
  status: PaymentStatus;
}

/** A status the provider vouched for: from a verified notification, or fetched by us from the provider. */
export interface PaymentUpdate {
  /** The provider's id of the payment (Stripe session id, PayPal order id, Fintecture session id). */
  providerRef: string;
  /**
   * Our attempt id, where the provider echoes it back (Stripe metadata, Fintecture state): finds the
   * attempt even if the shop stopped between the provider's answer and storing its reference.
   */
  attemptId?: string | null;
  /** Unique per event and provider: a second delivery of the same event changes nothing. */
  eventKey: string;
  status: PaymentStatus;
  /** What the provider says was paid, to compare with the order. Null when it does not say (a failure). */
  amountCents: number | null;
  currency: string | null;
  /** Something a person should look at even though the payment moves (a partial transfer). */
  review?: string;
  /** The event as received, for the record. */
  payload: unknown;
  /** Set when the event is about a refund of the payment: ./refunds.server.ts applies it, not settle. */
  refund?: RefundNotice;
}

/** The notification was not proved to come from the provider: answer 400, write nothing. */
export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "NotificationRejected";
  }
}

/** The provider could not be reached or refused the call: the shopper may try again. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailable";
  }
}

/** The provider answered, but without a page to send the shopper to (Fintecture without meta.url). */
export class ProviderNoRedirect extends ProviderUnavailable {
  constructor(message: string) {
    super(message);
    this.name = "ProviderNoRedirect";
  }
}

export interface PaymentProvider {
  id: ProviderId;
  /** Its keys are set (the test gateway: allowed in this environment). */
  isConfigured(): boolean;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * The shopper came back (`query` is the return URL's query string). Never trusts the query:
   * it re-fetches the status server-side (and captures, for PayPal). Null when nothing is known yet.
   */
  handleReturn(query: URLSearchParams, providerRef: string): Promise<PaymentUpdate | null>;
  /** The provider's current status of the payment, fetched server-side (reconciliation, expiry). */
  fetchStatus(providerRef: string): Promise<PaymentUpdate | null>;
  /** Verifies and reads a notification; throws NotificationRejected when it is not proved. */
  parseNotification(rawBody: string, headers: Headers): Promise<PaymentUpdate[]>;
  /** Ends the provider's session so it can no longer be paid (Stripe: expire), where it can. */
  cancel?(providerRef: string): Promise<void>;
  /**
   * Gives money back on a paid payment. Throws RefundRefused when the provider said no (nothing
   * moved) and ProviderUnavailable when it could not be asked or did not answer (unknown: the
   * same idempotency key is safe to send again).
   */
  refund?(input: RefundInput): Promise<RefundResult>;
}

/** What the shop asks a provider to give back (refunds.server.ts computed the amount). */
export interface RefundInput {
  /** Our Refund row's id: echoed back by the provider where it can (metadata, custom_id, state). */
  refundId: string;
  /** Sent to the provider so a retry never refunds twice (Stripe Idempotency-Key, PayPal-Request-Id). */
  idempotencyKey: string;
  /** The payment's reference at the provider (Stripe session, PayPal order, Fintecture session). */
  providerRef: string;
  amountCents: number;
  currency: string;
  oid: string;
  orderId: string;
  /** "Refund for order SAT-10101" in the shop's words (bank statements, PayPal's note to the payer). */
  description: string;
}

export type RefundStatus = "succeeded" | "pending" | "failed";

export interface RefundResult {
  /** Pending: the provider accepted it and will say later (a notification) how it ended. */
  status: RefundStatus;
  /** The provider's id of the refund (re_…, PayPal refund id, Fintecture refund session). */
  providerRef: string | null;
  /** Why it failed, in the provider's words, when it did. */
  failureReason?: string;
  payload: unknown;
}

/**
 * The provider answered and said no (already refunded, more than what is left, refused by the
 * bank): nothing moved, and the reason is the provider's.
 */
export class RefundRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RefundRefused";
  }
}

/** A notification about a refund (not a payment): how a pending refund ended at the provider. */
export interface RefundNotice {
  /** Our Refund id, where the provider echoes it (metadata, custom_id, state). */
  refundId: string | null;
  /** The provider's id of the refund. */
  providerRef: string;
  status: RefundStatus;
  failureReason?: string;
}
