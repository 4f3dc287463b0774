import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Notice } from "~/ui/kit/Notice";
import { buttonClass, TextAreaField, TextField } from "./Field";

/** One field of a message form (the contact form, the accessibility barrier report). */
export type MessageFieldSpec = {
  name: string;
  label: string;
  maxLength: number;
  required?: boolean;
  type?: "email";
  autoComplete?: string;
  hint?: string;
  /** A text area of this many rows (else a one-line input). */
  rows?: number;
  /** The value shown before anything was sent back (e.g. the page a visitor came from). */
  initial?: string;
};

type Props = {
  fields: readonly MessageFieldSpec[];
  /** How many of the first fields share one row on wide screens (name and e-mail). */
  paired?: number;
  /** The action's answer, when there is one: a new answer moves the keyboard to what to fix. */
  answer?: unknown;
  /** Translated messages by field name; `form` is about the whole form (e.g. rate-limited). */
  errors: Partial<Record<string, string>>;
  /** What the visitor typed, sent back with an error so nothing is lost. */
  values?: Partial<Record<string, string>>;
  /** The message was sent (the page after the redirect). */
  sent: boolean;
  busy: boolean;
  texts: { success: string; errorSummary: string; send: string; sending: string };
};

type T = (key: string, options?: Record<string, unknown>) => string;

/** The form's four texts from one key prefix (`<prefix>.success`, `.errorSummary`, `.send`, `.sending`). */
export const messageFormTexts = (t: T, prefix: string): Props["texts"] => ({
  success: t(`${prefix}.success`),
  errorSummary: t(`${prefix}.errorSummary`),
  send: t(`${prefix}.send`),
  sending: t(`${prefix}.sending`),
});

/** The action's error keys, translated (`vars`, e.g. the minutes to wait, go to each). */
export function translatedErrors(
  t: T,
  errors: Partial<Record<string, string>> | undefined,
  vars: Record<string, unknown>,
) {
  const out: Partial<Record<string, string>> = {};
  for (const [field, key] of Object.entries(errors ?? {})) if (key) out[field] = t(key, vars);
  return out;
}

/**
 * A form that sends a message to the shop: a status line (sent, or what went wrong), the fields
 * with their errors, and the send button. It posts without JavaScript; with it, after a refusal
 * the keyboard goes to the first field to fix, or to the status line.
 */
export function MessageForm({ fields, paired = 0, answer, errors, values, sent, busy, texts }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const failed = Object.keys(errors).length > 0;

  useEffect(() => {
    if (!answer || !failed) return;
    const first = fields.find((f) => errors[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
    else statusRef.current?.focus();
    // A new answer only: typing must not move the keyboard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const field = (f: MessageFieldSpec) => {
    const value = values?.[f.name] ?? f.initial;
    const common = {
      name: f.name,
      label: f.label,
      hint: f.hint,
      required: f.required,
      maxLength: f.maxLength,
      defaultValue: value,
      error: errors[f.name],
    };
    // A new answer redraws a field whose value changed, so its default value shows.
    return f.rows ? (
      <TextAreaField key={`${f.name}-${value?.length}`} rows={f.rows} {...common} />
    ) : (
      <TextField key={`${f.name}-${value}`} type={f.type} autoComplete={f.autoComplete} {...common} />
    );
  };

  return (
    <>
      <div ref={statusRef} tabIndex={-1} className="mt-4 focus:outline-none">
        {sent && !answer ? (
          <Notice tone="success" as="p">
            {texts.success}
          </Notice>
        ) : null}
        {errors.form ? (
          <Notice tone="error" as="p">
            {errors.form}
          </Notice>
        ) : failed ? (
          <Notice tone="error" as="p">
            {texts.errorSummary}
          </Notice>
        ) : null}
      </div>
      <Form ref={formRef} method="post" className="mt-4 space-y-5" noValidate={Boolean(answer)}>
        {paired > 0 ? <div className="grid gap-5 sm:grid-cols-2">{fields.slice(0, paired).map(field)}</div> : null}
        {fields.slice(paired).map(field)}
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? texts.sending : texts.send}
        </button>
      </Form>
    </>
  );
}
