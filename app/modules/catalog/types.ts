/** Shapes the catalogue hands to pages (no Prisma types leak into the UI). */
export interface ProductImage {
  /** The fallback <img src>. */
  url: string;
  /** <source type srcSet> entries of an uploaded photo, best format first; empty for a URL photo. */
  sources: { type: string; srcSet: string }[];
  alt: string;
  width: number;
  height: number;
}

export interface ProductCardData {
  id: string;
  pid: string;
  slug: string;
  title: string;
  brand: string;
  category: string;
  rating: number;
  originalPriceCents: number;
  discountedPriceCents: number | null;
  /** What the shopper pays for one unit. */
  priceCents: number;
  discountPercent: number;
  stock: number;
  images: ProductImage[];
}
