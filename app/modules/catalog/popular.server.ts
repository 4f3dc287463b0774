import { db, onDatabaseChange } from "~/lib/db.server";
import { logError } from "~/lib/log.server";
import { collectionSlug } from "./rules";

export interface PopularLink {
  /** Canonical slug (a product slug, a subcategory slug or a collection slug). */
  slug: string;
  name: string;
  href: string;
}

export interface PopularLinks {
  products: PopularLink[];
  categories: PopularLink[];
}

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<PopularLinks> } | undefined;

/**
 * The footer's Popular Products (highest `popularity`) and Popular Categories (subcategories,
 * then collections, with the most products), computed at most once a minute per process.
 */
export function getPopularLinks(limit = 6, now = Date.now()): Promise<PopularLinks> {
  if (cached && now - cached.at < TTL_MS) return cached.value;
  const value = loadPopularLinks(limit).catch((error: unknown) => {
    // The footer must not take a page down: log, show empty columns, retry on the next request.
    logError(error, { where: "getPopularLinks" });
    cached = undefined;
    return { products: [], categories: [] };
  });
  cached = { at: now, value };
  return value;
}

/** Forgets the cached lists (tests; after a catalogue change). */
export function clearPopularLinksCache() {
  cached = undefined;
}
onDatabaseChange(clearPopularLinksCache);

export async function loadPopularLinks(limit = 6): Promise<PopularLinks> {
  const [products, subcategories, categories] = await Promise.all([
    db().product.findMany({
      select: { slug: true, title: true },
      orderBy: [{ popularity: "desc" }, { createdAt: "desc" }, { id: "asc" }],
      take: limit,
    }),
    db().subcategory.findMany({
      select: { slug: true, name: true, _count: { select: { products: true } } },
      orderBy: [{ products: { _count: "desc" } }, { position: "asc" }, { slug: "asc" }],
      take: limit,
    }),
    db().category.findMany({
      select: { slug: true, name: true, _count: { select: { products: true } } },
      orderBy: [{ products: { _count: "desc" } }, { position: "asc" }],
    }),
  ]);
  const popularSubs = subcategories
    .filter((s) => s._count.products > 0)
    .map((s) => ({ slug: s.slug, name: s.name, href: `/products/categories/${s.slug}` }));
  // Fill up with whole collections when few subcategories hold products.
  const popularCollections = categories
    .filter((c) => c._count.products > 0)
    .map((c) => {
      const slug = c.slug || collectionSlug(c.name);
      return { slug, name: c.name, href: `/collections/${slug}` };
    });
  return {
    products: products.map((p) => ({ slug: p.slug, name: p.title, href: `/product/${p.slug}` })),
    categories: [...popularSubs, ...popularCollections].slice(0, limit),
  };
}
