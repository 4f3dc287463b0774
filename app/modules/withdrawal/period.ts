import type { OrderStatus } from "~/generated/prisma/client";

/**
 * When a buyer may withdraw (Directive 2011/83/EU art. 9; Codice del Consumo art. 52): from the
 * conclusion of the contract (the order) until 14 days after the day the goods were delivered
 * (the last parcel: Order.deliveredAt). Days are the shop's calendar days (Europe/Rome): the day
 * of delivery does not count and the period ends at the end of its 14th day (Regulation 1182/71).
 * Pure, so the rules are tested with any clock.
 */

export const WITHDRAWAL_DAYS = 14;
/** The shop refunds within 14 days of the statement (art. 13). */
export const REFUND_DAYS = 14;
export const SHOP_TIME_ZONE = "Europe/Rome";

export type PeriodState =
  /** Open: `until` is the last day (YYYY-MM-DD), or null while the goods are not delivered yet. */
  | { open: true; until: string | null }
  /** Ended on `ended` (YYYY-MM-DD, the last day one could withdraw). */
  | { open: false; reason: "expired"; ended: string }
  /** Nothing to withdraw from: the order was cancelled, its goods returned, or all its money given back. */
  | { open: false; reason: "cancelled" | "returned" | "refunded" };

export interface PeriodOrder {
  status: OrderStatus;
  deliveredAt: Date | null;
  /** Used for a delivered order without a delivery time (the latest change, the buyer's side). */
  updatedAt: Date;
  totalCents: number;
  refundedCents: number;
}

/** The calendar day of `at` in the shop's time zone, as YYYY-MM-DD. */
export function shopDay(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function withdrawalPeriod(order: PeriodOrder, now: Date = new Date()): PeriodState {
  if (order.status === "cancelled") return { open: false, reason: "cancelled" };
  if (order.status === "returned") return { open: false, reason: "returned" };
  if (order.totalCents > 0 && order.refundedCents >= order.totalCents) return { open: false, reason: "refunded" };
  const delivered = order.deliveredAt ?? (order.status === "delivered" ? order.updatedAt : null);
  if (!delivered) return { open: true, until: null };
  const last = addDays(shopDay(delivered), WITHDRAWAL_DAYS);
  return shopDay(now) <= last ? { open: true, until: last } : { open: false, reason: "expired", ended: last };
}

/** The moment the refund is due by: 14 days after the statement. */
export function refundDueBy(statementAt: Date): Date {
  return new Date(statementAt.getTime() + REFUND_DAYS * 24 * 3600_000);
}
