/**
 * Product listings: a collection (every product or one category) or a subcategory, filtered,
 * sorted and paginated in SQL. Filtering and sorting by price use the effective price (the
 * discounted one when present), which Prisma's query builder cannot express: the ids of a page
 * come from one parameterised `$queryRaw`, the cards from `productCardSelect`.
 */
import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import type { Language } from "~/modules/i18n/config";
import { cardSelect, toProductCard } from "./cards.server";
import { brandCounts, countProducts, subcategoryCounts, type FacetRow } from "./facet-counts.server";
import { allPhotos, nameIn, toPhotos } from "./localized";
import {
  collectionAliases,
  PAGE_SIZE,
  pageCount,
  subcategoryCandidates,
  type ListingQuery,
  type SortKey,
} from "./listing-params";
import { normalizeCollectionParam } from "./rules";
import type { ProductCardData, ProductImage } from "./types";

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
  products: ProductCardData[];
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

/** Cards for ids in a language, in the ids' order (one query; drafts left out). */
export async function cardsInOrder(ids: string[], lng: Language = "it"): Promise<ProductCardData[]> {
  if (!ids.length) return [];
  const rows = await db().product.findMany({ where: { id: { in: ids }, published: true }, select: cardSelect(lng) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toProductCard(r, lng)] : [];
  });
}

/**
 * A listing page of a scope (all products, a category or a subcategory). At a million products
 * nothing here reads every product: the brand and subcategory counts and the unfiltered or
 * brand/stock-filtered total come from the maintained counts (facet-counts.server.ts), the price
 * range from the two ends of a price index, a price-filtered total and the page's ids from the
 * listing indexes that carry the filter columns (migration 20261126110000_product_counts).
 */
export async function listProducts(
  scope: ListingScope,
  query: ListingQuery,
  lng: Language = "it",
): Promise<ListingResult> {
  const prisma = db();
  const scopeParts = scopeConditions(scope);
  const scopeWhere = whereSql(scopeParts);

  const [brandFacets, subFacets, priceRange, banner] = await Promise.all([
    brandCounts(scope),
    scope.subcategoryId ? Promise.resolve([] as FacetRow[]) : subcategoryCounts(scope),
    prisma.$queryRaw<{ min: number | null; max: number | null }[]>`
      SELECT min(${EFFECTIVE_PRICE})::int AS "min", max(${EFFECTIVE_PRICE})::int AS "max"
      FROM "Product" p ${scopeWhere}`,
    scopeBanner(scope, lng),
  ]);

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
  const countTotal = () =>
    query.minCents == null && query.maxCents == null
      ? countProducts({
          published: true,
          categoryIds: scope.categoryId ? [scope.categoryId] : null,
          subcategoryId: scope.subcategoryId ?? sub?.id ?? null,
          brandIds: brands.length ? brands.map((b) => b.id) : null,
          inStock: query.inStock || undefined,
        })
      : prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "Product" p ${where}`.then(
          (rows) => rows[0].total,
        );
  const idsOf = (page: number) => prisma.$queryRaw<{ id: string }[]>`
    SELECT p."id" FROM "Product" p ${where} ${orderBySql(query.sort)}
    LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;
  // The page asked for is read beside the count; only a page past the end is read again.
  const [total, asked] = await Promise.all([countTotal(), idsOf(query.page)]);
  const pages = pageCount(total);
  const page = Math.min(query.page, pages);
  const idRows = page === query.page ? asked : await idsOf(page);
  const products = await cardsInOrder(
    idRows.map((r) => r.id),
    lng,
  );

  return {
    products,
    total,
    page,
    pageCount: pages,
    pageSize: PAGE_SIZE,
    applied: { ...query, brands: brands.map((b) => b.slug), sub: sub?.slug ?? null, page },
    facets: {
      brands: brandFacets.map((b) => ({ slug: b.slug, name: nameIn(b, lng), count: b.count })),
      subcategories: subFacets.map((s) => ({ slug: s.slug, name: nameIn(s, lng), count: s.count })),
      priceMinCents: priceRange[0]?.min ?? null,
      priceMaxCents: priceRange[0]?.max ?? null,
    },
    banner,
  };
}

/** The first product's first banner image (or its first picture) in the scope's featured order. */
async function scopeBanner(scope: ListingScope, lng: Language): Promise<ProductImage | null> {
  const first = await db().product.findFirst({
    where: { categoryId: scope.categoryId, subcategoryId: scope.subcategoryId, published: true },
    orderBy: [{ popularity: "desc" }, { createdAt: "desc" }, { id: "asc" }],
    // Banners sort before the gallery (the enum's order): the first banner, else the first picture.
    select: { title: true, images: { ...allPhotos, take: 1 } },
  });
  if (!first) return null;
  return toPhotos(first.images, lng, first.title)[0] ?? null;
}

export type CollectionMatch =
  | { kind: "all"; slug: "all" }
  | { kind: "category"; id: string; name: string; slug: string; redirectTo: string | null };

/**
 * The collection of a `/collections/$slug` parameter: "all", or the category whose slug the
 * parameter normalises to (`incense-&-perfumes` = `incense-and-perfumes`). Navigation spellings
 * that are not the category's own (`bath-&-cosmetics`) come with the canonical slug to redirect to.
 */
export async function findCollection(param: string, lng: Language = "it"): Promise<CollectionMatch | null> {
  const normalized = normalizeCollectionParam(param);
  if (normalized === "all") return { kind: "all", slug: "all" };
  if (!normalized || normalized.length > 80) return null;
  const slug = collectionAliases[normalized] ?? normalized;
  const category = await db().category.findUnique({
    where: { slug },
    select: { id: true, name: true, names: true, slug: true },
  });
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

/** The subcategory of a `/products/categories/$category` parameter (tile slug or navigation spelling). */
export async function findSubcategory(param: string, lng: Language = "it"): Promise<SubcategoryMatch | null> {
  const candidates = subcategoryCandidates(param);
  if (!candidates.length) return null;
  const rows = await db().subcategory.findMany({
    where: { slug: { in: candidates } },
    select: {
      id: true,
      name: true,
      names: true,
      slug: true,
      category: { select: { name: true, names: true, slug: true } },
    },
  });
  for (const c of candidates) {
    const row = rows.find((r) => r.slug === c);
    if (row)
      return {
        id: row.id,
        name: nameIn(row, lng),
        slug: row.slug,
        category: { name: nameIn(row.category, lng), slug: row.category.slug },
        redirectTo: row.slug === candidates[0] ? null : row.slug,
      };
  }
  return null;
}

/** Popular products (for empty search results and empty states). */
export async function popularProducts(limit = 8, lng: Language = "it"): Promise<ProductCardData[]> {
  const rows = await db().product.findMany({
    where: { stock: { gt: 0 }, published: true },
    orderBy: [{ popularity: "desc" }, { ratingTenths: "desc" }, { id: "asc" }],
    take: limit,
    select: cardSelect(lng),
  });
  return rows.map((r) => toProductCard(r, lng));
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
