import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonAnswer, jsonError, readJsonBody } from "~/lib/json.server";
import { isConfigured, signInWithFacebookToken } from "~/modules/accounts/oauth.server";
import { facebookApiSchema } from "~/modules/accounts/social/schemas";
import { clientAddress, hit } from "~/modules/security/rate-limit.server";

/** Each call costs two calls to Facebook: a client address gets 20 every ten minutes. */
const FACEBOOK_API_LIMIT = { limit: 20, windowMs: 10 * 60_000 };
/** The body is four short fields. */
const MAX_BODY = 16 * 1024;

export function loader() {
  return jsonError(405, "Method not allowed.", {}, { Allow: "POST" });
}

/**
 * The spec's `POST /api/auth/facebook` ({facebookId, email, fname, lname}), accepted only with
 * `accessToken`: a Facebook user access token our server checks with Facebook. Answers
 * `{ user: { role, email, fname, lname }, token }`: 200 for an existing account, 201 for a new
 * one; 401 without a valid token for that Facebook id; 409 when the e-mail belongs to an account
 * that has not linked Facebook; 404 when Facebook log-in is not configured.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed.");
  if (!isConfigured("facebook")) return jsonError(404, "Not found.");
  const limit = await hit(`social-api:ip:${clientAddress(request)}`, FACEBOOK_API_LIMIT);
  if (!limit.allowed) {
    return jsonError(
      429,
      "Too many attempts. Please try again later.",
      {},
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  }
  const read = await readJsonBody(request, MAX_BODY);
  if (!read.ok) return jsonError(400, read.reason === "json" ? "Invalid JSON." : "Invalid request.");
  const body = read.value;
  const token = body.accessToken;
  if (typeof token !== "string" || token.trim() === "") {
    return jsonError(401, "A valid Facebook access token is required.");
  }
  const parsed = facebookApiSchema.safeParse(body);
  if (!parsed.success || !parsed.data.accessToken)
    return jsonError(400, "Invalid request.", { fields: ["facebookId"] });

  const result = await signInWithFacebookToken(request, {
    facebookId: parsed.data.facebookId,
    accessToken: parsed.data.accessToken,
  });
  if (result.ok) {
    return jsonAnswer({ user: result.user, token: result.token }, result.created ? 201 : 200);
  }
  switch (result.reason) {
    case "notConfigured":
      return jsonError(404, "Not found.");
    case "badToken":
      return jsonError(401, "A valid Facebook access token is required.");
    case "unreachable":
      return jsonError(503, "Facebook could not be reached. Please try again later.");
    case "exists":
      return jsonError(409, "An account with this e-mail exists. Sign in with its password, then link Facebook.");
    case "noEmail":
      return jsonError(422, "Facebook did not share an e-mail address.");
    case "domain":
      return jsonError(403, "This e-mail domain is not allowed.");
    case "refused":
      return jsonError(403, "This account cannot sign in with Facebook.");
    case "disabled":
      return jsonError(403, "This account has been disabled. Please contact the shop.");
  }
}
