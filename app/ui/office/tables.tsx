import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OfficeOrderRow, OfficeReviewRow } from "~/modules/office/lists.server";
import { useOfficeFormat } from "./format";
import { DelayedBadge, EmptyState, OrderStatusBadge, ReviewBadge, TableWrap, td, textLink, th } from "./parts";

/**
 * A column heading: its key under `columns.` in the translations (or its `label`, already
 * translated); `end` for figures (the heading sits on the right, over its numbers); `hidden` for a
 * heading only screen readers read.
 */
export type Column = string | { key: string; label?: string; end?: boolean; hidden?: boolean };

/**
 * The frame every staff table shares: a keyboard-scrollable region, a caption for screen
 * readers, a header row of columns; the body rows are the children.
 */
export function OfficeTable({
  caption,
  columns,
  minWidth,
  testId,
  children,
}: {
  caption: string;
  columns: Column[];
  /** A Tailwind min-width class, so the table scrolls sideways on a phone. */
  minWidth: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("office");
  return (
    <TableWrap label={caption}>
      <table className={`w-full ${minWidth} border-collapse`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sandal-100">
          <tr>
            {columns.map((column) => {
              const c = typeof column === "string" ? { key: column } : column;
              const label = c.label ?? t(`columns.${c.key}`);
              return (
                <th key={c.key} scope="col" className={c.end ? `${th} text-right` : th}>
                  {c.hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}

export const rowClass = "border-t border-sandal-200";

/** The orders table; with `empty`, that text stands in its place when there are no orders. */
export function OrdersTable({ rows, caption, empty }: { rows: OfficeOrderRow[]; caption: string; empty?: string }) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  if (!rows.length && empty !== undefined) return <EmptyState text={empty} />;
  const columns: Column[] = [
    "order",
    "customer",
    "date",
    { key: "items", end: true },
    { key: "total", end: true },
    "status",
  ];
  return (
    <OfficeTable caption={caption} columns={columns} minWidth="min-w-[44rem]" testId="orders-table">
      {rows.map((o) => (
        <tr key={o.id} className={rowClass}>
          <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-xs font-semibold`}>
            <Link
              className={`${textLink} inline-flex min-h-11 items-center`}
              to={`/sattva-administration/orders/${o.oid}`}
            >
              {o.oid}
            </Link>
          </th>
          <td className={td}>
            <span className="block font-medium">{o.customer}</span>
            <span className="block text-xs text-stone-600">
              {o.email}
              {o.guest ? ` · ${t("orders.guest")}` : ""}
            </span>
          </td>
          <td className={`${td} whitespace-nowrap`}>{f.dateTime(o.createdAt)}</td>
          <td className={`${td} text-right tabular-nums`}>{f.number(o.itemCount)}</td>
          <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{f.money(o.totalCents)}</td>
          <td className={td}>
            <span className="flex flex-wrap gap-1.5">
              <OrderStatusBadge status={o.status} />
              {o.delayed ? <DelayedBadge /> : null}
              {o.review ? <ReviewBadge kind={o.review} /> : null}
            </span>
          </td>
        </tr>
      ))}
    </OfficeTable>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("office");
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-saffron-700">
        {"★".repeat(rating)}
        <span className="text-stone-400">{"★".repeat(Math.max(0, 5 - rating))}</span>
      </span>
      <span className="sr-only">{t("reviews.ratingOf", { rating })}</span>
    </span>
  );
}

/** The reviews table; `actions` adds a last column (the moderation buttons of the reviews page). */
export function ReviewsTable({
  rows,
  caption,
  actions,
}: {
  rows: OfficeReviewRow[];
  caption: string;
  actions?: (row: OfficeReviewRow) => ReactNode;
}) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  const columns: Column[] = ["product", "author", "rating", "comment", "date", ...(actions ? ["actions"] : [])];
  return (
    <OfficeTable caption={caption} columns={columns} minWidth="min-w-[44rem]" testId="reviews-table">
      {rows.map((r) => (
        <tr key={r.id} className={rowClass}>
          <th scope="row" className={`${td} text-left font-medium`}>
            <Link to={`/product/${r.productSlug}`} className={textLink}>
              {r.productTitle}
            </Link>
          </th>
          <td className={td}>
            <span className="block">{r.author ?? t("reviews.anonymous")}</span>
            {r.email ? <span className="block break-all text-xs text-stone-600">{r.email}</span> : null}
          </td>
          <td className={td}>
            <Stars rating={r.rating} />
          </td>
          <td className={`${td} max-w-md`}>
            {r.comment}
            {!r.published ? (
              <span className="ml-2 text-xs font-semibold text-stone-600">({t("reviews.hidden")})</span>
            ) : null}
          </td>
          <td className={`${td} whitespace-nowrap`}>{f.date(r.createdAt)}</td>
          {actions ? <td className={td}>{actions(r)}</td> : null}
        </tr>
      ))}
    </OfficeTable>
  );
}
