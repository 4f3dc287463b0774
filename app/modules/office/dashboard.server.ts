import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { LOW_STOCK_THRESHOLD, type StockStatus } from "~/modules/inventory/stock-status";
import {
  delayedOrders,
  latestOrders,
  listReviews,
  officeProducts,
  stockCounts,
  type OfficeOrderRow,
  type OfficeProductRow,
  type OfficeReviewRow,
} from "./lists.server";

/**
 * The dashboards' figures (SPEC "Admin pages": the sample metrics become real ones), all from
 * the database at the moment of the request.
 */

export const ORDER_STATUSES = [
  "pending",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const satisfies readonly OrderStatus[];

/** Orders whose money the shop has: paid and on their way (or arrived). */
const EARNING: OrderStatus[] = ["processing", "shipped", "delivered"];

const DAY = 86_400_000;

export interface AdminDashboard {
  /** Sum of the totals of paid orders (processing, shipped, delivered, or pending with a paid payment). */
  revenueCents: number;
  paidOrders: number;
  ordersByStatus: Record<OrderStatus, number>;
  orderCount: number;
  newCustomers30d: number;
  customerCount: number;
  latestOrders: OfficeOrderRow[];
  lowStock: OfficeProductRow[];
  lowStockCount: number;
  lowStockThreshold: number;
  recentReviews: OfficeReviewRow[];
}

export async function ordersByStatus(): Promise<{ byStatus: Record<OrderStatus, number>; total: number }> {
  const groups = await db().order.groupBy({ by: ["status"], _count: { _all: true } });
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const g of groups) byStatus[g.status] = g._count._all;
  return { byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0) };
}

async function revenue() {
  // A pending order whose payment went through (the notification came before the status moved)
  // is paid as well; cancelled and returned orders are not revenue.
  const where = {
    OR: [{ status: { in: EARNING } }, { status: "pending" as const, payments: { some: { status: "paid" as const } } }],
  };
  const agg = await db().order.aggregate({ where, _sum: { totalCents: true }, _count: { _all: true } });
  return { revenueCents: agg._sum.totalCents ?? 0, paidOrders: agg._count._all };
}

async function lowStockProducts(limit: number) {
  const where = { stock: { lte: LOW_STOCK_THRESHOLD } };
  const [products, count] = await Promise.all([
    officeProducts(where, [{ stock: "asc" }, { title: "asc" }], { take: limit }),
    db().product.count({ where }),
  ]);
  return { products, count };
}

export async function adminDashboard(now: Date = new Date()): Promise<AdminDashboard> {
  const since = new Date(now.getTime() - 30 * DAY);
  const [money, orders, newCustomers30d, customerCount, latest, low, reviews] = await Promise.all([
    revenue(),
    ordersByStatus(),
    db().user.count({ where: { role: "user", deletedAt: null, createdAt: { gte: since } } }),
    db().user.count({ where: { role: "user", deletedAt: null } }),
    latestOrders(10, now),
    lowStockProducts(10),
    listReviews({ page: 1, q: undefined }),
  ]);
  return {
    ...money,
    ordersByStatus: orders.byStatus,
    orderCount: orders.total,
    newCustomers30d,
    customerCount,
    latestOrders: latest,
    lowStock: low.products,
    lowStockCount: low.count,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    recentReviews: reviews.rows.slice(0, 5),
  };
}

export interface ManagerDashboard {
  stock: Record<StockStatus, number>;
  productCount: number;
  lowStockThreshold: number;
  productsByCategory: { name: string; slug: string; count: number }[];
  latestOrders: OfficeOrderRow[];
  delayedOrders: OfficeOrderRow[];
}

export async function managerDashboard(now: Date = new Date()): Promise<ManagerDashboard> {
  const [stock, categories, latest, delayed] = await Promise.all([
    stockCounts(),
    db().category.findMany({
      select: { name: true, slug: true, _count: { select: { products: true } } },
      orderBy: [{ position: "asc" }, { name: "asc" }],
    }),
    latestOrders(10, now),
    delayedOrders(now),
  ]);
  return {
    stock,
    productCount: stock.out + stock.low + stock.in,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    productsByCategory: categories.map((c) => ({ name: c.name, slug: c.slug, count: c._count.products })),
    latestOrders: latest,
    delayedOrders: delayed,
  };
}
