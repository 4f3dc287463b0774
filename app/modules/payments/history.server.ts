import type { PaymentStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import type { Shopper } from "~/modules/orders/customer-orders.server";
import { ownOrdersWhere } from "~/modules/orders/ownership.server";

/**
 * The shopper's payment history (account area, "Payment methods"): the payment attempts of
 * their own orders, as the providers reported them. The shop never sees card data (hosted
 * payment pages only), so there is no stored card to show.
 */

/** How the account area shows a payment (SPEC section 3 "Transaction": Success, Pending or Failed). */
export type PaymentOutcome = "success" | "pending" | "failed" | "refunded";

export function paymentOutcome(status: PaymentStatus): PaymentOutcome {
  switch (status) {
    case "paid":
      return "success";
    case "pending":
    case "awaiting_customer":
    case "processing":
      return "pending";
    case "failed":
    case "expired":
    case "cancelled":
      return "failed";
    case "refunded":
      // Money that went back to the shopper is neither a success nor a failure: said as it is.
      return "refunded";
  }
}

export interface PaymentRecord {
  id: string;
  outcome: PaymentOutcome;
  amountCents: number;
  currency: string;
  provider: string;
  method: string;
  oid: string;
  createdAt: string;
}

export const PAYMENTS_PAGE = 100;

/** The payments of the shopper's orders, newest first. */
export async function paymentHistory(shopper: Shopper, limit = PAYMENTS_PAGE): Promise<PaymentRecord[]> {
  const rows = await db().payment.findMany({
    where: { order: ownOrdersWhere(shopper) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      status: true,
      amountCents: true,
      currency: true,
      provider: true,
      method: true,
      createdAt: true,
      order: { select: { oid: true } },
    },
  });
  return rows.map((p) => ({
    id: p.id,
    outcome: paymentOutcome(p.status),
    amountCents: p.amountCents,
    currency: p.currency,
    provider: p.provider,
    method: p.method,
    oid: p.order.oid,
    createdAt: p.createdAt.toISOString(),
  }));
}
