import { weekdaysBetween } from "~/modules/catalog/rules";
import { DELAY_WEEKDAYS } from "~/modules/orders/delay";

const DAY = 86_400_000;

/** The statuses of an order still on its way (delivered, cancelled and returned ones are never delayed). */
export const OPEN_STATUSES = ["pending", "processing", "shipped"] as const;

/**
 * The exact database bound of `isDelayed` (modules/orders/delay): an open order is delayed if
 * and only if it was created before this moment. The rule counts weekdays between UTC calendar
 * days, so the bound is a UTC midnight: the day after the last creation day that is more than
 * seven weekdays before `now`. A range on (status, createdAt) replaces reading every candidate.
 */
export function delayedCreatedBefore(now: Date): Date {
  let day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  while (weekdaysBetween(new Date(day), now) <= DELAY_WEEKDAYS) day -= DAY;
  return new Date(day + DAY);
}
