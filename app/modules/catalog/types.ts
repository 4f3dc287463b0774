/** Shapes the catalogue hands to pages (no Prisma types leak into the UI). */
export interface ProductImage {
  url: string;
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

/** Reads the stored `[{ url, alt, width?, height? }]` JSON safely. */
export function readImages(value: unknown): ProductImage[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (v): v is Record<string, unknown> =>
        !!v && typeof v === "object" && typeof (v as { url?: unknown }).url === "string",
    )
    .map((v) => ({
      url: String(v.url),
      alt: typeof v.alt === "string" ? v.alt : "",
      width: typeof v.width === "number" ? v.width : 800,
      height: typeof v.height === "number" ? v.height : 800,
    }));
}
