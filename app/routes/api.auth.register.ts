import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/lib/env.server";
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
import { allowedSuffixes, fieldErrors, registerSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";
import { registerUser } from "~/modules/accounts/users.server";
import { sendVerificationMailQuietly } from "~/modules/accounts/verify-email.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";

/**
 * POST /api/auth/register `{ fname, lname, email, password }` (JSON or form) → 201 `{ user,
 * token }`. Only those four fields are read: a `role` or any other field is ignored and the
 * account is always a shopper's. 400 missing or malformed fields, 403 a domain not allowed,
 * 409 an e-mail already registered, 429 too many sign-ups from the address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(request);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request);
  const t = await getT(request, "auth");
  let fields;
  try {
    fields = await readFields(request, ["fname", "lname", "email", "password"]);
  } catch (error) {
    if (error instanceof BadBody) return authJson({ error: t("errors.invalid") }, 400);
    throw error;
  }
  const parsed = registerSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return authJson({ error: t(refusedFormMessage(errors)), fields: translatedFields(t, errors) }, 400);
  }
  const outcome = await registerUser(parsed.data, request);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "taken":
        return authJson({ error: t("errors.taken") }, 409);
      case "domain":
        return authJson({ error: t("errors.domain", { suffix: allowedSuffixes(env().allowedEmailDomains) }) }, 403);
      case "limited":
        return authJson({ error: t("errors.limited", { minutes: minutesFrom(outcome.retryAfterSeconds) }) }, 429, {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
    }
  }
  const { token } = await createSession(outcome.user, asFormRequest(request, {}));
  // The e-mail is unproved until the mailed link is used; a failed mail is logged, not fatal.
  await sendVerificationMailQuietly(outcome.user, getLanguage(request));
  return authJson({ user: apiUser(outcome.user), token }, 201);
}
