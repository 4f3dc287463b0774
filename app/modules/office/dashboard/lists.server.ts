import { Prisma } from "~/generated/prisma/client";
import { db, withStatementTimeout } from "~/lib/db.server";
import { stockStatus, type StockStatus } from "~/modules/inventory/stock-status";
import { reviewKind } from "../lists.server";
import { delayedCreatedBefore, OPEN_STATUSES } from "./delayed";
import { addDays, type Period } from "./period";
import { PAID_ORDER, shopMidnight } from "./trends.server";

/** The dashboards' short lists: what sold, what runs low, what is late, what needs a look. */

export const LIST_SIZE = 10;

export interface TopProduct {
  /** The product's id, or null for the lines of products deleted since (counted together). */
  productId: string | null;
  pid: string | null;
  /** The product's title now; empty for the deleted ones. */
  title: string;
  units: number;
  revenueCents: number;
}

/**
 * Best sellers of the period among paid orders, by units and by revenue (the lines' totals,
 * VAT included, before an order-wide discount): the first `LIST_SIZE` of each. Lines are read
 * through the (orderId) covering index, grouped by product only.
 */
export async function topProducts(period: Period): Promise<{ byUnits: TopProduct[]; byRevenue: TopProduct[] }> {
  // Over a long period at a million orders this takes seconds: the report's statement limit.
  const rows = await withStatementTimeout(
    (tx) => tx.$queryRaw<
      {
        product_id: string | null;
        pid: string | null;
        title: string | null;
        units: number;
        revenue: number;
        by_units: number;
        by_revenue: number;
      }[]
    >`
    WITH sold AS (
      SELECT l."productId" AS product_id, sum(l."quantity")::float8 AS units, sum(l."lineTotalCents")::float8 AS revenue
      FROM "Order" o JOIN "OrderLine" l ON l."orderId" = o."id"
      WHERE o."createdAt" >= ${shopMidnight(period.from)} AND o."createdAt" < ${shopMidnight(addDays(period.to, 1))}
        AND ${PAID_ORDER}
      GROUP BY l."productId"
    ),
    ranked AS (
      SELECT sold.*, row_number() OVER (ORDER BY units DESC, revenue DESC, product_id) AS by_units,
        row_number() OVER (ORDER BY revenue DESC, units DESC, product_id) AS by_revenue
      FROM sold
    )
    SELECT r.product_id, p."pid", p."title", r.units, r.revenue, r.by_units::int AS by_units, r.by_revenue::int AS by_revenue
    FROM ranked r LEFT JOIN "Product" p ON p."id" = r.product_id
    WHERE r.by_units <= ${LIST_SIZE} OR r.by_revenue <= ${LIST_SIZE}`,
  );
  const toTop = (r: (typeof rows)[number]): TopProduct => ({
    productId: r.product_id,
    pid: r.pid,
    title: r.title ?? "",
    units: Number(r.units),
    revenueCents: Number(r.revenue),
  });
  const pick = (key: "by_units" | "by_revenue") =>
    rows
      .filter((r) => Number(r[key]) <= LIST_SIZE)
      .sort((a, b) => Number(a[key]) - Number(b[key]))
      .map(toTop);
  return { byUnits: pick("by_units"), byRevenue: pick("by_revenue") };
}

export interface LowStockRow {
  id: string;
  pid: string;
  title: string;
  stock: number;
  threshold: number;
  status: StockStatus;
}

/** Products at or below their own low-stock threshold (out of stock included), emptiest first. */
export async function lowStock(): Promise<{ rows: LowStockRow[]; count: number }> {
  const where: Prisma.ProductWhereInput = { stock: { lte: db().product.fields.lowStockThreshold } };
  const [products, count] = await Promise.all([
    db().product.findMany({
      where,
      select: { id: true, pid: true, title: true, stock: true, lowStockThreshold: true },
      orderBy: [{ stock: "asc" }, { title: "asc" }, { id: "asc" }],
      take: LIST_SIZE,
    }),
    db().product.count({ where }),
  ]);
  return {
    rows: products.map(({ lowStockThreshold, ...p }) => ({
      ...p,
      threshold: lowStockThreshold,
      status: stockStatus(p.stock, lowStockThreshold),
    })),
    count,
  };
}

export interface AttentionOrder {
  oid: string;
  customer: string;
  status: string;
  totalCents: number;
  createdAt: string;
  /** Why a flagged order needs a person (office `orders.review.*`), null on the delayed list. */
  review: string | null;
}

const attentionSelect = {
  oid: true,
  status: true,
  totalCents: true,
  createdAt: true,
  shipName: true,
  guestName: true,
  flaggedForReview: true,
  reviewReason: true,
  user: { select: { fname: true, lname: true, deletedAt: true } },
} satisfies Prisma.OrderSelect;

function toAttention(o: Prisma.OrderGetPayload<{ select: typeof attentionSelect }>): AttentionOrder {
  const account = o.user && !o.user.deletedAt ? `${o.user.fname} ${o.user.lname}`.trim() : "";
  return {
    oid: o.oid,
    customer: account || o.guestName || o.shipName,
    status: o.status,
    totalCents: o.totalCents,
    createdAt: o.createdAt.toISOString(),
    review: reviewKind(o.flaggedForReview, o.reviewReason),
  };
}

/** Delayed orders (SPEC: not delivered, more than 7 weekdays since they were placed), oldest first. */
export async function delayed(now: Date): Promise<{ rows: AttentionOrder[]; count: number }> {
  const where: Prisma.OrderWhereInput = {
    status: { in: [...OPEN_STATUSES] },
    createdAt: { lt: delayedCreatedBefore(now) },
  };
  const [rows, count] = await Promise.all([
    db().order.findMany({
      where,
      select: attentionSelect,
      orderBy: [{ createdAt: "asc" }, { oid: "asc" }],
      take: LIST_SIZE,
    }),
    db().order.count({ where }),
  ]);
  return { rows: rows.map((o) => ({ ...toAttention(o), review: null })), count };
}

/** Orders whose payment needs a person (an amount mismatch, a late payment…), newest first. */
export async function paymentsToReview(): Promise<{ rows: AttentionOrder[]; count: number }> {
  const where: Prisma.OrderWhereInput = { flaggedForReview: true };
  const [rows, count] = await Promise.all([
    db().order.findMany({
      where,
      select: attentionSelect,
      orderBy: [{ createdAt: "desc" }, { oid: "desc" }],
      take: LIST_SIZE,
    }),
    db().order.count({ where }),
  ]);
  return { rows: rows.map(toAttention), count };
}
