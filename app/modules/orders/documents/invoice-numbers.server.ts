import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { shopYear } from "./text";

type Tx = Prisma.TransactionClient;

export interface IssuedInvoice {
  orderId: string;
  year: number;
  number: number;
  issuedAt: Date;
}

// One advisory-lock key space for invoice numbering: the year is the second key.
const INVOICE_LOCK = 1_940_011;

/**
 * The invoices of these orders: the numbers they already have, and for the others the next
 * numbers of the current year (in the shop's time zone), in the order given. Italian law wants a
 * progressive number per year with no gaps and no duplicates, so the year's numbering is taken
 * under a transaction-scoped advisory lock: a concurrent first print waits, then reads the number
 * this one wrote. Nothing else writes Invoice rows, so the lock is the whole story; the unique
 * (year, number) and (orderId) indexes refuse anything that would slip past it. A rolled-back
 * transaction leaves no gap (the numbers are read, not drawn from a sequence). Each new number is
 * audited ("invoice.issue") with the staff member who printed it.
 */
export async function issueInvoices(
  actor: { id: string },
  orders: readonly { id: string; oid: string }[],
  ctx: { ip?: string | null; now?: Date } = {},
): Promise<Map<string, IssuedInvoice>> {
  const ids = orders.map((o) => o.id);
  const issued = new Map<string, IssuedInvoice>();
  const have = await db().invoice.findMany({ where: { orderId: { in: ids } } });
  for (const inv of have) issued.set(inv.orderId, inv);
  if (issued.size === ids.length) return issued;

  return db().$transaction(
    (tx) => numberInvoices(tx, actor.id, orders, { ip: ctx.ip ?? null, now: ctx.now ?? new Date() }, issued),
    // A bulk print numbers up to 200 orders, and may wait for another print's lock.
    { timeout: 60_000, maxWait: 30_000 },
  );
}

/**
 * Numbers these orders inside the caller's transaction (a print, or the payment of an order that
 * asked for an invoice: modules/invoicing): the year's lock, then the next numbers in the order
 * given, each audited. Orders that already have a number keep it. `actorId` null is the shop
 * itself (a payment notification).
 */
export async function numberInvoices(
  tx: Tx,
  actorId: string | null,
  orders: readonly { id: string; oid: string }[],
  ctx: { ip: string | null; now: Date },
  issued = new Map<string, IssuedInvoice>(),
): Promise<Map<string, IssuedInvoice>> {
  const ids = orders.map((o) => o.id);
  const year = shopYear(ctx.now);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${INVOICE_LOCK}::int, ${year}::int)`;
  // Read again under the lock: another print may have numbered some of them meanwhile.
  const numbered = await tx.invoice.findMany({ where: { orderId: { in: ids } } });
  for (const inv of numbered) issued.set(inv.orderId, inv);
  let last = await lastNumber(tx, year);
  for (const order of orders) {
    if (issued.has(order.id)) continue;
    last += 1;
    const invoice = await tx.invoice.create({ data: { orderId: order.id, year, number: last, issuedAt: ctx.now } });
    issued.set(order.id, invoice);
    await recordAudit(tx, {
      actorId,
      action: "invoice.issue",
      entity: "Order",
      entityId: order.id,
      after: { oid: order.oid, year, number: last },
      ip: ctx.ip,
    });
  }
  return issued;
}

async function lastNumber(tx: Tx, year: number): Promise<number> {
  const top = await tx.invoice.aggregate({ where: { year }, _max: { number: true } });
  return top._max.number ?? 0;
}
