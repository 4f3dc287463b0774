import type { Prisma, StockReason } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { explainStock } from "./ledger.server";
import { adjustedStock, type AdjustStockInput } from "./schemas";
import { stockStatus, type StockStatus } from "./stock-status";

/**
 * Staff stock changes by hand (an adjustment with a reason, the low-stock threshold) and the
 * stock ledger of a product. Every write runs in one transaction with its audit record; the
 * ledger's movement is written by the trigger on Product.stock, with the reason said here first.
 */

type Tx = Prisma.TransactionClient;

export interface StaffActor {
  id: string;
}
export interface StaffContext {
  ip?: string | null;
}

/** Products in one stock status, by each product's own threshold (SPEC "Stock status"). */
export function stockStatusWhere(status: StockStatus): Prisma.ProductWhereInput {
  const threshold = db().product.fields.lowStockThreshold;
  if (status === "out") return { stock: { lte: 0 } };
  if (status === "low") return { AND: [{ stock: { gte: 1 } }, { stock: { lte: threshold } }] };
  return { stock: { gt: threshold } };
}

/** The product's stock, its row locked until the transaction ends (a fixed point to change from). */
export async function lockedStock(tx: Tx, productId: string): Promise<number | null> {
  const rows = await tx.$queryRaw<
    { stock: number }[]
  >`SELECT "stock" FROM "Product" WHERE "id" = ${productId} FOR UPDATE`;
  return rows[0]?.stock ?? null;
}

export type AdjustOutcome =
  | { ok: true; pid: string; before: number; after: number; delta: number }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "negative"; stock: number };

/** A stock adjustment by a staff member (received, damaged, correction, count), with an optional note. */
export async function adjustStock(
  actor: StaffActor,
  productId: string,
  input: AdjustStockInput,
  ctx: StaffContext = {},
): Promise<AdjustOutcome> {
  const outcome = await db().$transaction(async (tx): Promise<AdjustOutcome> => {
    const before = await lockedStock(tx, productId);
    if (before === null) return { ok: false, reason: "not_found" };
    const after = adjustedStock(before, input);
    if (after < 0) return { ok: false, reason: "negative", stock: before };
    const product = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { pid: true } });
    await explainStock(tx, { reason: input.reason, note: input.note || null, actorId: actor.id });
    if (after !== before) await tx.product.update({ where: { id: productId }, data: { stock: after } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "stock.adjust",
      entity: "Product",
      entityId: productId,
      before: { stock: before },
      after: { stock: after },
      details: { pid: product.pid, reason: input.reason, ...(input.note ? { note: input.note } : {}) },
      ip: ctx.ip,
    });
    return { ok: true, pid: product.pid, before, after, delta: after - before };
  });
  if (outcome.ok && outcome.delta !== 0) invalidateProductPages();
  return outcome;
}

export type ThresholdOutcome =
  { ok: true; pid: string; before: number; after: number } | { ok: false; reason: "not_found" };

/** The product's low-stock threshold (units at or below which it is "low"). */
export async function setLowStockThreshold(
  actor: StaffActor,
  productId: string,
  threshold: number,
  ctx: StaffContext = {},
): Promise<ThresholdOutcome> {
  return db().$transaction(async (tx): Promise<ThresholdOutcome> => {
    const product = await tx.product.findUnique({
      where: { id: productId },
      select: { pid: true, lowStockThreshold: true },
    });
    if (!product) return { ok: false, reason: "not_found" };
    await tx.product.update({ where: { id: productId }, data: { lowStockThreshold: threshold } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "stock.threshold",
      entity: "Product",
      entityId: productId,
      before: { lowStockThreshold: product.lowStockThreshold },
      after: { lowStockThreshold: threshold },
      details: { pid: product.pid },
      ip: ctx.ip,
    });
    return { ok: true, pid: product.pid, before: product.lowStockThreshold, after: threshold };
  });
}

// ---------------------------------------------------------------------------------------------
// The ledger of one product

export const HISTORY_PAGE = 50;

export interface StockMovementRow {
  id: string;
  createdAt: string;
  reason: StockReason;
  delta: number;
  stockAfter: number;
  note: string | null;
  /** The order's number, when the movement belongs to an order that still exists. */
  oid: string | null;
  /** Who moved it: a name, an e-mail, or null (the shop itself, or an erased account). */
  actor: string | null;
}

export interface StockHistory {
  product: { id: string; pid: string; title: string; stock: number; threshold: number; status: StockStatus };
  rows: StockMovementRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** A product's stock and its movements, newest first, one page at a time; null when there is no such product. */
export async function stockHistory(productId: string, page = 1): Promise<StockHistory | null> {
  const product = await db().product.findUnique({
    where: { id: productId },
    select: { id: true, pid: true, title: true, stock: true, lowStockThreshold: true },
  });
  if (!product) return null;
  const where = { productId };
  const [movements, total] = await Promise.all([
    db().stockMovement.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * HISTORY_PAGE,
      take: HISTORY_PAGE,
    }),
    db().stockMovement.count({ where }),
  ]);
  const orderIds = [...new Set(movements.flatMap((m) => (m.orderId ? [m.orderId] : [])))];
  const actorIds = [...new Set(movements.flatMap((m) => (m.actorId ? [m.actorId] : [])))];
  const [orders, actors] = await Promise.all([
    orderIds.length
      ? db().order.findMany({ where: { id: { in: orderIds } }, select: { id: true, oid: true } })
      : Promise.resolve([]),
    actorIds.length
      ? db().user.findMany({
          where: { id: { in: actorIds } },
          select: { id: true, fname: true, lname: true, email: true, deletedAt: true },
        })
      : Promise.resolve([]),
  ]);
  const oidOf = new Map(orders.map((o) => [o.id, o.oid]));
  const nameOf = new Map(
    actors.map((u) => [u.id, u.deletedAt ? null : `${u.fname} ${u.lname}`.trim() || u.email] as const),
  );
  return {
    product: {
      id: product.id,
      pid: product.pid,
      title: product.title,
      stock: product.stock,
      threshold: product.lowStockThreshold,
      status: stockStatus(product.stock, product.lowStockThreshold),
    },
    rows: movements.map((m) => ({
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      reason: m.reason,
      delta: m.delta,
      stockAfter: m.stockAfter,
      note: m.note,
      oid: (m.orderId && oidOf.get(m.orderId)) ?? null,
      actor: (m.actorId && nameOf.get(m.actorId)) ?? null,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE)),
  };
}
