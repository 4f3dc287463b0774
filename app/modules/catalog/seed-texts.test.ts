import { describe, expect, it } from "vitest";

import { PRODUCT_SEEDS } from "../../../prisma/seed/products";
import { DE } from "../../../prisma/seed/i18n/products.de";
import { ES } from "../../../prisma/seed/i18n/products.es";
import { FR } from "../../../prisma/seed/i18n/products.fr";
import { IT } from "../../../prisma/seed/i18n/products.it";
import type { ProductTexts } from "../../../prisma/seed/i18n/types";

/**
 * The demo catalogue's translations (prisma/seed/i18n/products.<lng>.ts) against the English
 * texts in prisma/seed/products.ts. Another language is one more row in the table below.
 */
const LANGUAGES: [string, ProductTexts][] = [
  ["it", IT],
  ["fr", FR],
  ["de", DE],
  ["es", ES],
];

/** A line that may stay as in English: only a brand name, or only numbers. */
function untranslatable(line: string, brand: string): boolean {
  return line.toLowerCase() === brand.toLowerCase() || /^[\d\s.,/%+-]*$/.test(line);
}

describe.each(LANGUAGES)("the demo catalogue in %s", (_lng, texts) => {
  it("has one entry per product of PRODUCT_SEEDS, and no other", () => {
    expect(Object.keys(texts).sort()).toEqual(PRODUCT_SEEDS.map((p) => p.title).sort());
  });

  it("gives every product a non-empty title, distinct within the language", () => {
    const titles = PRODUCT_SEEDS.map((p) => texts[p.title]?.title.trim() ?? "");
    expect(titles.filter((t) => t === "")).toEqual([]);
    const lower = titles.map((t) => t.toLowerCase());
    const duplicates = titles.filter((_t, i) => lower.indexOf(lower[i]) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(PRODUCT_SEEDS.map((p) => [p.title, p] as const))("translates %s line for line", (_title, product) => {
    const text = texts[product.title];
    expect(text).toBeDefined();
    expect(text.description).toHaveLength(product.description.length);
    text.description.forEach((line, i) => {
      const english = product.description[i];
      expect(line.trim(), `line ${i + 1}`).not.toBe("");
      if (!untranslatable(english, product.brand)) expect(line, `line ${i + 1}`).not.toBe(english);
    });
  });
});
