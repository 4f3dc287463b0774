import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonAnswer } from "~/lib/json.server";
import { handleCheckoutPost, parseApiCheckout, postOnly } from "~/modules/checkout/api.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { findApiOrder } from "~/modules/orders/staff-orders.server";

/**
 * POST /api/sattva-orders/create-order (SPEC section 7 "Orders"): the body of POST /api/checkout,
 * under the checkout's rules (server prices, stock reserved, a payment attempt started); open to
 * shoppers and guests like the checkout. 201 with the new order in the shape of GET
 * /api/sattva-orders, plus `redirectUrl` (where to pay) and `paymentToken`.
 */
export const loader = postOnly;

export function action({ request }: ActionFunctionArgs) {
  return handleCheckoutPost(
    request,
    "orders",
    parseApiCheckout,
    async (placed) => {
      const order = await findApiOrder(placed.orderId, await getLanguage(request));
      return jsonAnswer({ ...order, redirectUrl: placed.start.redirectUrl, paymentToken: placed.token }, 201);
    },
    (t) => t("errors.createOrderFailed"),
  );
}
