import type { ActionFunctionArgs } from "@remix-run/node";
import { handleRetryPost, postOnly } from "~/modules/checkout/api.server";

/**
 * POST /api/checkout/retry `{ paymentToken }`: starts again the payment of an order whose
 * provider was down (no new order; the attempt's idempotency key opens no second session).
 * 200 `{ redirectUrl, oid }`; 409 when the order can no longer be paid; 503 while the provider is
 * still down; 400 for a token that names no attempt.
 */
export const loader = postOnly;

export const action = ({ request }: ActionFunctionArgs) => handleRetryPost(request);
