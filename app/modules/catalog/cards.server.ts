import type { Prisma } from "~/generated/prisma/client";
import type { Language } from "~/modules/i18n/config";
import { nameIn, photosOf, productText, toPhotos, translationIn } from "./localized";
import { reductionOf } from "./prior-price";
import { effectivePriceCents, ratingFromTenths } from "./rules";
import type { ProductCardData } from "./types";

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
  const { title } = productText(p);
  const reduction = reductionOf(p);
  return {
    id: p.id,
    pid: p.pid,
    slug: p.slug,
    title,
    brand: nameIn(p.brand, lng),
    category: nameIn(p.category, lng),
    rating: ratingFromTenths(p.ratingTenths),
    originalPriceCents: p.originalPriceCents,
    discountedPriceCents: p.discountedPriceCents,
    priceCents: effectivePriceCents(p),
    priorPriceCents: reduction?.priorPriceCents ?? null,
    discountPercent: reduction?.percent ?? 0,
    stock: p.stock,
    images: toPhotos(p.images, lng, title),
  };
}
