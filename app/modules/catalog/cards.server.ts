import { Prisma } from "~/generated/prisma/client";
import { database } from "~/lib/db.server";
import type { Language } from "~/modules/i18n/config";
import { nameIn, photosOf, productText, toPhotos, translationIn, type PhotoRowData } from "./localized";
import { reductionOf } from "./prior-price";
import { effectivePriceCents, ratingFromTenths } from "./rules";
import type { ProductCardData, ProductCardView } from "./types";

/** The columns a product card needs in a language; use with `select` in every listing query. */
export function cardSelect(lng: Language) {
  return {
    id: true,
    pid: true,
    slug: true,
    title: true,
    description: true,
    ratingTenths: true,
    originalPriceCents: true,
    discountedPriceCents: true,
    priorPriceCents: true,
    stock: true,
    published: true,
    translations: translationIn(lng),
    // A card shows its first photo, and the second on hover.
    images: photosOf("gallery", 2),
    brand: { select: { name: true, names: true } },
    category: { select: { name: true, names: true } },
  } satisfies Prisma.ProductSelect;
}

/** The card columns in Italian, the catalogue's base language (staff lists). */
export const productCardSelect = cardSelect("it");

export type ProductCardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>;

export function toProductCard(p: ProductCardRow, lng: Language = "it"): ProductCardData {
  return cardOf(p, productText(p).title, p.brand, p.category, p.images, lng);
}

/** A card from its columns, whichever read made them (the ORM's rows or `cardColumnsSql`'s). */
function cardOf(
  r: Pick<CardSqlRow, "id" | "pid" | "slug" | "ratingTenths" | "stock"> &
    Parameters<typeof reductionOf>[0] &
    Parameters<typeof effectivePriceCents>[0],
  title: string,
  brand: Parameters<typeof nameIn>[0],
  category: Parameters<typeof nameIn>[0],
  photos: Parameters<typeof toPhotos>[0],
  lng: Language,
): ProductCardData {
  const reduction = reductionOf(r);
  return {
    id: r.id,
    pid: r.pid,
    slug: r.slug,
    title,
    brand: nameIn(brand, lng),
    category: nameIn(category, lng),
    rating: ratingFromTenths(r.ratingTenths),
    originalPriceCents: r.originalPriceCents,
    discountedPriceCents: r.discountedPriceCents,
    priceCents: effectivePriceCents(r),
    priorPriceCents: reduction?.priorPriceCents ?? null,
    discountPercent: reduction?.percent ?? 0,
    stock: r.stock,
    images: toPhotos(photos, lng, title),
  };
}

/**
 * The card columns of product rows `p` in a language as plain SQL (one statement, no ORM): the
 * listing and the search read their cards with the page's ids in the same round trip. Joins
 * `b` (brand), `c` (category), `t` (the language's translation) and `g` (the first two gallery
 * photos, as JSON); rows come back as `CardSqlRow`, made a card by `toCardFromSql`.
 */
export function cardColumnsSql(lng: Language): { columns: Prisma.Sql; joins: Prisma.Sql } {
  return {
    columns: Prisma.sql`p."id", p."pid", p."slug", p."title", t."title" AS "translatedTitle", p."ratingTenths",
      p."originalPriceCents", p."discountedPriceCents", p."priorPriceCents", p."stock",
      b."name" AS "brandName", b."names" AS "brandNames", c."name" AS "categoryName", c."names" AS "categoryNames",
      g."photos"`,
    joins: Prisma.sql`JOIN "Brand" b ON b."id" = p."brandId"
      JOIN "Category" c ON c."id" = p."categoryId"
      LEFT JOIN "ProductTranslation" t ON t."productId" = p."id" AND t."locale" = ${lng}
      LEFT JOIN LATERAL (
        SELECT COALESCE(json_agg(json_build_object('storageKey', i."storageKey", 'url', i."url", 'width', i."width",
                 'height', i."height", 'widths', i."widths", 'alt', i."alt") ORDER BY i."position", i."id"), '[]') AS "photos"
        FROM (SELECT * FROM "ProductImage" i WHERE i."productId" = p."id" AND i."kind" = 'gallery'
              ORDER BY i."position", i."id" LIMIT 2) i
      ) g ON TRUE`,
  };
}

export interface CardSqlRow {
  id: string;
  pid: string;
  slug: string;
  title: string;
  translatedTitle: string | null;
  ratingTenths: number;
  originalPriceCents: number;
  discountedPriceCents: number | null;
  priorPriceCents: number | null;
  stock: number;
  brandName: string;
  brandNames: unknown;
  categoryName: string;
  categoryNames: unknown;
  photos: PhotoRowData[];
}

/** A card from a row of `cardColumnsSql` (the same card `toProductCard` makes). */
export function toCardFromSql(r: CardSqlRow, lng: Language): ProductCardData {
  const title = r.translatedTitle?.trim() ? r.translatedTitle : r.title;
  const brand = { name: r.brandName, names: r.brandNames };
  return cardOf(r, title, brand, { name: r.categoryName, names: r.categoryNames }, r.photos, lng);
}

/** Runs a statement on the pool directly (no ORM: a listing's cards cost one round trip, parsed by pg). */
export async function rawRows<T>(statement: Prisma.Sql): Promise<T[]> {
  return database().query(statement.text, statement.values) as Promise<T[]>;
}

/** Only what a card renders (ProductCardView), for the data a page sends to the browser. */
export function toCardView(c: ProductCardData): ProductCardView {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    brand: c.brand,
    rating: c.rating,
    priceCents: c.priceCents,
    priorPriceCents: c.priorPriceCents,
    discountPercent: c.discountPercent,
    stock: c.stock,
    images: c.images,
  };
}
