import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountHomeFor } from "~/lib/chrome";
import { env } from "~/lib/env.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { authenticator, LoginFailure } from "~/modules/accounts/auth.server";
import { formOf, minutesFrom, refusedFormMessage } from "~/modules/accounts/auth-http.server";
import { getUser } from "~/modules/accounts/guards.server";
import { configuredProviders } from "~/modules/accounts/oauth.server";
import { requestPasswordReset } from "~/modules/accounts/reset.server";
import { allowedSuffixes, fieldErrors, forgotSchema, loginSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";
import { formFields } from "~/modules/content/form";
import { getLanguage, getT, languageCookieHeader } from "~/modules/i18n/i18n.server";
import { isLanguage } from "~/modules/i18n/config";
import { submitOrDisconnected } from "~/ui/account/AuthClient";
import { AuthForm } from "~/ui/account/AuthForm";
import { withParams, type AuthActionData } from "~/ui/account/AuthParts";
import { seoMeta } from "~/ui/content/InfoPage";

export const handle = { i18n: ["auth", "social"] };

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect(accountHomeFor(user.role), { headers: { "Cache-Control": "no-store" } });
  const url = new URL(request.url);
  const lng = getLanguage(request);
  const t = await getT(lng, "auth");
  const forgot = url.searchParams.get("forgot");
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    forgot: forgot === "sent" ? ("sent" as const) : forgot === "1" ? ("open" as const) : null,
    providers: configuredProviders(),
    seo: {
      origin: env().publicUrl,
      path: "/account/login",
      lng,
      title: t("meta.loginTitle"),
      description: t("meta.loginDescription"),
      noindex: true,
    },
  };
}

const answer = (body: AuthActionData, status: number, headers?: HeadersInit) => data(body, { status, headers });

const limited = (intent: AuthActionData["intent"], seconds: number, values: Record<string, string>) =>
  answer({ intent, message: "errors.limited", params: { minutes: minutesFrom(seconds) }, values }, 429, {
    "Retry-After": String(seconds),
  });

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
    if (!parsed.success) return answer({ intent: "forgot", fields: fieldErrors(parsed.error), values }, 400);
    const outcome = await requestPasswordReset(parsed.data.email, request, getLanguage(request));
    if (outcome.ok) return redirect(withParams("/account/login", { forgot: "sent", redirectTo }), 303);
    switch (outcome.reason) {
      case "domain":
        return answer(
          {
            intent: "forgot",
            fields: { email: "errors.domain" },
            params: { suffix: allowedSuffixes(env().allowedEmailDomains) },
            values,
          },
          400,
        );
      case "limited":
        return limited("forgot", outcome.retryAfterSeconds, values);
      case "mail":
        return answer({ intent: "forgot", message: "forgot.failed", values }, 503);
    }
  }

  // The schema first: a repeated or malformed field is refused before the strategy reads the form.
  const parsed = loginSchema.safeParse({ email: fields.email, password: fields.password });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return answer({ intent: "login", message: refusedFormMessage(errors), fields: errors, values }, 400);
  }
  try {
    const user = await authenticator.authenticate("password", request);
    const { setCookie } = await createSession(user, request);
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", setCookie);
    // The language saved in the account's settings follows the shopper to this browser.
    if (isLanguage(user.locale)) headers.append("Set-Cookie", languageCookieHeader(user.locale));
    return redirect(redirectTo || accountHomeFor(user.role), { status: 303, headers });
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    const outcome = error.outcome;
    switch (outcome.reason) {
      case "invalid":
        return answer(
          { intent: "login", message: refusedFormMessage(outcome.fields), fields: outcome.fields, values },
          400,
        );
      case "domain":
        return answer(
          {
            intent: "login",
            fields: { email: "errors.domain" },
            params: { suffix: allowedSuffixes(env().allowedEmailDomains) },
            values,
          },
          400,
        );
      case "limited":
        return limited("login", outcome.retryAfterSeconds, values);
      case "unknown":
      case "wrong":
        // The same message and status for both (SECURITY.md): the form never tells who has an account.
        return answer({ intent: "login", message: "errors.wrongPassword", values }, 401);
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
