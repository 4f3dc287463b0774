/**
 * Addresses of the shop's drawn illustrations (served by routes/art.$kind.$file.tsx).
 * A product variant is 1..24: palette = (v − 1) mod 6 (the product's colours), view =
 * ⌊(v − 1) / 6⌋ (0 studio, 1 close-up, 2 styled with props, 3 evening light).
 */
export const PRODUCT_ART_KINDS = [
  "incense-sticks",
  "cones",
  "candle",
  "palo-santo",
  "resin",
  "sage",
  "charcoal",
  "backflow",
  "geode",
  "druse",
  "pearls",
  "tumbled",
  "bracelet",
  "pendulum",
  "plate",
  "singing-bowl",
  "prayer-flags",
  "buddha",
  "fountain",
  "salt-lamp",
  "holder",
  "sponge",
  "oil-bottle",
  "bath-salt",
  "soap",
] as const;

export type ProductArtKind = (typeof PRODUCT_ART_KINDS)[number];

export const PALETTES_PER_KIND = 6;
export const VIEWS = 4;
export const PRODUCT_ART_SIZE = 800;
export const WIDE_ART = { width: 1600, height: 600 } as const;
export const HERO_ART = { width: 1600, height: 640, count: 3 } as const;
export const JOURNAL_ART = { width: 1200, height: 800, count: 3 } as const;
export const BRAND_ART = { width: 240, height: 120 } as const;

export function isProductArtKind(kind: string): kind is ProductArtKind {
  return (PRODUCT_ART_KINDS as readonly string[]).includes(kind);
}

/** Square product picture: palette 0..5, view 0..3. */
export function productArtUrl(kind: ProductArtKind, palette: number, view: number): string {
  const p = ((palette % PALETTES_PER_KIND) + PALETTES_PER_KIND) % PALETTES_PER_KIND;
  const v = ((view % VIEWS) + VIEWS) % VIEWS;
  return `/art/${kind}/${v * PALETTES_PER_KIND + p + 1}.svg`;
}

/** Wide banner (1600×600) of a product kind in one palette. */
export function wideArtUrl(kind: ProductArtKind, palette: number): string {
  return `/art/${kind}/wide-${(((palette % PALETTES_PER_KIND) + PALETTES_PER_KIND) % PALETTES_PER_KIND) + 1}.svg`;
}

export const heroArtUrl = (n: number) => `/art/hero/${n}.svg`;
export const journalArtUrl = (n: number) => `/art/journal/${n}.svg`;
export const brandArtUrl = (brandSlug: string) => `/art/brand/${brandSlug}.svg`;
