import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/lib/env.server";
import { authenticator, LoginFailure } from "~/modules/accounts/auth.server";
import {
  apiUser,
  asFormRequest,
  authJson,
  BadBody,
  methodNotAllowed,
  minutesFrom,
  readFields,
  refusedFormMessage,
  translatedFields,
} from "~/modules/accounts/auth-http.server";
import { allowedSuffixes, fieldErrors, loginSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";
import { getT } from "~/modules/i18n/i18n.server";

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
  if (request.method !== "POST") return methodNotAllowed(request);
  const t = await getT(request, "auth");
  let fields;
  try {
    fields = await readFields(request, ["email", "password"]);
  } catch (error) {
    if (error instanceof BadBody) return authJson({ error: t("errors.invalid") }, 400);
    throw error;
  }
  const parsed = loginSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return authJson({ error: t(refusedFormMessage(errors)), fields: translatedFields(t, errors) }, 400);
  }
  try {
    const user = await authenticator.authenticate("password", asFormRequest(request, parsed.data));
    // A fresh session of its own: the caller's browser session (if any) is left alone.
    const { token } = await createSession(user, asFormRequest(request, {}));
    return authJson({ user: apiUser(user), token }, 200);
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    const outcome = error.outcome;
    switch (outcome.reason) {
      case "invalid":
        return authJson(
          { error: t(refusedFormMessage(outcome.fields)), fields: translatedFields(t, outcome.fields) },
          400,
        );
      case "domain":
        return authJson({ error: t("errors.domain", { suffix: allowedSuffixes(env().allowedEmailDomains) }) }, 403);
      case "limited":
        return authJson({ error: t("errors.limited", { minutes: minutesFrom(outcome.retryAfterSeconds) }) }, 429, {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      case "wrong":
        return authJson({ error: t("errors.wrongPassword") }, 401);
      case "unknown":
        return authJson({ error: t("errors.unknownEmail") }, 404);
    }
  }
}
