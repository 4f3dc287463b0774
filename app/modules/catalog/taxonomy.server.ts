/**
 * The shop's categories, subcategories and brands as the storefront reads them: from the
 * database, with their names in every language, cached in-process (they change only when staff
 * edit them). Whoever writes them calls `invalidateTaxonomy()` after the write; a new database
 * (tests, a restore) clears the cache too.
 */
import { db, onDatabaseChange } from "~/lib/db.server";
import { broadcast, onBroadcast } from "~/lib/postgres/cache-bus.server";
import type { Language } from "~/modules/i18n/config";
import { nameIn } from "./localized";
import { NAVIGATION } from "./navigation";

interface NamedRow {
  id: string;
  slug: string;
  name: string;
  names: unknown;
  position: number;
}

export interface TaxonomyRows {
  categories: NamedRow[];
  subcategories: (NamedRow & { categoryId: string })[];
  brands: NamedRow[];
}

let cached: Promise<TaxonomyRows> | undefined;

function clearTaxonomy() {
  cached = undefined;
}
onDatabaseChange(clearTaxonomy);
onBroadcast("taxonomy", clearTaxonomy);

/**
 * Forgets the cached taxonomy, here and in every other app instance: call after every write to
 * Category, Subcategory or Brand has committed.
 */
export function invalidateTaxonomy() {
  void broadcast("taxonomy");
}

const named = { id: true, slug: true, name: true, names: true, position: true } as const;

export function taxonomyRows(): Promise<TaxonomyRows> {
  if (cached) return cached;
  const load = (async () => {
    const [categories, subcategories, brands] = await Promise.all([
      db().category.findMany({ select: named, orderBy: [{ position: "asc" }, { name: "asc" }] }),
      db().subcategory.findMany({
        select: { ...named, categoryId: true },
        orderBy: [{ position: "asc" }, { name: "asc" }],
      }),
      db().brand.findMany({ select: named, orderBy: [{ position: "asc" }, { name: "asc" }] }),
    ]);
    return { categories, subcategories, brands };
  })();
  cached = load;
  // A failed read is not kept: the next request tries again.
  load.catch(() => {
    if (cached === load) cached = undefined;
  });
  return load;
}

export interface NavLinkData {
  /** The slug in the link, as the SPEC's navigation writes it. */
  slug: string;
  /** The name in the page's language; null when the shop has no such subcategory (yet). */
  name: string | null;
}

export interface NavCollectionData {
  /** Translation key under `nav.` (the label when the shop has no such category yet). */
  key: string;
  href: string;
  name: string | null;
  links: NavLinkData[];
}

/** The main navigation's collections and sub-links with their names in a language. */
export async function navigationIn(lng: Language): Promise<NavCollectionData[]> {
  const { categories, subcategories } = await taxonomyRows();
  const cat = new Map(categories.map((c) => [c.slug, c]));
  const sub = new Map(subcategories.map((s) => [s.slug, s]));
  return NAVIGATION.map((c) => {
    const row = cat.get(c.slug);
    return {
      key: c.key,
      href: c.href,
      name: row ? nameIn(row, lng) : null,
      links: c.links.map((l) => {
        const s = sub.get(l.slug);
        return { slug: l.navSlug, name: s ? nameIn(s, lng) : null };
      }),
    };
  });
}

/** The navigation without names (labels from translations): when the database cannot be read. */
export function fallbackNavigation(): NavCollectionData[] {
  return NAVIGATION.map((c) => ({
    key: c.key,
    href: c.href,
    name: null,
    links: c.links.map((l) => ({ slug: l.navSlug, name: null })),
  }));
}
