import type { PaymentStatus, RefundStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

/**
 * An order's payment attempts as the back office reads them (read-only): each attempt with the
 * provider's verified notifications about it (PaymentEvent rows) and the refunds made through it.
 */

export interface OrderPaymentEvent {
  id: string;
  status: string;
  eventKey: string;
  receivedAt: string;
}

export interface OrderRefund {
  id: string;
  amountCents: number;
  currency: string;
  status: RefundStatus;
  providerRef: string | null;
  reason: string | null;
  failureReason: string | null;
  /** The staff member's name while the account exists. */
  actor: string | null;
  createdAt: string;
}

export interface OrderPayment {
  id: string;
  provider: string;
  method: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  providerRef: string | null;
  failureReason: string | null;
  createdAt: string;
  events: OrderPaymentEvent[];
  refunds: OrderRefund[];
}

/** The order's payment attempts, oldest first, each with its events and refunds (oldest first). */
export async function orderPayments(orderId: string): Promise<OrderPayment[]> {
  const rows = await db().payment.findMany({
    where: { orderId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      provider: true,
      method: true,
      status: true,
      amountCents: true,
      currency: true,
      providerRef: true,
      failureReason: true,
      createdAt: true,
      events: {
        orderBy: [{ receivedAt: "asc" }, { id: "asc" }],
        select: { id: true, status: true, eventKey: true, receivedAt: true },
      },
      refunds: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          amountCents: true,
          currency: true,
          status: true,
          providerRef: true,
          reason: true,
          failureReason: true,
          createdAt: true,
          actor: { select: { fname: true, lname: true, email: true, deletedAt: true } },
        },
      },
    },
  });
  return rows.map((p) => ({
    ...p,
    createdAt: p.createdAt.toISOString(),
    events: p.events.map((e) => ({ ...e, receivedAt: e.receivedAt.toISOString() })),
    refunds: p.refunds.map(({ actor, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      actor: actor && !actor.deletedAt ? `${actor.fname} ${actor.lname}`.trim() || actor.email : null,
    })),
  }));
}
