import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  AuthField,
  AuthNotice,
  AuthSubmit,
  authSecondaryClass,
  useFocusOnResult,
  useSubmitting,
  withParams,
  type AuthActionData,
} from "./AuthParts";

/**
 * The 'Forgot Password?' mini-form of the log-in page. It is a place in the URL (`?forgot=1`), so
 * the switch and Cancel are plain links that work without JavaScript; Cancel goes back to the
 * log-in form and the typed address goes with the closed form. It posts to the log-in route
 * (`intent=forgot`); a sent request comes back as `?forgot=sent` with the spec's answer, which
 * never tells whether the address has an account.
 */
export function AuthForgot({
  redirectTo,
  sent,
  result,
}: {
  redirectTo: string;
  sent: boolean;
  result?: AuthActionData;
}) {
  const { t } = useTranslation("auth");
  const pending = useSubmitting("forgot");
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const own = result?.intent === "forgot" ? result : undefined;
  useFocusOnResult(own, ["email"], formRef, noticeRef);
  const loginHref = withParams("/account/login", { redirectTo });

  // Opened by the switch (a client-side navigation): the keyboard goes where the reader now is.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>("#forgot-email")?.focus();
  }, [sent]);

  const fieldError = own?.fields?.email ? t(own.fields.email, own.params ?? {}) : undefined;

  return (
    <section aria-labelledby="forgot-title" className="mt-6 rounded-xl border border-sandal-200 bg-sandal-50 p-5">
      <h2 id="forgot-title" className="font-display text-xl text-plum-900">
        {t("forgot.title")}
      </h2>
      {sent ? (
        <div className="mt-3 space-y-4">
          <AuthNotice ref={sentRef} tone="success">
            {t("forgot.sent")}
          </AuthNotice>
          <Link
            to={loginHref}
            className="inline-flex min-h-11 items-center font-semibold text-plum-800 underline underline-offset-4"
          >
            {t("forgot.back")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-stone-700">{t("forgot.intro")}</p>
          <div className="mt-3 empty:hidden">
            {own?.message ? (
              <AuthNotice ref={noticeRef} tone="error">
                {t(own.message, own.params ?? {})}
              </AuthNotice>
            ) : null}
          </div>
          <Form
            ref={formRef}
            method="post"
            action={withParams("/account/login", { forgot: "1", redirectTo })}
            noValidate
            aria-busy={pending}
            className={`mt-4 space-y-4 transition-opacity ${pending ? "pointer-events-none opacity-60" : ""}`}
          >
            <input type="hidden" name="intent" value="forgot" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <AuthField
              id="forgot-email"
              name="email"
              type="email"
              inputMode="email"
              label={t("forgot.email")}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              defaultValue={own?.values?.email}
              error={fieldError}
            />
            <div className="flex flex-wrap gap-3">
              <AuthSubmit pending={pending} wide={false}>
                {t("forgot.submit")}
              </AuthSubmit>
              <Link to={loginHref} preventScrollReset className={authSecondaryClass}>
                {t("forgot.cancel")}
              </Link>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
