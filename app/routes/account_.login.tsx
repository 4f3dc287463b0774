import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountHomeFor } from "~/lib/chrome";
import { safeRedirectPath } from "~/lib/safe-redirect";
import {
  authAnswer,
  authDomainRefused,
  authFormPage,
  authLimited,
  authRefused,
  type AuthActionData,
} from "~/modules/accounts/auth-answers.server";
import { formOf } from "~/modules/accounts/auth-http.server";
import { authenticator, LoginFailure } from "~/modules/accounts/auth.server";
import { getUser } from "~/modules/accounts/guards.server";
import { requestPasswordReset } from "~/modules/accounts/reset.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { fieldErrors, forgotSchema, loginSchema } from "~/modules/accounts/schemas";
import { rememberDevice } from "~/modules/accounts/known-device.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { joinGuestWishlist } from "~/modules/wishlist/wishlist.server";
import { formFields } from "~/lib/form";
import { getLanguage, languageCookieHeader } from "~/modules/i18n/i18n.server";
import { isLanguage } from "~/modules/i18n/config";
import { submitOrDisconnected } from "~/ui/account/AuthClient";
import { AuthForm } from "~/ui/account/AuthForm";
import { withParams } from "~/ui/account/AuthParts";
import { authHeaders, authMeta } from "~/ui/account/AuthMeta";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["auth", "social"] };
export const clientLoader = translatedClientLoader(handle);

export const meta = authMeta;

export const headers = authHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect(accountHomeFor(user.role), { headers: { "Cache-Control": "no-store" } });
  const forgot = new URL(request.url).searchParams.get("forgot");
  return {
    ...(await authFormPage(request, "login")),
    forgot: forgot === "sent" ? ("sent" as const) : forgot === "1" ? ("open" as const) : null,
  };
}

/**
 * Two forms post here: the log-in (`intent=login`) and the forgot-password mini-form
 * (`intent=forgot`, so it works without JavaScript too). Anyone may post; a signed-in visitor
 * who signs in again gets a fresh session instead of the old one.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await formOf(request.clone());
  const fields = formFields(form, ["intent", "email", "password", "redirectTo"]);
  const redirectTo = safeRedirectPath(fields.redirectTo, "");
  const values = { email: typeof fields.email === "string" ? fields.email.slice(0, 254) : "" };

  if (fields.intent === "forgot") {
    const parsed = forgotSchema.safeParse({ email: fields.email });
    if (!parsed.success) return authAnswer({ intent: "forgot", fields: fieldErrors(parsed.error), values }, 400);
    const outcome = await requestPasswordReset(parsed.data.email, request, await getLanguage(request));
    if (outcome.ok) return redirect(withParams("/account/login", { forgot: "sent", redirectTo }), 303);
    switch (outcome.reason) {
      case "domain":
        return authDomainRefused("forgot", values);
      case "limited":
        return authLimited("forgot", outcome.retryAfterSeconds, values);
      case "mail":
        return authAnswer({ intent: "forgot", message: "forgot.failed", values }, 503);
    }
  }

  // The schema first: a repeated or malformed field is refused before the strategy reads the form.
  const parsed = loginSchema.safeParse({ email: fields.email, password: fields.password });
  if (!parsed.success) return authRefused("login", fieldErrors(parsed.error), values);
  try {
    const user = await authenticator.authenticate("password", request);
    const { setCookie } = await createSession(user, request);
    // The language saved in the account's settings follows the shopper to this browser.
    const language = isLanguage(user.locale) && languageCookieHeader(user.locale);
    // This browser keeps its own allowance of failed log-ins for the account (no lock-out by strangers).
    const device = await rememberDevice(request, user.id);
    // A guest wishlist kept in this browser joins the account (and its cookie goes).
    const wishlist = await joinGuestWishlist(request, user);
    return seeOther(redirectTo || accountHomeFor(user.role), [setCookie, language, device, wishlist], {
      noStore: true,
    });
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    const outcome = error.outcome;
    switch (outcome.reason) {
      case "invalid":
        return authRefused("login", outcome.fields, values);
      case "domain":
        return authDomainRefused("login", values);
      case "limited":
        return authLimited("login", outcome.retryAfterSeconds, values);
      case "disabled":
        return authAnswer({ intent: "login", message: "errors.disabled", values }, 403);
      case "unknown":
      case "wrong":
        // The same message and status for both (SECURITY.md): the form never tells who has an account.
        return authAnswer({ intent: "login", message: "errors.wrongPassword", values }, 401);
    }
  }
}

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return submitOrDisconnected(request, () => serverAction<typeof action>());
}

export default function LoginPage() {
  const { redirectTo, forgot, providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>() as AuthActionData | undefined;
  return <AuthForm mode="login" redirectTo={redirectTo} providers={providers} result={result} forgot={forgot} />;
}
