import { attemptToken, startAttempt, type StartOutcome } from "~/modules/payments/attempts.server";
import { clientAddress, hit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { placeOrder, type PlaceOrderInput, type PlaceOrderResult } from "./place-order.server";

/**
 * The whole checkout, for the page and the JSON APIs alike: place the order (one transaction),
 * then start its payment at the provider. A provider that is down leaves the order pending with
 * its stock held until the reservation ends; `token` lets the buyer retry with the same attempt.
 */
export type CheckoutResult =
  | Extract<PlaceOrderResult, { ok: false }>
  | (Extract<PlaceOrderResult, { ok: true }> & { token: string; start: StartOutcome });

export async function checkout(input: PlaceOrderInput): Promise<CheckoutResult> {
  const placed = await placeOrder(input);
  if (!placed.ok) return placed;
  const start = await startAttempt(placed.paymentId, { ip: input.clientIp });
  return { ...placed, token: attemptToken(placed.paymentId), start };
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
