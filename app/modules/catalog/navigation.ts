/**
 * The shape of the shop's navigation, which is code, not content (names come from the database
 * in the shopper's language): the SPEC's main navigation (collection links and the spellings of
 * their sub-links), the navigation spellings that differ from a subcategory's slug, and the 19
 * home tiles in the SPEC's order. Pure: the header and the seed read it too.
 */

/** Sub-link slugs the SPEC navigation uses where they differ from the tile (canonical) form. */
export const SUBCATEGORY_ALIASES: Record<string, string> = {
  pearls: "pearls-for-creations",
  "natural-stone-bracelets": "natural-stone-bracelet",
  "himalayan-salt-lamps": "himalaya-salt-lamps",
  "incense-holders": "incense-holder",
};

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

export interface NavCollectionShape {
  /** The collection slug stored on the category ("incense-and-perfumes"). */
  slug: string;
  /** Translation key under `nav.` (the chrome's fallback label). */
  key: string;
  /** The link the SPEC navigation shows (`/collections/incense-&-perfumes`). */
  href: string;
  /** Sub-links as the SPEC writes them (`navSlug`) with the canonical subcategory slug. */
  links: { navSlug: string; slug: string }[];
}

const links = (navSlugs: string[]) =>
  navSlugs.map((navSlug) => ({ navSlug, slug: SUBCATEGORY_ALIASES[navSlug] ?? navSlug }));

/**
 * The main navigation of the SPEC. Baths & Cosmetics shows its own subcategories (the SPEC's
 * copy of Crafts & Decoration's links would lead to empty pages).
 */
export const NAVIGATION: NavCollectionShape[] = [
  {
    slug: "incense-and-perfumes",
    key: "incense",
    href: "/collections/incense-&-perfumes",
    links: links(["candles", "palo-santo", "incense-in-grains", "natural-sages", "carbon"]),
  },
  {
    slug: "minerals-and-jewels",
    key: "minerals",
    href: "/collections/minerals-&-jewels",
    links: links(["geodes-&-druses", "pearls", "tumbled-stones", "natural-stone-bracelets"]),
  },
  {
    slug: "crafts-and-decoration",
    key: "crafts",
    href: "/collections/crafts-&-decoration",
    links: links(["plates-&-supports", "tibetan", "fountains", "himalayan-salt-lamps", "incense-holders"]),
  },
  {
    slug: "baths-and-cosmetics",
    key: "baths",
    href: "/collections/bath-&-cosmetics",
    links: links(["natural-sponges", "oils", "bath-salts", "soaps"]),
  },
];
