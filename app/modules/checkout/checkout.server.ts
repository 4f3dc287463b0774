import { attemptToken, startAttempt, type StartOutcome } from "~/modules/payments/attempts.server";
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
