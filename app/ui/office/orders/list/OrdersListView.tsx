import { useTranslation } from "react-i18next";
import type { OrderListPage } from "~/modules/orders/office-list-page.server";
import { useOfficeFormat } from "~/ui/office/format";
import { EmptyState, secondaryButton } from "~/ui/office/parts";
import { OrderFilters } from "./OrderFilters";
import { OrdersListTable } from "./OrdersListTable";
import { OrdersPager } from "./OrdersPager";

/**
 * The full orders list: filters, how many orders match (exact when they fit on one page, an
 * estimate otherwise, and the page says which), the CSV of everything that matches, the table
 * with its bulk actions, the pages. Refused filters: the form with the reasons, no table.
 */
export function OrdersListView({ page }: { page: OrderListPage }) {
  const { t } = useTranslation("orders-office");
  const f = useOfficeFormat();
  if (!page.ok) {
    const messages = [...new Set(Object.values(page.errors).filter((m): m is string => !!m))];
    return (
      <div className="mt-6">
        <div role="alert" className="mb-6 rounded-2xl border border-red-800/30 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t("errorSummary")}</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {messages.map((m) => (
              <li key={m}>{t(m)}</li>
            ))}
          </ul>
        </div>
        <OrderFilters values={page.values} errors={page.errors} />
      </div>
    );
  }
  const { list } = page;
  return (
    <div className="mt-6">
      <OrderFilters values={page.values} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-800" data-testid="orders-count" aria-live="polite">
          {list.count.exact
            ? t("count.exact", { count: list.count.value })
            : t("count.estimate", { formatted: f.number(list.count.value) })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <a className={secondaryButton} href={page.csvHref} download data-testid="orders-csv">
            {t("export.link")}
          </a>
          <span className="text-xs text-stone-700">{t("export.hint")}</span>
        </div>
      </div>
      <div className="mt-4">
        {list.rows.length ? (
          <>
            <OrdersListTable rows={list.rows} />
            <OrdersPager list={list} />
          </>
        ) : (
          <EmptyState text={t("empty")} />
        )}
      </div>
    </div>
  );
}
