import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { InputField } from "~/ui/kit/Field";
import {
  AuthFormBody,
  AuthNoticeLink,
  AuthSubmit,
  authSecondaryClass,
  useAuthForm,
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
  const form = useAuthForm("forgot", result, ["email"]);
  const { formRef } = form;
  const sentRef = useRef<HTMLDivElement>(null);
  const loginHref = withParams("/account/login", { redirectTo });

  // Opened by the switch (a client-side navigation): the keyboard goes where the reader now is.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>("#forgot-email")?.focus();
  }, [sent, formRef]);

  return (
    <section aria-labelledby="forgot-title" className="mt-6 rounded-xl border border-sandal-200 bg-sandal-50 p-5">
      <h2 id="forgot-title" className="font-display text-xl text-plum-900">
        {t("forgot.title")}
      </h2>
      {sent ? (
        <AuthNoticeLink
          ref={sentRef}
          className="mt-3"
          tone="success"
          message={t("forgot.sent")}
          to={loginHref}
          link={t("forgot.back")}
        />
      ) : (
        <>
          <p className="mt-2 text-stone-700">{t("forgot.intro")}</p>
          <AuthFormBody
            form={form}
            action={withParams("/account/login", { forgot: "1", redirectTo })}
            slotClassName="mt-3"
            spacing="space-y-4"
          >
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <InputField
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
              defaultValue={form.own?.values?.email}
              error={form.error("email")}
            />
            <div className="flex flex-wrap gap-3">
              <AuthSubmit pending={form.pending} wide={false}>
                {t("forgot.submit")}
              </AuthSubmit>
              <Link to={loginHref} preventScrollReset className={authSecondaryClass}>
                {t("forgot.cancel")}
              </Link>
            </div>
          </AuthFormBody>
        </>
      )}
    </section>
  );
}
