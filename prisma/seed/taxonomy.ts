/**
 * The shop's fixed taxonomy: the 20 brands, the four collections, their subcategories, the
 * SPEC navigation and the 19 home tiles. Pure data (no server imports): the storefront's
 * navigation and listing pages read it too.
 */
import { collectionSlug } from "~/modules/catalog/rules";

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

export const CATEGORY_NAMES = [
  "Incense & Perfumes",
  "Minerals & Jewels",
  "Crafts & Decoration",
  "Baths & Cosmetics",
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface SubcategoryDef {
  /** Canonical slug (the home tile's form where a tile exists). */
  slug: string;
  /** English display name. */
  name: string;
}

/** Every subcategory, per collection, in navigation order. */
export const SUBCATEGORIES: Record<CategoryName, SubcategoryDef[]> = {
  "Incense & Perfumes": [
    { slug: "incense", name: "Incense Sticks" },
    { slug: "candles", name: "Candles" },
    { slug: "palo-santo", name: "Palo Santo" },
    { slug: "incense-in-grains", name: "Incense in Grains" },
    { slug: "natural-sages", name: "Natural Sages" },
    { slug: "carbon", name: "Charcoal" },
    { slug: "incense-backflow", name: "Backflow Incense" },
  ],
  "Minerals & Jewels": [
    { slug: "geodes-&-druses", name: "Geodes & Druses" },
    { slug: "pearls-for-creations", name: "Beads for Creations" },
    { slug: "tumbled-stones", name: "Tumbled Stones" },
    { slug: "natural-stone-bracelet", name: "Natural Stone Bracelets" },
    { slug: "pendulums", name: "Pendulums" },
  ],
  "Crafts & Decoration": [
    { slug: "plates-&-supports", name: "Plates & Supports" },
    { slug: "tibetan", name: "Tibetan Crafts" },
    { slug: "fountains", name: "Fountains" },
    { slug: "himalaya-salt-lamps", name: "Himalayan Salt Lamps" },
    { slug: "incense-holder", name: "Incense Holders" },
  ],
  "Baths & Cosmetics": [
    { slug: "natural-sponges", name: "Natural Sponges" },
    { slug: "oils", name: "Oils" },
    { slug: "bath-salts", name: "Bath Salts" },
    { slug: "soaps", name: "Natural Soaps" },
  ],
};

/** The collection each subcategory belongs to. */
export const SUBCATEGORY_CATEGORY: Record<string, CategoryName> = Object.fromEntries(
  CATEGORY_NAMES.flatMap((c) => SUBCATEGORIES[c].map((s) => [s.slug, c] as const)),
);

export const ALL_SUBCATEGORY_SLUGS: string[] = CATEGORY_NAMES.flatMap((c) => SUBCATEGORIES[c].map((s) => s.slug));

/** The 19 "Explore Our Categories" tiles of the home page, in the SPEC's order. */
export const HOME_TILES = [
  "carbon",
  "incense-backflow",
  "palo-santo",
  "plates-&-supports",
  "incense-in-grains",
  "natural-sponges",
  "tibetan",
  "pendulums",
  "fountains",
  "geodes-&-druses",
  "pearls-for-creations",
  "himalaya-salt-lamps",
  "candles",
  "tumbled-stones",
  "natural-stone-bracelet",
  "natural-sages",
  "incense-holder",
  "oils",
  "incense",
] as const;

/** Sub-link slugs the SPEC navigation uses where they differ from the tile (canonical) form. */
export const SUBCATEGORY_ALIASES: Record<string, string> = {
  pearls: "pearls-for-creations",
  "natural-stone-bracelets": "natural-stone-bracelet",
  "himalayan-salt-lamps": "himalaya-salt-lamps",
  "incense-holders": "incense-holder",
};

/**
 * The canonical subcategory slug for a URL parameter (either form, URL-encoded or not,
 * any case), or null when there is no such subcategory.
 */
export function canonicalSubcategorySlug(param: string): string | null {
  let s = param;
  try {
    s = decodeURIComponent(param);
  } catch {
    /* keep as is */
  }
  s = s.trim().toLowerCase();
  const slug = SUBCATEGORY_ALIASES[s] ?? s;
  return slug in SUBCATEGORY_CATEGORY ? slug : null;
}

export interface NavCollection {
  name: CategoryName;
  /** The collection slug stored on the category ("incense-and-perfumes"). */
  slug: string;
  /** The link the SPEC navigation shows (`/collections/incense-&-perfumes`). */
  href: string;
  /** Sub-links as the SPEC lists them (nav slugs) with the canonical subcategory slug. */
  links: { navSlug: string; slug: string; name: string }[];
}

function navLinks(navSlugs: string[]) {
  return navSlugs.map((navSlug) => {
    const slug = SUBCATEGORY_ALIASES[navSlug] ?? navSlug;
    const cat = SUBCATEGORY_CATEGORY[slug];
    const name = SUBCATEGORIES[cat].find((s) => s.slug === slug)!.name;
    return { navSlug, slug, name };
  });
}

/**
 * The main navigation of the SPEC. Baths & Cosmetics shows its own subcategories (the SPEC's
 * copy of Crafts & Decoration's links would lead to empty pages).
 */
export const NAVIGATION: NavCollection[] = [
  {
    name: "Incense & Perfumes",
    slug: collectionSlug("Incense & Perfumes"),
    href: "/collections/incense-&-perfumes",
    links: navLinks(["candles", "palo-santo", "incense-in-grains", "natural-sages", "carbon"]),
  },
  {
    name: "Minerals & Jewels",
    slug: collectionSlug("Minerals & Jewels"),
    href: "/collections/minerals-&-jewels",
    links: navLinks(["geodes-&-druses", "pearls", "tumbled-stones", "natural-stone-bracelets"]),
  },
  {
    name: "Crafts & Decoration",
    slug: collectionSlug("Crafts & Decoration"),
    href: "/collections/crafts-&-decoration",
    links: navLinks(["plates-&-supports", "tibetan", "fountains", "himalayan-salt-lamps", "incense-holders"]),
  },
  {
    name: "Baths & Cosmetics",
    slug: collectionSlug("Baths & Cosmetics"),
    href: "/collections/bath-&-cosmetics",
    links: navLinks(["natural-sponges", "oils", "bath-salts", "soaps"]),
  },
];

/** The illustration kind (see app/modules/catalog/art/urls.ts) that pictures each subcategory, e.g. on home tiles. */
export const SUBCATEGORY_ART_KIND: Record<string, string> = {
  incense: "incense-sticks",
  candles: "candle",
  "palo-santo": "palo-santo",
  "incense-in-grains": "resin",
  "natural-sages": "sage",
  carbon: "charcoal",
  "incense-backflow": "backflow",
  "geodes-&-druses": "geode",
  "pearls-for-creations": "pearls",
  "tumbled-stones": "tumbled",
  "natural-stone-bracelet": "bracelet",
  pendulums: "pendulum",
  "plates-&-supports": "plate",
  tibetan: "singing-bowl",
  fountains: "fountain",
  "himalaya-salt-lamps": "salt-lamp",
  "incense-holder": "holder",
  "natural-sponges": "sponge",
  oils: "oil-bottle",
  "bath-salts": "bath-salt",
  soaps: "soap",
};
