import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { EditAnswer } from "~/modules/office/customers/forms.server";
import { InputField, SelectField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { PageHeader, primaryButton, secondaryButton } from "../parts";

/**
 * The edit form (SPEC "Customers", edit mode): first name, last name, e-mail, role, and the
 * admin's own password in the same POST. A refused save comes back with the typed values and
 * each field's message; the message above the form takes the focus.
 */
export function CustomerEditForm({
  name,
  initial,
  cancelTo,
  answer,
}: {
  name: string;
  initial: { fname: string; lname: string; email: string; role: string };
  cancelTo: string;
  answer?: EditAnswer;
}) {
  const { t } = useTranslation("customers-office");
  const { t: to } = useTranslation("office");
  const submitting = useSubmitting("save");
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.message) messageRef.current?.focus();
  }, [answer]);
  const values = answer?.values ?? initial;
  const error = (field: string) => (answer?.errors[field] ? t(answer.errors[field]) : undefined);
  // A refused form is drawn again with what was typed: new keys make React take the new defaults.
  const k = answer ? JSON.stringify(answer.values) : "initial";
  return (
    <>
      <PageHeader title={t("edit.title", { name })} lead={t("edit.lead")} />
      {answer?.message ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900"
          data-testid="customer-edit-error"
        >
          {t(answer.message)}
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-6 max-w-2xl space-y-5 rounded-2xl border border-sandal-200 bg-white p-6 shadow-sm"
        noValidate
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            key={`fname-${k}`}
            id="customer-fname"
            name="fname"
            label={t("edit.fname")}
            autoComplete="off"
            required
            maxLength={60}
            defaultValue={values.fname}
            error={error("fname")}
          />
          <InputField
            key={`lname-${k}`}
            id="customer-lname"
            name="lname"
            label={t("edit.lname")}
            autoComplete="off"
            required
            maxLength={60}
            defaultValue={values.lname}
            error={error("lname")}
          />
        </div>
        <InputField
          key={`email-${k}`}
          id="customer-email"
          name="email"
          type="email"
          label={t("edit.email")}
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={values.email}
          hint={t("edit.emailHint")}
          error={error("email")}
        />
        <SelectField
          key={`role-${k}`}
          id="customer-role"
          name="role"
          label={t("edit.role")}
          defaultValue={values.role}
          hint={t("edit.roleHint")}
          error={error("role")}
        >
          {(["user", "manager", "admin"] as const).map((r) => (
            <option key={r} value={r}>
              {to(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          id="customer-password"
          name="password"
          type="password"
          label={t("edit.password")}
          autoComplete="current-password"
          required
          maxLength={128}
          hint={t("edit.passwordHint")}
          error={error("password")}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={primaryButton} disabled={submitting}>
            {t("edit.submit")}
          </button>
          <Link to={cancelTo} className={secondaryButton}>
            {t("edit.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
