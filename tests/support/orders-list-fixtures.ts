import type { OrderStatus, PaymentStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

/**
 * Orders for the orders list's tests, with exactly the fields a filter looks at (not a product
 * or a checkout in sight: the list reads orders, lines and payments only).
 */

export interface TestOrder {
  oid: string;
  createdAt: Date;
  status?: OrderStatus;
  totalCents?: number;
  email?: string;
  shipName?: string;
  guestName?: string | null;
  userId?: string | null;
  country?: string;
  method?: string | null;
  /** The order's payment attempts, oldest first. */
  payments?: PaymentStatus[];
  refundedCents?: number;
  flagged?: boolean;
  quantities?: number[];
}

export async function insertOrder(o: TestOrder) {
  const total = o.totalCents ?? 5000;
  const quantities = o.quantities ?? [1];
  return db().order.create({
    data: {
      oid: o.oid,
      userId: o.userId ?? null,
      guestName: o.userId ? null : (o.guestName ?? "Guest Person"),
      guestEmail: o.userId ? null : (o.email ?? `${o.oid.toLowerCase()}@guest.test`),
      email: (o.email ?? `${o.oid.toLowerCase()}@guest.test`).toLowerCase(),
      shipName: o.shipName ?? "Ada Rossi",
      shipStreet: "Via Roma 1",
      shipCity: "Bologna",
      shipPostalCode: "40125",
      shipCountry: o.country ?? "IT",
      status: o.status ?? "processing",
      paymentMethod: o.method === undefined ? "card" : o.method,
      subtotalCents: total - 490,
      shippingCents: 490,
      vatCents: Math.round(total - total / 1.22),
      totalCents: total,
      refundedCents: o.refundedCents ?? 0,
      flaggedForReview: o.flagged ?? false,
      reviewReason: o.flagged ? "amount_mismatch: expected 50.00 EUR" : null,
      createdAt: o.createdAt,
      lines: {
        create: quantities.map((q, i) => ({
          title: `Line ${i + 1}`,
          unitPriceCents: 1000,
          quantity: q,
          lineTotalCents: 1000 * q,
        })),
      },
      payments: {
        create: (o.payments ?? ["paid"]).map((status, i) => ({
          provider: "test",
          method: o.method ?? "card",
          status,
          amountCents: total,
          idempotencyKey: `${o.oid}-${i}`,
          providerRef: `test_${o.oid}_${i}`,
          createdAt: new Date(o.createdAt.getTime() + i * 60_000),
        })),
      },
    },
    select: { id: true, oid: true },
  });
}
