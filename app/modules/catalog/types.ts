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

/**
 * Reads the old `[{ url, alt, width?, height? }]` JSON of Product.banner/imgs.
 * @deprecated Photos are ProductImage rows (see ./localized); kept only until the last reader
 * (checkout's order lines) has moved, then it goes with the columns.
 */
export function readImages(value: unknown): ProductImage[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (v): v is Record<string, unknown> =>
        !!v && typeof v === "object" && typeof (v as { url?: unknown }).url === "string",
    )
    .map((v) => ({
      url: String(v.url),
      sources: [],
      alt: typeof v.alt === "string" ? v.alt : "",
      width: typeof v.width === "number" ? v.width : 800,
      height: typeof v.height === "number" ? v.height : 800,
    }));
}
