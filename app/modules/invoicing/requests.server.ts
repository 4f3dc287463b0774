import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { numberInvoices } from "~/modules/orders/documents/invoice-numbers.server";
import { invoiceLabel } from "~/modules/orders/documents/text";
import type { InvoiceRequest } from "./schemas";

type Tx = Prisma.TransactionClient;

/**
 * Stores what the buyer gave for their invoice, inside the checkout's transaction (the order and
 * its invoice request are written together or not at all).
 */
export async function saveInvoiceRequest(tx: Tx, orderId: string, invoice: InvoiceRequest): Promise<void> {
  await tx.invoiceRequest.create({ data: { orderId, ...invoice } });
}

/**
 * At payment (decision 016): an order whose buyer asked for an invoice gets its number in the
 * transaction that records the payment, so a business buyer's invoice carries the date it was
 * paid and the number is never left for a person to give. Called with the order's row already
 * locked (settle.server.ts); the year's advisory lock is taken after it, which is the same order
 * as a print takes (its orders are paid, so never this one in the middle of its payment).
 * Orders without a request keep the issue-11 rule: their number comes at the first print.
 */
export async function issueRequestedInvoice(tx: Tx, order: { id: string; oid: string }, now = new Date()) {
  const asked = await tx.invoiceRequest.findUnique({ where: { orderId: order.id }, select: { id: true } });
  if (!asked) return null;
  const issued = await numberInvoices(tx, null, [order], { ip: null, now });
  return issued.get(order.id) ?? null;
}

/** What staff see of an order's invoice request on its page (null: the buyer did not ask for one). */
export async function invoiceRequestForStaff(orderId: string) {
  const request = await db().invoiceRequest.findUnique({
    where: { orderId },
    select: { type: true, name: true, fiscalCode: true, vatCountry: true, vatNumber: true, sdiCode: true, pec: true },
  });
  if (!request) return null;
  const invoice = await db().invoice.findUnique({ where: { orderId }, select: { year: true, number: true } });
  return { ...request, invoiceNumber: invoice ? invoiceLabel(invoice) : null };
}
export type StaffInvoiceRequest = NonNullable<Awaited<ReturnType<typeof invoiceRequestForStaff>>>;
