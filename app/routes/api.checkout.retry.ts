import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import { postOnly, readCheckoutPost, startFailed } from "~/modules/checkout/api.server";
import { clientIp } from "~/modules/checkout/checkout.server";
import { startAttempt, viewAttempt } from "~/modules/payments/attempts.server";

const retrySchema = z.object({ paymentToken: z.string().min(1).max(120) });

/**
 * POST /api/checkout/retry `{ paymentToken }`: starts again the payment of an order whose
 * provider was down (no new order; the attempt's idempotency key opens no second session).
 * 200 `{ redirectUrl, oid }`; 409 when the order can no longer be paid; 503 while the provider is
 * still down; 400 for a token that names no attempt.
 */
export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  const read = await readCheckoutPost(request);
  if (!read.ok) return read.response;
  const { t } = read;
  const parsed = retrySchema.safeParse(read.body);
  try {
    const attempt = parsed.success ? await viewAttempt(parsed.data.paymentToken) : null;
    if (!attempt) return jsonError(400, t("errors.attemptInvalid"));
    const outcome = await startAttempt(attempt.paymentId, { ip: clientIp(request) });
    if (outcome.ok) return jsonAnswer({ redirectUrl: outcome.redirectUrl, oid: outcome.oid });
    if (outcome.reason === "not_found") return jsonError(400, t("errors.attemptInvalid"));
    return startFailed(t, outcome, attempt.token, attempt.method);
  } catch (error) {
    logError(error, { url: request.url, phase: "checkout-retry" });
    return jsonError(500, t("errors.paymentFailed"));
  }
}
