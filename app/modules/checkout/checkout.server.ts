import { logError } from "~/lib/log.server";
import { attemptToken, startAttempt, type StartOutcome } from "~/modules/payments/attempts.server";
import { clientAddress, hit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { placeOrder, type PlaceOrderInput, type PlaceOrderResult } from "./place-order.server";

/**
 * The whole checkout, for the page and the JSON APIs alike: place the order (one transaction),
 * then start its payment at the provider. A provider that is down leaves the order pending with
 * its stock held until the reservation ends; `token` lets the buyer retry with the same attempt.
 * Once the order's transaction has committed, nothing that fails after it (the provider, the
 * database) escapes as an error: see startCommitted.
 */
export type CheckoutResult =
  | Extract<PlaceOrderResult, { ok: false }>
  | (Extract<PlaceOrderResult, { ok: true }> & { token: string; start: StartOutcome });

export async function checkout(input: PlaceOrderInput): Promise<CheckoutResult> {
  const placed = await placeOrder(input);
  if (!placed.ok) return placed;
  const start = await startCommitted(placed.paymentId, placed.oid, input.clientIp);
  return { ...placed, token: attemptToken(placed.paymentId), start };
}

/**
 * Starts (or starts again) the payment of an order that exists. Whatever fails on the way — the
 * provider, or the database cut while its answer is recorded — is "unavailable": the buyer is
 * told the order exists and gets its token to retry the same attempt, never a bare 500 that
 * reads as "nothing happened" and invites a second order while the first one holds the stock.
 */
export async function startCommitted(paymentId: string, oid: string, ip: string | null): Promise<StartOutcome> {
  try {
    return await startAttempt(paymentId, { ip });
  } catch (error) {
    logError(error, { step: "payment start after the order was placed", oid, payment: paymentId });
    return { ok: false, reason: "unavailable", oid };
  }
}

/** Checkout POSTs per client address: a person places a few orders, a script hammers. */
export const checkoutPosts: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

/** The address orders and limits are counted under; null when the server could not tell. */
export function clientIp(request: Request): string | null {
  const ip = clientAddress(request);
  return ip === "unknown" ? null : ip;
}

/**
 * Counts one checkout POST (placing an order, retrying its payment) against its address. The
 * payment page and the JSON paths share one budget per address, whichever way it checks out.
 */
export async function hitCheckoutLimit(
  request: Request,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number; minutes: number }> {
  const limit = await hit(`checkout:${clientAddress(request)}`, checkoutPosts);
  if (limit.allowed) return { allowed: true };
  const retryAfterSeconds = limit.retryAfterSeconds;
  return { allowed: false, retryAfterSeconds, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) };
}

/**
 * The spec's message when the provider could not start the payment (SPEC section 8 "Payments"):
 * the bank-transfer provider has its own, and its own again when it answered without a page.
 */
export function startFailureKey(method: string, reason?: string) {
  if (reason === "no_redirect") return "errors.fintectureNoRedirect";
  return method === "bank-transfer" ? "errors.fintectureFailed" : "errors.paymentFailed";
}
