import { createTtlCache } from "~/lib/ttl-cache";
/**
 * Product look-ups for the storefront: the home page's sections, the product page, and the
 * public product API (GET /api/sattva-products).
 */
import { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { db, onDatabaseChange } from "~/lib/db.server";
import { latestReviews, reviewsOfProduct, type PublicReview } from "~/modules/reviews/reviews.server";
import { HOME_TILES } from "../../../prisma/seed/taxonomy";
import { productCardSelect, toProductCard } from "./cards.server";
import { normalizeCollectionParam, ratingFromTenths } from "./rules";
import { readImages, type ProductCardData, type ProductImage } from "./types";

// ---------------------------------------------------------------------------------------------
// Home

export interface CategoryTile {
  /** The subcategory slug as the home links it ("plates-&-supports"). */
  slug: string;
  href: string;
  /** The stored name, used when the page has no translation for the slug. */
  name: string;
  image: ProductImage | null;
}

export interface BrandBadge {
  name: string;
  slug: string;
  href: string;
  logo: { url: string; width: number; height: number };
}

export interface HomeData {
  productCount: number;
  mostLoved: ProductCardData[];
  classicFavorites: ProductCardData[];
  youMayAlsoLike: ProductCardData[];
  tiles: CategoryTile[];
  brands: BrandBadge[];
  reviews: PublicReview[];
}

export const HOME_RAIL_SIZE = 8;

/** One product per brand: each brand's best rated (in-stock first), best rated first overall. */
export async function mostLovedProducts(): Promise<ProductCardData[]> {
  const picks = await db().$queryRaw<{ id: string }[]>`
    SELECT DISTINCT ON ("brandId") "id"
    FROM "Product"
    ORDER BY "brandId", ("stock" > 0) DESC, "ratingTenths" DESC, "popularity" DESC, "createdAt" ASC, "id" ASC`;
  if (!picks.length) return [];
  const rows = await db().product.findMany({
    where: { id: { in: picks.map((p) => p.id) } },
    select: productCardSelect,
    orderBy: [{ ratingTenths: "desc" }, { popularity: "desc" }, { id: "asc" }],
  });
  return rows.map(toProductCard);
}

/** The 19 tiles of "Explore Our Categories", in the spec's order, each with its first product's first image. */
export async function categoryTiles(): Promise<CategoryTile[]> {
  const subs = await db().subcategory.findMany({
    where: { slug: { in: [...HOME_TILES] } },
    select: {
      slug: true,
      name: true,
      products: { take: 1, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { imgs: true } },
    },
  });
  const bySlug = new Map(subs.map((s) => [s.slug, s]));
  return HOME_TILES.map((slug) => {
    const sub = bySlug.get(slug);
    return {
      slug,
      href: `/products/categories/${slug}`,
      name: sub?.name ?? slug.replace(/-/g, " "),
      image: sub ? (readImages(sub.products[0]?.imgs)[0] ?? null) : null,
    };
  });
}

export async function brandBadges(): Promise<BrandBadge[]> {
  const brands = await db().brand.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { name: true, slug: true },
  });
  return brands.map((b) => ({
    ...b,
    href: `/collections/all?brand=${encodeURIComponent(b.slug)}`,
    logo: { url: `/art/brand/${b.slug}.svg`, width: 240, height: 120 },
  }));
}

async function cards(orderBy: Prisma.ProductOrderByWithRelationInput[], take = HOME_RAIL_SIZE) {
  const rows = await db().product.findMany({ select: productCardSelect, orderBy, take });
  return rows.map(toProductCard);
}

/** Everything the home page shows, read in parallel. */
/** The home page's sections change rarely: computed at most every 10 s per process. */
const homeData = createTtlCache<HomeData>({ ttlMs: 10_000, max: 1 });
onDatabaseChange(() => homeData.clear());

export function getHomeData(): Promise<HomeData> {
  return homeData.get("home", loadHomeData);
}

async function loadHomeData(): Promise<HomeData> {
  const [productCount, mostLoved, classicFavorites, youMayAlsoLike, tiles, brands, reviews] = await Promise.all([
    db().product.count(),
    mostLovedProducts(),
    cards([{ popularity: "desc" }, { ratingTenths: "desc" }, { id: "asc" }]),
    cards([{ createdAt: "desc" }, { id: "asc" }]),
    categoryTiles(),
    brandBadges(),
    latestReviews(10),
  ]);
  return { productCount, mostLoved, classicFavorites, youMayAlsoLike, tiles, brands, reviews };
}

// ---------------------------------------------------------------------------------------------
// Product page

export interface ProductDetail extends ProductCardData {
  description: string[];
  brandSlug: string;
  categorySlug: string;
  subcategory: { name: string; slug: string } | null;
  createdAt: string;
}

const productDetailSelect = {
  ...productCardSelect,
  description: true,
  createdAt: true,
  brandId: true,
  brand: { select: { name: true, slug: true } },
  category: { select: { name: true, slug: true } },
  subcategory: { select: { name: true, slug: true } },
} satisfies Prisma.ProductSelect;

/** The product page: the product by its unique slug, its published reviews and its brand's other products; null when there is none. */
/**
 * Product pages are the shop's hottest read: keep each one a few seconds (stock shown may lag
 * by that much; the cart and checkout always re-read it). `invalidateProductPages` after edits.
 */
const productPages = createTtlCache<ProductPageData | null>({ ttlMs: 5_000, max: 500 });

/** Forgets cached product pages and home sections (after a catalogue change). */
export function invalidateProductPages() {
  productPages.clear();
  homeData.clear();
}
onDatabaseChange(invalidateProductPages);

export function getProductPage(slug: string): Promise<ProductPageData | null> {
  if (!slug || slug.length > 200) return Promise.resolve(null);
  return productPages.get(slug, () => loadProductPage(slug));
}

async function loadProductPage(slug: string) {
  const row = await db().product.findUnique({ where: { slug }, select: productDetailSelect });
  if (!row) return null;
  const [reviews, related] = await Promise.all([
    reviewsOfProduct(row.id),
    db().product.findMany({
      where: { brandId: row.brandId, id: { not: row.id } },
      select: productCardSelect,
      orderBy: [{ ratingTenths: "desc" }, { popularity: "desc" }, { id: "asc" }],
      take: HOME_RAIL_SIZE,
    }),
  ]);
  const product: ProductDetail = {
    ...toProductCard(row),
    description: row.description.filter((d) => d.trim() !== ""),
    brandSlug: row.brand.slug,
    categorySlug: row.category.slug,
    subcategory: row.subcategory,
    createdAt: row.createdAt.toISOString(),
  };
  return { product, reviews, related: related.map(toProductCard) };
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof loadProductPage>>>;

// ---------------------------------------------------------------------------------------------
// Public API

/** Paging and filters of the public list APIs; unknown parameters (e.g. `lng`) are ignored. */
export const apiListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(200),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  category: z.string().trim().min(1).max(100).optional(),
  brand: z.string().trim().min(1).max(100).optional(),
});
export type ApiListQuery = z.infer<typeof apiListQuery>;

/** Reads the query string; a readable error for the first bad parameter. */
export function parseApiListQuery(url: URL): { ok: true; value: ApiListQuery } | { ok: false; error: string } {
  const parsed = apiListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `Invalid query parameter "${issue.path.join(".")}": ${issue.message}` };
}

export interface ApiImage {
  url: string;
  alt: string;
}

/** The spec's product shape (section 3); money in euros as numbers. */
export interface ApiProduct {
  _id: string;
  pid: string;
  category: string;
  brand: string;
  title: string;
  rating: number;
  originalPrice: number;
  discountedPrice: number | null;
  description: string[];
  banner: ApiImage[];
  imgs: ApiImage[];
  stock: number;
  createdAt: string;
}

export const apiProductSelect = {
  id: true,
  pid: true,
  title: true,
  ratingTenths: true,
  originalPriceCents: true,
  discountedPriceCents: true,
  description: true,
  banner: true,
  imgs: true,
  stock: true,
  createdAt: true,
  category: { select: { name: true } },
  brand: { select: { name: true } },
} satisfies Prisma.ProductSelect;

export type ApiProductRow = Prisma.ProductGetPayload<{ select: typeof apiProductSelect }>;

const euros = (cents: number) => Math.round(cents) / 100;
const apiImages = (value: unknown): ApiImage[] => readImages(value).map(({ url, alt }) => ({ url, alt }));

export function toApiProduct(p: ApiProductRow): ApiProduct {
  return {
    _id: p.id,
    pid: p.pid,
    category: p.category.name,
    brand: p.brand.name,
    title: p.title,
    rating: ratingFromTenths(p.ratingTenths),
    originalPrice: euros(p.originalPriceCents),
    discountedPrice: p.discountedPriceCents == null ? null : euros(p.discountedPriceCents),
    description: p.description,
    banner: apiImages(p.banner),
    imgs: apiImages(p.imgs),
    stock: p.stock,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The filter for `?category` (name or collection slug, any case) and `?brand` (name or slug). */
export function apiProductWhere(q: Pick<ApiListQuery, "category" | "brand">): Prisma.ProductWhereInput {
  const where: Prisma.ProductWhereInput = {};
  if (q.category) {
    where.category = {
      OR: [{ name: { equals: q.category, mode: "insensitive" } }, { slug: normalizeCollectionParam(q.category) }],
    };
  }
  if (q.brand) {
    const slug = q.brand.toLowerCase().replace(/\s+/g, "-");
    where.brand = { OR: [{ name: { equals: q.brand, mode: "insensitive" } }, { slug }] };
  }
  return where;
}

/** One page of products, newest first, for GET /api/sattva-products. */
export async function listApiProducts(q: ApiListQuery) {
  const where = apiProductWhere(q);
  const [rows, total] = await Promise.all([
    db().product.findMany({
      where,
      select: apiProductSelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: q.offset,
      take: q.limit,
    }),
    db().product.count({ where }),
  ]);
  return { data: rows.map(toApiProduct), total };
}
