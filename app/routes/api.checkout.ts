import type { ActionFunctionArgs } from "@remix-run/node";
import { createdAnswer, handleCheckoutPost, parseApiCheckout, postOnly } from "~/modules/checkout/api.server";

/**
 * POST /api/checkout `{ method: card | bank-transfer | paypal, items [{ id, quantity }], customer,
 * discountCode?, invoice? }` (issue 4, "a clean POST /api/checkout"; `invoice` { type: person |
 * company, name, fiscalCode, vatNumber, sdiCode, pec }, issue 14): the order priced from the database,
 * its stock reserved, its payment started. 201 `{ orderId, oid, totalAmount (euros), totals
 * (cents), redirectUrl, paymentToken }`; 422 with `fieldErrors`; 409 when stock is short (naming
 * the product and the units left); 503 with the token to retry when the provider is down.
 * Signed-in (cookie or bearer token) or guest; prices, totals and any other key are ignored.
 */
export const loader = postOnly;

export function action({ request }: ActionFunctionArgs) {
  return handleCheckoutPost(request, "api", parseApiCheckout, async (placed) => createdAnswer(placed));
}
