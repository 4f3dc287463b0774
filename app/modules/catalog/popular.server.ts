import { db, onDatabaseChange } from "~/lib/db.server";
import { broadcast, onBroadcast } from "~/lib/postgres/cache-bus.server";
import { logError } from "~/lib/log.server";
import type { Language } from "~/modules/i18n/config";
import { nameIn, productText, translationIn } from "./localized";
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
/** After a failed read, how long the footer shows empty columns before the next try. */
export const RETRY_AFTER_FAILURE_MS = 10_000;
const EMPTY: PopularLinks = { products: [], categories: [] };
const cached = new Map<Language, { at: number; value: Promise<PopularLinks> }>();

/**
 * The footer's Popular Products (highest `popularity`) and Popular Categories (subcategories,
 * then collections, with the most products), in a language, computed at most once a minute per
 * process and language.
 */
export function getPopularLinks(limit = 6, now = Date.now(), lng: Language = "it"): Promise<PopularLinks> {
  const hit = cached.get(lng);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = loadPopularLinks(limit, lng).catch((error: unknown) => {
    // The footer must not take a page down: log and show empty columns for a few seconds, then
    // try again (not on every request: a query that fails at its time limit would make each page
    // wait for that limit).
    logError(error, { where: "getPopularLinks" });
    cached.set(lng, { at: now - TTL_MS + RETRY_AFTER_FAILURE_MS, value: Promise.resolve(EMPTY) });
    return EMPTY;
  });
  cached.set(lng, { at: now, value });
  return value;
}

function clearPopular() {
  cached.clear();
}
onDatabaseChange(clearPopular);
// Category and brand names are in the lists; a product's name or popularity may lag a minute.
onBroadcast("taxonomy", clearPopular);
onBroadcast("popular", clearPopular);

/** Forgets the cached lists, here and in every other app instance (tests; after a catalogue change). */
export function clearPopularLinksCache() {
  void broadcast("popular");
}

export async function loadPopularLinks(limit = 6, lng: Language = "it"): Promise<PopularLinks> {
  const published = { published: true } as const;
  const [products, subcategories, categories] = await Promise.all([
    db().product.findMany({
      where: published,
      select: { slug: true, title: true, description: true, translations: translationIn(lng) },
      orderBy: [{ popularity: "desc" }, { createdAt: "desc" }, { id: "asc" }],
      take: limit,
    }),
    db().subcategory.findMany({
      select: { slug: true, name: true, names: true, _count: { select: { products: { where: published } } } },
      orderBy: [{ products: { _count: "desc" } }, { position: "asc" }, { slug: "asc" }],
      take: limit,
    }),
    db().category.findMany({
      select: { slug: true, name: true, names: true, _count: { select: { products: { where: published } } } },
      orderBy: [{ products: { _count: "desc" } }, { position: "asc" }],
    }),
  ]);
  const popularSubs = subcategories
    .filter((s) => s._count.products > 0)
    .map((s) => ({ slug: s.slug, name: nameIn(s, lng), href: `/products/categories/${s.slug}` }));
  // Fill up with whole collections when few subcategories hold products.
  const popularCollections = categories
    .filter((c) => c._count.products > 0)
    .map((c) => {
      const slug = c.slug || collectionSlug(c.name);
      return { slug, name: nameIn(c, lng), href: `/collections/${slug}` };
    });
  return {
    products: products.map((p) => ({ slug: p.slug, name: productText(p).title, href: `/product/${p.slug}` })),
    categories: [...popularSubs, ...popularCollections].slice(0, limit),
  };
}
