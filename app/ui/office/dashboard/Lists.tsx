import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AttentionOrder, LowStockRow, TopProduct } from "~/modules/office/dashboard/lists.server";
import { DELAY_WEEKDAYS } from "~/modules/orders/delay";
import { HBarChart } from "../charts/HBarChart";
import { useOfficeFormat } from "../format";
import { OFFICE_BASE } from "../nav";
import { EmptyState, OrderStatusBadge, Panel, ReviewBadge, StockBadge, TableWrap, td, textLink, th } from "../parts";

/** A product's name on a list; the lines of products deleted since are counted together. */
function productName(t: (k: string) => string, p: Pick<TopProduct, "pid" | "title">) {
  return p.pid ? p.title : t("top.deleted");
}

const keyOf = (p: Pick<TopProduct, "productId">) => p.productId ?? "deleted";

/** Best sellers as bars, by units (and by sales for the admin). */
export function TopProductsPanel({
  byUnits,
  byRevenue,
}: {
  byUnits: Omit<TopProduct, "revenueCents">[];
  byRevenue?: TopProduct[];
}) {
  const { t } = useTranslation("dashboard-office");
  const f = useOfficeFormat();
  const tf = t as unknown as (k: string) => string;
  return (
    <Panel title={t("top.byUnits")} id="top-units-title">
      {byUnits.length ? (
        <HBarChart
          id="top-units"
          title={t("top.byUnits")}
          description={t("top.byUnitsDesc", { count: byUnits.length })}
          bars={byUnits.map((p) => ({
            key: keyOf(p),
            label: productName(tf, p),
            value: p.units,
            display: f.number(p.units),
          }))}
          tableSummary={t("charts.showTable")}
          labelHeading={t("top.product")}
          valueHeading={t("top.units")}
          testId="top-units"
        />
      ) : (
        <EmptyState text={t("top.empty")} />
      )}
      {byRevenue ? (
        <div className="mt-6 border-t border-sandal-200 pt-5">
          <h3 className="font-display text-lg text-plum-900">{t("top.byRevenue")}</h3>
          <div className="mt-3">
            {byRevenue.length ? (
              <HBarChart
                id="top-revenue"
                title={t("top.byRevenue")}
                description={t("top.byRevenueDesc", { count: byRevenue.length })}
                bars={byRevenue.map((p) => ({
                  key: keyOf(p),
                  label: productName(tf, p),
                  value: p.revenueCents,
                  display: f.money(p.revenueCents),
                  tone: "fill-saffron-700",
                }))}
                tableSummary={t("charts.showTable")}
                labelHeading={t("top.product")}
                valueHeading={t("top.revenue")}
                testId="top-revenue"
              />
            ) : (
              <EmptyState text={t("top.empty")} />
            )}
          </div>
        </div>
      ) : null}
    </Panel>
  );
}

function More({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-4 text-sm">
      <Link className={`inline-flex min-h-11 items-center font-medium ${textLink}`} to={to}>
        {children}
      </Link>
    </p>
  );
}

export function LowStockPanel({ rows, count }: { rows: LowStockRow[]; count: number }) {
  const { t } = useTranslation("dashboard-office");
  return (
    <Panel title={t("lowStock.title")} id="low-stock-title">
      {count ? (
        <>
          <p className="-mt-2 mb-3 text-sm text-stone-700" data-testid="low-stock-count">
            {t("lowStock.lead", { count })}
          </p>
          <ul className="divide-y divide-sandal-200" data-testid="low-stock">
            {rows.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 break-words">
                  <Link to={`${OFFICE_BASE}/inventory/${p.id}`} className={`font-medium ${textLink}`}>
                    {p.title}
                  </Link>
                  <span className="block font-mono text-xs text-stone-600">{p.pid}</span>
                </span>
                <span className="flex flex-wrap items-center justify-end gap-2 text-right">
                  <span className="tabular-nums">{t("lowStock.left", { stock: p.stock, threshold: p.threshold })}</span>
                  <StockBadge status={p.status} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState text={t("lowStock.empty")} />
      )}
      <More to={`${OFFICE_BASE}/inventory?status=low`}>{t("lowStock.seeAll")}</More>
    </Panel>
  );
}

/** Orders that need a person: delayed ones, or payments to review. Each links to its order page. */
export function AttentionPanel({
  kind,
  rows,
  count,
}: {
  kind: "delayed" | "review";
  rows: AttentionOrder[];
  count: number;
}) {
  const { t } = useTranslation(["dashboard-office", "office"]);
  const f = useOfficeFormat();
  const title = t(`${kind}.title`);
  return (
    <Panel title={title} id={`${kind}-title`}>
      {count ? (
        <>
          <p className="-mt-2 mb-3 text-sm text-stone-700" data-testid={`${kind}-count`}>
            {t(`${kind}.lead`, { count, weekdays: DELAY_WEEKDAYS })}
          </p>
          <TableWrap label={title}>
            <table className="w-full min-w-[36rem] border-collapse" data-testid={`${kind}-orders`}>
              <caption className="sr-only">{title}</caption>
              <thead className="bg-sandal-50">
                <tr>
                  <th scope="col" className={th}>
                    {t("orderList.order")}
                  </th>
                  <th scope="col" className={th}>
                    {t("orderList.customer")}
                  </th>
                  <th scope="col" className={th}>
                    {t("orderList.placed")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("orderList.total")}
                  </th>
                  <th scope="col" className={th}>
                    {t("orderList.status")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.oid} className="border-t border-sandal-200">
                    <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-xs font-semibold`}>
                      <Link
                        to={`${OFFICE_BASE}/orders/${encodeURIComponent(o.oid)}`}
                        className={`inline-flex min-h-11 items-center ${textLink}`}
                        aria-label={t("orderList.open", { oid: o.oid })}
                      >
                        {o.oid}
                      </Link>
                    </th>
                    <td className={td}>{o.customer}</td>
                    <td className={`${td} whitespace-nowrap`}>{f.dateTime(o.createdAt)}</td>
                    <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{f.money(o.totalCents)}</td>
                    <td className={td}>
                      <span className="flex flex-wrap gap-1.5">
                        <OrderStatusBadge status={o.status} />
                        {o.review ? <ReviewBadge kind={o.review} /> : null}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      ) : (
        <EmptyState text={t(`${kind}.empty`)} />
      )}
      {kind === "delayed" ? <More to={`${OFFICE_BASE}/orders?view=delayed`}>{t("delayed.seeAll")}</More> : null}
    </Panel>
  );
}
