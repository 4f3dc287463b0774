import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { ProviderId } from "~/modules/accounts/oauth.server";
import { SocialButtons } from "./SocialButtons";
import { SocialNotice } from "./SocialNotice";
import { AuthForgot } from "./AuthForgot";
import { InputField } from "~/ui/kit/Field";
import {
  AuthFormBody,
  AuthLayout,
  AuthPasswordField,
  AuthSubmit,
  authCardClass,
  useAuthForm,
  withParams,
  type AuthActionData,
} from "./AuthParts";

/**
 * The one form of log-in and sign-up (SPEC section 2 "Login and register"): a switch between the
 * two, the fields of the mode, SIGN IN or CREATE, the 'Forgot Password?' mini-form (log-in), the
 * social buttons of the configured providers (and the message of a social log-in that came
 * back without signing anyone in), and every answer of the server above the form.
 * Works as a native form without JavaScript; with it, the form is dimmed with a loader while the
 * request runs.
 */

export type AuthMode = "login" | "register";

const FIELDS: Record<AuthMode, string[]> = {
  login: ["email", "password"],
  register: ["fname", "lname", "email", "password"],
};

export function AuthForm({
  mode,
  redirectTo,
  providers,
  result,
  forgot = null,
}: {
  mode: AuthMode;
  /** A same-site path to go to after signing in ("" for the role's home). */
  redirectTo: string;
  providers: ProviderId[];
  /** The action's answer, when it was for this page. */
  result?: AuthActionData;
  /** Log-in only: the forgot-password mini-form is open, or its request was sent. */
  forgot?: "open" | "sent" | null;
}) {
  const { t } = useTranslation("auth");
  const form = useAuthForm(mode, result, FIELDS[mode]);
  const values = form.own?.values ?? {};
  const { error } = form;
  const loginHref = withParams("/account/login", { redirectTo });
  const registerHref = withParams("/account/register", { redirectTo });
  const showForgot = mode === "login" && forgot !== null;

  return (
    <AuthLayout crumb={t(`breadcrumb.${mode}`)}>
      <nav aria-label={t("switcher.label")} className="mb-6">
        <ul className="grid grid-cols-2 gap-1 rounded-full bg-sandal-100 p-1 text-center">
          {(["login", "register"] as const).map((m) => (
            <li key={m}>
              <Link
                to={m === "login" ? loginHref : registerHref}
                aria-current={m === mode ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors ${
                  m === mode ? "bg-white text-plum-900 shadow-sm" : "text-stone-700 hover:text-plum-900"
                }`}
              >
                {t(`switcher.${m}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="auth-title" className={authCardClass}>
        <h1 id="auth-title" className="font-display text-3xl text-plum-900">
          {t(`${mode}.title`)}
        </h1>
        <p className="mt-2 text-stone-700">{t(`${mode}.intro`)}</p>

        {/* After a social log-in that signed nobody in (`?social=<code>&provider=<id>`). */}
        <div className="mt-4 empty:hidden">
          <SocialNotice />
        </div>

        {showForgot ? (
          <AuthForgot redirectTo={redirectTo} sent={forgot === "sent"} result={result} />
        ) : (
          <>
            <AuthFormBody form={form} action={mode === "login" ? loginHref : registerHref}>
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <p className="text-sm text-stone-600">{t("fields.requiredNote")}</p>
              {mode === "register" ? (
                <div className="grid gap-5 sm:grid-cols-2">
                  <InputField
                    id="fname"
                    name="fname"
                    label={t("fields.fname")}
                    autoComplete="given-name"
                    required
                    maxLength={60}
                    defaultValue={values.fname}
                    error={error("fname")}
                  />
                  <InputField
                    id="lname"
                    name="lname"
                    label={t("fields.lname")}
                    autoComplete="family-name"
                    required
                    maxLength={60}
                    defaultValue={values.lname}
                    error={error("lname")}
                  />
                </div>
              ) : null}
              <InputField
                id="email"
                name="email"
                type="email"
                inputMode="email"
                label={t("fields.email")}
                autoComplete={mode === "login" ? "username" : "email"}
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={254}
                defaultValue={values.email}
                error={error("email")}
              />
              <AuthPasswordField
                id="password"
                name="password"
                label={t("fields.password")}
                autoComplete={mode === "login" ? "current-password" : "new-password"}
                required
                maxLength={128}
                minLength={mode === "register" ? 8 : undefined}
                hint={mode === "register" ? t("fields.passwordHint") : undefined}
                error={error("password")}
              />
              {mode === "login" ? (
                <p className="-mt-2 text-right">
                  <Link
                    to={withParams("/account/login", { forgot: "1", redirectTo })}
                    preventScrollReset
                    className="inline-flex min-h-11 items-center text-sm font-medium text-plum-800 underline underline-offset-4 hover:text-plum-900"
                  >
                    {t("login.forgotLink")}
                  </Link>
                </p>
              ) : null}
              <AuthSubmit pending={form.pending}>{t(`${mode}.submit`)}</AuthSubmit>
            </AuthFormBody>

            <p className="mt-6 text-center text-stone-700">
              {mode === "login" ? t("login.noAccount") : t("register.haveAccount")}{" "}
              <Link
                to={mode === "login" ? registerHref : loginHref}
                className="inline-flex min-h-11 items-center font-semibold text-plum-800 underline underline-offset-4 hover:text-plum-900"
              >
                {mode === "login" ? t("login.createAccount") : t("register.signIn")}
              </Link>
            </p>
          </>
        )}

        <SocialButtons providers={providers} mode="login" redirectTo={redirectTo || undefined} />
      </section>
    </AuthLayout>
  );
}
