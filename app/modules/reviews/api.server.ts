import { jsonError } from "~/lib/json.server";
import { getT } from "~/modules/i18n/i18n.server";
import type { PasswordCheck } from "~/modules/office/users-admin.server";

/**
 * The review API's answers in the request's language (SPEC section 7 "Reviews"): every message
 * is a key of the `reviews-office` namespace, translated here.
 */

export async function reviewApiT(request: Request) {
  return getT(request, "reviews-office");
}

export async function reviewApiError(
  request: Request,
  status: number,
  key: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const t = await reviewApiT(request);
  return jsonError(status, t(key), extra, headers);
}

/** 429 while re-entered passwords are limited, 403 'Incorrect password.' when wrong; null when it passed. */
export async function reviewPasswordRefusal(request: Request, check: PasswordCheck): Promise<Response | null> {
  if (check.ok) return null;
  if (check.reason === "limited") {
    return reviewApiError(request, 429, "api.limited", {}, { "Retry-After": String(check.retryAfterSeconds) });
  }
  return reviewApiError(request, 403, "api.wrongPassword", {
    fields: { password: (await reviewApiT(request))("api.wrongPassword") },
  });
}
