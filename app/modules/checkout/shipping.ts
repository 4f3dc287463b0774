import { EU_COUNTRIES, type EuCountry } from "~/modules/accounts/account-schemas";
import type { ShippingRate, ShippingZone, ShopSettings } from "~/modules/settings/defaults";

/**
 * Shipping: a flat rate per zone, free from a threshold on the goods after any discount (as the
 * "Shipping and delivery" page promises). Rates include VAT. The rates, thresholds and the
 * countries of EU zone 1 are the shop's settings (Shop settings → Shipping): every caller passes
 * the settings it priced with, so the page, the summary and the order agree.
 */
export type { ShippingRate, ShippingZone };
export type ShippingSettings = ShopSettings["shipping"];

export const SHIPPING_COUNTRIES: readonly EuCountry[] = EU_COUNTRIES;

export function isShippingCountry(code: string): code is EuCountry {
  return (SHIPPING_COUNTRIES as readonly string[]).includes(code);
}

export function shippingZone(country: EuCountry, shipping: ShippingSettings): ShippingZone {
  if (country === "IT") return "IT";
  return shipping.zone1Countries.includes(country) ? "EU1" : "EU2";
}

/** The rate and threshold that apply to `country`. */
export function shippingRate(country: EuCountry, shipping: ShippingSettings): ShippingRate {
  return shipping.zones[shippingZone(country, shipping)];
}

/** Shipping for goods worth `goodsCents` (after discount) sent to `country`. */
export function shippingCents(country: EuCountry, goodsCents: number, shipping: ShippingSettings): number {
  const rate = shippingRate(country, shipping);
  return goodsCents >= rate.freeFromCents ? 0 : rate.rateCents;
}
