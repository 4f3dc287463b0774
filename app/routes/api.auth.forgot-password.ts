import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/lib/env.server";
import {
  authJson,
  BadBody,
  methodNotAllowed,
  minutesFrom,
  readFields,
  translatedFields,
} from "~/modules/accounts/auth-http.server";
import { requestPasswordReset } from "~/modules/accounts/reset.server";
import { allowedSuffixes, fieldErrors, forgotSchema } from "~/modules/accounts/schemas";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";

/**
 * POST /api/auth/forgot-password `{ email }` → 200 `{ message }` with the spec's answer, the same
 * whether or not the address has an account. 400 missing or malformed, 403 a domain not allowed,
 * 429 too many requests, 503 only when the mail could not be sent.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(request);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request);
  const lng = getLanguage(request);
  const t = await getT(lng, "auth");
  let fields;
  try {
    fields = await readFields(request, ["email"]);
  } catch (error) {
    if (error instanceof BadBody) return authJson({ error: t("errors.emailRequired") }, 400);
    throw error;
  }
  const parsed = forgotSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return authJson({ error: t(errors.email ?? "errors.emailRequired"), fields: translatedFields(t, errors) }, 400);
  }
  const outcome = await requestPasswordReset(parsed.data.email, request, lng);
  if (outcome.ok) return authJson({ message: t("forgot.sent") }, 200);
  switch (outcome.reason) {
    case "domain":
      return authJson({ error: t("errors.domain", { suffix: allowedSuffixes(env().allowedEmailDomains) }) }, 403);
    case "limited":
      return authJson({ error: t("errors.limited", { minutes: minutesFrom(outcome.retryAfterSeconds) }) }, 429, {
        "Retry-After": String(outcome.retryAfterSeconds),
      });
    case "mail":
      return authJson({ error: t("forgot.failed") }, 503);
  }
}
