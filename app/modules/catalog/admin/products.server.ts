import type { Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { recordAudit, changedFields } from "~/modules/audit/audit.server";
import { explainStock } from "~/modules/inventory/ledger.server";
import { removeStoredProductPhotos } from "~/modules/media/photos.server";
import { apiProductSelect, invalidateProductPages, toApiProduct } from "../products.server";
import { productSlug } from "../rules";
import { compactWarnings, readWarnings } from "../safety";
import { shopImporter } from "../safety.server";
import { safetyGapsOf, type SafetyRefusal } from "./safety-gate.server";
import { buildSearchText } from "../search-text";
import { firstFreePid, pidCandidates } from "./pid";
import { languages } from "~/modules/i18n/config";
import { TRANSLATED_LOCALES, type ProductFormValues, type ProductInput, type RawProduct } from "./schemas";

/**
 * Staff writes to the catalogue (SPEC "Admin pages › Products", 5 "Add product", 7 "Products"):
 * create, edit, publish, delete. Each is one transaction with its audit record; the server makes
 * the pid and the slug, keeps the search text, explains stock changes to the ledger, and keeps
 * an old slug as a redirect after a rename.
 */

type Tx = Prisma.TransactionClient;

export interface Actor {
  id: string;
  ip?: string | null;
}

/** The open states of an order: while one holds a product, the product cannot go. */
const OPEN_ORDER = ["pending", "processing"] as const;

// ---------------------------------------------------------------------------------------------
// The form's choices and the record being edited

export interface TaxonomyOption {
  id: string;
  name: string;
}
export interface ProductFormOptions {
  categories: (TaxonomyOption & { subcategories: TaxonomyOption[] })[];
  /** Each brand with its manufacturer's name (product safety), null when it has none yet. */
  brands: (TaxonomyOption & { manufacturer: string | null })[];
}

/** Categories (with their subcategories) and brands, in their shop order, Italian names. */
export async function productFormOptions(): Promise<ProductFormOptions> {
  const [categories, brands] = await Promise.all([
    db().category.findMany({
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: {
        id: true,
        name: true,
        subcategories: { orderBy: [{ position: "asc" }, { name: "asc" }], select: { id: true, name: true } },
      },
    }),
    db().brand.findMany({
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: { id: true, name: true, manufacturer: { select: { name: true } } },
    }),
  ]);
  return {
    categories,
    brands: brands.map((b) => ({ id: b.id, name: b.name, manufacturer: b.manufacturer?.name ?? null })),
  };
}

const editSelect = {
  id: true,
  pid: true,
  slug: true,
  title: true,
  categoryId: true,
  subcategoryId: true,
  brandId: true,
  ratingTenths: true,
  originalPriceCents: true,
  discountedPriceCents: true,
  description: true,
  stock: true,
  lowStockThreshold: true,
  published: true,
  createdAt: true,
  modelType: true,
  batch: true,
  gtin: true,
  safetyWarnings: true,
  translations: { select: { locale: true, title: true, description: true }, orderBy: { locale: "asc" } },
  images: {
    select: { id: true, kind: true, url: true, storageKey: true, alt: true, position: true },
    orderBy: [{ kind: "asc" }, { position: "asc" }],
  },
} satisfies Prisma.ProductSelect;

type EditRow = Prisma.ProductGetPayload<{ select: typeof editSelect }>;

/** A product as the form shows it (URL photos as rows; uploads are counted, edited on the photos page). */
export interface ProductForEdit {
  id: string;
  pid: string;
  slug: string;
  published: boolean;
  values: Omit<ProductFormValues, "published">;
  uploadedPhotos: number;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const italianAlt = (alt: unknown) =>
  alt && typeof alt === "object" && typeof (alt as Record<string, unknown>).it === "string"
    ? ((alt as Record<string, string>).it ?? "")
    : alt && typeof alt === "object"
      ? ((Object.values(alt as Record<string, unknown>).find((v) => typeof v === "string") as string | undefined) ?? "")
      : "";

function toEdit(p: EditRow): ProductForEdit {
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => {
      const t = p.translations.find((x) => x.locale === l);
      return [l, { title: t?.title ?? "", description: (t?.description ?? []).join("\n") }];
    }),
  ) as ProductForEdit["values"]["translations"];
  return {
    id: p.id,
    pid: p.pid,
    slug: p.slug,
    published: p.published,
    values: {
      category: p.categoryId,
      subcategory: p.subcategoryId ?? "",
      brand: p.brandId,
      title: p.title,
      rating: (p.ratingTenths / 10).toFixed(1),
      originalPrice: euros(p.originalPriceCents),
      discountedPrice: p.discountedPriceCents == null ? "" : euros(p.discountedPriceCents),
      description: p.description.join("\n"),
      stock: String(p.stock),
      lowStockThreshold: String(p.lowStockThreshold),
      images: p.images.filter((i) => i.url).map((i) => ({ kind: i.kind, url: i.url ?? "", alt: italianAlt(i.alt) })),
      translations,
      modelType: p.modelType ?? "",
      batch: p.batch ?? "",
      gtin: p.gtin ?? "",
      warnings: Object.fromEntries(
        languages.map((l) => [l, (readWarnings(p.safetyWarnings)[l] ?? []).join("\n")]),
      ) as ProductFormValues["warnings"],
    },
    uploadedPhotos: p.images.filter((i) => i.storageKey).length,
  };
}

export async function productForEdit(id: string): Promise<ProductForEdit | null> {
  if (!isProductId(id)) return null;
  const row = await db().product.findUnique({ where: { id }, select: editSelect });
  return row ? toEdit(row) : null;
}

/** A product id as the database makes them (cuid); anything else names no product. */
export function isProductId(value: string): boolean {
  return /^[a-z0-9]{20,40}$/i.test(value);
}

/**
 * The stored product as the API's raw input, so a partial update (the spec's back office sends
 * only {title, stock, discountedPrice}) is the record with those fields replaced, checked whole.
 */
export async function currentAsRaw(id: string): Promise<RawProduct | null> {
  const p = await productForEdit(id);
  if (!p) return null;
  const v = p.values;
  return {
    category: v.category,
    subcategory: v.subcategory,
    brand: v.brand,
    title: v.title,
    rating: v.rating,
    originalPrice: v.originalPrice,
    discountedPrice: v.discountedPrice,
    description: v.description,
    images: v.images,
    stock: v.stock,
    lowStockThreshold: v.lowStockThreshold,
    published: p.published,
    translations: v.translations,
    modelType: v.modelType,
    batch: v.batch,
    gtin: v.gtin,
    warnings: v.warnings,
  };
}

// ---------------------------------------------------------------------------------------------
// Create and edit

export type SaveOutcome =
  | { ok: true; id: string; slug: string; pid: string; oldSlug: string | null }
  | { ok: false; reason: "invalid"; fields: Record<string, string> }
  | { ok: false; reason: "not-found" };

/** The product's safety information is incomplete for its category: fields named per gap. */
function safetyFieldError(refusal: SafetyRefusal): FieldError {
  return new FieldError({ published: "safety-office:errors.cannotPublish", ...refusal.fields });
}

class FieldError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("invalid product");
  }
}

/** Category, subcategory and brand named by id, name (any case) or slug; field errors otherwise. */
async function resolveTaxonomy(tx: Tx, input: ProductInput) {
  const byAny = (v: string) => ({
    OR: [{ id: v }, { name: { equals: v, mode: "insensitive" as const } }, { slug: v.toLowerCase() }],
  });
  const [category, brand] = await Promise.all([
    tx.category.findFirst({ where: byAny(input.category), select: { id: true, name: true } }),
    tx.brand.findFirst({ where: byAny(input.brand), select: { id: true, name: true } }),
  ]);
  const fields: Record<string, string> = {};
  if (!category) fields.category = "errors.category";
  if (!brand) fields.brand = "errors.brand";
  let subcategory: { id: string; name: string } | null = null;
  if (input.subcategory && category) {
    subcategory = await tx.subcategory.findFirst({
      where: { categoryId: category.id, ...byAny(input.subcategory) },
      select: { id: true, name: true },
    });
    if (!subcategory) fields.subcategory = "errors.subcategory";
  }
  if (!category || !brand || Object.keys(fields).length) throw new FieldError(fields);
  return { category, brand, subcategory };
}

/** A slug of `title` no other product uses now or used before: base, base-2, base-3, … */
async function freeSlug(tx: Tx, title: string, productId: string | null): Promise<string> {
  const base = (productSlug(title) || "product").slice(0, 120).replace(/-+$/, "");
  const [products, redirects] = await Promise.all([
    tx.product.findMany({ where: { slug: { startsWith: base } }, select: { id: true, slug: true } }),
    tx.productSlugRedirect.findMany({ where: { slug: { startsWith: base } }, select: { productId: true, slug: true } }),
  ]);
  const taken = new Set([
    ...products.filter((p) => p.id !== productId).map((p) => p.slug),
    ...redirects.filter((r) => r.productId !== productId).map((r) => r.slug),
  ]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function translationRows(input: ProductInput) {
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const t = input.translations[locale];
    return t && t.title !== "" ? [{ locale, title: t.title, description: t.description }] : [];
  });
}

/** Title and description of every language in one search text, so search finds any of them. */
function searchTextOf(input: ProductInput, names: { brand: string; category: string; subcategory?: string | null }) {
  const rows = translationRows(input);
  return buildSearchText({
    title: [input.title, ...rows.map((r) => r.title)].join(" "),
    brand: names.brand,
    category: names.category,
    subcategory: names.subcategory,
    description: [...input.description, ...rows.flatMap((r) => r.description)],
  });
}

const cents = (euros: number) => Math.round(euros * 100);

function safetyOfInput(input: ProductInput, t: Awaited<ReturnType<typeof resolveTaxonomy>>) {
  return {
    categoryId: t.category.id,
    subcategoryId: t.subcategory?.id ?? null,
    brandId: t.brand.id,
    warnings: compactWarnings(input.warnings),
  };
}

function productColumns(input: ProductInput, t: Awaited<ReturnType<typeof resolveTaxonomy>>) {
  return {
    title: input.title,
    categoryId: t.category.id,
    subcategoryId: t.subcategory?.id ?? null,
    brandId: t.brand.id,
    ratingTenths: Math.round(input.rating * 10),
    originalPriceCents: cents(input.originalPrice),
    discountedPriceCents: input.discountedPrice === undefined ? null : cents(input.discountedPrice),
    description: input.description,
    lowStockThreshold: input.lowStockThreshold,
    published: input.published,
    modelType: input.modelType,
    batch: input.batch,
    gtin: input.gtin,
    safetyWarnings: compactWarnings(input.warnings),
    searchText: searchTextOf(input, {
      brand: t.brand.name,
      category: t.category.name,
      subcategory: t.subcategory?.name,
    }),
  };
}

/** The URL photos as rows; an alt text already kept for other languages stays. */
async function writeUrlImages(tx: Tx, productId: string, input: ProductInput) {
  const before = await tx.productImage.findMany({
    where: { productId, storageKey: null },
    select: { url: true, alt: true },
  });
  const altOf = new Map(before.map((b) => [b.url, (b.alt ?? {}) as Record<string, string>]));
  await tx.productImage.deleteMany({ where: { productId, storageKey: null } });
  const position = { banner: 0, gallery: 0 };
  // Uploaded photos keep their places; URL photos follow them.
  const uploaded = await tx.productImage.groupBy({
    by: ["kind"],
    where: { productId, storageKey: { not: null } },
    _max: { position: true },
  });
  for (const u of uploaded) position[u.kind] = (u._max.position ?? -1) + 1;
  if (!input.images.length) return;
  await tx.productImage.createMany({
    data: input.images.map((img) => {
      const alt = { ...(altOf.get(img.url) ?? {}), it: img.alt };
      if (!img.alt) delete (alt as Record<string, string>).it;
      return { productId, kind: img.kind, position: position[img.kind]++, url: img.url, alt };
    }),
  });
}

async function writeTranslations(tx: Tx, productId: string, input: ProductInput) {
  const rows = translationRows(input);
  await tx.productTranslation.deleteMany({
    where: { productId, locale: { notIn: rows.map((r) => r.locale) } },
  });
  for (const r of rows) {
    await tx.productTranslation.upsert({
      where: { productId_locale: { productId, locale: r.locale } },
      create: { productId, ...r },
      update: { title: r.title, description: r.description },
    });
  }
}

/** What the audit log keeps of a product. */
async function snapshot(tx: Tx, id: string) {
  const p = await tx.product.findUnique({ where: { id }, select: editSelect });
  if (!p) return null;
  const { createdAt: _c, ...rest } = p;
  void _c;
  return {
    ...rest,
    images: p.images.map(({ kind, url, storageKey, alt }) => ({ kind, url, storageKey, alt })),
  };
}

/** Retries a create whose pid or slug another create took at the same moment. */
async function withRetry<T>(attempt: () => Promise<T>, tries = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The latest product's pid + 1 (SPEC 5), the first free one after it. */
async function newPid(tx: Tx): Promise<string> {
  const latest = await tx.product.findFirst({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { pid: true },
  });
  let after = latest?.pid ?? null;
  for (;;) {
    const candidates = pidCandidates(after, 50);
    const taken = await tx.product.findMany({ where: { pid: { in: candidates } }, select: { pid: true } });
    const pid = firstFreePid(after, new Set(taken.map((t) => t.pid)));
    if (pid && candidates.includes(pid)) return pid;
    if (!pid) throw new Error("Every pid of the shape PID001A…PID999Z is taken.");
    after = candidates[candidates.length - 1];
  }
}

function fail(error: unknown): SaveOutcome {
  if (error instanceof FieldError) return { ok: false, reason: "invalid", fields: error.fields };
  throw error;
}

export async function createProduct(input: ProductInput, actor: Actor): Promise<SaveOutcome> {
  try {
    const outcome = await withRetry(() =>
      db().$transaction(async (tx) => {
        const taxonomy = await resolveTaxonomy(tx, input);
        if (input.published) {
          const refusal = await safetyGapsOf(tx, safetyOfInput(input, taxonomy));
          if (refusal) throw safetyFieldError(refusal);
        }
        const [pid, slug] = await Promise.all([newPid(tx), freeSlug(tx, input.title, null)]);
        await explainStock(tx, { reason: "initial", actorId: actor.id, note: "product created" });
        const product = await tx.product.create({
          data: { ...productColumns(input, taxonomy), pid, slug, stock: input.stock },
          select: { id: true },
        });
        await writeUrlImages(tx, product.id, input);
        await writeTranslations(tx, product.id, input);
        await recordAudit(tx, {
          actorId: actor.id,
          action: "product.create",
          entity: "Product",
          entityId: product.id,
          after: await snapshot(tx, product.id),
          ip: actor.ip,
        });
        return { ok: true, id: product.id, slug, pid, oldSlug: null } as const;
      }),
    );
    invalidateProductPages();
    return outcome;
  } catch (error) {
    return fail(error);
  }
}

export async function updateProduct(id: string, input: ProductInput, actor: Actor): Promise<SaveOutcome> {
  if (!isProductId(id)) return { ok: false, reason: "not-found" };
  try {
    const outcome = await withRetry(() =>
      db().$transaction(async (tx) => {
        const before = await snapshot(tx, id);
        if (!before) return { ok: false, reason: "not-found" } as const;
        const taxonomy = await resolveTaxonomy(tx, input);
        // Publishing (a draft saved as published) needs the category's safety information.
        if (input.published && !before.published) {
          const refusal = await safetyGapsOf(tx, safetyOfInput(input, taxonomy));
          if (refusal) throw safetyFieldError(refusal);
        }
        const slug = input.title === before.title ? before.slug : await freeSlug(tx, input.title, id);
        const renamed = slug !== before.slug;
        if (renamed) {
          await tx.productSlugRedirect.deleteMany({ where: { slug, productId: id } });
          await tx.productSlugRedirect.upsert({
            where: { slug: before.slug },
            create: { slug: before.slug, productId: id },
            update: { productId: id },
          });
        }
        if (input.stock !== before.stock) {
          await explainStock(tx, { reason: "correction", actorId: actor.id, note: "product form" });
        }
        await tx.product.update({
          where: { id },
          data: { ...productColumns(input, taxonomy), slug, stock: input.stock },
        });
        await writeUrlImages(tx, id, input);
        await writeTranslations(tx, id, input);
        const after = await snapshot(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: "product.update",
          entity: "Product",
          entityId: id,
          before,
          after,
          details: { changed: Object.keys(changedFields(before, after ?? {})) },
          ip: actor.ip,
        });
        return { ok: true, id, slug, pid: before.pid, oldSlug: renamed ? before.slug : null } as const;
      }),
    );
    invalidateProductPages();
    return outcome;
  } catch (error) {
    return fail(error);
  }
}

// ---------------------------------------------------------------------------------------------
// Publish and delete

export async function setPublished(
  id: string,
  published: boolean,
  actor: Actor,
): Promise<{ ok: true; title: string } | { ok: false; refusal?: SafetyRefusal }> {
  if (!isProductId(id)) return { ok: false };
  const done = await db().$transaction(async (tx) => {
    const before = await tx.product.findUnique({
      where: { id },
      select: {
        published: true,
        title: true,
        categoryId: true,
        subcategoryId: true,
        brandId: true,
        safetyWarnings: true,
      },
    });
    if (!before) return null;
    if (published && !before.published) {
      const refusal = await safetyGapsOf(tx, { ...before, warnings: readWarnings(before.safetyWarnings) });
      if (refusal) return { refusal };
    }
    if (before.published !== published) {
      await tx.product.update({ where: { id }, data: { published } });
      await recordAudit(tx, {
        actorId: actor.id,
        action: published ? "product.publish" : "product.unpublish",
        entity: "Product",
        entityId: id,
        before: { published: before.published },
        after: { published },
        ip: actor.ip,
      });
    }
    return before.title;
  });
  if (done !== null && typeof done === "object") return { ok: false, refusal: done.refusal };
  invalidateProductPages();
  return done === null ? { ok: false } : { ok: true, title: done };
}

export type DeleteOutcome =
  | { ok: true; title: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "open-orders"; oids: string[] };

/** The order numbers of open orders (pending, processing) that hold the product. */
export async function openOrdersOf(id: string): Promise<string[]> {
  const orders = await db().order.findMany({
    where: { status: { in: [...OPEN_ORDER] }, lines: { some: { productId: id } } },
    select: { oid: true },
    orderBy: { createdAt: "asc" },
    take: 20,
  });
  return orders.map((o) => o.oid);
}

/**
 * Deletes a product unless an open order holds it. Orders already placed keep their lines (the
 * line's product reference goes; its title and price as sold stay).
 */
export async function deleteProduct(id: string, actor: Actor): Promise<DeleteOutcome> {
  if (!isProductId(id)) return { ok: false, reason: "not-found" };
  const outcome = await db().$transaction(
    async (tx): Promise<DeleteOutcome> => {
      const before = await snapshot(tx, id);
      if (!before) return { ok: false, reason: "not-found" };
      // Lock the product row: an order placed meanwhile waits, then finds it gone.
      await tx.$queryRaw`SELECT 1 FROM "Product" WHERE id = ${id} FOR UPDATE`;
      const open = await tx.order.findMany({
        where: { status: { in: [...OPEN_ORDER] }, lines: { some: { productId: id } } },
        select: { oid: true },
        orderBy: { createdAt: "asc" },
        take: 20,
      });
      if (open.length) return { ok: false, reason: "open-orders", oids: open.map((o) => o.oid) };
      await tx.product.delete({ where: { id } });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "product.delete",
        entity: "Product",
        entityId: id,
        before,
        ip: actor.ip,
      });
      return { ok: true, title: before.title };
    },
    { isolationLevel: "ReadCommitted" },
  );
  if (outcome.ok) {
    invalidateProductPages();
    // Its uploaded photos' files go once the rows are gone for good (after the commit).
    await removeStoredProductPhotos(id);
  }
  return outcome;
}

/** The current slug of the product that used `slug` before a rename; null when none did. */
export async function findSlugRedirect(slug: string): Promise<string | null> {
  if (!slug || slug.length > 200) return null;
  const row = await db().productSlugRedirect.findUnique({
    where: { slug },
    select: { product: { select: { slug: true } } },
  });
  return row?.product.slug ?? null;
}

/** The product as the spec's API shows it (SPEC 3 "Product"), in its base language as staff wrote it. */
export async function apiProduct(id: string) {
  const [row, shop] = await Promise.all([
    db().product.findUnique({ where: { id }, select: apiProductSelect }),
    shopImporter(),
  ]);
  return row ? toApiProduct(row, "it", shop) : null;
}

/** A small card of the product for the delete confirmation page. */
export async function productSummary(id: string) {
  if (!isProductId(id)) return null;
  return db().product.findUnique({ where: { id }, select: { id: true, pid: true, title: true, slug: true } });
}

/** What the product page answers for a slug it does not know: 301 to the renamed product, else 404. */
export async function slugRedirectOr404(slug: string): Promise<Response> {
  const current = await findSlugRedirect(slug);
  if (!current) return new Response(null, { status: 404 });
  return new Response(null, { status: 301, headers: { Location: `/product/${encodeURIComponent(current)}` } });
}
