import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldMessages, fieldAria, InputField } from "~/ui/kit/Field";
import { primaryButton } from "~/ui/office/parts";

/** What the server answered to a refused save of one section: its errors and the values sent. */
export interface SectionAnswer {
  section: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  minutes?: number;
}

/**
 * One section of the shop settings: a card with its own form (a plain POST with `intent`), the
 * admin's password and a save button. After a refused save the keyboard goes to the first field
 * in error (or the password).
 */
export function SettingsSection({
  id,
  title,
  lead,
  answer,
  order,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  answer: SectionAnswer | null;
  /** The section's field names in form order, to find the first one in error. */
  order: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation("settings-office");
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === id;
  useEffect(() => {
    if (!answer) return;
    const first = [...order, "methods", "password"].find((f) => answer.errors[f]);
    if (!first) return;
    const target =
      first === "methods"
        ? formRef.current?.querySelector<HTMLElement>("fieldset input")
        : formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  }, [answer, order]);
  const passwordError = answer?.errors.password
    ? t(answer.errors.password, { minutes: answer.minutes ?? 10 })
    : undefined;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-plum-900">
        {title}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-stone-700">{lead}</p>
      <Form ref={formRef} method="post" noValidate className="mt-4 space-y-4" data-testid={`settings-${id}`}>
        <input type="hidden" name="intent" value={id} />
        {children}
        <div className="grid gap-4 border-t border-sandal-200 pt-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
          <InputField
            id={`${id}-password`}
            name="password"
            type="password"
            label={t("password")}
            hint={t("passwordHint")}
            error={passwordError}
            autoComplete="current-password"
            required
          />
          <div className={passwordError ? "sm:self-center" : undefined}>
            <button type="submit" className={primaryButton} disabled={saving}>
              {saving ? t("saving") : t(`${id}.save`)}
            </button>
          </div>
        </div>
      </Form>
    </section>
  );
}

/** A group of checkboxes with a legend, and the group's error under it. */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  children,
  columns = false,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  columns?: boolean;
}) {
  return (
    <fieldset {...fieldAria(id, error, hint)}>
      <legend className="text-sm font-medium text-stone-900">{legend}</legend>
      <div className={columns ? "mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4" : "mt-2 space-y-1"}>
        {children}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}

export function Checkbox({
  id,
  name,
  value,
  label,
  checked,
}: {
  id: string;
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-900">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-5 w-5 rounded border-stone-500 text-plum-800 focus-visible:ring-2 focus-visible:ring-saffron-500"
      />
      {label}
    </label>
  );
}
