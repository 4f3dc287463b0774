import { describe, expect, it } from "vitest";
import {
  collectionSlug,
  discountPercent,
  effectivePriceCents,
  isDelayed,
  nextPid,
  normalizeCollectionParam,
  productSlug,
  stockStatus,
  weekdaysBetween,
} from "./rules";

describe("productSlug", () => {
  it("lower-cases and joins runs of other characters with one hyphen", () => {
    expect(productSlug("Palo Santo Sticks — 100 g (Peru)")).toBe("palo-santo-sticks-100-g-peru");
    expect(productSlug("  HEM  Precious Chandan!! ")).toBe("hem-precious-chandan");
  });
  it("folds accents", () => {
    expect(productSlug("Crème d'Encens Épicé")).toBe("creme-d-encens-epice");
  });
});

describe("collection slugs", () => {
  it("follows the spec's rule", () => {
    expect(collectionSlug("Incense & Perfumes")).toBe("incense-and-perfumes");
    expect(collectionSlug("Baths & Cosmetics")).toBe("baths-and-cosmetics");
  });
  it("accepts the navigation's & form", () => {
    expect(normalizeCollectionParam("incense-&-perfumes")).toBe("incense-and-perfumes");
    expect(normalizeCollectionParam("minerals-%26-jewels")).toBe("minerals-and-jewels");
    expect(normalizeCollectionParam("incense-and-perfumes")).toBe("incense-and-perfumes");
    expect(normalizeCollectionParam("all")).toBe("all");
  });
});

describe("discountPercent", () => {
  it("rounds (original − discounted) / original × 100", () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(2999, 1999)).toBe(33);
    expect(discountPercent(1500, 1000)).toBe(33);
    expect(discountPercent(300, 199)).toBe(34);
  });
  it("is 0 without a real discount", () => {
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
  });
  it("uses the discounted price only when it is lower", () => {
    expect(effectivePriceCents({ originalPriceCents: 1000, discountedPriceCents: 800 })).toBe(800);
    expect(effectivePriceCents({ originalPriceCents: 1000, discountedPriceCents: null })).toBe(1000);
    expect(effectivePriceCents({ originalPriceCents: 1000, discountedPriceCents: 1100 })).toBe(1000);
  });
});

describe("stockStatus", () => {
  it("0 is out, up to the threshold is low, above is in", () => {
    expect(stockStatus(0)).toBe("out");
    expect(stockStatus(-2)).toBe("out");
    expect(stockStatus(1)).toBe("low");
    expect(stockStatus(20)).toBe("low");
    expect(stockStatus(21)).toBe("in");
    expect(stockStatus(5, 4)).toBe("in");
  });
});

describe("nextPid", () => {
  it("adds one, pads to 3 digits and keeps the letter", () => {
    expect(nextPid("PID007A")).toBe("PID008A");
    expect(nextPid("PID099K")).toBe("PID100K");
  });
  it("defaults to PID001A", () => {
    expect(nextPid(null)).toBe("PID001A");
    expect(nextPid("garbage")).toBe("PID001A");
  });
  it("moves to the next letter after 999", () => {
    expect(nextPid("PID999A")).toBe("PID001B");
  });
});

describe("delayed orders", () => {
  const monday = new Date("2026-11-02T10:00:00Z");
  it("counts weekdays only", () => {
    expect(weekdaysBetween(monday, new Date("2026-11-09T10:00:00Z"))).toBe(5);
    expect(weekdaysBetween(monday, new Date("2026-11-11T10:00:00Z"))).toBe(7);
  });
  it("is delayed after more than 7 weekdays, unless delivered or closed", () => {
    expect(isDelayed({ status: "processing", createdAt: monday }, new Date("2026-11-11T23:00:00Z"))).toBe(false);
    expect(isDelayed({ status: "processing", createdAt: monday }, new Date("2026-11-12T09:00:00Z"))).toBe(true);
    expect(isDelayed({ status: "shipped", createdAt: monday }, new Date("2026-12-01"))).toBe(true);
    expect(isDelayed({ status: "delivered", createdAt: monday }, new Date("2026-12-01"))).toBe(false);
    expect(isDelayed({ status: "cancelled", createdAt: monday }, new Date("2026-12-01"))).toBe(false);
  });
});
