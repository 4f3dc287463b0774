import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { addDays, SHOP_TIME_ZONE, type DashboardRange } from "./period";

/**
 * The dashboards' series, summed by PostgreSQL: one row per bucket (day, week or month of the
 * shop's calendar, Europe/Rome, daylight saving included), empty buckets as zeros, the previous
 * period's figures beside each bucket. Orders count on the day they were placed.
 */

/** What one bucket holds, for the chosen range and (prev*) the same stretch of the previous period. */
export interface Bucket {
  /** First shop day of the bucket inside the range (a week or month may start before the range). */
  start: string;
  /** The same first day in the previous period. */
  previousStart: string;
  orders: number;
  paidOrders: number;
  /** Paid orders' totals minus what was refunded on them, cents, VAT included. */
  revenueCents: number;
  refundedCents: number;
  newCustomers: number;
  prevOrders: number;
  prevPaidOrders: number;
  prevRevenueCents: number;
  prevRefundedCents: number;
  prevNewCustomers: number;
}

/**
 * A paid order: on its way or arrived, or with money taken (a paid payment, or a refund, which
 * only a paid order can have). Cancelled and returned orders count when money was taken: their
 * refunds are subtracted, so a fully refunded one adds nothing.
 */
export const PAID_ORDER = Prisma.sql`(o."status" IN ('processing', 'shipped', 'delivered') OR o."refundedCents" > 0
  OR EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o."id" AND p."status" = 'paid'))`;

/** The UTC moment (as stored: timestamp without zone) of a shop day's midnight. */
export const shopMidnight = (date: string) =>
  Prisma.sql`((${date}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE} AT TIME ZONE 'UTC')`;

/** A stored UTC timestamp column as the shop's wall-clock time. */
const shopTime = (column: Prisma.Sql) => Prisma.sql`(${column} AT TIME ZONE 'UTC' AT TIME ZONE ${SHOP_TIME_ZONE})`;

interface Row {
  start: string;
  orders: number;
  paid: number;
  revenue: number;
  refunded: number;
  customers: number;
  p_orders: number;
  p_paid: number;
  p_revenue: number;
  p_refunded: number;
  p_customers: number;
}

export async function dashboardSeries(range: DashboardRange): Promise<Bucket[]> {
  const { current, previous, group } = range;
  const from = Prisma.sql`${current.from}::date::timestamp`;
  const lower = shopMidnight(previous.from);
  const upper = shopMidnight(addDays(current.to, 1));
  // A row of the previous period is moved forward by the period's length, so that it falls in
  // the bucket it is compared with; the first bucket starts at the range's first day.
  const bucketOf = (
    column: Prisma.Sql,
  ) => Prisma.sql`greatest(date_trunc(${group}, CASE WHEN ${shopTime(column)} >= ${from}
      THEN ${shopTime(column)} ELSE ${shopTime(column)} + make_interval(days => ${current.days}::int) END), ${from})`;
  const isCurrent = (column: Prisma.Sql) => Prisma.sql`(${column} >= ${shopMidnight(current.from)})`;

  const rows = await db().$queryRaw<Row[]>`
    WITH buckets AS (
      SELECT DISTINCT greatest(s, ${from}) AS start
      FROM generate_series(date_trunc(${group}, ${from}), ${current.to}::date::timestamp, ('1 ' || ${group})::interval) AS s
    ),
    placed AS (
      SELECT ${bucketOf(Prisma.sql`o."createdAt"`)} AS start, ${isCurrent(Prisma.sql`o."createdAt"`)} AS cur,
        ${PAID_ORDER} AS paid, o."totalCents", o."refundedCents"
      FROM "Order" o
      WHERE o."createdAt" >= ${lower} AND o."createdAt" < ${upper}
    ),
    orders AS (
      SELECT start,
        count(*) FILTER (WHERE cur)::int AS orders,
        count(*) FILTER (WHERE cur AND paid)::int AS paid,
        coalesce(sum("totalCents" - "refundedCents") FILTER (WHERE cur AND paid), 0)::float8 AS revenue,
        coalesce(sum("refundedCents") FILTER (WHERE cur), 0)::float8 AS refunded,
        count(*) FILTER (WHERE NOT cur)::int AS p_orders,
        count(*) FILTER (WHERE NOT cur AND paid)::int AS p_paid,
        coalesce(sum("totalCents" - "refundedCents") FILTER (WHERE NOT cur AND paid), 0)::float8 AS p_revenue,
        coalesce(sum("refundedCents") FILTER (WHERE NOT cur), 0)::float8 AS p_refunded
      FROM placed GROUP BY start
    ),
    customers AS (
      SELECT ${bucketOf(Prisma.sql`u."createdAt"`)} AS start,
        count(*) FILTER (WHERE ${isCurrent(Prisma.sql`u."createdAt"`)})::int AS customers,
        count(*) FILTER (WHERE NOT ${isCurrent(Prisma.sql`u."createdAt"`)})::int AS p_customers
      FROM "User" u
      WHERE u."role" = 'user' AND u."createdAt" >= ${lower} AND u."createdAt" < ${upper}
      GROUP BY 1
    )
    SELECT to_char(b.start, 'YYYY-MM-DD') AS start,
      coalesce(o.orders, 0) AS orders, coalesce(o.paid, 0) AS paid, coalesce(o.revenue, 0) AS revenue,
      coalesce(o.refunded, 0) AS refunded, coalesce(c.customers, 0) AS customers,
      coalesce(o.p_orders, 0) AS p_orders, coalesce(o.p_paid, 0) AS p_paid, coalesce(o.p_revenue, 0) AS p_revenue,
      coalesce(o.p_refunded, 0) AS p_refunded, coalesce(c.p_customers, 0) AS p_customers
    FROM buckets b
    LEFT JOIN orders o ON o.start = b.start
    LEFT JOIN customers c ON c.start = b.start
    ORDER BY b.start`;

  return rows.map((r) => ({
    start: r.start,
    previousStart: addDays(r.start, -current.days),
    orders: Number(r.orders),
    paidOrders: Number(r.paid),
    revenueCents: Number(r.revenue),
    refundedCents: Number(r.refunded),
    newCustomers: Number(r.customers),
    prevOrders: Number(r.p_orders),
    prevPaidOrders: Number(r.p_paid),
    prevRevenueCents: Number(r.p_revenue),
    prevRefundedCents: Number(r.p_refunded),
    prevNewCustomers: Number(r.p_customers),
  }));
}

export interface PeriodTotals {
  orders: number;
  paidOrders: number;
  revenueCents: number;
  refundedCents: number;
  newCustomers: number;
}

/** The period's figures: the buckets partition it, so their sums are its totals. */
export function totalsOf(buckets: Bucket[]): { current: PeriodTotals; previous: PeriodTotals } {
  const sum = (pick: (b: Bucket) => number) => buckets.reduce((a, b) => a + pick(b), 0);
  return {
    current: {
      orders: sum((b) => b.orders),
      paidOrders: sum((b) => b.paidOrders),
      revenueCents: sum((b) => b.revenueCents),
      refundedCents: sum((b) => b.refundedCents),
      newCustomers: sum((b) => b.newCustomers),
    },
    previous: {
      orders: sum((b) => b.prevOrders),
      paidOrders: sum((b) => b.prevPaidOrders),
      revenueCents: sum((b) => b.prevRevenueCents),
      refundedCents: sum((b) => b.prevRefundedCents),
      newCustomers: sum((b) => b.prevNewCustomers),
    },
  };
}
