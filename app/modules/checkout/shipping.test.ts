import { describe, expect, it } from "vitest";
import { EU_COUNTRIES } from "~/modules/accounts/account-schemas";
import { SETTING_DEFAULTS } from "~/modules/settings/defaults";
import { isShippingCountry, shippingCents as priced, shippingZone as zoneIn, SHIPPING_COUNTRIES } from "./shipping";

// The shop's default settings (the values it had as constants).
const defaults = SETTING_DEFAULTS.shipping;
const shippingSettings = defaults.zones;
const shippingZone = (c: Parameters<typeof zoneIn>[0]) => zoneIn(c, defaults);
const shippingCents = (c: Parameters<typeof priced>[0], goods: number) => priced(c, goods, defaults);

/**
 * The shipping promise of the "Shipping and delivery" page, written out here on its own so a
 * change of a rate, a threshold or a zone shows up as a failing line: Italy 4.90, free from
 * 49.00; zone 1 (AT BE FR DE LU NL SI) 9.90, free from 89.00; the rest of the EU 14.90, free
 * from 129.00; the threshold counts the goods after any discount and is inclusive.
 */
const ZONE_1 = ["AT", "BE", "FR", "DE", "LU", "NL", "SI"];
const expected = {
  IT: { rate: 490, freeFrom: 4900 },
  EU1: { rate: 990, freeFrom: 8900 },
  EU2: { rate: 1490, freeFrom: 12900 },
} as const;

const zoneOf = (c: string) => (c === "IT" ? "IT" : ZONE_1.includes(c) ? "EU1" : "EU2");

describe("shipping zones", () => {
  it("ships to the 27 EU countries and nowhere else", () => {
    expect([...SHIPPING_COUNTRIES].sort()).toEqual([...EU_COUNTRIES].sort());
    expect(SHIPPING_COUNTRIES).toHaveLength(27);
    for (const c of ["GB", "CH", "NO", "US", "it", "", "ITA", "XX"]) expect(isShippingCountry(c)).toBe(false);
  });

  it.each(EU_COUNTRIES.map((c) => [c, zoneOf(c)]))("%s is in zone %s", (country, zone) => {
    expect(shippingZone(country)).toBe(zone);
  });

  it("has the published rates and thresholds as settings", () => {
    expect(shippingSettings.IT).toMatchObject({ rateCents: 490, freeFromCents: 4900 });
    expect(shippingSettings.EU1).toMatchObject({ rateCents: 990, freeFromCents: 8900 });
    expect(shippingSettings.EU2).toMatchObject({ rateCents: 1490, freeFromCents: 12900 });
  });
});

describe("shippingCents", () => {
  it.each(EU_COUNTRIES)("%s: the flat rate below the threshold, free from it (inclusive)", (country) => {
    const { rate, freeFrom } = expected[zoneOf(country)];
    expect(shippingCents(country, 0)).toBe(rate);
    expect(shippingCents(country, 1)).toBe(rate);
    expect(shippingCents(country, freeFrom - 1)).toBe(rate);
    expect(shippingCents(country, freeFrom)).toBe(0);
    expect(shippingCents(country, freeFrom + 1)).toBe(0);
    expect(shippingCents(country, 10_000_000)).toBe(0);
  });

  it("uses each zone's own threshold, not another's", () => {
    // 89.00 is free in zone 1 but not in the rest of the EU; 49.00 is free only in Italy.
    expect(shippingCents("IT", 4900)).toBe(0);
    expect(shippingCents("FR", 4900)).toBe(990);
    expect(shippingCents("ES", 4900)).toBe(1490);
    expect(shippingCents("DE", 8900)).toBe(0);
    expect(shippingCents("PL", 8900)).toBe(1490);
    expect(shippingCents("PL", 12900)).toBe(0);
  });
});

describe("shipping from the settings", () => {
  it("prices with the rates, thresholds and zone 1 it is given", () => {
    const changed = {
      zones: {
        IT: { rateCents: 700, freeFromCents: 10_000 },
        EU1: { rateCents: 1_100, freeFromCents: 20_000 },
        EU2: { rateCents: 1_900, freeFromCents: 30_000 },
      },
      zone1Countries: ["ES"],
    };
    expect(priced("IT", 4_900, changed)).toBe(700);
    expect(priced("IT", 10_000, changed)).toBe(0);
    expect(zoneIn("ES", changed)).toBe("EU1");
    expect(zoneIn("FR", changed)).toBe("EU2");
    expect(priced("FR", 8_900, changed)).toBe(1_900);
  });
});
