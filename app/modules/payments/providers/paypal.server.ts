import type { PaymentStatus } from "~/generated/prisma/enums";
import { logInfo } from "~/lib/log.server";
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
import {
  api,
  apiError,
  issueOf,
  paypalConfig,
  requirePaypalConfig,
  type Json,
  type PayPalConfig,
} from "./paypal-api.server";
import { verifyPayPalNotification } from "./paypal-webhook.server";

/**
 * The wallet provider: PayPal Orders v2 over its REST API with `fetch` (PAYMENTS.md; the SDK's
 * hosts are hard-coded, this needs only an address). The shopper approves the order on PayPal's
 * page; the money moves when WE capture it — on the return, on the CHECKOUT.ORDER.APPROVED
 * notification when the shopper never came back, or in the expiry job's status fetch. Captures
 * carry a PayPal-Request-Id derived from the order, so the three paths capture once between them.
 * Unapproved PayPal orders lapse on their own: there is nothing to cancel.
 */

/** PayPal's own page in the shopper's language (it wants a region too). */
const PAYPAL_LOCALES: Record<string, string> = { it: "it-IT", en: "en-GB", fr: "fr-FR", de: "de-DE", es: "es-ES" };

/** Cents as PayPal writes an amount ("12.34"). */
export function centsToValue(cents: number) {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** PayPal's amount in cents, exactly; null for anything that is not a plain decimal. */
export function valueToCents(value: unknown): number | null {
  const m = typeof value === "string" ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value) : null;
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

function money(amount: unknown): { amountCents: number | null; currency: string | null } {
  const a = (amount ?? {}) as Json;
  return {
    amountCents: valueToCents(a.value),
    currency: typeof a.currency_code === "string" ? a.currency_code.toUpperCase() : null,
  };
}

const captureStatuses: Record<string, PaymentStatus> = {
  COMPLETED: "paid",
  // Some of it went back: it was paid, and a person handles the rest at PayPal.
  PARTIALLY_REFUNDED: "paid",
  PENDING: "processing",
  DECLINED: "failed",
  FAILED: "failed",
  REFUNDED: "refunded",
};

/** What an order (as PayPal shows it after a capture or a fetch) says of its payment. */
function fromOrder(ref: string, order: Json): PaymentUpdate | null {
  if (order.status === "VOIDED") {
    return {
      providerRef: ref,
      eventKey: `order:${ref}:VOIDED`,
      status: "cancelled",
      amountCents: null,
      currency: null,
      payload: order,
    };
  }
  const units = Array.isArray(order.purchase_units) ? (order.purchase_units as Json[]) : [];
  const captures = (units[0]?.payments as Json | undefined)?.captures;
  const capture = Array.isArray(captures) ? (captures[0] as Json | undefined) : undefined;
  const status = capture && typeof capture.status === "string" ? captureStatuses[capture.status] : undefined;
  if (!capture || !status || typeof capture.id !== "string") return null;
  return {
    providerRef: ref,
    eventKey: `capture:${capture.id}:${String(capture.status)}`,
    status,
    ...money(capture.amount),
    payload: order,
  };
}

const orderPath = (ref: string) => `/v2/checkout/orders/${encodeURIComponent(ref)}`;

async function getOrder(c: PayPalConfig, ref: string): Promise<Json | null> {
  const r = await api(c, "GET", orderPath(ref));
  if (r.status === 404) return null;
  if (r.status !== 200) throw apiError("order fetch", r);
  return r.body;
}

/**
 * Captures an approved order (idempotent: the same PayPal-Request-Id for every path). Null when
 * there is nothing to capture yet: not approved, or the buyer's funding was refused and PayPal
 * lets them choose another on its page.
 */
async function capture(c: PayPalConfig, ref: string): Promise<PaymentUpdate | null> {
  const r = await api(c, "POST", `${orderPath(ref)}/capture`, { body: {}, requestId: `capture-${ref}` });
  if (r.status === 200 || r.status === 201) return fromOrder(ref, r.body);
  const issue = issueOf(r.body);
  if (r.status === 422 && issue === "ORDER_ALREADY_CAPTURED") {
    const order = await getOrder(c, ref);
    return order ? fromOrder(ref, order) : null;
  }
  if (
    r.status === 404 ||
    (r.status === 422 && /^(ORDER_NOT_APPROVED|INSTRUMENT_DECLINED|PAYER_ACTION_REQUIRED)$/.test(issue ?? ""))
  ) {
    return null;
  }
  throw apiError("capture", r);
}

async function fetchStatus(c: PayPalConfig, ref: string): Promise<PaymentUpdate | null> {
  const order = await getOrder(c, ref);
  if (!order) return null;
  if (order.status === "APPROVED") return capture(c, ref);
  if (order.status === "COMPLETED" || order.status === "VOIDED") return fromOrder(ref, order);
  return null;
}

async function start(input: StartPaymentInput): Promise<StartedPayment> {
  const c = requirePaypalConfig();
  const locale = PAYPAL_LOCALES[input.locale];
  const r = await api(c, "POST", "/v2/checkout/orders", {
    requestId: input.idempotencyKey,
    body: {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: input.oid,
          custom_id: input.orderId,
          invoice_id: input.oid,
          description: input.description.slice(0, 127),
          amount: { currency_code: input.currency.toUpperCase(), value: centsToValue(input.amountCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            ...(locale ? { locale } : {}),
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
          },
        },
      },
    },
  });
  if (r.status !== 200 && r.status !== 201) throw apiError("order creation", r);
  const links = Array.isArray(r.body.links) ? (r.body.links as Json[]) : [];
  const link = links.find((l) => l.rel === "payer-action") ?? links.find((l) => l.rel === "approve");
  const id = r.body.id;
  if (
    typeof id !== "string" ||
    !/^[\w-]{1,64}$/.test(id) ||
    typeof link?.href !== "string" ||
    !/^https?:\/\//.test(link.href)
  ) {
    throw new ProviderUnavailable("PayPal created an order without an id or an approval link");
  }
  return { providerRef: id, redirectUrl: link.href, status: "awaiting_customer" };
}

const refundStatuses: Record<string, RefundStatus> = {
  COMPLETED: "succeeded",
  PENDING: "pending",
  FAILED: "failed",
  CANCELLED: "failed",
};

/** The capture of a paid PayPal order: the refund names it, not the order. */
async function captureIdOf(c: PayPalConfig, ref: string): Promise<string> {
  const order = await getOrder(c, ref);
  const units = Array.isArray(order?.purchase_units) ? (order.purchase_units as Json[]) : [];
  const captures = (units[0]?.payments as Json | undefined)?.captures;
  const id = Array.isArray(captures) ? (captures[0] as Json | undefined)?.id : undefined;
  if (typeof id !== "string") throw new RefundRefused("NO_CAPTURE", `PayPal order ${ref} has no capture to refund`);
  return id;
}

/**
 * Payments v2 `POST /v2/payments/captures/{id}/refund` with our idempotency key as
 * PayPal-Request-Id (a retry answers the refund already made) and our refund id as custom_id (its
 * notification names it). PayPal's refusals (CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED…)
 * become RefundRefused with PayPal's issue.
 */
async function refund(input: RefundInput): Promise<RefundResult> {
  const c = requirePaypalConfig();
  const captureId = await captureIdOf(c, input.providerRef);
  const r = await api(c, "POST", `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
    requestId: input.idempotencyKey,
    body: {
      amount: { value: centsToValue(input.amountCents), currency_code: input.currency.toUpperCase() },
      custom_id: input.refundId,
      invoice_id: `${input.oid}-${input.refundId}`.slice(0, 127),
      note_to_payer: input.description.slice(0, 255),
    },
  });
  if (r.status === 200 || r.status === 201) {
    const status = refundStatuses[String(r.body.status)] ?? "pending";
    const reason = (r.body.status_details as Json | undefined)?.reason;
    return {
      status,
      providerRef: typeof r.body.id === "string" ? r.body.id : null,
      ...(status === "failed" ? { failureReason: typeof reason === "string" ? reason : String(r.body.status) } : {}),
      payload: r.body,
    };
  }
  const error = apiError("refund", r);
  throw new RefundRefused(error.issue ?? String(r.status), error.message);
}

/** A refund we asked for (custom_id is our refund id): how it ended. */
function refundNotice(event: Json, resource: Json): PaymentUpdate | null {
  const status = refundStatuses[String(resource.status)];
  if (!status || status === "pending" || typeof resource.id !== "string" || typeof resource.custom_id !== "string") {
    return null;
  }
  return {
    providerRef: resource.id,
    eventKey: String(event.id),
    status: "refunded",
    ...money(resource.amount),
    payload: event,
    refund: { refundId: resource.custom_id, providerRef: resource.id, status },
  };
}

/** Refunds and reversals name the capture (their "up" link); PayPal's capture names its order. */
async function refundUpdates(c: PayPalConfig, event: Json, resource: Json): Promise<PaymentUpdate[]> {
  const ours = event.event_type === "PAYMENT.CAPTURE.REFUNDED" ? refundNotice(event, resource) : null;
  if (ours) return [ours];
  const links = Array.isArray(resource.links) ? (resource.links as Json[]) : [];
  const up = links.find((l) => l.rel === "up")?.href;
  const captureId =
    /\/v2\/payments\/captures\/([\w-]+)$/.exec(typeof up === "string" ? up : "")?.[1] ??
    (event.resource_type === "capture" && typeof resource.id === "string" ? resource.id : null);
  if (!captureId) return [];
  const r = await api(c, "GET", `/v2/payments/captures/${encodeURIComponent(captureId)}`);
  if (r.status === 404) return [];
  if (r.status !== 200) throw apiError("capture fetch", r);
  const ref = ((r.body.supplementary_data as Json | undefined)?.related_ids as Json | undefined)?.order_id;
  if (typeof ref !== "string") return [];
  if (r.body.status === "PARTIALLY_REFUNDED") {
    logInfo(`paypal: partial refund on order ${ref}, the payment stays paid`);
    return [];
  }
  return [
    { providerRef: ref, eventKey: String(event.id), status: "refunded", ...money(resource.amount), payload: event },
  ];
}

const captureEvents: Record<string, PaymentStatus> = {
  "PAYMENT.CAPTURE.COMPLETED": "paid",
  "PAYMENT.CAPTURE.PENDING": "processing",
  "PAYMENT.CAPTURE.DENIED": "failed",
  "PAYMENT.CAPTURE.DECLINED": "failed",
};

async function parseNotification(rawBody: string, headers: Headers): Promise<PaymentUpdate[]> {
  const c = paypalConfig();
  if (!c) throw new NotificationRejected("PayPal is not configured");
  const event = (await verifyPayPalNotification(rawBody, headers, {
    webhookId: c.webhookId,
    apiUrl: c.apiUrl,
  })) as Json;
  const resource = (event?.resource ?? {}) as Json;
  const type = String(event?.event_type);
  if (typeof event?.id !== "string" || typeof resource !== "object") return [];

  if (type === "CHECKOUT.ORDER.APPROVED") {
    // The buyer approved but may never come back: capture now. Unreachable PayPal throws, the
    // route answers 500 and PayPal delivers again.
    if (typeof resource.id !== "string") return [];
    const update = await capture(c, resource.id);
    return update ? [update] : [];
  }
  if (type === "PAYMENT.CAPTURE.REFUNDED" || type === "PAYMENT.CAPTURE.REVERSED") {
    return refundUpdates(c, event, resource);
  }
  const status = captureEvents[type];
  const ref = ((resource.supplementary_data as Json | undefined)?.related_ids as Json | undefined)?.order_id;
  if (!status || typeof ref !== "string") return [];
  return [{ providerRef: ref, eventKey: event.id, status, ...money(resource.amount), payload: event }];
}

export const paypal: PaymentProvider = {
  id: "paypal",
  isConfigured: () => paypalConfig() !== null,
  start,
  async handleReturn(query, providerRef) {
    if (query.get("cancelled") === "1") return null;
    const c = requirePaypalConfig();
    // The query only says the buyer is back; a token for another order proves nothing.
    return query.get("token") === providerRef ? capture(c, providerRef) : fetchStatus(c, providerRef);
  },
  fetchStatus: (providerRef) => fetchStatus(requirePaypalConfig(), providerRef),
  parseNotification,
  refund,
};
