import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { authenticator, LoginFailure } from "~/modules/accounts/auth.server";
import {
  apiDomainRefused,
  apiFieldErrors,
  apiLimited,
  apiUser,
  asFormRequest,
  methodNotAllowed,
  readApiPost,
  refusedFormMessage,
} from "~/modules/accounts/auth-http.server";
import { jsonAnswer } from "~/lib/json.server";
import { loginSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";

/**
 * POST /api/auth/login `{ email, password }` (JSON or form) → 200 `{ user: { role, email, fname,
 * lname }, token }`. The spec's contract: 400 missing or malformed fields, 401 wrong password,
 * 404 unknown e-mail; plus 403 for a domain ALLOWED_EMAIL_DOMAINS does not list and 429 (with
 * Retry-After) after too many failures. The token is an opaque bearer token bound to a session row;
 * no cookie is set. Messages follow the request's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const read = await readApiPost(request, ["email", "password"], loginSchema);
  if (read instanceof Response) return read;
  const { t } = read;
  try {
    const user = await authenticator.authenticate("password", asFormRequest(request, read.data));
    // A fresh session of its own: the caller's browser session (if any) is left alone.
    const { token } = await createSession(user, asFormRequest(request, {}));
    return jsonAnswer({ user: apiUser(user), token }, 200);
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    const outcome = error.outcome;
    switch (outcome.reason) {
      case "invalid":
        return apiFieldErrors(t, outcome.fields, refusedFormMessage(outcome.fields));
      case "domain":
        return apiDomainRefused(t);
      case "limited":
        return apiLimited(t, outcome.retryAfterSeconds);
      case "wrong":
        return jsonAnswer({ error: t("errors.wrongPassword") }, 401);
      case "unknown":
        return jsonAnswer({ error: t("errors.unknownEmail") }, 404);
      case "disabled":
        return jsonAnswer({ error: t("errors.disabled") }, 403);
    }
  }
}
