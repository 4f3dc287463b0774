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

/** A card from its columns, whichever read made them (the ORM's rows or `cardRowsSql`'s). */
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
 * The cards of a list of product ids in a language, as a set of rows for a `FROM` or a `JOIN
 * LATERAL` (`ids`: an SQL expression of type text[]), made a card by `toCardFromSql`: the listing,
 * the search and the popular products read their cards in the same statement as the page's ids.
 * The rows are the function `sattva_cards` (migration 20261202100000_card_rows: the product, its
 * brand, category, translation and first two gallery photos), prepared once per connection with a
 * generic plan, so a page's statement no longer plans those joins (about half of a search's
 * planning). Drafts are left out; order by `"n"`, an id's place in `ids` (from 1).
 */
export function cardRowsSql(ids: Prisma.Sql, lng: Language): Prisma.Sql {
  return Prisma.sql`"sattva_cards"(${ids}, ${lng}::text)`;
}

export interface CardSqlRow {
  /** The id's place in the list asked for (int8: a string from node-postgres). */
  n: string | number;
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

/** A card from a row of `cardRowsSql` (the same card `toProductCard` makes). */
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
