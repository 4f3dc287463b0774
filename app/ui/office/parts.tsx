import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldClass } from "~/ui/content/Field";

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-5 text-sm font-semibold text-white transition hover:bg-plum-900 disabled:cursor-wait disabled:opacity-70";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/25 transition hover:bg-sandal-100";
/** An underlined plum link in running text or a table cell. */
export const textLink = "text-plum-800 underline underline-offset-2 hover:text-plum-900";

export function PageHeader({ title, lead, actions }: { title: string; lead?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl text-plum-900">{title}</h1>
        {lead ? <p className="mt-2 max-w-prose text-stone-700">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="font-display text-xl text-plum-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function StatCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-2 font-display text-3xl text-plum-900">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-stone-600">{hint}</dd> : null}
    </div>
  );
}

/**
 * Label and value rows (profile, account). `breakAll` breaks long values anywhere (e-mails in a
 * narrow card) instead of at word boundaries.
 */
export function DetailList({
  rows,
  className = "divide-y divide-sandal-200",
  breakAll = false,
}: {
  rows: [string, string][];
  className?: string;
  breakAll?: boolean;
}) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-3">
          <dt className="text-sm font-medium text-stone-700">{label}</dt>
          <dd className={`${breakAll ? "break-all" : "break-words"} text-stone-ink sm:col-span-2`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <p
      className="rounded-xl border border-dashed border-sandal-200 bg-white p-6 text-center text-stone-700"
      role="status"
    >
      {text}
    </p>
  );
}

/**
 * A GET search form (works without JavaScript; with it, Remix navigates in place). Other
 * filters of the page come as children and are kept; the page number starts again at 1.
 */
export function SearchForm({
  q,
  label,
  placeholder,
  children,
  testId,
}: {
  q?: string;
  label: string;
  placeholder?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation("office");
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.formMethod === "GET";
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3" data-testid={testId}>
      <div className="min-w-56 flex-1">
        <label htmlFor="office-q" className="block text-sm font-medium text-stone-900">
          {label}
        </label>
        <input
          id="office-q"
          name="q"
          type="search"
          defaultValue={q ?? ""}
          placeholder={placeholder}
          maxLength={100}
          className={`${fieldClass} min-h-11 border-stone-500`}
        />
      </div>
      {children}
      <button type="submit" className={primaryButton} disabled={busy}>
        {t("common.search")}
      </button>
    </Form>
  );
}

/** Previous / next links that keep the page's other parameters. */
export function Pager({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const { t } = useTranslation("office");
  const location = useLocation();
  if (pageCount <= 1) return <p className="mt-3 text-sm text-stone-600">{t("common.total", { count: total })}</p>;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t("common.pagination")} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-700">
        {t("common.pageOf", { page, count: pageCount })} · {t("common.total", { count: total })}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={secondaryButton} to={href(page - 1)} rel="prev">
            {t("common.previous")}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link className={secondaryButton} to={href(page + 1)} rel="next">
            {t("common.next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

const ORDER_TONES: Record<string, string> = {
  pending: "bg-saffron-100 text-saffron-700 ring-saffron-700/20",
  processing: "bg-sky-50 text-sky-900 ring-sky-900/20",
  shipped: "bg-indigo-50 text-indigo-900 ring-indigo-900/20",
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-900/20",
  cancelled: "bg-stone-100 text-stone-800 ring-stone-800/20",
  returned: "bg-red-50 text-red-900 ring-red-900/20",
};

const STOCK_TONES: Record<string, string> = {
  out: "bg-red-50 text-red-900 ring-red-900/20",
  low: "bg-saffron-100 text-saffron-700 ring-saffron-700/20",
  in: "bg-emerald-50 text-emerald-900 ring-emerald-900/20",
};

const badge = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1";

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("office");
  return (
    <span className={`${badge} ${ORDER_TONES[status] ?? ORDER_TONES.cancelled}`}>{t(`orderStatus.${status}`)}</span>
  );
}

export function StockBadge({ status }: { status: string }) {
  const { t } = useTranslation("office");
  return <span className={`${badge} ${STOCK_TONES[status] ?? STOCK_TONES.in}`}>{t(`stockStatus.${status}`)}</span>;
}

export function DelayedBadge() {
  const { t } = useTranslation("office");
  return <span className={`${badge} bg-red-50 text-red-900 ring-red-900/20`}>{t("orders.delayedBadge")}</span>;
}

/** The order's payment needs a person: the badge says so, its text says why. */
export function ReviewBadge({ kind }: { kind: string }) {
  const { t } = useTranslation("office");
  return (
    <span className={`${badge} bg-saffron-100 text-saffron-700 ring-saffron-700/30`}>
      {t("orders.reviewBadge")}
      <span className="sr-only">: </span>
      <span className="ml-1 font-normal">{t(`orders.review.${kind}`)}</span>
    </span>
  );
}

/**
 * A table that scrolls sideways on a phone instead of breaking the page. Positioned, so that
 * screen-reader-only text in a cell (absolutely positioned) scrolls with the table instead of
 * widening the page.
 */
export function TableWrap({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-sandal-200 bg-white shadow-sm"
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      {children}
    </div>
  );
}

export const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-stone-700";
export const td = "px-4 py-3 align-top text-sm text-stone-ink";
