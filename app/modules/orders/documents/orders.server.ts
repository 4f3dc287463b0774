import type { OrderStatus, PaymentStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

/** What the invoice and the packing slip print of an order. */
export interface DocumentOrder {
  id: string;
  oid: string;
  status: OrderStatus;
  locale: string;
  createdAt: Date;
  email: string;
  phone: string | null;
  shipName: string;
  shipStreet: string;
  shipCity: string;
  shipState: string;
  shipPostalCode: string;
  shipCountry: string;
  paymentMethod: string | null;
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  carrier: string | null;
  awb: string | null;
  shippedAt: Date | null;
  lines: { title: string; quantity: number; unitPriceCents: number; lineTotalCents: number; pid: string | null }[];
  payments: { status: PaymentStatus; method: string; provider: string }[];
  invoice: { year: number; number: number; issuedAt: Date } | null;
}

export const documentOrderSelect = {
  id: true,
  oid: true,
  status: true,
  locale: true,
  createdAt: true,
  email: true,
  phone: true,
  shipName: true,
  shipStreet: true,
  shipCity: true,
  shipState: true,
  shipPostalCode: true,
  shipCountry: true,
  paymentMethod: true,
  subtotalCents: true,
  discountCode: true,
  discountCents: true,
  shippingCents: true,
  vatCents: true,
  totalCents: true,
  carrier: true,
  awb: true,
  shippedAt: true,
  lines: {
    select: {
      title: true,
      quantity: true,
      unitPriceCents: true,
      lineTotalCents: true,
      product: { select: { pid: true } },
    },
    orderBy: { id: "asc" },
  },
  payments: { select: { status: true, method: true, provider: true }, orderBy: { createdAt: "asc" } },
  invoice: { select: { year: true, number: true, issuedAt: true } },
} as const;

type Row = {
  lines: {
    title: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    product: { pid: string } | null;
  }[];
} & Omit<DocumentOrder, "lines">;

export function toDocumentOrder(row: Row): DocumentOrder {
  return { ...row, lines: row.lines.map(({ product, ...line }) => ({ ...line, pid: product?.pid ?? null })) };
}

/** The statuses of an order whose money the shop has received (or had: a refund is a credit note's matter). */
const PAID_STATUSES: readonly OrderStatus[] = ["processing", "shipped", "delivered"];

/**
 * Whether an order may have an invoice: it was paid — its status says so (processing, shipped,
 * delivered) or one of its payments was paid (a later cancellation or refund does not unmake the
 * sale: it takes a credit note, not a missing invoice).
 */
export function isInvoiceable(order: { status: OrderStatus; payments: { status: PaymentStatus }[] }): boolean {
  return (
    PAID_STATUSES.includes(order.status) || order.payments.some((p) => p.status === "paid" || p.status === "refunded")
  );
}

/**
 * The orders with these numbers, in the order asked (duplicates dropped), and the numbers that
 * match no order.
 */
export async function findDocumentOrders(oids: readonly string[]) {
  const wanted = [...new Set(oids)];
  const rows = await db().order.findMany({ where: { oid: { in: wanted } }, select: documentOrderSelect });
  const byOid = new Map(rows.map((r) => [r.oid, toDocumentOrder(r)]));
  return {
    orders: wanted.flatMap((oid) => byOid.get(oid) ?? []),
    missing: wanted.filter((oid) => !byOid.has(oid)),
  };
}
