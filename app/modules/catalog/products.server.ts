/**
 * Product look-ups for the storefront, in the shopper's language: the home page's sections, the
 * product page, and the public product API (GET /api/sattva-products). Draft products
 * (`published: false`) are in none of them for shoppers.
 */
import { formatDate } from "~/lib/dates";
import { API_LIST_MAX_OFFSET } from "./api-list-params";
import { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { db, onDatabaseChange } from "~/lib/db.server";
import { broadcast, onBroadcast } from "~/lib/postgres/cache-bus.server";
import { createTtlCache } from "~/lib/ttl-cache";
import type { Language } from "~/modules/i18n/config";
import { latestReviews, reviewsOfProduct, type PublicReview } from "~/modules/reviews/reviews.server";
import { BRAND_NAMES, brandSlug } from "./art/brands";
import { cardSelect, toCardView, toProductCard } from "./cards.server";
import { allPhotos, nameIn, photosOf, productText, toPhotos, translationIn } from "./localized";
import { HOME_TILES } from "./navigation";
import { reductionOf } from "./prior-price";
import { normalizeCollectionParam, ratingFromTenths } from "./rules";
import type { SafetyOperatorInfo } from "./safety";
import { productSafetyOf, safetySelect, shopImporter, type ProductSafety } from "./safety.server";
import type { ProductCardData, ProductImage } from "./types";

/** What a shopper may see: published products only. */
export const shopperVisible = { published: true } as const satisfies Prisma.ProductWhereInput;

// ---------------------------------------------------------------------------------------------
// Home

export interface CategoryTile {
  /** The subcategory slug as the home links it ("plates-&-supports"). */
  slug: string;
  href: string;
  /** The subcategory's name in the page's language. */
  name: string;
  image: ProductImage | null;
}

export interface BrandBadge {
  name: string;
  slug: string;
  href: string;
  /** The badge picture; null for a brand the shop's art has none for (its name is shown). */
  logo: { url: string; width: number; height: number } | null;
}

export interface HomeData {
  productCount: number;
  mostLoved: ProductCardData[];
  classicFavorites: ProductCardData[];
  youMayAlsoLike: ProductCardData[];
  tiles: CategoryTile[];
  brands: BrandBadge[];
  /** The latest reviews, each with its date in the page's language. */
  reviews: (PublicReview & { date: string })[];
}

export const HOME_RAIL_SIZE = 8;

/** One product per brand: each brand's best rated (in-stock first), best rated first overall. */
export async function mostLovedProducts(lng: Language = "it"): Promise<ProductCardData[]> {
  const picks = await db().$queryRaw<{ id: string }[]>`
    SELECT DISTINCT ON ("brandId") "id"
    FROM "Product"
    WHERE "published"
    ORDER BY "brandId", ("stock" > 0) DESC, "ratingTenths" DESC, "popularity" DESC, "createdAt" ASC, "id" ASC`;
  if (!picks.length) return [];
  const rows = await db().product.findMany({
    where: { id: { in: picks.map((p) => p.id) } },
    select: cardSelect(lng),
    orderBy: [{ ratingTenths: "desc" }, { popularity: "desc" }, { id: "asc" }],
  });
  return rows.map((r) => toProductCard(r, lng));
}

/** The 19 tiles of "Explore Our Categories", in the spec's order, each with its first product's first image. */
export async function categoryTiles(lng: Language = "it"): Promise<CategoryTile[]> {
  const subs = await db().subcategory.findMany({
    where: { slug: { in: [...HOME_TILES] } },
    select: {
      slug: true,
      name: true,
      names: true,
      products: {
        where: shopperVisible,
        take: 1,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { title: true, images: photosOf("gallery", 1) },
      },
    },
  });
  const bySlug = new Map(subs.map((s) => [s.slug, s]));
  return HOME_TILES.map((slug) => {
    const sub = bySlug.get(slug);
    const name = sub ? nameIn(sub, lng) : slug.replace(/-/g, " ");
    const first = sub?.products[0];
    return {
      slug,
      href: `/products/categories/${slug}`,
      name,
      image: first ? (toPhotos(first.images, lng, name)[0] ?? null) : null,
    };
  });
}

const BADGED = new Set<string>(BRAND_NAMES.map(brandSlug));

export async function brandBadges(lng: Language = "it"): Promise<BrandBadge[]> {
  const brands = await db().brand.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { name: true, names: true, slug: true },
  });
  return brands.map((b) => ({
    name: nameIn(b, lng),
    slug: b.slug,
    href: `/collections/all?brand=${encodeURIComponent(b.slug)}`,
    logo: BADGED.has(b.slug) ? { url: `/art/brand/${b.slug}.svg`, width: 240, height: 120 } : null,
  }));
}

async function cards(lng: Language, orderBy: Prisma.ProductOrderByWithRelationInput[], take = HOME_RAIL_SIZE) {
  const rows = await db().product.findMany({ where: shopperVisible, select: cardSelect(lng), orderBy, take });
  return rows.map((r) => toProductCard(r, lng));
}

/** The home page's sections change rarely: computed at most every 10 s per process and language. */
const homeData = createTtlCache<HomeData>({ ttlMs: 10_000, max: 5 });
onDatabaseChange(() => homeData.clear());

/** Everything the home page shows, in one language, read in parallel. */
export function getHomeData(lng: Language = "it"): Promise<HomeData> {
  return homeData.get(lng, () => loadHomeData(lng));
}

async function loadHomeData(lng: Language): Promise<HomeData> {
  const [productCount, mostLoved, classicFavorites, youMayAlsoLike, tiles, brands, reviews] = await Promise.all([
    db().product.count({ where: shopperVisible }),
    mostLovedProducts(lng),
    cards(lng, [{ popularity: "desc" }, { ratingTenths: "desc" }, { id: "asc" }]),
    cards(lng, [{ createdAt: "desc" }, { id: "asc" }]),
    categoryTiles(lng),
    brandBadges(lng),
    latestReviews(10),
  ]);
  // Each review's date written here, in the page's language (lib/dates says why).
  const dated = reviews.map((r) => ({ ...r, date: formatDate(r.createdAt, lng) }));
  return { productCount, mostLoved, classicFavorites, youMayAlsoLike, tiles, brands, reviews: dated };
}

// ---------------------------------------------------------------------------------------------
// Product page

export interface ProductDetail extends ProductCardData {
  description: string[];
  brandSlug: string;
  categorySlug: string;
  subcategory: { name: string; slug: string } | null;
  createdAt: string;
  /** False for a draft (only staff see it, with a banner). */
  published: boolean;
  /** Manufacturer, EU responsible person, identifier and warnings (GPSR art. 19). */
  safety: ProductSafety;
}

function productDetailSelect(lng: Language) {
  return {
    ...cardSelect(lng),
    images: photosOf("gallery"),
    createdAt: true,
    brandId: true,
    // The safety block's columns and joins: the same statement (relationJoins).
    ...safetySelect,
    brand: { select: { name: true, names: true, slug: true, ...safetySelect.brand.select } },
    category: { select: { name: true, names: true, slug: true, ...safetySelect.category.select } },
    subcategory: { select: { name: true, names: true, slug: true, ...safetySelect.subcategory.select } },
  } satisfies Prisma.ProductSelect;
}

/**
 * Product pages are the shop's hottest read: keep each one a few seconds (stock shown may lag
 * by that much; the cart and checkout always re-read it). `invalidateProductPages` after edits.
 */
const productPages = createTtlCache<ProductPageData | null>({ ttlMs: 5_000, max: 500 });

function clearProductPages() {
  productPages.clear();
  homeData.clear();
}
onDatabaseChange(clearProductPages);
onBroadcast("products", clearProductPages);

/**
 * Forgets cached product pages and home sections (after a catalogue or stock change, once it
 * committed), in this process at once and in every other app instance (lib/postgres/cache-bus).
 */
export function invalidateProductPages() {
  void broadcast("products");
}

/**
 * The product page in a language: the product by its unique slug, its published reviews and its
 * brand's other products; null when there is none, or when it is a draft and `staff` is not set.
 */
export function getProductPage(
  slug: string,
  lng: Language = "it",
  { staff = false }: { staff?: boolean } = {},
): Promise<ProductPageData | null> {
  if (!slug || slug.length > 200) return Promise.resolve(null);
  // Staff see drafts: their pages are read fresh, never cached for shoppers.
  if (staff) return loadProductPage(slug, lng, true);
  return productPages.get(`${lng}:${slug}`, () => loadProductPage(slug, lng, false));
}

async function loadProductPage(slug: string, lng: Language, staff: boolean) {
  const row = await db().product.findUnique({ where: { slug }, select: productDetailSelect(lng) });
  if (!row || (!row.published && !staff)) return null;
  const [reviews, related, shop] = await Promise.all([
    reviewsOfProduct(row.id),
    db().product.findMany({
      where: { ...shopperVisible, brandId: row.brandId, id: { not: row.id } },
      select: cardSelect(lng),
      orderBy: [{ ratingTenths: "desc" }, { popularity: "desc" }, { id: "asc" }],
      take: HOME_RAIL_SIZE,
    }),
    shopImporter(),
  ]);
  const product: ProductDetail = {
    ...toProductCard(row, lng),
    description: productText(row).description,
    brandSlug: row.brand.slug,
    categorySlug: row.category.slug,
    subcategory: row.subcategory ? { name: nameIn(row.subcategory, lng), slug: row.subcategory.slug } : null,
    createdAt: row.createdAt.toISOString(),
    published: row.published,
    safety: productSafetyOf(row, lng, shop),
  };
  // The related rail's cards carry only what a card renders (they travel in the page's data).
  return { product, reviews, related: related.map((r) => toCardView(toProductCard(r, lng))) };
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof loadProductPage>>>;

// ---------------------------------------------------------------------------------------------
// Public API

/** Paging and filters of the public list APIs; unknown parameters (e.g. `lng`) are ignored. */
export const apiListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(200),
  // Deep offsets make the database count past every skipped row: the same cap as the products list.
  offset: z.coerce.number().int().min(0).max(API_LIST_MAX_OFFSET).default(0),
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
  /**
   * Omnibus: while the product is shown reduced, the lowest price of the 30 days before the
   * reduction began (what the discount is announced against); null otherwise.
   */
  priorPrice: number | null;
  description: string[];
  banner: ApiImage[];
  imgs: ApiImage[];
  stock: number;
  createdAt: string;
  /** Present (false) only for a draft, which only staff see (`?includeDrafts=1`). */
  published?: false;
  /** Product safety (GPSR art. 19): the brand's manufacturer, the EU responsible person (null when the manufacturer is in the EU), type / batch / GTIN, warnings in the request's language. */
  manufacturer: SafetyOperatorInfo | null;
  responsiblePerson: SafetyOperatorInfo | null;
  identifier: ProductSafety["identifier"];
  warnings: string[];
}

export function apiProductSelectIn(lng: Language) {
  return {
    id: true,
    pid: true,
    title: true,
    ratingTenths: true,
    originalPriceCents: true,
    discountedPriceCents: true,
    priorPriceCents: true,
    description: true,
    stock: true,
    createdAt: true,
    published: true,
    translations: translationIn(lng),
    images: allPhotos,
    modelType: true,
    batch: true,
    gtin: true,
    safetyWarnings: true,
    category: { select: { name: true, names: true, ...safetySelect.category.select } },
    subcategory: safetySelect.subcategory,
    brand: { select: { name: true, names: true, ...safetySelect.brand.select } },
  } satisfies Prisma.ProductSelect;
}

/** The API's columns in Italian, the catalogue's base language. */
export const apiProductSelect = apiProductSelectIn("it");

export type ApiProductRow = Prisma.ProductGetPayload<{ select: typeof apiProductSelect }>;

const euros = (cents: number) => Math.round(cents) / 100;

function priorOf(p: Pick<ApiProductRow, "originalPriceCents" | "discountedPriceCents" | "priorPriceCents">) {
  const reduction = reductionOf(p);
  return reduction ? euros(reduction.priorPriceCents) : null;
}

/** A product in the spec's shape, in the language its translation was read in. */
export function toApiProduct(
  p: ApiProductRow,
  lng: Language = "it",
  shop: SafetyOperatorInfo | null = null,
): ApiProduct {
  const { title, description } = productText(p);
  const images = (kind: "banner" | "gallery"): ApiImage[] =>
    toPhotos(
      p.images.filter((i) => i.kind === kind),
      lng,
      title,
    ).map(({ url, alt }) => ({ url, alt }));
  return {
    _id: p.id,
    pid: p.pid,
    category: nameIn(p.category, lng),
    brand: nameIn(p.brand, lng),
    title,
    rating: ratingFromTenths(p.ratingTenths),
    originalPrice: euros(p.originalPriceCents),
    discountedPrice: p.discountedPriceCents == null ? null : euros(p.discountedPriceCents),
    priorPrice: priorOf(p),
    description,
    banner: images("banner"),
    imgs: images("gallery"),
    stock: p.stock,
    createdAt: p.createdAt.toISOString(),
    ...(p.published ? {} : { published: false }),
    ...productSafetyOf(p, lng, shop),
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

/**
 * One page of products, newest first, for GET /api/sattva-products, in a language. Drafts only
 * when `includeDrafts` (staff asking with `?includeDrafts=1`).
 */
export async function listApiProducts(q: ApiListQuery, lng: Language = "it", { includeDrafts = false } = {}) {
  const where = { ...apiProductWhere(q), ...(includeDrafts ? {} : shopperVisible) };
  const [rows, total, shop] = await Promise.all([
    db().product.findMany({
      where,
      select: apiProductSelectIn(lng),
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: q.offset,
      take: q.limit,
    }),
    db().product.count({ where }),
    shopImporter(),
  ]);
  return { data: rows.map((r) => toApiProduct(r, lng, shop)), total };
}
