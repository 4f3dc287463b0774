import type { StockReason } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

/**
 * The stock an order took and gave back, from the stock ledger (StockMovement rows recorded with
 * the order's id): the units it holds now are what its movements add up to, per product.
 */

export interface OrderStockMovement {
  id: string;
  productId: string;
  pid: string;
  title: string;
  reason: StockReason;
  /** Negative: taken from the shelf; positive: given back. */
  delta: number;
  stockAfter: number;
  createdAt: string;
}

export interface OrderStock {
  movements: OrderStockMovement[];
  /** Units the order holds now, per product (only the products it still holds). */
  held: { productId: string; pid: string; title: string; units: number }[];
}

export async function orderStock(orderId: string): Promise<OrderStock> {
  const rows = await db().stockMovement.findMany({
    where: { orderId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      productId: true,
      delta: true,
      stockAfter: true,
      reason: true,
      createdAt: true,
      product: { select: { pid: true, title: true } },
    },
  });
  const movements = rows.map((m) => ({
    id: m.id,
    productId: m.productId,
    pid: m.product.pid,
    title: m.product.title,
    reason: m.reason,
    delta: m.delta,
    stockAfter: m.stockAfter,
    createdAt: m.createdAt.toISOString(),
  }));
  const held = new Map<string, { productId: string; pid: string; title: string; units: number }>();
  for (const m of movements) {
    const h = held.get(m.productId) ?? { productId: m.productId, pid: m.pid, title: m.title, units: 0 };
    h.units -= m.delta;
    held.set(m.productId, h);
  }
  return { movements, held: [...held.values()].filter((h) => h.units > 0) };
}
