import { stockCounts } from "./lists.server";
import { delayed, lowStock, paymentsToReview, topProducts, type TopProduct } from "./dashboard/lists.server";
import { percentChange, type DashboardRange } from "./dashboard/period";
import { dashboardSeries, totalsOf } from "./dashboard/trends.server";

/**
 * The dashboards (SPEC "Dashboards"): the shop's figures for a chosen range beside the previous
 * period of the same length, their trend by day, week or month, and the lists that need a
 * person. Everything is summed by PostgreSQL at the moment of the request.
 */

export interface Figure {
  current: number;
  previous: number;
  /** Change in percent, one decimal; null when the previous period has nothing to compare with. */
  change: number | null;
}

const figure = (current: number, previous: number): Figure => ({
  current,
  previous,
  change: percentChange(current, previous),
});

/** A share in percent (one decimal), 0 of 0 being 0. */
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

export interface AdminDashboard {
  range: DashboardRange;
  figures: {
    revenueCents: Figure;
    orders: Figure;
    paidOrders: Figure;
    averageOrderCents: Figure;
    newCustomers: Figure;
    /** Paid orders per order placed, in percent. */
    conversion: Figure;
    refundedCents: Figure;
  };
  series: {
    start: string;
    previousStart: string;
    revenueCents: number;
    prevRevenueCents: number;
    orders: number;
    prevOrders: number;
  }[];
  topByUnits: TopProduct[];
  topByRevenue: TopProduct[];
  lowStock: Awaited<ReturnType<typeof lowStock>>;
  delayed: Awaited<ReturnType<typeof delayed>>;
  review: Awaited<ReturnType<typeof paymentsToReview>>;
}

export async function adminDashboard(range: DashboardRange, now: Date = new Date()): Promise<AdminDashboard> {
  const [buckets, top, low, late, review] = await Promise.all([
    dashboardSeries(range),
    topProducts(range.current),
    lowStock(),
    delayed(now),
    paymentsToReview(),
  ]);
  const { current: c, previous: p } = totalsOf(buckets);
  const average = (t: typeof c) => (t.paidOrders ? Math.round(t.revenueCents / t.paidOrders) : 0);
  return {
    range,
    figures: {
      revenueCents: figure(c.revenueCents, p.revenueCents),
      orders: figure(c.orders, p.orders),
      paidOrders: figure(c.paidOrders, p.paidOrders),
      averageOrderCents: figure(average(c), average(p)),
      newCustomers: figure(c.newCustomers, p.newCustomers),
      conversion: figure(share(c.paidOrders, c.orders), share(p.paidOrders, p.orders)),
      refundedCents: figure(c.refundedCents, p.refundedCents),
    },
    series: buckets.map((b) => ({
      start: b.start,
      previousStart: b.previousStart,
      revenueCents: b.revenueCents,
      prevRevenueCents: b.prevRevenueCents,
      orders: b.orders,
      prevOrders: b.prevOrders,
    })),
    topByUnits: top.byUnits,
    topByRevenue: top.byRevenue,
    lowStock: low,
    delayed: late,
    review,
  };
}

/**
 * The manager's dashboard: stock and orders, no money. Revenue, refunds and the average order
 * stay on the admin's (the manager runs the catalogue and the warehouse, not the accounts).
 */
export interface ManagerDashboard {
  range: DashboardRange;
  figures: { orders: Figure; paidOrders: Figure };
  series: { start: string; previousStart: string; orders: number; prevOrders: number }[];
  topByUnits: Omit<TopProduct, "revenueCents">[];
  stock: Awaited<ReturnType<typeof stockCounts>>;
  lowStock: Awaited<ReturnType<typeof lowStock>>;
  delayed: Awaited<ReturnType<typeof delayed>>;
}

export async function managerDashboard(range: DashboardRange, now: Date = new Date()): Promise<ManagerDashboard> {
  const [buckets, top, stock, low, late] = await Promise.all([
    dashboardSeries(range),
    topProducts(range.current),
    stockCounts(),
    lowStock(),
    delayed(now),
  ]);
  const { current: c, previous: p } = totalsOf(buckets);
  return {
    range,
    figures: { orders: figure(c.orders, p.orders), paidOrders: figure(c.paidOrders, p.paidOrders) },
    series: buckets.map(({ start, previousStart, orders, prevOrders }) => ({
      start,
      previousStart,
      orders,
      prevOrders,
    })),
    topByUnits: top.byUnits.map(({ productId, pid, title, units }) => ({ productId, pid, title, units })),
    stock,
    lowStock: low,
    delayed: late,
  };
}
