/**
 * The shop's fixed taxonomy: the 20 brands, the four collections, their subcategories, the
 * SPEC navigation and the 19 home tiles. Pure data (no server imports): the storefront's
 * navigation and listing pages read it too.
 */

export { BRAND_NAMES, brandSlug, type BrandName } from "~/modules/catalog/art/brands";

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

export { HOME_TILES, SUBCATEGORY_ALIASES } from "~/modules/catalog/navigation";

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

/** Category names per language (Italian is the name; the others go into `names`), by collection slug. */
export const CATEGORY_NAMES_BY_LANGUAGE: Record<string, Record<"it" | "en" | "fr" | "de" | "es", string>> = {
  "incense-and-perfumes": {
    it: "Incensi e profumi",
    en: "Incense & Perfumes",
    fr: "Encens et parfums",
    de: "Räucherwerk & Düfte",
    es: "Incienso y perfumes",
  },
  "minerals-and-jewels": {
    it: "Minerali e gioielli",
    en: "Minerals & Jewels",
    fr: "Minéraux et bijoux",
    de: "Mineralien & Schmuck",
    es: "Minerales y joyas",
  },
  "crafts-and-decoration": {
    it: "Artigianato e decorazione",
    en: "Crafts & Decoration",
    fr: "Artisanat et décoration",
    de: "Kunsthandwerk & Deko",
    es: "Artesanía y decoración",
  },
  "baths-and-cosmetics": {
    it: "Bagno e cosmetici",
    en: "Baths & Cosmetics",
    fr: "Bain et cosmétiques",
    de: "Bad & Kosmetik",
    es: "Baño y cosmética",
  },
};

/** Subcategory names per language, by subcategory slug. */
export const SUBCATEGORY_NAMES_BY_LANGUAGE: Record<string, Record<"it" | "en" | "fr" | "de" | "es", string>> = {
  carbon: { it: "Carboncini", en: "Charcoal", fr: "Charbons", de: "Räucherkohle", es: "Carbones" },
  "incense-backflow": {
    it: "Incensi a riflusso",
    en: "Backflow incense",
    fr: "Encens à reflux",
    de: "Rückfluss-Räucherkegel",
    es: "Incienso de reflujo",
  },
  "palo-santo": { it: "Palo santo", en: "Palo santo", fr: "Palo santo", de: "Palo Santo", es: "Palo santo" },
  "plates-&-supports": {
    it: "Piatti e supporti",
    en: "Plates & supports",
    fr: "Plateaux et supports",
    de: "Teller & Halter",
    es: "Platos y soportes",
  },
  "incense-in-grains": {
    it: "Incenso in grani",
    en: "Incense in grains",
    fr: "Encens en grains",
    de: "Räucherharz",
    es: "Incienso en grano",
  },
  "natural-sponges": {
    it: "Spugne naturali",
    en: "Natural sponges",
    fr: "Éponges naturelles",
    de: "Naturschwämme",
    es: "Esponjas naturales",
  },
  tibetan: {
    it: "Artigianato tibetano",
    en: "Tibetan crafts",
    fr: "Artisanat tibétain",
    de: "Tibetisches Kunsthandwerk",
    es: "Artesanía tibetana",
  },
  pendulums: { it: "Pendoli", en: "Pendulums", fr: "Pendules", de: "Pendel", es: "Péndulos" },
  fountains: { it: "Fontane", en: "Fountains", fr: "Fontaines", de: "Zimmerbrunnen", es: "Fuentes" },
  "geodes-&-druses": {
    it: "Geodi e druse",
    en: "Geodes & druses",
    fr: "Géodes et druses",
    de: "Geoden & Drusen",
    es: "Geodas y drusas",
  },
  "pearls-for-creations": {
    it: "Perle per creazioni",
    en: "Beads for creations",
    fr: "Perles pour créations",
    de: "Perlen zum Basteln",
    es: "Cuentas para creaciones",
  },
  "himalaya-salt-lamps": {
    it: "Lampade di sale dell'Himalaya",
    en: "Himalayan salt lamps",
    fr: "Lampes de sel de l'Himalaya",
    de: "Himalaya-Salzlampen",
    es: "Lámparas de sal del Himalaya",
  },
  candles: { it: "Candele", en: "Candles", fr: "Bougies", de: "Kerzen", es: "Velas" },
  "tumbled-stones": {
    it: "Pietre burattate",
    en: "Tumbled stones",
    fr: "Pierres roulées",
    de: "Trommelsteine",
    es: "Piedras rodadas",
  },
  "natural-stone-bracelet": {
    it: "Bracciali di pietre naturali",
    en: "Natural stone bracelets",
    fr: "Bracelets en pierres naturelles",
    de: "Natursteinarmbänder",
    es: "Pulseras de piedras naturales",
  },
  "natural-sages": {
    it: "Salvie naturali",
    en: "Natural sages",
    fr: "Sauges naturelles",
    de: "Natürlicher Salbei",
    es: "Salvias naturales",
  },
  "incense-holder": {
    it: "Portaincensi",
    en: "Incense holders",
    fr: "Porte-encens",
    de: "Räucherstäbchenhalter",
    es: "Portaincienso",
  },
  oils: { it: "Oli", en: "Oils", fr: "Huiles", de: "Öle", es: "Aceites" },
  incense: {
    it: "Bastoncini d'incenso",
    en: "Incense sticks",
    fr: "Bâtons d'encens",
    de: "Räucherstäbchen",
    es: "Varillas de incienso",
  },
  "bath-salts": { it: "Sali da bagno", en: "Bath salts", fr: "Sels de bain", de: "Badesalze", es: "Sales de baño" },
  soaps: {
    it: "Saponi naturali",
    en: "Natural soaps",
    fr: "Savons naturels",
    de: "Naturseifen",
    es: "Jabones naturales",
  },
};
