import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

type Common = { name: string; label: string; error?: string; hint?: string };

export const fieldClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-plum-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

function describedBy(name: string, error?: string, hint?: string) {
  return [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Messages({ name, error, hint }: Omit<Common, "label">) {
  return (
    <>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input with its hint and error wired for screen readers. */
export function TextField({ name, label, error, hint, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={`${fieldClass} min-h-11 ${error ? "border-red-700" : "border-stone-500"}`}
        {...rest}
      />
      <Messages name={name} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={`${fieldClass} ${error ? "border-red-700" : "border-stone-500"}`}
        {...rest}
      />
      <Messages name={name} error={error} hint={hint} />
    </div>
  );
}

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-plum-900 disabled:cursor-wait disabled:opacity-70";
