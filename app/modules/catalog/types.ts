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
  /**
   * Shown reduced: the lowest price of the 30 days before the reduction began (Omnibus), which
   * is struck through and named in words; null when the product is not shown reduced.
   */
  priorPriceCents: number | null;
  /** Percent off against `priorPriceCents`; 0 when not shown reduced. */
  discountPercent: number;
  stock: number;
  images: ProductImage[];
}

/** What a product card renders (ProductCard.tsx): a listing sends only these to the browser. */
export type ProductCardView = Pick<
  ProductCardData,
  | "id"
  | "slug"
  | "title"
  | "brand"
  | "rating"
  | "priceCents"
  | "priorPriceCents"
  | "discountPercent"
  | "stock"
  | "images"
>;
