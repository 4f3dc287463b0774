import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonAnswer } from "~/lib/json.server";
import { handleCheckoutPost, parseSpecCheckout, postOnly } from "~/modules/checkout/api.server";

/**
 * POST /fintecture/initiate-payment (SPEC section 7 "Payments"): the spec's body, paid by bank
 * transfer. 200 `{ redirect_url }`; 503 'Failed to initiate Fintecture payment. Please try again.'
 * when the provider is down, 'Fintecture payment could not be initiated.' when it answered
 * without a redirect URL. Items, prices and totals as for /stripe/create-checkout-session.
 */
export const loader = postOnly;

export function action({ request }: ActionFunctionArgs) {
  return handleCheckoutPost(
    request,
    "fintecture",
    parseSpecCheckout("bank-transfer"),
    async (placed) => jsonAnswer({ redirect_url: placed.start.redirectUrl }),
    (t) => t("errors.fintectureFailed"),
  );
}
