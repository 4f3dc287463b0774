import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiDomainRefused, apiLimited, methodNotAllowed, readApiPost } from "~/modules/accounts/auth-http.server";
import { jsonAnswer } from "~/lib/json.server";
import { requestPasswordReset } from "~/modules/accounts/reset.server";
import { forgotSchema } from "~/modules/accounts/schemas";
import { getLanguage } from "~/modules/i18n/i18n.server";

/**
 * POST /api/auth/forgot-password `{ email }` → 200 `{ message }` with the spec's answer, the same
 * whether or not the address has an account. 400 missing or malformed, 403 a domain not allowed,
 * 429 too many requests, 503 only when the mail could not be sent.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const read = await readApiPost(request, ["email"], forgotSchema, {
    badBodyKey: "errors.emailRequired",
    message: (errors) => errors.email ?? "errors.emailRequired",
  });
  if (read instanceof Response) return read;
  const { t } = read;
  const outcome = await requestPasswordReset(read.data.email, request, await getLanguage(request));
  if (outcome.ok) return jsonAnswer({ message: t("forgot.sent") }, 200);
  switch (outcome.reason) {
    case "domain":
      return apiDomainRefused(t);
    case "limited":
      return apiLimited(t, outcome.retryAfterSeconds);
    case "mail":
      return jsonAnswer({ error: t("forgot.failed") }, 503);
  }
}
