import { data } from "@remix-run/node";
import { env } from "~/lib/env.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { minutesFrom, refusedFormMessage } from "./auth-http.server";
import { configuredProviders } from "./oauth.server";
import { allowedSuffixes } from "./schemas";

/**
 * What the auth pages (log-in, sign-up, reset, verify, log-out) answer: the form's data when an
 * action does not redirect, and the page's SEO block.
 */

/** What an auth form's action answers when it does not redirect. */
export interface AuthActionData {
  intent: "login" | "register" | "forgot" | "reset";
  /** Translation key (namespace "auth") of the message above the form. */
  message?: string;
  /** Values for the message ({{suffix}}, {{minutes}}). */
  params?: Record<string, string | number>;
  /** Field name → translation key of its error. */
  fields?: Record<string, string>;
  /** What was typed, to fill the form again (never a password). */
  values?: Record<string, string>;
}

export const authAnswer = (body: AuthActionData, status: number, headers?: HeadersInit) =>
  data(body, { status, headers });

/** The schema refused the form: each field's error, and the message above the form. */
export const authRefused = (
  intent: AuthActionData["intent"],
  fields: Record<string, string>,
  values: Record<string, string>,
) => authAnswer({ intent, message: refusedFormMessage(fields), fields, values }, 400);

/** The e-mail's domain is not one ALLOWED_EMAIL_DOMAINS lists. */
export const authDomainRefused = (intent: AuthActionData["intent"], values: Record<string, string>) =>
  authAnswer(
    {
      intent,
      fields: { email: "errors.domain" },
      params: { suffix: allowedSuffixes(env().allowedEmailDomains) },
      values,
    },
    400,
  );

/** 429 with Retry-After and the minutes to wait. */
export const authLimited = (intent: AuthActionData["intent"], seconds: number, values?: Record<string, string>) =>
  authAnswer(
    { intent, message: "errors.limited", params: { minutes: minutesFrom(seconds) }, ...(values ? { values } : {}) },
    429,
    { "Retry-After": String(seconds) },
  );

/** The SEO block of an auth page (never indexed), its title and description in the request's language. */
export async function authPageSeo(
  request: Request,
  path: string,
  page: "login" | "register" | "reset" | "verify" | "logout",
) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "auth");
  return {
    origin: env().publicUrl,
    path,
    lng,
    title: t(`meta.${page}Title`),
    description: t(`meta.${page}Description`),
    noindex: true,
  };
}

/** What the log-in and sign-up pages load: the same-site page to go to afterwards, the social providers, SEO. */
export async function authFormPage(request: Request, page: "login" | "register") {
  const url = new URL(request.url);
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    providers: configuredProviders(),
    seo: await authPageSeo(request, `/account/${page}`, page),
  };
}
