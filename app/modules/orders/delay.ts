import { weekdaysBetween } from "~/modules/catalog/rules";

/** Working days (Mon–Fri) after which an order that has not arrived counts as delayed. */
export const DELAY_WEEKDAYS = 7;

/** Statuses that end an order's journey: such an order is never "delayed". */
const CLOSED = new Set(["delivered", "cancelled", "returned"]);

/**
 * A delayed order (SPEC section 4): not delivered and more than 7 working days (weekdays) since
 * it was created. Cancelled and returned orders are closed, so they are not delayed either.
 * Days are counted in UTC calendar days, whatever the hour of creation.
 */
export function isDelayed(createdAt: Date, status: string, now: Date = new Date()): boolean {
  if (CLOSED.has(status)) return false;
  return weekdaysBetween(createdAt, now) > DELAY_WEEKDAYS;
}

/**
 * A safe lower bound for a database pre-filter: an order created after this moment cannot be
 * delayed yet (eight weekdays span at least ten calendar days; eight is a margin).
 */
export function delayedCandidatesBefore(now: Date = new Date()): Date {
  return new Date(now.getTime() - 8 * 86_400_000);
}
