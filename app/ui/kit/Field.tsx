import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/**
 * The shop's form fields: a label above the control, an optional hint and the error below it,
 * both tied to the control with aria-describedby (`<id>-hint`, `<id>-error`). `id` is explicit
 * because a page may hold several forms with fields of the same name.
 */

/** The look of a text control (its border colour comes from `fieldBorder`). */
export const fieldClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-plum-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

/** Red around a field in error, stone otherwise. */
export const fieldBorder = (error?: string) => (error ? "border-red-700" : "border-stone-500");

export function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** aria-invalid and aria-describedby of a control with this hint and error. */
export function fieldAria(id: string, error?: string, hint?: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint) } as const;
}

type Messages = { id: string; error?: string; hint?: string };

/** The hint and the error under a control, with the ids `fieldAria` points to. */
export function FieldMessages({ id, error, hint }: Messages) {
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

/** A label above `children` (the control, with `id`), then its hint and error. */
export function FieldFrame({ id, label, error, hint, children }: Messages & { label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

type Labelled = Messages & { name: string; label: string };

/** A labelled input. */
export const InputField = forwardRef<
  HTMLInputElement,
  Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">
>(function InputField({ id, name, label, error, hint, ...rest }, ref) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        name={name}
        {...fieldAria(id, error, hint)}
        className={`${fieldClass} min-h-11 ${fieldBorder(error)}`}
        {...rest}
      />
    </FieldFrame>
  );
});

/** A labelled textarea. */
export function TextAreaField({
  id,
  name,
  label,
  error,
  hint,
  ...rest
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={name}
        {...fieldAria(id, error, hint)}
        className={`${fieldClass} ${fieldBorder(error)}`}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A labelled select; the options are its children. */
export function SelectField({
  id,
  name,
  label,
  error,
  hint,
  children,
  ...rest
}: Labelled & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name">) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        {...fieldAria(id, error, hint)}
        className={`${fieldClass} min-h-11 ${fieldBorder(error)}`}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
