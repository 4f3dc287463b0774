import type { EuCountry } from "~/modules/accounts/account-schemas";
import type { ShopSettings } from "~/modules/settings/defaults";
import { shippingCents } from "./shipping";

/**
 * How the shop prices an order, in integer cents. Pure, shared by the checkout, its summary and
 * the property test. Catalogue prices include VAT (the shop's setting, 22% by default); the VAT
 * shown is the part of the total that is tax, rounded half up to the cent.
 */

/** The settings an order's price depends on (besides the catalogue and the discount). */
export type Pricing = Pick<ShopSettings, "shipping" | "vatPercent">;

export const pricingOf = (settings: Pricing): Pricing => ({
  shipping: settings.shipping,
  vatPercent: settings.vatPercent,
});

/**
 * A short fingerprint of the pricing a page showed (with the welcome discount's percent): the
 * form sends it back, and an order is refused when the shop's pricing is no longer the one the
 * shopper saw. Pure and small (FNV-1a over the JSON), so the browser needs nothing to carry it.
 */
export function pricingStamp(pricing: Pricing, welcomePercent: number): string {
  const text = JSON.stringify([
    pricing.shipping.zones,
    [...pricing.shipping.zone1Countries].sort(),
    pricing.vatPercent,
    welcomePercent,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

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

/** The tax inside a VAT-inclusive amount: amount × 22 / 122 (at 22%), rounded half up. */
export function vatIncluded(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent * 2 + (100 + percent)) / ((100 + percent) * 2));
}

/** A percentage off, rounded half up to the cent (10% of 12.35 → 1.24). */
export function percentOff(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent * 2 + 100) / 200);
}

/** A discount code's terms: a percent off the goods, or a fixed amount (cents, VAT included). */
export interface DiscountTerms {
  kind: "percent" | "fixed";
  value: number;
}

/** What a discount takes off the goods: a percent, or a fixed amount never more than the goods. */
export function discountOff(goodsCents: number, discount: number | DiscountTerms | null): number {
  const terms = typeof discount === "number" ? { kind: "percent" as const, value: discount } : discount;
  if (!terms || terms.value <= 0) return 0;
  return terms.kind === "fixed" ? Math.min(terms.value, goodsCents) : percentOff(goodsCents, terms.value);
}

/**
 * The order's totals: goods, a discount on the goods (a percent, or a discount code's terms),
 * shipping on what is left (free from the zone's threshold), VAT included in the whole.
 */
export function priceOrder(
  lines: readonly PricedLineInput[],
  country: EuCountry,
  discount: number | DiscountTerms | null,
  pricing: Pricing,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = discountOff(subtotalCents, discount);
  const goods = subtotalCents - discountCents;
  const shipping = shippingCents(country, goods, pricing.shipping);
  const totalCents = goods + shipping;
  const vatCents = vatIncluded(totalCents, pricing.vatPercent);
  return { subtotalCents, discountCents, shippingCents: shipping, vatCents, totalCents };
}
