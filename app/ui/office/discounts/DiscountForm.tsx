import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DISCOUNT_FIELDS } from "~/modules/discounts/schemas";
import { InputField, SelectField } from "~/ui/kit/Field";
import { primaryButton } from "~/ui/office/parts";

export interface DiscountFormProps {
  /** What the fields hold: the stored code's values, or what was sent. */
  values: Record<string, string>;
  /** Keys of the "discounts" namespace per field. */
  errors: Record<string, string>;
  minutes?: number;
  /** The welcome code: it stays a percent. */
  welcome?: boolean;
  submitLabel: string;
  /** Changes with each server answer, so the keyboard goes to the first field to fix. */
  answered: unknown;
}

/**
 * A discount code's form (new or edit): a plain POST, with the admin's password. Without JS the
 * server answers with the errors per field; with JS the same, and the focus moves to the first.
 */
export function DiscountForm({ values, errors, minutes, welcome, submitLabel, answered }: DiscountFormProps) {
  const { t } = useTranslation("discounts");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!answered) return;
    const first = [...DISCOUNT_FIELDS, "password"].find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [answered, errors]);
  const err = (name: string) => (errors[name] ? t(errors[name], { minutes: minutes ?? 10 }) : undefined);
  const field = (name: string) => ({
    id: `discount-${name}`,
    name,
    defaultValue: values[name] ?? "",
    error: err(name),
  });
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-5" data-testid="discount-form">
      {errors.form ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          {t(errors.form)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field("code")}
          label={t("office.fields.code")}
          hint={t("office.hints.code")}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          required
        />
        <SelectField
          {...field("kind")}
          label={t("office.fields.kind")}
          hint={welcome ? t("office.hints.welcomeKind") : undefined}
        >
          <option value="percent">{t("office.kind.percent")}</option>
          {welcome ? null : <option value="fixed">{t("office.kind.fixed")}</option>}
        </SelectField>
        <InputField
          {...field("value")}
          label={t("office.fields.value")}
          hint={t("office.hints.value")}
          inputMode="decimal"
          required
        />
        <InputField
          {...field("minOrder")}
          label={t("office.fields.minOrder")}
          hint={t("office.hints.minOrder")}
          inputMode="decimal"
        />
        <InputField
          {...field("startsOn")}
          type="date"
          label={t("office.fields.startsOn")}
          hint={t("office.hints.startsOn")}
        />
        <InputField
          {...field("endsOn")}
          type="date"
          label={t("office.fields.endsOn")}
          hint={t("office.hints.endsOn")}
        />
        <InputField
          {...field("totalLimit")}
          label={t("office.fields.totalLimit")}
          hint={t("office.hints.limit")}
          inputMode="numeric"
        />
        <InputField
          {...field("perCustomerLimit")}
          label={t("office.fields.perCustomerLimit")}
          hint={t("office.hints.perCustomer")}
          inputMode="numeric"
        />
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id="discount-active"
          name="active"
          type="checkbox"
          defaultChecked={values.active === "on"}
          className="h-5 w-5 rounded border-stone-500 accent-plum-800"
        />
        <label htmlFor="discount-active" className="text-sm font-medium text-stone-900">
          {t("office.fields.active")}
        </label>
      </div>
      <div className="grid gap-4 border-t border-sandal-200 pt-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
        <InputField
          id="discount-password"
          name="password"
          type="password"
          label={t("office.fields.password")}
          hint={t("office.hints.password")}
          error={err("password")}
          autoComplete="current-password"
          required
        />
        <div>
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? t("office.saving") : submitLabel}
          </button>
        </div>
      </div>
    </Form>
  );
}
