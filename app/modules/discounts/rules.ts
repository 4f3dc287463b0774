import type { DiscountTerms } from "~/modules/checkout/pricing";

/**
 * Discount codes' pure rules (docs/decisions/017-discount-codes.md): how a code is written, and
 * whether one can be used now for goods of a given value. Shared by the checkout, the cart's
 * preview, the office form and the tests; no server imports.
 */

/** Codes are upper-case letters, digits and dashes, 3 to 40 characters. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
export const CODE_MAX_LENGTH = 40;

/** What the shopper typed, as the shop stores codes: trimmed, upper-case, at most 40 characters. */
export const normalizeCode = (raw: unknown): string =>
  typeof raw === "string" ? raw.trim().toUpperCase().slice(0, CODE_MAX_LENGTH) : "";

/** Why a code cannot be used (each has its own message, `discounts:refusal.<problem>`). */
export type DiscountProblem =
  | "unknown"
  | "not_started"
  | "expired"
  | "exhausted"
  | "customer_used"
  | "below_minimum"
  /** The welcome code for an address that is not a confirmed subscriber, or that had it already. */
  | "welcome";

export interface CodeState extends DiscountTerms {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  minOrderCents: number;
  totalLimit: number | null;
  usedCount: number;
}

/**
 * What stops the code being used now for these goods (VAT included, before the discount), in
 * the order a shopper can best act on; null when it can be used. The per-customer limit and the
 * welcome code's subscriber rule need the customer: the server checks them on its own.
 */
export function codeProblem(code: CodeState, goodsCents: number, now: Date): DiscountProblem | null {
  if (!code.active) return "unknown";
  if (code.startsAt && now < code.startsAt) return "not_started";
  if (code.endsAt && now >= code.endsAt) return "expired";
  if (code.totalLimit !== null && code.usedCount >= code.totalLimit) return "exhausted";
  if (goodsCents < code.minOrderCents) return "below_minimum";
  return null;
}
