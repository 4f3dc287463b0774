/**
 * Product listings: a collection (every product or one category) or a subcategory, filtered,
 * sorted and paginated in SQL. Filtering and sorting by price use the effective price (the
 * discounted one when present), which Prisma's query builder cannot express: a page is read with
 * parameterised statements built with `Prisma.sql` and run on the pool (`cardRowsSql`).
 */
import { Prisma } from "~/generated/prisma/client";
import { db, onDatabaseChange } from "~/lib/db.server";
import { onBroadcast } from "~/lib/postgres/cache-bus.server";
import { createTtlCache } from "~/lib/ttl-cache";
import type { Language } from "~/modules/i18n/config";
import { cardRowsSql, rawRows, toCardFromSql, toCardView, type CardSqlRow } from "./cards.server";
import { brandCountsSql, countProductsSql, subcategoryCountsSql, type FacetRow } from "./facet-counts.server";
import { nameIn, toPhotos, type PhotoRowData } from "./localized";
import {
  collectionAliases,
  listingSearchParams,
  PAGE_SIZE,
  pageCount,
  subcategoryCandidates,
  type ListingQuery,
  type SortKey,
} from "./listing-params";
import { normalizeCollectionParam } from "./rules";
import { taxonomyRows } from "./taxonomy.server";
import type { ProductCardData, ProductCardView, ProductImage } from "./types";

export interface ListingScope {
  categoryId?: string;
  subcategoryId?: string;
}

export interface Facet {
  slug: string;
  name: string;
  count: number;
}

export interface ListingResult {
  /** Only what the cards render (the page sends them to the browser). */
  products: ProductCardView[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The query as applied (unknown brands or subcategories dropped, page clamped). */
  applied: ListingQuery;
  facets: {
    brands: Facet[];
    subcategories: Facet[];
    priceMinCents: number | null;
    priceMaxCents: number | null;
  };
  /** The first product's first banner (or image): the page's hero. */
  banner: ProductImage | null;
}

/** The price a shopper pays, in SQL (see `effectivePriceCents` in rules.ts). */
const EFFECTIVE_PRICE = Prisma.sql`(CASE WHEN p."discountedPriceCents" IS NOT NULL AND p."discountedPriceCents" < p."originalPriceCents" THEN p."discountedPriceCents" ELSE p."originalPriceCents" END)`;

export function orderBySql(sort: SortKey): Prisma.Sql {
  switch (sort) {
    case "price-asc":
      return Prisma.sql`ORDER BY ${EFFECTIVE_PRICE} ASC, p."id" ASC`;
    case "price-desc":
      return Prisma.sql`ORDER BY ${EFFECTIVE_PRICE} DESC, p."id" ASC`;
    case "newest":
      return Prisma.sql`ORDER BY p."createdAt" DESC, p."id" ASC`;
    case "rating":
      return Prisma.sql`ORDER BY p."ratingTenths" DESC, p."popularity" DESC, p."id" ASC`;
    case "featured":
    default:
      return Prisma.sql`ORDER BY p."popularity" DESC, p."createdAt" DESC, p."id" ASC`;
  }
}

function scopeConditions(scope: ListingScope): Prisma.Sql[] {
  // Drafts are in no listing.
  const parts: Prisma.Sql[] = [Prisma.sql`p."published"`];
  if (scope.categoryId) parts.push(Prisma.sql`p."categoryId" = ${scope.categoryId}`);
  if (scope.subcategoryId) parts.push(Prisma.sql`p."subcategoryId" = ${scope.subcategoryId}`);
  return parts;
}

function filterConditions(q: ListingQuery, subcategoryId: string | null, brandIds: string[]): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (subcategoryId) parts.push(Prisma.sql`p."subcategoryId" = ${subcategoryId}`);
  if (brandIds.length) parts.push(Prisma.sql`p."brandId" IN (${Prisma.join(brandIds)})`);
  if (q.minCents != null) parts.push(Prisma.sql`${EFFECTIVE_PRICE} >= ${q.minCents}`);
  if (q.maxCents != null) parts.push(Prisma.sql`${EFFECTIVE_PRICE} <= ${q.maxCents}`);
  if (q.inStock) parts.push(Prisma.sql`p."stock" > 0`);
  return parts;
}

const whereSql = (parts: Prisma.Sql[]) =>
  parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty;

/** Cards for ids in a language, in the ids' order (one statement; drafts left out). */
export async function cardsInOrder(ids: string[], lng: Language = "it"): Promise<ProductCardData[]> {
  if (!ids.length) return [];
  const rows = await rawRows<CardSqlRow>(Prisma.sql`
    SELECT c.* FROM ${cardRowsSql(Prisma.sql`${ids}::text[]`, lng)} c ORDER BY c."n"`);
  return rows.map((r) => toCardFromSql(r, lng));
}

interface FacetsRow {
  brands: FacetRow[];
  subs: FacetRow[];
  min: number | null;
  max: number | null;
  banner: { title: string; photo: PhotoRowData | null } | null;
}

interface PageRow extends Partial<CardSqlRow> {
  total: number;
}

/**
 * A scope's facets, price range and banner are the same for every filter, sort and page of it and
 * for every visitor: kept 5 s per scope, as product pages are (products.server.ts), and cleared
 * with them after a catalogue or stock change (`invalidateProductPages`), here and in every other
 * instance, and after a taxonomy change. Their statement was the dearest of a collection page in
 * PostgreSQL: 1.8 ms of planning (the price range's min and max over the scope's indexes, the
 * banner, the counts), against 0.5 ms for the page's cards (2026-12-02, 10k products).
 */
const scopeFacets = createTtlCache<FacetsRow>({ ttlMs: 5_000, max: 1_000 });

/**
 * A listing page (its cards, total and facets) is the same for every visitor, with a cart or
 * signed in too: kept 5 s per scope, language and query (its address's query string), and cleared
 * with the facets and product pages. A repeated collection page then makes no statement; its
 * server CPU was 0.93× of before in an interleaved A/B (2026-12-03). A shopper paging or filtering
 * still gets each new page read. Kept pages are shared: nothing downstream changes them.
 */
const listingPages = createTtlCache<ListingResult>({ ttlMs: 5_000, max: 500 });

const clearListings = () => {
  scopeFacets.clear();
  listingPages.clear();
};
onDatabaseChange(clearListings);
onBroadcast("products", clearListings);
onBroadcast("taxonomy", clearListings);

/**
 * A listing page of a scope (all products, a category or a subcategory). At a million products
 * nothing here reads every product: the brand and subcategory counts and the unfiltered or
 * brand/stock-filtered total come from the maintained counts (facet-counts.server.ts), the price
 * range from the two ends of a price index, a price-filtered total and the page's ids from the
 * listing indexes that carry the filter columns (migration 20261126110000_product_counts).
 *
 * Two statements on the pool, without the ORM (a page's CPU went mostly to eight round trips and
 * the ORM's query building): the scope's facets, price range and banner; then the total and the
 * page's cards. A page read in the last 5 s is given as it was read (`listingPages`).
 */
export function listProducts(scope: ListingScope, query: ListingQuery, lng: Language = "it"): Promise<ListingResult> {
  // The query as the shop writes it in an address: two queries with the same one are the same page.
  const key = `${scope.categoryId ?? ""}|${scope.subcategoryId ?? ""}|${lng}|${listingSearchParams(query)}`;
  return listingPages.get(key, () => readListing(scope, query, lng));
}

async function readListing(scope: ListingScope, query: ListingQuery, lng: Language): Promise<ListingResult> {
  const scopeParts = scopeConditions(scope);
  const scopeWhere = whereSql(scopeParts);
  const json = (select: Prisma.Sql) => Prisma.sql`(SELECT COALESCE(json_agg(x), '[]') FROM (${select}) x)`;

  // Kept without the language: the names of every language are in the row (nameIn, below).
  const facets = await scopeFacets.get(`${scope.categoryId ?? ""}|${scope.subcategoryId ?? ""}`, async () => {
    const [row] = await rawRows<FacetsRow>(Prisma.sql`
      SELECT ${json(brandCountsSql(scope))} AS "brands",
        ${scope.subcategoryId ? Prisma.sql`'[]'::json` : json(subcategoryCountsSql(scope))} AS "subs",
        r."min", r."max",
        (SELECT json_build_object('title', p."title", 'photo',
                  (SELECT row_to_json(i) FROM (SELECT i."storageKey", i."url", i."width", i."height", i."widths", i."alt"
                     FROM "ProductImage" i WHERE i."productId" = p."id"
                     -- Banners sort before the gallery (the enum's order): the first banner, else the first picture.
                     ORDER BY i."kind", i."position", i."id" LIMIT 1) i))
         FROM "Product" p ${scopeWhere}
         ORDER BY p."popularity" DESC, p."createdAt" DESC, p."id" ASC LIMIT 1) AS "banner"
      FROM (SELECT min(${EFFECTIVE_PRICE})::int AS "min", max(${EFFECTIVE_PRICE})::int AS "max"
            FROM "Product" p ${scopeWhere}) r`);
    return row;
  });
  const brandFacets = facets.brands;
  const subFacets = facets.subs;

  // Unknown brands and subcategories (not in this scope) are ignored, not an error.
  const brands = brandFacets.filter((b) => query.brands.includes(b.slug));
  const sub = query.sub ? (subFacets.find((s) => s.slug === query.sub) ?? null) : null;
  const where = whereSql([
    ...scopeParts,
    ...filterConditions(
      query,
      sub?.id ?? null,
      brands.map((b) => b.id),
    ),
  ]);

  // Exact either way: from the maintained counts unless a price bound narrows the list.
  const total =
    query.minCents == null && query.maxCents == null
      ? countProductsSql({
          published: true,
          categoryIds: scope.categoryId ? [scope.categoryId] : null,
          subcategoryId: scope.subcategoryId ?? sub?.id ?? null,
          brandIds: brands.length ? brands.map((b) => b.id) : null,
          inStock: query.inStock || undefined,
        })
      : Prisma.sql`(SELECT count(*)::int FROM "Product" p ${where})`;
  // The total, the page's ids in order and their cards in one statement.
  const pageOf = async (page: number) => {
    const rows = await rawRows<PageRow>(Prisma.sql`
      WITH page AS MATERIALIZED (
        SELECT COALESCE(array_agg(o."id"), '{}') AS "ids"
        FROM (SELECT p."id" FROM "Product" p ${where} ${orderBySql(query.sort)}
              LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}) o)
      SELECT ${total} AS "total", card.*
      FROM page LEFT JOIN LATERAL ${cardRowsSql(Prisma.sql`page."ids"`, lng)} card ON TRUE
      ORDER BY card."n"`);
    const cards = rows.filter((r): r is PageRow & CardSqlRow => r.id != null);
    return { total: rows[0]?.total ?? 0, products: cards.map((r) => toCardView(toCardFromSql(r, lng))) };
  };
  const asked = await pageOf(query.page);
  const pages = pageCount(asked.total);
  const page = Math.min(query.page, pages);
  // Only a page past the end is read again.
  const { total: count, products } = page === query.page ? asked : await pageOf(page);
  const bannerPhoto = facets.banner?.photo ? toPhotos([facets.banner.photo], lng, facets.banner.title) : [];

  return {
    products,
    total: count,
    page,
    pageCount: pageCount(count),
    pageSize: PAGE_SIZE,
    applied: { ...query, brands: brands.map((b) => b.slug), sub: sub?.slug ?? null, page },
    facets: {
      brands: brandFacets.map((b) => ({ slug: b.slug, name: nameIn(b, lng), count: b.count })),
      subcategories: subFacets.map((s) => ({ slug: s.slug, name: nameIn(s, lng), count: s.count })),
      priceMinCents: facets.min ?? null,
      priceMaxCents: facets.max ?? null,
    },
    banner: bannerPhoto[0] ?? null,
  };
}

export type CollectionMatch =
  | { kind: "all"; slug: "all" }
  | { kind: "category"; id: string; name: string; slug: string; redirectTo: string | null };

/**
 * The collection of a `/collections/$slug` parameter: "all", or the category whose slug the
 * parameter normalises to (`incense-&-perfumes` = `incense-and-perfumes`). Navigation spellings
 * that are not the category's own (`bath-&-cosmetics`) come with the canonical slug to redirect to.
 * Read from the taxonomy every server keeps (taxonomy.server.ts, cleared when staff change it):
 * no statement per page.
 */
export async function findCollection(param: string, lng: Language = "it"): Promise<CollectionMatch | null> {
  const normalized = normalizeCollectionParam(param);
  if (normalized === "all") return { kind: "all", slug: "all" };
  if (!normalized || normalized.length > 80) return null;
  const slug = collectionAliases[normalized] ?? normalized;
  const category = (await taxonomyRows()).categories.find((c) => c.slug === slug);
  if (!category) return null;
  return {
    kind: "category",
    id: category.id,
    name: nameIn(category, lng),
    slug: category.slug,
    redirectTo: slug !== normalized ? category.slug : null,
  };
}

export interface SubcategoryMatch {
  id: string;
  name: string;
  slug: string;
  category: { name: string; slug: string };
  /** Set when the parameter was another spelling (`pearls`): the canonical slug. */
  redirectTo: string | null;
}

/**
 * The subcategory of a `/products/categories/$category` parameter (tile slug or navigation
 * spelling), from the cached taxonomy as `findCollection`.
 */
export async function findSubcategory(param: string, lng: Language = "it"): Promise<SubcategoryMatch | null> {
  const candidates = subcategoryCandidates(param);
  if (!candidates.length) return null;
  const { categories, subcategories } = await taxonomyRows();
  for (const c of candidates) {
    const row = subcategories.find((r) => r.slug === c);
    const category = row && categories.find((k) => k.id === row.categoryId);
    if (row && category)
      return {
        id: row.id,
        name: nameIn(row, lng),
        slug: row.slug,
        category: { name: nameIn(category, lng), slug: category.slug },
        redirectTo: row.slug === candidates[0] ? null : row.slug,
      };
  }
  return null;
}

/** Popular products in stock (for empty search results): only what their cards render. */
export async function popularProducts(limit = 8, lng: Language = "it"): Promise<ProductCardView[]> {
  const ids = Prisma.sql`ARRAY(SELECT p."id" FROM "Product" p WHERE p."published" AND p."stock" > 0
    ORDER BY p."popularity" DESC, p."ratingTenths" DESC, p."id" ASC LIMIT ${limit})`;
  const rows = await rawRows<CardSqlRow>(Prisma.sql`SELECT c.* FROM ${cardRowsSql(ids, lng)} c ORDER BY c."n"`);
  return rows.map((r) => toCardView(toCardFromSql(r, lng)));
}

/** Everything the sitemap lists from the catalogue. */
export async function sitemapEntries() {
  const prisma = db();
  const [categories, subcategories, products] = await Promise.all([
    prisma.category.findMany({ orderBy: { position: "asc" }, select: { slug: true } }),
    prisma.subcategory.findMany({ orderBy: [{ categoryId: "asc" }, { position: "asc" }], select: { slug: true } }),
    prisma.product.findMany({
      where: { published: true },
      orderBy: { createdAt: "asc" },
      select: { slug: true, updatedAt: true },
    }),
  ]);
  const latest = products.reduce<Date | null>((m, p) => (!m || p.updatedAt > m ? p.updatedAt : m), null);
  return { categories, subcategories, products, latest };
}
