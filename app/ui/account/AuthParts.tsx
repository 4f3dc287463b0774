import { useNavigation } from "@remix-run/react";
import { forwardRef, useEffect, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { buttonClass, fieldClass } from "~/ui/content/Field";

/**
 * Small parts of the log-in, sign-up and reset forms: a labelled field with its error, the
 * password field with its show/hide switch, the submit button with its pending state and the
 * message box above a form.
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

/** True once React runs in the browser (controls that only work with JavaScript show then). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** True while a form with this `intent` is being submitted. */
export function useSubmitting(intent: AuthActionData["intent"]) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * After an answer, the keyboard goes to the first field to fix, or to the message above the form.
 * `result` changes identity with every answer, so the same error twice still moves focus.
 */
export function useFocusOnResult(
  result: AuthActionData | undefined,
  fields: string[],
  form: RefObject<HTMLFormElement | null>,
  notice: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!result) return;
    const first = fields.find((f) => result.fields?.[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else notice.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer moves focus
  }, [result]);
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export const AuthField = forwardRef<HTMLInputElement, FieldProps>(function AuthField(
  { id, name, label, error, hint, ...rest },
  ref,
) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${fieldClass} min-h-11 ${error ? "border-red-700" : "border-stone-500"}`}
        {...rest}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
});

/**
 * A password input with a show/hide switch (a toggle button with aria-pressed). The switch shows
 * only once JavaScript runs: without it the password simply stays hidden.
 */
export function AuthPasswordField({ id, name, label, error, hint, ...rest }: FieldProps) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${fieldClass} min-h-11 ${hydrated ? "pr-24" : ""} ${error ? "border-red-700" : "border-stone-500"}`}
          autoCapitalize="none"
          spellCheck={false}
          {...rest}
        />
        {hydrated ? (
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-1 my-auto inline-flex h-9 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium text-plum-800 hover:bg-plum-50"
          >
            <EyeIcon open={!visible} />
            <span className="sr-only">{t("password.show")}</span>
          </button>
        ) : null}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** The page around an auth form: the breadcrumb (Home / this page) and a narrow column. */
export function AuthLayout({ crumb, children }: { crumb: string; children: ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb label={t("breadcrumb.label")} items={[{ label: t("breadcrumb.home"), to: "/" }, { label: crumb }]} />
      <div className="mx-auto mt-8 w-full max-w-md">{children}</div>
    </div>
  );
}

/** The white card holding a form. */
export const authCardClass = "rounded-2xl border border-sandal-200 bg-white p-6 shadow-sm md:p-8";

/** A secondary action styled as an outlined round button (Cancel). */
export const authSecondaryClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-plum-800 px-6 py-2.5 font-semibold text-plum-800 transition-colors hover:bg-plum-50";

/** The submit button: while the form is on its way it shows a loader and "Please wait…". */
export function AuthSubmit({
  pending,
  children,
  wide = true,
}: {
  pending: boolean;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation("auth");
  return (
    <button type="submit" className={`${buttonClass} ${wide ? "w-full" : ""} gap-3 tracking-wide`} disabled={pending}>
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
          />
          {t("pending")}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A message above a form: an alert for errors, a status for good news. Focusable, to take the keyboard there. */
export const AuthNotice = forwardRef<HTMLDivElement, { tone: "error" | "success" | "info"; children: ReactNode }>(
  function AuthNotice({ tone, children }, ref) {
    const colours =
      tone === "error"
        ? "border-red-700/30 bg-red-50 text-red-900"
        : tone === "success"
          ? "border-emerald-700/30 bg-emerald-50 text-emerald-900"
          : "border-sandal-200 bg-sandal-50 text-stone-900";
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role={tone === "error" ? "alert" : "status"}
        className={`rounded-xl border p-4 focus:outline-none ${colours}`}
      >
        {children}
      </div>
    );
  },
);

/** `path` with `?redirectTo=` (and more parameters) when there is one to carry. */
export function withParams(path: string, params: Record<string, string | undefined | null>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
