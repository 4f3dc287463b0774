import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ActionAnswer } from "~/modules/office/customers/forms.server";
import { InputField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { primaryButton } from "../parts";

/**
 * The admin's account actions on the customer page: disable / re-enable the log-in and erase the
 * account, each its own form with the admin's password (checked on the server). The list's manage
 * mode links here (`#access`, `#erase`). A refused action shows its message in its own form.
 */
export function CustomerActions({
  disabled,
  self,
  answer,
}: {
  disabled: boolean;
  self: boolean;
  answer?: ActionAnswer;
}) {
  const { t } = useTranslation("customers-office");
  if (self) {
    return (
      <section
        aria-labelledby="customer-actions"
        className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm"
      >
        <h2 id="customer-actions" className="font-display text-xl text-plum-900">
          {t("actions.title")}
        </h2>
        <p className="mt-2 text-stone-700">{t("actions.self")}</p>
      </section>
    );
  }
  const access = disabled ? "enable" : "disable";
  return (
    <section aria-labelledby="customer-actions" className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm">
      <h2 id="customer-actions" className="font-display text-xl text-plum-900">
        {t("actions.title")}
      </h2>
      <p className="mt-1 text-stone-700">{t("actions.lead")}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <ActionForm
          id="access"
          intent={access}
          title={t(`actions.${access}Title`)}
          text={t(`actions.${access}Text`)}
          submit={t(`actions.${access}Submit`)}
          danger={access === "disable"}
          answer={answer?.intent === access ? answer : undefined}
        />
        <ActionForm
          id="erase"
          intent="erase"
          title={t("actions.eraseTitle")}
          // What the erasure keeps, as the shopper's own screen says it (orders and invoices, tax law).
          text={`${t("actions.eraseText")} ${t("privacy:erase.staffKeep")}`}
          submit={t("actions.eraseSubmit")}
          danger
          answer={answer?.intent === "erase" ? answer : undefined}
        />
      </div>
      {answer && !answer.intent ? (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {t(answer.error)}
        </p>
      ) : null}
    </section>
  );
}

const PASSWORD_ERRORS = ["errors.wrongPassword", "errors.passwordRequired", "errors.limited"];

function ActionForm({
  id,
  intent,
  title,
  text,
  submit,
  danger,
  answer,
}: {
  id: string;
  intent: string;
  title: string;
  text: string;
  submit: string;
  danger: boolean;
  answer?: ActionAnswer;
}) {
  const { t } = useTranslation("customers-office");
  const submitting = useSubmitting(intent);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const passwordError = answer && PASSWORD_ERRORS.includes(answer.error) ? t(answer.error) : undefined;
  useEffect(() => {
    if (!answer?.error) return;
    (passwordError ? passwordRef.current : alertRef.current)?.focus();
  }, [answer, passwordError]);
  return (
    <div id={id} className="scroll-mt-6 rounded-xl border border-sandal-200 p-4" data-testid={`customer-${id}`}>
      <h3 id={`${id}-title`} className="font-semibold text-plum-900">
        {title}
      </h3>
      <p id={`${id}-text`} className="mt-1 text-sm text-stone-700">
        {text}
      </p>
      {answer?.error && !passwordError ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          {t(answer.error)}
        </p>
      ) : null}
      <Form method="post" className="mt-3 space-y-3" aria-labelledby={`${id}-title`}>
        <InputField
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("actions.password")}
          error={passwordError}
          required
          maxLength={128}
        />
        <button
          type="submit"
          name="intent"
          value={intent}
          className={danger ? `${primaryButton} bg-red-800 hover:bg-red-900` : primaryButton}
          disabled={submitting}
        >
          {submit}
        </button>
      </Form>
    </div>
  );
}
