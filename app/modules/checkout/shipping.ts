import { EU_COUNTRIES, type EuCountry } from "~/modules/accounts/account-schemas";

/**
 * The shop's shipping settings: a flat rate per zone, free from a threshold on the goods after
 * any discount (as the "Shipping and delivery" page promises). Rates include VAT.
 * Changing a rate here changes the checkout, the page's figures live in the translations.
 */
export type ShippingZone = "IT" | "EU1" | "EU2";

export interface ShippingRate {
  zone: ShippingZone;
  rateCents: number;
  freeFromCents: number;
}

export const shippingSettings: Record<ShippingZone, ShippingRate> = {
  IT: { zone: "IT", rateCents: 490, freeFromCents: 4900 },
  EU1: { zone: "EU1", rateCents: 990, freeFromCents: 8900 },
  EU2: { zone: "EU2", rateCents: 1490, freeFromCents: 12900 },
};

/** EU zone 1: Austria, Belgium, France, Germany, Luxembourg, Netherlands, Slovenia. */
const ZONE_1: readonly EuCountry[] = ["AT", "BE", "FR", "DE", "LU", "NL", "SI"];

export const SHIPPING_COUNTRIES: readonly EuCountry[] = EU_COUNTRIES;

export function isShippingCountry(code: string): code is EuCountry {
  return (SHIPPING_COUNTRIES as readonly string[]).includes(code);
}

export function shippingZone(country: EuCountry): ShippingZone {
  if (country === "IT") return "IT";
  return ZONE_1.includes(country) ? "EU1" : "EU2";
}

/** Shipping for goods worth `goodsCents` (after discount) sent to `country`. */
export function shippingCents(country: EuCountry, goodsCents: number): number {
  const rate = shippingSettings[shippingZone(country)];
  return goodsCents >= rate.freeFromCents ? 0 : rate.rateCents;
}
