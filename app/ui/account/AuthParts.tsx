import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from "react";
import { useTranslation } from "react-i18next";
import type { AuthActionData } from "~/modules/accounts/auth-answers.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { buttonClass } from "~/ui/content/Field";
import { fieldAria, fieldBorder, fieldClass, FieldFrame } from "~/ui/kit/Field";
import { Notice, type NoticeTone } from "~/ui/kit/Notice";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { useHydrated } from "~/ui/kit/useHydrated";

/**
 * Small parts of the log-in, sign-up, reset and verify pages: the password field with its
 * show/hide switch, the submit button with its pending state, the message box above a form, the
 * form's state and its message slot (the text fields are the kit's, `~/ui/kit/Field`).
 */

export type { AuthActionData };

/**
 * After an answer, the keyboard goes to the first field to fix, or to the message above the form.
 * `result` changes identity with every answer, so the same error twice still moves focus.
 */
function useFocusOnResult(
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

/**
 * A password input with a show/hide switch (a toggle button with aria-pressed). The switch shows
 * only once JavaScript runs: without it the password simply stays hidden.
 */
export function AuthPasswordField({ id, name, label, error, hint, ...rest }: FieldProps) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          {...fieldAria(id, error, hint)}
          className={`${fieldClass} min-h-11 ${hydrated ? "pr-24" : ""} ${fieldBorder(error)}`}
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
    </FieldFrame>
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
export const AuthNotice = forwardRef<HTMLDivElement, { tone: NoticeTone; children: ReactNode }>(function AuthNotice(
  { tone, children },
  ref,
) {
  return (
    <Notice ref={ref} tone={tone} focusable className="focus:outline-none">
      {children}
    </Notice>
  );
});

/** A plain link under a message (Back to sign in, Request a new link). */
export const authLinkClass =
  "inline-flex min-h-11 items-center font-semibold text-plum-800 underline underline-offset-4";

/** A message and the link that leads on from it: the end of a flow (link sent, link no longer valid). */
export const AuthNoticeLink = forwardRef<
  HTMLDivElement,
  { tone: NoticeTone; message: string; to: string; link: string; className: string }
>(function AuthNoticeLink({ tone, message, to, link, className }, ref) {
  return (
    <div className={`${className} space-y-4`}>
      <AuthNotice ref={ref} tone={tone}>
        {message}
      </AuthNotice>
      <Link to={to} className={authLinkClass}>
        {link}
      </Link>
    </div>
  );
});

/**
 * One auth form's state: the action's answer when it is this form's, whether it is on its way,
 * where focus goes after an answer (the first of `fields` in error, or the message above the form)
 * and each field's translated error.
 */
export function useAuthForm(intent: AuthActionData["intent"], result: AuthActionData | undefined, fields: string[]) {
  const { t } = useTranslation("auth");
  const pending = useSubmitting(intent);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const own = result?.intent === intent ? result : undefined;
  useFocusOnResult(own, fields, formRef, noticeRef);
  const error = (f: string) => (own?.fields?.[f] ? t(own.fields[f], own.params ?? {}) : undefined);
  return { intent, own, pending, formRef, noticeRef, error };
}

/**
 * The message slot above an auth form, then the form: a native POST with its `intent`, dimmed
 * while the request runs. `children` are the fields and the submit button.
 */
export function AuthFormBody({
  form,
  action,
  slotClassName = "mt-4",
  spacing = "space-y-5",
  children,
}: {
  form: ReturnType<typeof useAuthForm>;
  action?: string;
  slotClassName?: string;
  spacing?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("auth");
  const { own, pending, formRef, noticeRef, intent } = form;
  return (
    <>
      <div className={`${slotClassName} empty:hidden`}>
        {own?.message ? (
          <AuthNotice ref={noticeRef} tone="error">
            {t(own.message, own.params ?? {})}
          </AuthNotice>
        ) : null}
      </div>
      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        aria-busy={pending}
        className={`mt-4 ${spacing} transition-opacity ${pending ? "pointer-events-none opacity-60" : ""}`}
      >
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </>
  );
}

/** `path` with `?redirectTo=` (and more parameters) when there is one to carry. */
export function withParams(path: string, params: Record<string, string | undefined | null>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
