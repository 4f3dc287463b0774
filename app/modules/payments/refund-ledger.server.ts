import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { readDetail } from "./refund-amounts";

/**
 * What an order's refunds stand at, read the same way by the refund page, the order page (the
 * contract's `orderRefundState`) and the refund itself (under the order's lock).
 */

type Tx = Prisma.TransactionClient;

const paymentSelect = {
  id: true,
  provider: true,
  method: true,
  providerRef: true,
  status: true,
  amountCents: true,
  currency: true,
  createdAt: true,
  events: { where: { status: "paid" }, select: { id: true }, take: 1 },
} as const;

/**
 * The payment money can be given back on: the paid one, else one the provider reported paid after
 * it had ended (a late payment: its status stayed expired or cancelled, its 'paid' event is kept).
 */
export async function refundablePayment(tx: Tx | ReturnType<typeof db>, orderId: string) {
  const payments = await tx.payment.findMany({
    where: { orderId, providerRef: { not: null } },
    select: paymentSelect,
    orderBy: { createdAt: "desc" },
  });
  return (
    payments.find((p) => p.status === "paid" || p.status === "refunded") ??
    payments.find((p) => p.events.length > 0) ??
    null
  );
}

/** Refunds that hold money: done, or asked and not yet answered. */
export const HOLDING: { in: ("succeeded" | "pending")[] } = { in: ["succeeded", "pending"] };

export async function heldCents(tx: Tx | ReturnType<typeof db>, paymentId: string) {
  const sum = await tx.refund.aggregate({ where: { paymentId, status: HOLDING }, _sum: { amountCents: true } });
  return sum._sum?.amountCents ?? 0;
}

export interface RefundRow {
  id: string;
  amountCents: number;
  currency: string;
  status: "pending" | "succeeded" | "failed";
  provider: string;
  providerRef: string | null;
  reason: string | null;
  failureReason: string | null;
  detail: ReturnType<typeof readDetail>;
  createdAt: string;
  actor: { fname: string; lname: string } | null;
}

/** An order's refunds and what can still be refunded (the contract the order page reads). */
export async function orderRefundState(orderId: string): Promise<{
  refundableCents: number;
  refundedCents: number;
  refunds: RefundRow[];
}> {
  const [order, payment, refunds] = await Promise.all([
    db().order.findUnique({ where: { id: orderId }, select: { refundedCents: true } }),
    refundablePayment(db(), orderId),
    db().refund.findMany({
      where: { orderId },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        amountCents: true,
        currency: true,
        status: true,
        provider: true,
        providerRef: true,
        reason: true,
        failureReason: true,
        detail: true,
        createdAt: true,
        actor: { select: { fname: true, lname: true } },
      },
    }),
  ]);
  const held = payment ? await heldCents(db(), payment.id) : 0;
  return {
    refundableCents: payment ? Math.max(payment.amountCents - held, 0) : 0,
    refundedCents: order?.refundedCents ?? 0,
    refunds: refunds.map((r) => ({ ...r, detail: readDetail(r.detail), createdAt: r.createdAt.toISOString() })),
  };
}

export async function lockOrder(tx: Tx, orderId: string) {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
}
