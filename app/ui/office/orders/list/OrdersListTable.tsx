import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { OfficeListOrder } from "~/modules/orders/office-list.server";
import { useOfficeFormat } from "~/ui/office/format";
import { OFFICE_BASE } from "~/ui/office/nav";
import {
  DelayedBadge,
  OrderStatusBadge,
  ReviewBadge,
  TableWrap,
  secondaryButton,
  td,
  textLink,
  th,
} from "~/ui/office/parts";
import { useHydrated } from "~/ui/kit/useHydrated";

const BULK_FORM = "orders-bulk";

/** The buyer withdrew from the order (issue 14, CRD art. 11a): the order page says what comes back. */
function WithdrawnBadge() {
  const { t } = useTranslation("withdrawal");
  return (
    <span className="inline-flex whitespace-nowrap rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-semibold text-stone-900 ring-1 ring-saffron-700/30">
      {t("office.badge")}
    </span>
  );
}

const PAYMENT_TONES: Record<string, string> = {
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-900/20",
  awaiting: "bg-sky-50 text-sky-900 ring-sky-900/20",
  failed: "bg-red-50 text-red-900 ring-red-900/20",
  partly_refunded: "bg-saffron-100 text-saffron-700 ring-saffron-700/30",
  refunded: "bg-stone-100 text-stone-800 ring-stone-800/20",
  none: "bg-stone-100 text-stone-800 ring-stone-800/20",
};

/**
 * The orders of one page, each with a checkbox (its accessible name is the order number) that
 * belongs to the bulk form under the table: a plain form, so its PDFs and the shipping
 * confirmation open as ordinary pages, with or without JavaScript.
 */
export function OrdersListTable({ rows }: { rows: OfficeListOrder[] }) {
  const { t } = useTranslation("orders-office");
  const f = useOfficeFormat();
  const location = useLocation();
  const table = useRef<HTMLTableElement>(null);
  const hydrated = useHydrated();
  const returnTo = location.pathname + location.search;
  const caption = t("table.caption");
  const selectAll = (checked: boolean) => {
    for (const box of table.current?.querySelectorAll<HTMLInputElement>('input[name="oid"]') ?? [])
      box.checked = checked;
  };
  return (
    <>
      <TableWrap label={caption}>
        <table ref={table} className="w-full min-w-[62rem] border-collapse" data-testid="orders-list-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sandal-100">
            <tr>
              <th scope="col" className={`${th} w-14`}>
                {/* Ticking every box needs a script; without one each order is ticked on its own. */}
                {hydrated ? (
                  <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                    <input
                      type="checkbox"
                      aria-label={t("table.selectAll")}
                      className="size-5 accent-plum-800"
                      onChange={(e) => selectAll(e.currentTarget.checked)}
                    />
                  </label>
                ) : (
                  <span className="sr-only">{t("table.select")}</span>
                )}
              </th>
              <th scope="col" className={th}>
                {t("table.order")}
              </th>
              <th scope="col" className={th}>
                {t("table.date")}
              </th>
              <th scope="col" className={th}>
                {t("table.customer")}
              </th>
              <th scope="col" className={th}>
                {t("table.country")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("table.items")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("table.total")}
              </th>
              <th scope="col" className={th}>
                {t("table.status")}
              </th>
              <th scope="col" className={th}>
                {t("table.payment")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id} className="border-t border-sandal-200" data-testid="orders-list-row">
                <td className={`${td} py-1`}>
                  <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                    <input
                      type="checkbox"
                      name="oid"
                      value={o.oid}
                      form={BULK_FORM}
                      aria-label={t("table.selectOrder", { oid: o.oid })}
                      className="size-5 accent-plum-800"
                    />
                  </label>
                </td>
                <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-xs font-semibold`}>
                  <Link
                    className={`${textLink} inline-flex min-h-11 items-center`}
                    to={`${OFFICE_BASE}/orders/${o.oid}`}
                  >
                    {o.oid}
                  </Link>
                </th>
                <td className={`${td} whitespace-nowrap`}>{f.dateTime(o.createdAt)}</td>
                <td className={td}>
                  <span className="block font-medium">{o.customer}</span>
                  <span className="block break-all text-xs text-stone-700">
                    {o.email}
                    {o.guest ? ` · ${t("table.guest")}` : ""}
                  </span>
                </td>
                <td className={td}>{o.country}</td>
                <td className={`${td} text-right tabular-nums`}>{f.number(o.items)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                  {f.money(o.totalCents)}
                  {o.refundedCents > 0 ? (
                    <span className="block text-xs text-stone-700">
                      {t("table.refunded", { amount: f.money(o.refundedCents) })}
                    </span>
                  ) : null}
                </td>
                <td className={td}>
                  <span className="flex flex-wrap gap-1.5">
                    <OrderStatusBadge status={o.status} />
                    {o.delayed ? <DelayedBadge /> : null}
                    {o.review ? <ReviewBadge kind={o.review} /> : null}
                    {o.withdrawn ? <WithdrawnBadge /> : null}
                  </span>
                </td>
                <td className={td}>
                  <span
                    className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${PAYMENT_TONES[o.payment]}`}
                  >
                    {t(`payment.${o.payment}`)}
                  </span>
                  {o.method ? (
                    <span className="mt-1 block text-xs text-stone-700">
                      {t(`methods.${o.method}`, { defaultValue: o.method })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <BulkActions returnTo={returnTo} />
    </>
  );
}

/** What staff can do with the ticked orders: print their documents, or go on to mark them shipped. */
function BulkActions({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation("orders-office");
  return (
    <form
      id={BULK_FORM}
      method="post"
      action={`${OFFICE_BASE}/orders/print`}
      className="mt-4 rounded-2xl border border-sandal-200 bg-white p-4"
      aria-labelledby="orders-bulk-title"
    >
      <h2 id="orders-bulk-title" className="text-base font-semibold text-stone-900">
        {t("bulk.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t("bulk.hint")}</p>
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="mt-3 flex flex-wrap gap-3">
        {/* The confirmation page asks for the carrier and the password before anything changes. */}
        <button
          type="submit"
          className={secondaryButton}
          formAction={`${OFFICE_BASE}/orders/ship`}
          formMethod="get"
          data-testid="bulk-ship"
        >
          {t("bulk.ship")}
        </button>
        <button type="submit" name="document" value="packing-slip" className={secondaryButton}>
          {t("bulk.packingSlips")}
        </button>
        <button type="submit" name="document" value="invoice" className={secondaryButton}>
          {t("bulk.invoices")}
        </button>
      </div>
    </form>
  );
}
