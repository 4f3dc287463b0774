import {
  useEffect,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/**
 * Form fields of the account area: a label, the control, an optional hint and the error, tied
 * together with aria-describedby. `id` is explicit because a page holds several forms (one per
 * review, one per address) with fields of the same name.
 */

type Common = { id: string; name: string; label: string; error?: string; hint?: string };

export const accountFieldClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-plum-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

export const accountButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70";

export const accountSecondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/30 transition hover:bg-sandal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 disabled:cursor-wait disabled:opacity-70";

export const accountDangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-red-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70";

export function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function AccountFieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
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

const border = (error?: string) => (error ? "border-red-700" : "border-stone-500");

export function AccountTextField({
  id,
  name,
  label,
  error,
  hint,
  ...rest
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${accountFieldClass} min-h-11 ${border(error)}`}
        {...rest}
      />
      <AccountFieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function AccountTextArea({
  id,
  name,
  label,
  error,
  hint,
  ...rest
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${accountFieldClass} ${border(error)}`}
        {...rest}
      />
      <AccountFieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function AccountSelect({
  id,
  name,
  label,
  error,
  hint,
  children,
  ...rest
}: Common & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${accountFieldClass} min-h-11 ${border(error)}`}
        {...rest}
      >
        {children}
      </select>
      <AccountFieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function AccountCheckbox({
  id,
  name,
  label,
  error,
  hint,
  ...rest
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type">) {
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="h-5 w-5 shrink-0 rounded border-stone-500 accent-plum-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500"
          {...rest}
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {label}
        </label>
      </div>
      <AccountFieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A form-level message: an alert for errors, a polite status otherwise. */
export function AccountNotice({
  tone,
  children,
  id,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
}) {
  const colours =
    tone === "error"
      ? "border-red-700/30 bg-red-50 text-red-900"
      : tone === "success"
        ? "border-emerald-700/30 bg-emerald-50 text-emerald-900"
        : "border-sandal-200 bg-sandal-50 text-stone-900";
  return (
    <p id={id} role={tone === "error" ? "alert" : "status"} className={`rounded-xl border p-4 text-sm ${colours}`}>
      {children}
    </p>
  );
}

/** The empty state of a tab ('No orders found for your account.'). */
export function AccountEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-sandal-200 bg-sandal-50 px-6 py-10 text-center">
      <p className="text-lg text-stone-800">{children}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/**
 * After a refused submit, takes the keyboard to the first field in error (by name, in the form's
 * order), or to `fallback` (a form-level message) when no field is named.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: Record<string, string | undefined> | undefined,
  fallback?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const fields = Array.from(form.current?.elements ?? []) as HTMLElement[];
    const first = fields.find((el) => {
      const name = el.getAttribute("name");
      return name && errors[name];
    });
    if (first) first.focus();
    else fallback?.current?.focus();
  }, [errors, form, fallback]);
}
