import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonAnswer } from "~/lib/json.server";
import { handleCheckoutPost, parseSpecCheckout, postOnly, providerRefOf } from "~/modules/checkout/api.server";

/**
 * POST /stripe/create-checkout-session (SPEC section 7 "Payments"): the spec's body `{ items
 * [{ title, price, quantity, imgUrl, id }], totalAmount, customer }`, paid by card. Items are
 * matched by id, else by title; price and totalAmount are ignored (the server prices the order).
 * 200 `{ id: <the provider's session>, url: <its hosted page> }`; 503 'Failed to initiate
 * payment. Please try again.' when the provider is down.
 */
export const loader = postOnly;

export function action({ request }: ActionFunctionArgs) {
  return handleCheckoutPost(request, "stripe", parseSpecCheckout("card"), async (placed) =>
    jsonAnswer({ id: await providerRefOf(placed.paymentId), url: placed.start.redirectUrl }),
  );
}
