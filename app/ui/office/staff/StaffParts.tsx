import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InputField } from "~/ui/kit/Field";

/** Small pieces the staff page's forms share. */

/** What the page's action answers when it refuses a form (modules/office/staff-page.server). */
export interface StaffAnswer {
  intent: "invite" | "resend" | "revoke" | "role";
  error: string;
  values?: Record<string, string | number>;
  fields?: Record<string, string>;
  typed?: { email?: string; role?: string; language?: string };
  target?: string;
}

export const disclosureSummary =
  "inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/25 hover:bg-sandal-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

export const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-800 px-5 text-sm font-semibold text-white transition hover:bg-red-900 disabled:cursor-wait disabled:opacity-70";

/** The admin's own password, in every form of the page (checked on the server). */
export function StaffPasswordField({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation("staff-office");
  return (
    <InputField
      id={id}
      name="password"
      type="password"
      label={t("password.label")}
      hint={t("password.hint")}
      autoComplete="current-password"
      required
      maxLength={128}
      error={error ? t(error) : undefined}
    />
  );
}

/** A refusal of one form, announced to screen readers. */
export function FormAlert({ text, testId }: { text: string; testId?: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-800/30 bg-red-50 p-3 text-sm font-medium text-red-900"
      data-testid={testId}
    >
      {text}
    </p>
  );
}

/**
 * A POST form with its intent (none: its submit buttons carry it). Keyed on the location, so the
 * redirect after a success gives a fresh form (no password left in it, a disclosure closed again);
 * a refusal, which does not navigate, keeps what was typed.
 */
export function IntentForm({
  intent,
  children,
  className,
  label,
}: {
  intent?: string;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  const location = useLocation();
  return (
    <Form key={location.key} method="post" className={className} aria-label={label}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}

/** True while a form of this intent (and target field value, when given) is being sent. */
export function useSending(intent: string, field?: string, value?: string) {
  const navigation = useNavigation();
  const form = navigation.formData;
  if (navigation.state !== "submitting" || !form) return false;
  const sentIntent = form.get("intent");
  if (intent === "resend" || intent === "revoke") {
    if (sentIntent !== "resend" && sentIntent !== "revoke") return false;
  } else if (sentIntent !== intent) return false;
  return field ? form.get(field) === value : true;
}
