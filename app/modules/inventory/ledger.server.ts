import { randomUUID } from "node:crypto";
import type { Prisma, StockReason } from "~/generated/prisma/client";

/**
 * The stock ledger's "why". A trigger on Product.stock writes a StockMovement for every change
 * (see the catalogue_office migration); it reads the reason, note, order and actor from
 * transaction-local settings. Call `explainStock` in the transaction, before the statement that
 * changes the stock: the explanation holds until the transaction ends or the next call replaces
 * it. A change nobody explained is recorded as a 'correction' (an insert as 'initial').
 */

type Tx = Prisma.TransactionClient;

export interface StockExplanation {
  reason: StockReason;
  note?: string | null;
  /** The order that took or gave back the units. */
  orderId?: string | null;
  /** The staff member (or shopper) whose action moved the stock. */
  actorId?: string | null;
}

/** Longest note kept in the ledger. */
export const STOCK_NOTE_MAX = 500;

export async function explainStock(tx: Tx, why: StockExplanation): Promise<void> {
  const note = (why.note ?? "").slice(0, STOCK_NOTE_MAX);
  await tx.$queryRaw`SELECT set_config('sattva.stock_reason', ${why.reason}, true),
    set_config('sattva.stock_note', ${note}, true),
    set_config('sattva.stock_order', ${why.orderId ?? ""}, true),
    set_config('sattva.stock_actor', ${why.actorId ?? ""}, true)`;
}

/**
 * An id for an order made before the order row, so the units it takes are recorded against it
 * (the ledger's orderId is written as the stock moves, before the order exists). 32 hex digits:
 * a record id as the back office's checks know it.
 */
export function newOrderId(): string {
  return randomUUID().replaceAll("-", "");
}
