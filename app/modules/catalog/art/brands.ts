/**
 * The brands the shop's illustrations have a badge for (/art/brand/<slug>.svg): the demo
 * catalogue's 20 brands. The seed creates these brands; a brand staff add later shows its name
 * without a badge picture.
 */
export const BRAND_NAMES = [
  "AYURVEDIC",
  "BLC",
  "DARSHAN",
  "ETHNIC VIBES",
  "GARDEN FRESH",
  "GOLOKA",
  "HEM",
  "HERBIO",
  "HIMALAYA",
  "NOOR",
  "PADMINI",
  "SAC",
  "SAGRADA MADRE",
  "SATYA",
  "SREE VANI",
  "TALES OF INDIA",
  "TERRA",
  "TRIBAL SOUL",
  "ULLAS",
  "VIJAYSHREE",
] as const;

export type BrandName = (typeof BRAND_NAMES)[number];

/** Brand slug: lower-cased, spaces → hyphens ("SAGRADA MADRE" → "sagrada-madre"). */
export function brandSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}
