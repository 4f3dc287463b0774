import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DELAY_WEEKDAYS } from "~/modules/orders/delay";
import type { AdminDashboard, ManagerDashboard } from "~/modules/office/dashboard.server";
import type { OfficeOrderRow } from "~/modules/office/lists.server";
import { BarChart } from "./BarChart";
import { useOfficeFormat } from "./format";
import { OFFICE_BASE } from "./nav";
import { OfficeFrame, type FrameStaff } from "./OfficeFrame";
import { EmptyState, PageHeader, Panel, StatCard, StockBadge, textLink } from "./parts";
import { OrdersTable } from "./tables";

const STATUS_TONES: Record<string, string> = {
  pending: "bg-saffron-500",
  processing: "bg-sky-700",
  shipped: "bg-indigo-700",
  delivered: "bg-emerald-700",
  cancelled: "bg-stone-500",
  returned: "bg-red-700",
};

const STOCK_TONES: Record<string, string> = { out: "bg-red-700", low: "bg-saffron-500", in: "bg-emerald-700" };

/** A dashboard page: the frame, a header that welcomes the staff member, then the figures. */
export function DashboardPage({
  staff,
  title,
  actions,
  children,
}: {
  staff: FrameStaff;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("office");
  return (
    <OfficeFrame staff={staff}>
      <PageHeader title={title} lead={t("dashboard.welcome", { name: staff.fname })} actions={actions} />
      {children}
    </OfficeFrame>
  );
}

/** "See all …" under a panel. */
function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-4 text-sm">
      <Link className={`font-medium ${textLink}`} to={to}>
        {children}
      </Link>
    </p>
  );
}

/** The newest orders, on both dashboards. */
function LatestOrdersPanel({ orders }: { orders: OfficeOrderRow[] }) {
  const { t } = useTranslation("office");
  return (
    <Panel title={t("dashboard.latestOrders")} id="latest-orders-title">
      <OrdersTable rows={orders} caption={t("dashboard.latestOrders")} empty={t("empty.orders")} />
      <MoreLink to={`${OFFICE_BASE}/orders`}>{t("dashboard.seeOrders")}</MoreLink>
    </Panel>
  );
}

export function AdminDashboardView({ d }: { d: AdminDashboard }) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <div className="mt-6 space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t("dashboard.revenue")}
          value={f.money(d.revenueCents)}
          hint={t("dashboard.revenueHint", { count: d.paidOrders })}
          testId="stat-revenue"
        />
        <StatCard label={t("dashboard.orders")} value={f.number(d.orderCount)} testId="stat-orders" />
        <StatCard
          label={t("dashboard.newCustomers")}
          value={f.number(d.newCustomers30d)}
          hint={t("dashboard.customersHint", { count: d.customerCount })}
          testId="stat-new-customers"
        />
        <StatCard
          label={t("dashboard.lowStock")}
          value={f.number(d.lowStockCount)}
          hint={t("dashboard.lowStockHint", { threshold: d.lowStockThreshold })}
          testId="stat-low-stock"
        />
      </dl>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel title={t("dashboard.ordersByStatus")} id="orders-by-status-title">
          <BarChart
            label={t("dashboard.ordersByStatus")}
            testId="orders-by-status"
            bars={Object.entries(d.ordersByStatus).map(([status, count]) => ({
              key: status,
              label: t(`orderStatus.${status}`),
              value: count,
              display: f.number(count),
              tone: STATUS_TONES[status],
            }))}
          />
          <p className="mt-4 text-sm text-stone-700">
            {t("dashboard.ordersTotal")}{" "}
            <strong className="tabular-nums" data-testid="orders-total">
              {f.number(d.orderCount)}
            </strong>
          </p>
        </Panel>

        <Panel title={t("dashboard.lowStockTitle", { threshold: d.lowStockThreshold })} id="low-stock-title">
          {d.lowStock.length ? (
            <ul className="divide-y divide-sandal-200" data-testid="low-stock">
              {d.lowStock.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span>
                    <span className="block font-medium">{p.title}</span>
                    <span className="block font-mono text-xs text-stone-600">{p.pid}</span>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="tabular-nums">{t("dashboard.units", { count: p.stock })}</span>
                    <StockBadge status={p.status} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState text={t("dashboard.noLowStock")} />
          )}
          <MoreLink to={`${OFFICE_BASE}/inventory?status=low`}>{t("dashboard.seeInventory")}</MoreLink>
        </Panel>
      </div>

      <LatestOrdersPanel orders={d.latestOrders} />

      <Panel title={t("dashboard.recentReviews")} id="recent-reviews-title">
        {d.recentReviews.length ? (
          <ul className="divide-y divide-sandal-200">
            {d.recentReviews.map((r) => (
              <li key={r.id} className="py-3 text-sm">
                <p className="font-medium">
                  {r.productTitle}
                  <span className="ml-2 whitespace-nowrap font-normal text-stone-700">
                    {t("reviews.ratingOf", { rating: r.rating })}
                  </span>
                </p>
                <p className="mt-1 text-stone-800">{r.comment}</p>
                <p className="mt-1 text-xs text-stone-600">
                  {r.author ?? t("reviews.anonymous")} · {f.date(r.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={t("empty.reviews")} />
        )}
        <MoreLink to={`${OFFICE_BASE}/reviews`}>{t("dashboard.seeReviews")}</MoreLink>
      </Panel>
    </div>
  );
}

export function ManagerDashboardView({ d }: { d: ManagerDashboard }) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <div className="mt-6 space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t("dashboard.products")} value={f.number(d.productCount)} testId="stat-products" />
        <StatCard label={t("stockStatus.out")} value={f.number(d.stock.out)} testId="stat-out" />
        <StatCard
          label={t("stockStatus.low")}
          value={f.number(d.stock.low)}
          hint={t("dashboard.lowStockHint", { threshold: d.lowStockThreshold })}
          testId="stat-low"
        />
        <StatCard label={t("dashboard.delayedOrders")} value={f.number(d.delayedOrders.length)} testId="stat-delayed" />
      </dl>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel title={t("dashboard.stockStatus")} id="stock-status-title">
          <BarChart
            label={t("dashboard.stockStatus")}
            testId="stock-status"
            bars={(["out", "low", "in"] as const).map((s) => ({
              key: s,
              label: t(`stockStatus.${s}`),
              value: d.stock[s],
              display: f.number(d.stock[s]),
              tone: STOCK_TONES[s],
            }))}
          />
          <MoreLink to={`${OFFICE_BASE}/inventory`}>{t("dashboard.seeInventory")}</MoreLink>
        </Panel>
        <Panel title={t("dashboard.productsByCategory")} id="products-by-category-title">
          <BarChart
            label={t("dashboard.productsByCategory")}
            testId="products-by-category"
            bars={d.productsByCategory.map((c) => ({
              key: c.slug,
              label: c.name,
              value: c.count,
              display: f.number(c.count),
            }))}
          />
        </Panel>
      </div>

      <Panel title={t("dashboard.delayedOrders")} id="delayed-orders-title">
        <p className="-mt-2 mb-4 text-sm text-stone-700">{t("orders.delayedLead", { weekdays: DELAY_WEEKDAYS })}</p>
        <OrdersTable rows={d.delayedOrders} caption={t("dashboard.delayedOrders")} empty={t("dashboard.noDelayed")} />
      </Panel>

      <LatestOrdersPanel orders={d.latestOrders} />
    </div>
  );
}
