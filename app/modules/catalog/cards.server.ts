import type { Prisma } from "~/generated/prisma/client";
import { discountPercent, effectivePriceCents, ratingFromTenths } from "./rules";
import { readImages, type ProductCardData } from "./types";

/** The columns a product card needs; use with `select` in every listing query. */
export const productCardSelect = {
  id: true,
  pid: true,
  slug: true,
  title: true,
  ratingTenths: true,
  originalPriceCents: true,
  discountedPriceCents: true,
  stock: true,
  imgs: true,
  brand: { select: { name: true } },
  category: { select: { name: true } },
} satisfies Prisma.ProductSelect;

export type ProductCardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>;

export function toProductCard(p: ProductCardRow): ProductCardData {
  return {
    id: p.id,
    pid: p.pid,
    slug: p.slug,
    title: p.title,
    brand: p.brand.name,
    category: p.category.name,
    rating: ratingFromTenths(p.ratingTenths),
    originalPriceCents: p.originalPriceCents,
    discountedPriceCents: p.discountedPriceCents,
    priceCents: effectivePriceCents(p),
    discountPercent: discountPercent(p.originalPriceCents, p.discountedPriceCents),
    stock: p.stock,
    images: readImages(p.imgs),
  };
}
