import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydratedOnce } from "~/ui/kit/useHydrated";
import { accountDangerButtonClass } from "./AccountField";

/**
 * A confirm step that works without JavaScript: the page is rendered with it (a URL such as
 * `/account/orders?cancel=SAT-10006`), as a panel in the page; with JavaScript the same content
 * opens as a modal dialog. Yes posts the form; No (or Escape) goes back to `noHref`.
 */
export function AccountConfirmDialog({
  id,
  title,
  message,
  yesLabel,
  noLabel,
  noHref,
  action,
  pendingLabel,
  children,
}: {
  id: string;
  title: string;
  message: string;
  yesLabel: string;
  noLabel: string;
  noHref: string;
  action?: string;
  pendingLabel: string;
  /** The form's hidden fields. */
  children: ReactNode;
}) {
  const hydrated = useHydratedOnce();
  const ref = useRef<HTMLDialogElement>(null);
  const noRef = useRef<HTMLAnchorElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";

  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog || typeof dialog.showModal !== "function") return;
    if (!dialog.open) dialog.showModal();
    // The safe answer has the focus first.
    noRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [hydrated]);

  const body = (
    <>
      <h3 id={`${id}-title`} className="font-display text-xl text-plum-900">
        {title}
      </h3>
      <p id={`${id}-message`} className="mt-2 text-stone-800">
        {message}
      </p>
      <Form method="post" action={action} className="mt-5 flex flex-wrap gap-3" preventScrollReset>
        {children}
        <button type="submit" className={accountDangerButtonClass} disabled={pending}>
          {pending ? pendingLabel : yesLabel}
        </button>
        <Link
          ref={noRef}
          to={noHref}
          replace
          preventScrollReset
          className="inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-semibold text-plum-800 ring-1 ring-plum-800/30 transition hover:bg-sandal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500"
        >
          {noLabel}
        </Link>
      </Form>
    </>
  );

  if (!hydrated) {
    return (
      <section
        role="alertdialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        data-testid="confirm-panel"
        className="rounded-2xl border-2 border-red-800/40 bg-red-50/60 p-5"
      >
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      data-testid="confirm-dialog"
      onCancel={(event) => {
        event.preventDefault();
        navigate(noHref, { replace: true, preventScrollReset: true });
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-sandal-200 bg-white p-6 text-stone-ink shadow-2xl backdrop:bg-plum-900/50"
    >
      {body}
    </dialog>
  );
}
