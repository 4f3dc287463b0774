import { z } from "zod";
import { languages, type Language } from "~/modules/i18n/config";
import { identifierSchema, warningsSchema } from "../safety";

/**
 * The product form and the product API (SPEC 5 "Add product", SPEC 7 "Products"): one schema for
 * both. No server imports. Each message is a key of the `products-office` namespace; the English
 * texts are the spec's own. The form and the API first bring their input to `RawProduct` (the
 * form's fields, the API's JSON), then this schema checks it.
 */

/** The languages a product is translated into; Italian is the base (Product.title/description). */
export const TRANSLATED_LOCALES = ["en", "fr", "de", "es"] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const TITLE_MAX = 200;
export const LINE_MAX = 2000;
export const LINES_MAX = 30;
export const IMAGES_MAX = 24;
export const URL_MAX = 2000;
export const ALT_MAX = 300;
export const PRICE_MAX = 100_000;
export const STOCK_MAX = 1_000_000;

export interface RawImage {
  kind: unknown;
  url: unknown;
  alt: unknown;
}

/** What the form or the API sent, before any check. */
export interface RawProduct {
  category: unknown;
  subcategory?: unknown;
  brand: unknown;
  title: unknown;
  rating?: unknown;
  originalPrice: unknown;
  discountedPrice?: unknown;
  description: unknown;
  images: RawImage[];
  stock?: unknown;
  lowStockThreshold?: unknown;
  published?: unknown;
  translations?: Partial<Record<TranslatedLocale, { title?: unknown; description?: unknown }>>;
  /** Product safety (GPSR): type or model, batch, GTIN, and warning lines per language. */
  modelType?: unknown;
  batch?: unknown;
  gtin?: unknown;
  warnings?: unknown;
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** A number from a form field ("12,50" too) or JSON; blank is undefined. */
function toNumber(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b === "string") {
    const n = Number(b.trim().replace(",", "."));
    return Number.isFinite(n) ? n : NaN;
  }
  return b;
}

/** Lines from a textarea (one a line) or a JSON list; blank lines dropped. */
export function toLines(v: unknown): unknown {
  if (typeof v === "string") v = v.split(/\r?\n/);
  if (!Array.isArray(v)) return v === undefined || v === null ? [] : v;
  return v.map(trimmed).filter((s) => !(typeof s === "string" && s === ""));
}

const requiredText = (message: string, max: number) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, { error: message }).max(max, { error: "errors.tooLong" }));

const idOrName = (message: string) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, { error: message }).max(200, { error: message }));

const isTenth = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;

const money = (message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).gt(0, { error: message }).max(PRICE_MAX, { error: message }));

const lines = (message: string) =>
  z.preprocess(
    toLines,
    z
      .array(z.string({ error: message }).max(LINE_MAX, { error: "errors.tooLong" }), { error: message })
      .max(LINES_MAX, { error: "errors.tooManyLines" }),
  );

/** A photo address: http(s) or a path of the shop itself ("/art/…"). */
export function isImageUrl(url: string): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

const image = z.object({
  kind: z.enum(["banner", "gallery"], { error: "errors.images" }),
  url: z.preprocess(
    trimmed,
    z.string().max(URL_MAX, { error: "errors.imageUrl" }).refine(isImageUrl, { error: "errors.imageUrl" }),
  ),
  alt: z.preprocess((v) => (v == null ? "" : trimmed(v)), z.string().max(ALT_MAX, { error: "errors.tooLong" })),
});

const translation = z.object({
  title: z.preprocess((v) => (v == null ? "" : trimmed(v)), z.string().max(TITLE_MAX, { error: "errors.tooLong" })),
  description: lines("errors.translationDescription"),
});

const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return fallback;
      if (v === true || v === "true" || v === "on" || v === "1") return true;
      if (v === false || v === "false" || v === "off" || v === "0") return false;
      return v;
    },
    z.boolean({ error: "errors.published" }),
  );

export const productSchema = z
  .object({
    category: idOrName("errors.category"),
    subcategory: z.preprocess(blankToUndefined, idOrName("errors.subcategory").optional()),
    brand: idOrName("errors.brand"),
    title: requiredText("errors.title", TITLE_MAX),
    rating: z.preprocess(
      (v) => toNumber(v) ?? 0,
      z
        .number({ error: "errors.rating" })
        .min(0, { error: "errors.rating" })
        .max(5, { error: "errors.rating" })
        .refine(isTenth, { error: "errors.rating" }),
    ),
    originalPrice: money("errors.originalPrice"),
    discountedPrice: z.preprocess(toNumber, money("errors.discountedPrice").optional()),
    description: lines("errors.description").refine((l) => l.length > 0, { error: "errors.description" }),
    images: z
      .array(image)
      .max(IMAGES_MAX, { error: "errors.tooManyImages" })
      .refine((list) => list.length > 0, { error: "errors.images" }),
    stock: z.preprocess(
      (v) => toNumber(v) ?? 0,
      z
        .number({ error: "errors.stockWhole" })
        .min(0, { error: "errors.stock" })
        .int({ error: "errors.stockWhole" })
        .max(STOCK_MAX, { error: "errors.stockWhole" }),
    ),
    lowStockThreshold: z.preprocess(
      (v) => toNumber(v) ?? 20,
      z
        .number({ error: "errors.lowStock" })
        .int({ error: "errors.lowStock" })
        .min(0, { error: "errors.lowStock" })
        .max(STOCK_MAX, { error: "errors.lowStock" }),
    ),
    published: flag(true),
    translations: z
      .object({
        en: translation.optional(),
        fr: translation.optional(),
        de: translation.optional(),
        es: translation.optional(),
      })
      .default({}),
    ...identifierSchema,
    warnings: z.preprocess((v) => v ?? {}, warningsSchema),
  })
  .superRefine((p, ctx) => {
    if (p.discountedPrice !== undefined && Math.round(p.discountedPrice * 100) >= Math.round(p.originalPrice * 100)) {
      ctx.addIssue({ code: "custom", path: ["discountedPrice"], message: "errors.discountBelowOriginal" });
    }
    for (const locale of TRANSLATED_LOCALES) {
      const t = p.translations[locale];
      if (t && t.title === "" && t.description.length > 0) {
        ctx.addIssue({ code: "custom", path: ["translations", locale, "title"], message: "errors.translationTitle" });
      }
    }
  });

export type ProductInput = z.output<typeof productSchema>;

/**
 * Field errors by the form's field names: `title_en` for a translation's title, `images` for any
 * photo, else the first segment of the path.
 */
export function productFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second, third] = issue.path.map(String);
    const key =
      first === "translations" && second
        ? `${third === "description" ? "description" : "title"}_${second}`
        : first === "warnings" && second
          ? `warnings_${second}`
          : first || "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** The spec's message keys in the order the form shows its fields (for the error summary). */
export const FIELD_ORDER = [
  "category",
  "subcategory",
  "brand",
  "title",
  "rating",
  "originalPrice",
  "discountedPrice",
  "description",
  "images",
  "stock",
  "lowStockThreshold",
  "published",
  ...TRANSLATED_LOCALES.flatMap((l) => [`title_${l}`, `description_${l}`]),
  "modelType",
  "batch",
  "gtin",
  "manufacturer",
  ...languages.map((l) => `warnings_${l}` as const),
] as const;

/** The HTML form's fields as the schema reads them (images as repeated rows). */
export function productFromForm(form: FormData): RawProduct {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  const urls = form.getAll("imageUrl");
  const alts = form.getAll("imageAlt");
  const kinds = form.getAll("imageKind");
  const images: RawImage[] = [];
  urls.forEach((url, i) => {
    if (typeof url === "string" && url.trim() !== "") images.push({ kind: kinds[i], url, alt: alts[i] ?? "" });
  });
  const translations: RawProduct["translations"] = {};
  for (const l of TRANSLATED_LOCALES)
    translations[l] = { title: get(`title_${l}`), description: get(`description_${l}`) };
  return {
    category: get("category"),
    subcategory: get("subcategory"),
    brand: get("brand"),
    title: get("title"),
    rating: get("rating"),
    originalPrice: get("originalPrice"),
    discountedPrice: get("discountedPrice"),
    description: get("description"),
    images,
    stock: get("stock"),
    lowStockThreshold: get("lowStockThreshold"),
    // A checkbox: absent means off.
    published: form.get("published") === "on",
    translations,
    modelType: get("modelType"),
    batch: get("batch"),
    gtin: get("gtin"),
    warnings: Object.fromEntries(languages.map((l) => [l, get(`warnings_${l}`)])),
  };
}

/** The staff password, re-entered (delete). */
export const passwordConfirmSchema = z.object({
  password: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.string().min(1, { error: "errors.password" }).max(200),
  ),
});

/** The manage table's query (GET form): search, filters, sort, keyset cursor or page. */
export const PRODUCT_SORTS = [
  "newest",
  "oldest",
  "title",
  "price-asc",
  "price-desc",
  "stock-asc",
  "stock-desc",
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const STOCK_STATES = ["out", "low", "in"] as const;
export const PUBLISH_STATES = ["published", "draft"] as const;

const pick = <T extends readonly string[]>(values: T) =>
  z.preprocess((v) => ((values as readonly unknown[]).includes(v) ? v : undefined), z.enum(values).optional());
const shortText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : undefined),
    z.string().optional(),
  );

export const productListQuerySchema = z.object({
  q: shortText(100),
  category: shortText(40),
  subcategory: shortText(40),
  brand: shortText(40),
  stock: pick(STOCK_STATES),
  state: pick(PUBLISH_STATES),
  sort: z.preprocess((v) => ((PRODUCT_SORTS as readonly unknown[]).includes(v) ? v : "newest"), z.enum(PRODUCT_SORTS)),
  /** Keyset cursor: "after" the row it names (next page), "before" it (previous page). */
  after: shortText(400),
  before: shortText(400),
  /** "last": the end of the list. */
  at: z.preprocess((v) => (v === "last" ? v : undefined), z.literal("last").optional()),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** What the form shows: the stored product, or what was sent back with its errors. */
export interface ProductFormValues {
  category: string;
  subcategory: string;
  brand: string;
  title: string;
  rating: string;
  originalPrice: string;
  discountedPrice: string;
  description: string;
  stock: string;
  lowStockThreshold: string;
  published: boolean;
  images: { kind: "banner" | "gallery"; url: string; alt: string }[];
  translations: Record<TranslatedLocale, { title: string; description: string }>;
  modelType: string;
  batch: string;
  gtin: string;
  /** The product's own warning lines per language, one a line. */
  warnings: Record<Language, string>;
}

/** The form's fields as sent, to show them again beside their errors. */
export function productFormValues(form: FormData): ProductFormValues {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const raw = productFromForm(form);
  return {
    category: text("category"),
    subcategory: text("subcategory"),
    brand: text("brand"),
    title: text("title"),
    rating: text("rating"),
    originalPrice: text("originalPrice"),
    discountedPrice: text("discountedPrice"),
    description: text("description"),
    stock: text("stock"),
    lowStockThreshold: text("lowStockThreshold"),
    published: form.get("published") === "on",
    images: raw.images.map((i) => ({
      kind: i.kind === "banner" ? "banner" : "gallery",
      url: String(i.url ?? ""),
      alt: typeof i.alt === "string" ? i.alt : "",
    })),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((l) => [l, { title: text(`title_${l}`), description: text(`description_${l}`) }]),
    ) as ProductFormValues["translations"],
    modelType: text("modelType"),
    batch: text("batch"),
    gtin: text("gtin"),
    warnings: Object.fromEntries(languages.map((l) => [l, text(`warnings_${l}`)])) as ProductFormValues["warnings"],
  };
}
