import { forwardRef, useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { fieldAria, FieldMessages } from "~/ui/kit/Field";
import { Notice, type NoticeTone } from "~/ui/kit/Notice";

/**
 * Pieces of the account area's forms: its buttons, a checkbox with its hint and error, the
 * message above a form and focus after a refused submit. The text fields themselves are the
 * kit's (`~/ui/kit/Field`).
 */

export const accountButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70";

export const accountSecondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/30 transition hover:bg-sandal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 disabled:cursor-wait disabled:opacity-70";

export const accountDangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-red-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70";

export function AccountCheckbox({
  id,
  name,
  label,
  error,
  hint,
  ...rest
}: { id: string; name: string; label: string; error?: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type"
>) {
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          {...fieldAria(id, error, hint)}
          className="h-5 w-5 shrink-0 rounded border-stone-500 accent-plum-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500"
          {...rest}
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A form-level message: an alert for errors, a polite status otherwise. */
export function AccountNotice({ tone, children, id }: { tone: NoticeTone; children: ReactNode; id?: string }) {
  return (
    <Notice as="p" id={id} tone={tone} className="text-sm">
      {children}
    </Notice>
  );
}

/** The slot above an account form, holding its form-level error; focusable, to take the keyboard there. */
export const AccountFormNotice = forwardRef<HTMLDivElement, { message?: string; className?: string }>(
  function AccountFormNotice({ message, className }, ref) {
    return (
      <div ref={ref} tabIndex={-1} className={className ? `${className} focus:outline-none` : "focus:outline-none"}>
        {message ? <AccountNotice tone="error">{message}</AccountNotice> : null}
      </div>
    );
  },
);

/**
 * The refs of an account form and of its AccountFormNotice. After a refused submit the keyboard
 * goes to the first field in error (by name, in the form's order), or to the notice when no field
 * is named.
 */
export function useAccountForm(errors: Record<string, string | undefined> | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const fields = Array.from(formRef.current?.elements ?? []) as HTMLElement[];
    const first = fields.find((el) => {
      const name = el.getAttribute("name");
      return name && errors[name];
    });
    if (first) first.focus();
    else noticeRef.current?.focus();
  }, [errors]);
  return { formRef, noticeRef };
}
