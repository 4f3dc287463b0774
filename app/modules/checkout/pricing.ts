import type { EuCountry } from "~/modules/accounts/account-schemas";
import { shippingCents } from "./shipping";

/**
 * How the shop prices an order, in integer cents. Pure, shared by the checkout, its summary and
 * the property test. Catalogue prices include Italian VAT (22%); the VAT shown is the part of the
 * total that is tax, rounded half up to the cent.
 */
export const VAT_PERCENT = 22;

/** The most units of one product and the most lines one order may hold (SECURITY.md: a per-order cap). */
export const MAX_ORDER_QUANTITY = 99;
export const MAX_ORDER_LINES = 40;

export interface PricedLineInput {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
}

/** The tax inside a VAT-inclusive amount: amount × 22 / 122, rounded half up. */
export function vatIncluded(amountCents: number, percent = VAT_PERCENT): number {
  return Math.floor((amountCents * percent * 2 + (100 + percent)) / ((100 + percent) * 2));
}

/** A percentage off, rounded half up to the cent (10% of 12.35 → 1.24). */
export function percentOff(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent * 2 + 100) / 200);
}

/**
 * The order's totals: goods, a discount on the goods, shipping on what is left (free from the
 * zone's threshold), VAT included in the whole.
 */
export function priceOrder(lines: readonly PricedLineInput[], country: EuCountry, discountPercent = 0): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = discountPercent > 0 ? percentOff(subtotalCents, discountPercent) : 0;
  const goods = subtotalCents - discountCents;
  const shipping = shippingCents(country, goods);
  const totalCents = goods + shipping;
  return { subtotalCents, discountCents, shippingCents: shipping, vatCents: vatIncluded(totalCents), totalCents };
}
