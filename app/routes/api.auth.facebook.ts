import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError } from "~/modules/accounts/guards.server";
import { isConfigured, signInWithFacebookToken } from "~/modules/accounts/oauth.server";
import { facebookApiSchema } from "~/modules/accounts/social/schemas";
import { clientAddress, hit } from "~/modules/security/rate-limit.server";

/** Each call costs two calls to Facebook: a client address gets 20 every ten minutes. */
const FACEBOOK_API_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

export function loader() {
  const answer = apiError(405, "Method not allowed.");
  answer.headers.set("Allow", "POST");
  return answer;
}

/**
 * The spec's `POST /api/auth/facebook` ({facebookId, email, fname, lname}), accepted only with
 * `accessToken`: a Facebook user access token our server checks with Facebook. Answers
 * `{ user: { role, email, fname, lname }, token }`: 200 for an existing account, 201 for a new
 * one; 401 without a valid token for that Facebook id; 409 when the e-mail belongs to an account
 * that has not linked Facebook; 404 when Facebook log-in is not configured.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed.");
  if (!isConfigured("facebook")) return apiError(404, "Not found.");
  const limit = await hit(`social-api:ip:${clientAddress(request)}`, FACEBOOK_API_LIMIT);
  if (!limit.allowed) {
    const answer = apiError(429, "Too many attempts. Please try again later.");
    answer.headers.set("Retry-After", String(limit.retryAfterSeconds));
    return answer;
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return apiError(400, "Invalid JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return apiError(400, "Invalid request.");
  const token = (body as Record<string, unknown>).accessToken;
  if (typeof token !== "string" || token.trim() === "") {
    return apiError(401, "A valid Facebook access token is required.");
  }
  const parsed = facebookApiSchema.safeParse(body);
  if (!parsed.success || !parsed.data.accessToken) return apiError(400, "Invalid request.", { fields: ["facebookId"] });

  const result = await signInWithFacebookToken(request, {
    facebookId: parsed.data.facebookId,
    accessToken: parsed.data.accessToken,
  });
  if (result.ok) {
    return Response.json(
      { user: result.user, token: result.token },
      { status: result.created ? 201 : 200, headers: { "Cache-Control": "no-store" } },
    );
  }
  switch (result.reason) {
    case "notConfigured":
      return apiError(404, "Not found.");
    case "badToken":
      return apiError(401, "A valid Facebook access token is required.");
    case "unreachable":
      return apiError(503, "Facebook could not be reached. Please try again later.");
    case "exists":
      return apiError(409, "An account with this e-mail exists. Sign in with its password, then link Facebook.");
    case "noEmail":
      return apiError(422, "Facebook did not share an e-mail address.");
    case "domain":
      return apiError(403, "This e-mail domain is not allowed.");
    case "refused":
      return apiError(403, "This account cannot sign in with Facebook.");
  }
}
