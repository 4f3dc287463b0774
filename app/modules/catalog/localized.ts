/**
 * The catalogue in the shopper's language, in one place for every page, API and mail: a
 * product's title and description lines (Italian in Product, the other languages in
 * ProductTranslation rows, a missing one falling back to Italian), the names of categories,
 * subcategories and brands (`names[lng] ?? name`) and product photos (ProductImage rows, alt text
 * per language). Pure: the Prisma arguments are plain objects, so no server import is needed.
 */
import { photoSources } from "~/modules/media/urls";
import type { Language } from "~/modules/i18n/config";
import type { ProductImage } from "./types";

/** The `translations` relation argument that reads one language's row (none for Italian, the base). */
export function translationIn(lng: Language) {
  return { where: { locale: lng }, select: { title: true, description: true } as const, take: 1 };
}

export interface TranslatableProduct {
  title: string;
  description: string[];
  translations?: readonly { title: string; description: string[] }[];
}

/** The title and description of a product in the language its `translations` were read in. */
export function productText(p: TranslatableProduct): { title: string; description: string[] } {
  const t = p.translations?.[0];
  const title = t?.title.trim() ? t.title : p.title;
  const lines = (t && t.description.some((d) => d.trim() !== "") ? t.description : p.description).filter(
    (d) => d.trim() !== "",
  );
  return { title, description: lines };
}

/** A name kept per language (`names` JSON: { en: …, fr: … }), Italian (`name`) when missing. */
export function nameIn(row: { name: string; names?: unknown }, lng: Language): string {
  const names = row.names;
  if (names && typeof names === "object" && !Array.isArray(names)) {
    const value = (names as Record<string, unknown>)[lng];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return row.name;
}

/** The columns of a ProductImage row every page needs. */
export const photoSelect = {
  kind: true,
  position: true,
  storageKey: true,
  url: true,
  width: true,
  height: true,
  widths: true,
  alt: true,
} as const;

const photoOrder = [{ position: "asc" as const }, { id: "asc" as const }];

/** A product's photos of one kind in their order ("banner" for heroes, "gallery" for the rest). */
export function photosOf(kind: "banner" | "gallery", take?: number) {
  return { where: { kind }, orderBy: photoOrder, select: photoSelect, take };
}

/** Every photo of a product, banners first, each kind in its order. */
export const allPhotos = {
  orderBy: [{ kind: "asc" as const }, ...photoOrder],
  select: photoSelect,
};

export interface PhotoRowData {
  kind?: string;
  storageKey: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  widths: number[];
  alt: unknown;
}

/** The alt text of a photo: the shopper's language, else Italian, else English, else the product's title. */
export function altIn(alt: unknown, lng: Language, title: string): string {
  if (alt && typeof alt === "object" && !Array.isArray(alt)) {
    const a = alt as Record<string, unknown>;
    for (const key of [lng, "it", "en"]) {
      const v = a[key];
      if (typeof v === "string" && v.trim() !== "") return v;
    }
  }
  return title;
}

/** What a page renders for a photo row (src, <picture> sources, size, alt). */
export function toPhoto(row: PhotoRowData, lng: Language, title: string): ProductImage {
  const s = photoSources(row);
  return {
    url: s.src,
    sources: s.sources,
    alt: altIn(row.alt, lng, title),
    width: s.width ?? 800,
    height: s.height ?? 800,
  };
}

export function toPhotos(rows: readonly PhotoRowData[], lng: Language, title: string): ProductImage[] {
  return rows.filter((r) => r.url || r.storageKey).map((r) => toPhoto(r, lng, title));
}

/** What a cart line or an order line reads of a product, in a language (title, first photo, prices, stock). */
export function productLineSelect(lng: Language) {
  return {
    id: true,
    slug: true,
    title: true,
    description: true,
    translations: translationIn(lng),
    images: photosOf("gallery", 1),
    originalPriceCents: true,
    discountedPriceCents: true,
    priorPriceCents: true,
    stock: true,
  } as const;
}
