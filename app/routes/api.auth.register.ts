import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  apiDomainRefused,
  apiLimited,
  apiUser,
  asFormRequest,
  methodNotAllowed,
  readApiPost,
} from "~/modules/accounts/auth-http.server";
import { jsonAnswer } from "~/lib/json.server";
import { registerSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";
import { registerUser } from "~/modules/accounts/users.server";
import { sendVerificationMailQuietly } from "~/modules/accounts/verify-email.server";
import { getLanguage } from "~/modules/i18n/i18n.server";

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
  const read = await readApiPost(request, ["fname", "lname", "email", "password"], registerSchema);
  if (read instanceof Response) return read;
  const { t } = read;
  const outcome = await registerUser(read.data, request);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "taken":
        return jsonAnswer({ error: t("errors.taken") }, 409);
      case "domain":
        return apiDomainRefused(t);
      case "limited":
        return apiLimited(t, outcome.retryAfterSeconds);
    }
  }
  const { token } = await createSession(outcome.user, asFormRequest(request, {}));
  // The e-mail is unproved until the mailed link is used; a failed mail is logged, not fatal.
  await sendVerificationMailQuietly(outcome.user, await getLanguage(request));
  return jsonAnswer({ user: apiUser(outcome.user), token }, 201);
}
