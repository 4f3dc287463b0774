import { Prisma } from "~/generated/prisma/client";
import { withStatementTimeout } from "~/lib/db.server";
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
 * refunds are subtracted, so a fully refunded one adds nothing. The first part reads the
 * covering index alone; the payment look-up (a partial index of paid payments) is left for the
 * few orders the first part does not settle.
 */
const SETTLED_PAID = Prisma.sql`(o."status" IN ('processing', 'shipped', 'delivered') OR o."refundedCents" > 0)`;
const PAID_PAYMENT = Prisma.sql`EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o."id" AND p."status" = 'paid')`;
export const PAID_ORDER = Prisma.sql`(${SETTLED_PAID} OR ${PAID_PAYMENT})`;

/** The UTC moment (as stored: timestamp without zone) of a shop day's midnight. */
export const shopMidnight = (date: string) =>
  Prisma.sql`((${date}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE} AT TIME ZONE 'UTC')`;

/** A wall-clock time of the shop (timestamp without zone) as the stored UTC time. */
const utc = (local: Prisma.Sql) => Prisma.sql`(${local} AT TIME ZONE ${SHOP_TIME_ZONE} AT TIME ZONE 'UTC')`;

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

/**
 * Each bucket's bounds (shop wall-clock time, the first cut at the range's start and the last at
 * its end) become stored UTC times, and each bucket reads its own slice of the (createdAt)
 * covering index: no per-row time-zone arithmetic, no sort, memory bounded by the bucket count.
 * The previous period's slice is the same bounds moved back by the period's length.
 */
export async function dashboardSeries(range: DashboardRange): Promise<Bucket[]> {
  const { current, group } = range;
  const from = Prisma.sql`${current.from}::date::timestamp`;
  const end = Prisma.sql`(${current.to}::date + 1)::timestamp`;
  const step = Prisma.sql`('1 ' || ${group})::interval`;
  const back = Prisma.sql`make_interval(days => ${current.days}::int)`;
  // Two passes over the bucket's slice: everything the index settles, then the orders that only
  // a paid payment makes paid (pending or cancelled with money taken; a few in a hundred).
  const orders = (lo: Prisma.Sql, hi: Prisma.Sql) => Prisma.sql`
    SELECT a.orders, a.paid + x.paid AS paid, a.revenue + x.revenue AS revenue, a.refunded
    FROM (
      SELECT count(*)::int AS orders, count(*) FILTER (WHERE ${SETTLED_PAID})::int AS paid,
        coalesce(sum(o."totalCents" - o."refundedCents") FILTER (WHERE ${SETTLED_PAID}), 0)::float8 AS revenue,
        coalesce(sum(o."refundedCents"), 0)::float8 AS refunded
      FROM "Order" o WHERE o."createdAt" >= ${utc(lo)} AND o."createdAt" < ${utc(hi)}
    ) a, (
      SELECT count(*)::int AS paid, coalesce(sum(o."totalCents"), 0)::float8 AS revenue
      FROM "Order" o WHERE o."createdAt" >= ${utc(lo)} AND o."createdAt" < ${utc(hi)}
        AND NOT ${SETTLED_PAID} AND ${PAID_PAYMENT}
    ) x`;
  const customers = (lo: Prisma.Sql, hi: Prisma.Sql) => Prisma.sql`
    SELECT count(*)::int AS customers FROM "User" u
    WHERE u."role" = 'user' AND u."createdAt" >= ${utc(lo)} AND u."createdAt" < ${utc(hi)}`;
  const lo = Prisma.sql`b.start`;
  const hi = Prisma.sql`b.stop`;
  const plo = Prisma.sql`(b.start - ${back})`;
  const phi = Prisma.sql`(b.stop - ${back})`;

  // A year of a million orders takes seconds: a staff report, so the report's longer statement limit.
  const rows = await withStatementTimeout(
    (tx) => tx.$queryRaw<Row[]>`
    WITH b AS (
      SELECT greatest(s, ${from}) AS start, least(s + ${step}, ${end}) AS stop
      FROM generate_series(date_trunc(${group}, ${from}), ${current.to}::date::timestamp, ${step}) AS s
    )
    SELECT to_char(b.start, 'YYYY-MM-DD') AS start, cur.orders, cur.paid, cur.revenue, cur.refunded, cc.customers,
      prev.orders AS p_orders, prev.paid AS p_paid, prev.revenue AS p_revenue, prev.refunded AS p_refunded,
      pc.customers AS p_customers
    FROM b
    CROSS JOIN LATERAL (${orders(lo, hi)}) cur
    CROSS JOIN LATERAL (${orders(plo, phi)}) prev
    CROSS JOIN LATERAL (${customers(lo, hi)}) cc
    CROSS JOIN LATERAL (${customers(plo, phi)}) pc
    ORDER BY b.start`,
  );

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
