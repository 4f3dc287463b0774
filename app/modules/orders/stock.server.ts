import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { releaseDiscountUse } from "~/modules/discounts/redeem.server";
import { explainStock, type StockExplanation } from "~/modules/inventory/ledger.server";

/**
 * Stock held by orders: an order takes its units when it is placed (checkout) and gives them back
 * exactly once when it ends unpaid or is cancelled. The status change is a conditional update, so
 * two endings racing (a shopper's cancel, an expired reservation, a failed payment) return the
 * units at most once.
 */

type Tx = Prisma.TransactionClient;

/** Units per product (an order could list a product on two lines), in id order (a fixed lock order). */
export function unitsByProduct(lines: readonly { productId: string | null; quantity: number }[]) {
  const units = new Map<string, number>();
  for (const l of lines) if (l.productId) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A product the shelf cannot serve: how many units are left of it, and how many were asked for. */
export type StockShort = { productId: string; title: string; available: number; requested: number };

/**
 * Takes `units` (from unitsByProduct: id order) off the shelf, each with a conditional update
 * (`stock >= quantity`), so two buyers never get the same last unit. Stops at the first product
 * that is short, or gone (unless `skipMissing`: a product deleted since a sale has no shelf), and
 * says which: the caller then throws to roll the transaction back. `why` goes to the stock ledger
 * ('order' with the order's id, or 'reopen').
 */
export async function takeUnits(
  tx: Tx,
  units: readonly (readonly [string, number])[],
  why: StockExplanation,
  options: { skipMissing?: boolean } = {},
): Promise<null | { missing: string } | { short: StockShort }> {
  await explainStock(tx, why);
  for (const [productId, quantity] of units) {
    const taken = await tx.product.updateMany({
      where: { id: productId, stock: { gte: quantity } },
      data: { stock: { decrement: quantity } },
    });
    if (taken.count > 0) continue;
    const p = await tx.product.findUnique({ where: { id: productId }, select: { title: true, stock: true } });
    if (!p) {
      if (options.skipMissing) continue;
      return { missing: productId };
    }
    return { short: { productId, title: p.title, available: Math.max(0, p.stock), requested: quantity } };
  }
  return null;
}

/**
 * Puts the order's units back on the shelf (a 'cancellation' in the stock ledger, by `actorId` when
 * a person ended it). Call only after the status change that ends the order.
 */
export async function restockOrder(tx: Tx, orderId: string, actorId?: string | null): Promise<Record<string, number>> {
  await explainStock(tx, { reason: "cancellation", orderId, actorId });
  const lines = await tx.orderLine.findMany({ where: { orderId }, select: { productId: true, quantity: true } });
  const units = unitsByProduct(lines);
  for (const [productId, quantity] of units) {
    await tx.product.updateMany({ where: { id: productId }, data: { stock: { increment: quantity } } });
  }
  return Object.fromEntries(units);
}

/**
 * Cancels the order if it is still in one of `from` (and, with `expiredBefore`, its reservation
 * ended before that moment), and returns its stock. False when another change got there first.
 */
export async function cancelAndRestock(
  tx: Tx,
  orderId: string,
  from: readonly OrderStatus[],
  options: { expiredBefore?: Date; actorId?: string | null } = {},
): Promise<{ cancelled: false } | { cancelled: true; restocked: Record<string, number> }> {
  const changed = await tx.order.updateMany({
    where: {
      id: orderId,
      status: { in: [...from] },
      ...(options.expiredBefore ? { reservationExpires: { lt: options.expiredBefore } } : {}),
    },
    data: { status: "cancelled", reservationExpires: null },
  });
  if (changed.count === 0) return { cancelled: false };
  // A cancelled order gives its discount code's use back, with its stock (docs/decisions/017).
  await releaseDiscountUse(tx, orderId);
  return { cancelled: true, restocked: await restockOrder(tx, orderId, options.actorId) };
}
