import type { PaymentStatus } from "~/generated/prisma/enums";

/**
 * Payment statuses move forward only (PAYMENTS.md): pending → awaiting customer → processing →
 * paid | failed | expired | cancelled; only paid may become refunded. Notifications arrive in any
 * order and more than once, so an update that would move a payment backwards or sideways is
 * ignored instead of applied.
 */
const rank: Record<PaymentStatus, number> = {
  pending: 0,
  awaiting_customer: 1,
  processing: 2,
  paid: 3,
  failed: 3,
  expired: 3,
  cancelled: 3,
  refunded: 4,
};

export const FINAL_STATUSES: readonly PaymentStatus[] = ["paid", "failed", "expired", "cancelled", "refunded"];
/** The endings in which the shop did not get the money: the order's stock goes back. */
export const UNPAID_ENDINGS: readonly PaymentStatus[] = ["failed", "expired", "cancelled"];

export function isFinal(status: PaymentStatus) {
  return FINAL_STATUSES.includes(status);
}

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return false;
  if (to === "refunded") return from === "paid";
  return rank[to] > rank[from] && !isFinal(from);
}

/** Every status a payment may move to `to` from (the condition of the conditional update). */
export function predecessors(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(rank) as PaymentStatus[]).filter((from) => canMove(from, to));
}
