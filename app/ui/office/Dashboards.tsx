import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AdminDashboard, ManagerDashboard } from "~/modules/office/dashboard.server";
import type { DashboardRange, RangeError } from "~/modules/office/dashboard/period";
import { HBarChart } from "./charts/HBarChart";
import { TrendChart } from "./charts/TrendChart";
import { FigureCard } from "./dashboard/FigureCard";
import { useDashboardFormat } from "./dashboard/format";
import { AttentionPanel, LowStockPanel, TopProductsPanel } from "./dashboard/Lists";
import { RangeForm } from "./dashboard/RangeForm";
import { useOfficeFormat } from "./format";
import { OfficeFrame, type FrameStaff } from "./OfficeFrame";
import { PageHeader, Panel } from "./parts";

const STOCK_TONES: Record<string, string> = { out: "fill-red-700", low: "fill-saffron-700", in: "fill-emerald-700" };

/** A dashboard page: the frame, the header with the period in words, the range form, the figures. */
export function DashboardPage({
  staff,
  title,
  range,
  error,
  asked,
  actions,
  children,
}: {
  staff: FrameStaff;
  title: string;
  range: DashboardRange;
  error: RangeError | null;
  asked: { from: string; to: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("dashboard-office");
  const d = useDashboardFormat();
  const lead = t("lead", {
    range: d.range(range.current.from, range.current.to),
    previous: d.range(range.previous.from, range.previous.to),
    count: range.current.days,
  });
  return (
    <OfficeFrame staff={staff}>
      <PageHeader title={title} lead={lead} actions={actions} />
      <div className="mt-6 space-y-6">
        <RangeForm range={range} error={error} asked={asked} />
        {children}
      </div>
    </OfficeFrame>
  );
}

/** The labels of the chart's buckets and of the previous period's matching ones. */
function useBuckets(range: DashboardRange, series: { start: string; previousStart: string }[]) {
  const d = useDashboardFormat();
  return {
    labels: series.map((b) => d.bucket(b.start, range.group)),
    longLabels: series.map((b) => d.bucketLong(b.start, range.group)),
    previousLabels: series.map((b) => d.bucketLong(b.previousStart, range.group)),
  };
}

function OrdersTrend({
  range,
  series,
  total,
  previousTotal,
}: {
  range: DashboardRange;
  series: { start: string; previousStart: string; orders: number; prevOrders: number }[];
  total: number;
  previousTotal: number;
}) {
  const { t } = useTranslation("dashboard-office");
  const f = useOfficeFormat();
  const d = useDashboardFormat();
  const b = useBuckets(range, series);
  const title = t("charts.ordersTitle", { grouping: t(`charts.groupingWord.${range.group}`) });
  return (
    <Panel title={title} id="orders-trend-title">
      <TrendChart
        id="orders-trend"
        title={title}
        description={t("charts.ordersDesc", {
          range: d.range(range.current.from, range.current.to),
          total: f.number(total),
          previousTotal: f.number(previousTotal),
        })}
        labels={b.labels}
        previousLabels={b.previousLabels}
        current={series.map((s) => s.orders)}
        previous={series.map((s) => s.prevOrders)}
        currentName={t("charts.current")}
        previousName={t("charts.previous")}
        format={f.number}
        integer
        tableSummary={t("charts.showTable")}
        bucketHeading={t(`charts.bucket.${range.group}`)}
        previousBucketHeading={t("charts.previousBucket")}
        testId="orders-trend"
        tableLabels={b.longLabels}
      />
    </Panel>
  );
}

export function AdminDashboardView({ d }: { d: AdminDashboard }) {
  const { t } = useTranslation("dashboard-office");
  const f = useOfficeFormat();
  const df = useDashboardFormat();
  const b = useBuckets(d.range, d.series);
  const fig = d.figures;
  const revenueTitle = t("charts.revenueTitle", { grouping: t(`charts.groupingWord.${d.range.group}`) });
  return (
    <>
      <section aria-label={t("figures.label")}>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <FigureCard
            label={t("figures.revenue")}
            hint={t("figures.revenueHint")}
            figure={fig.revenueCents}
            format={f.money}
            testId="figure-revenue"
          />
          <FigureCard label={t("figures.orders")} figure={fig.orders} format={f.number} testId="figure-orders" />
          <FigureCard
            label={t("figures.averageOrder")}
            hint={t("figures.averageOrderHint")}
            figure={fig.averageOrderCents}
            format={f.money}
            testId="figure-average"
          />
          <FigureCard
            label={t("figures.newCustomers")}
            hint={t("figures.newCustomersHint")}
            figure={fig.newCustomers}
            format={f.number}
            testId="figure-customers"
          />
          <FigureCard
            label={t("figures.conversion")}
            hint={t("figures.conversionHint")}
            figure={fig.conversion}
            format={df.percent}
            testId="figure-conversion"
          />
          <FigureCard
            label={t("figures.refunds")}
            hint={t("figures.refundsHint")}
            figure={fig.refundedCents}
            format={f.money}
            testId="figure-refunds"
          />
        </dl>
        <Definitions />
      </section>

      <Panel title={revenueTitle} id="revenue-trend-title">
        <TrendChart
          id="revenue-trend"
          title={revenueTitle}
          description={t("charts.revenueDesc", {
            range: df.range(d.range.current.from, d.range.current.to),
            total: f.money(fig.revenueCents.current),
            previousTotal: f.money(fig.revenueCents.previous),
          })}
          labels={b.labels}
          previousLabels={b.previousLabels}
          current={d.series.map((s) => s.revenueCents)}
          previous={d.series.map((s) => s.prevRevenueCents)}
          currentName={t("charts.current")}
          previousName={t("charts.previous")}
          format={f.money}
          tableSummary={t("charts.showTable")}
          bucketHeading={t(`charts.bucket.${d.range.group}`)}
          previousBucketHeading={t("charts.previousBucket")}
          testId="revenue-trend"
          tableLabels={b.longLabels}
        />
      </Panel>

      <div className="grid items-start gap-6 *:min-w-0 xl:grid-cols-2">
        <OrdersTrend range={d.range} series={d.series} total={fig.orders.current} previousTotal={fig.orders.previous} />
        <TopProductsPanel byUnits={d.topByUnits} byRevenue={d.topByRevenue} />
      </div>

      <AttentionPanel kind="review" rows={d.review.rows} count={d.review.count} />
      <div className="grid items-start gap-6 *:min-w-0 xl:grid-cols-2">
        <LowStockPanel rows={d.lowStock.rows} count={d.lowStock.count} />
        <AttentionPanel kind="delayed" rows={d.delayed.rows} count={d.delayed.count} />
      </div>
    </>
  );
}

/** What each figure counts, said on the page (the same words as the code's rules). */
function Definitions() {
  const { t } = useTranslation("dashboard-office");
  return (
    <details className="mt-3 text-sm text-stone-800">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-plum-800 underline underline-offset-2">
        {t("definitions.summary")}
      </summary>
      <ul className="mt-2 max-w-prose list-disc space-y-1 pl-5" data-testid="definitions">
        {(["orders", "paid", "revenue", "conversion", "customers"] as const).map((k) => (
          <li key={k}>{t(`definitions.${k}`)}</li>
        ))}
      </ul>
    </details>
  );
}

export function ManagerDashboardView({ d }: { d: ManagerDashboard }) {
  const { t } = useTranslation(["dashboard-office", "office"]);
  const f = useOfficeFormat();
  const fig = d.figures;
  return (
    <>
      <section aria-label={t("figures.label")}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <FigureCard label={t("figures.orders")} figure={fig.orders} format={f.number} testId="figure-orders" />
          <FigureCard label={t("figures.paidOrders")} figure={fig.paidOrders} format={f.number} testId="figure-paid" />
        </dl>
      </section>

      <OrdersTrend range={d.range} series={d.series} total={fig.orders.current} previousTotal={fig.orders.previous} />

      <div className="grid items-start gap-6 *:min-w-0 xl:grid-cols-2">
        <Panel title={t("stock.title")} id="stock-status-title">
          <HBarChart
            id="stock-status-chart"
            title={t("stock.title")}
            description={t("stock.desc", { out: d.stock.out, low: d.stock.low, in: d.stock.in })}
            bars={(["out", "low", "in"] as const).map((s) => ({
              key: s,
              label: t(`office:stockStatus.${s}`),
              value: d.stock[s],
              display: f.number(d.stock[s]),
              tone: STOCK_TONES[s],
            }))}
            tableSummary={t("charts.showTable")}
            labelHeading={t("stock.status")}
            valueHeading={t("stock.products")}
            testId="stock-status"
          />
        </Panel>
        <TopProductsPanel byUnits={d.topByUnits} />
      </div>

      <div className="grid items-start gap-6 *:min-w-0 xl:grid-cols-2">
        <LowStockPanel rows={d.lowStock.rows} count={d.lowStock.count} />
        <AttentionPanel kind="delayed" rows={d.delayed.rows} count={d.delayed.count} />
      </div>
    </>
  );
}
