import { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { languages, type Language } from "~/modules/i18n/config";
import { invalidateProductPages } from "./products.server";
import { productSlug } from "./rules";
import { invalidateTaxonomy } from "./taxonomy.server";

/**
 * Categories, subcategories and brands, as staff keep them (issue 10, "Categories, subcategories
 * and brands: add, rename, reorder, delete when empty"). The name in Italian is the base; the
 * other four languages live in `names` (a missing one: "not translated yet", the shop shows the
 * Italian). The slug is made by the server from the Italian name when the entry is added, unique,
 * and kept on a rename so that links to the shop's pages keep working. Reordering swaps with the
 * neighbour; deleting is refused while a product (or, for a category, a subcategory) uses it.
 * Each write is audited in its own transaction; after it the storefront's caches are forgotten.
 */

export const TAXONOMY_KINDS = ["category", "subcategory", "brand"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];
export const OTHER_LANGUAGES = languages.filter((l) => l !== "it") as Exclude<Language, "it">[];
export const TAXONOMY_NAME_MAX = 80;

const nameField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : v),
  z.string({ error: "errors.nameRequired" }).min(1, "errors.nameRequired").max(TAXONOMY_NAME_MAX, "errors.nameTooLong"),
);
const optionalName = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : undefined),
  z.string().max(TAXONOMY_NAME_MAX, "errors.nameTooLong").optional(),
);
const id = z.string({ error: "errors.invalid" }).regex(/^[a-z0-9-]{8,40}$/i, "errors.invalid");
const kind = z.enum(TAXONOMY_KINDS, { error: "errors.invalid" });

const names = {
  name: nameField,
  ...(Object.fromEntries(OTHER_LANGUAGES.map((l) => [`name_${l}`, optionalName])) as Record<
    `name_${Exclude<Language, "it">}`,
    typeof optionalName
  >),
};

/** The catalogue page's forms, told apart by `intent`. */
export const taxonomyFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), kind, categoryId: id.optional(), ...names }),
  z.object({ intent: z.literal("rename"), kind, id, ...names }),
  z.object({ intent: z.literal("move"), kind, id, direction: z.enum(["up", "down"], { error: "errors.invalid" }) }),
  z.object({ intent: z.literal("delete"), kind, id }),
]);
export type TaxonomyForm = z.infer<typeof taxonomyFormSchema>;
/** Every field name the forms may send. */
export const TAXONOMY_FIELDS = [
  "intent",
  "kind",
  "id",
  "categoryId",
  "direction",
  "name",
  ...OTHER_LANGUAGES.map((l) => `name_${l}` as const),
] as const;

type NamesInput = { name: string } & Partial<Record<`name_${Exclude<Language, "it">}`, string | undefined>>;

/** `{ en: …, fr: … }` of the filled translations (an empty field: not translated yet). */
function translations(input: NamesInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of OTHER_LANGUAGES) {
    const v = input[`name_${l}`];
    if (v) out[l] = v;
  }
  return out;
}

/** The slug of a new entry: its Italian name ("&" read as "and"), made unique with -2, -3, …. */
export function taxonomySlug(name: string, taken: (slug: string) => boolean): string {
  const base = productSlug(name.replace(/&/g, " and ")) || "voce";
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

export interface TaxonomyEntry {
  id: string;
  slug: string;
  name: string;
  names: Partial<Record<Language, string>>;
  position: number;
  products: number;
}
export interface TaxonomyAdminData {
  categories: (TaxonomyEntry & { subcategories: TaxonomyEntry[] })[];
  brands: TaxonomyEntry[];
}

function namesOf(value: Prisma.JsonValue): Partial<Record<Language, string>> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Partial<Record<Language, string>> = {};
  for (const l of OTHER_LANGUAGES) {
    const v = (value as Record<string, unknown>)[l];
    if (typeof v === "string" && v.trim()) out[l] = v;
  }
  return out;
}

const ORDER = [{ position: "asc" }, { name: "asc" }, { id: "asc" }] as const;

/** Everything the catalogue page shows: categories with their subcategories, brands, and product counts. */
export async function taxonomyForStaff(): Promise<TaxonomyAdminData> {
  const select = {
    id: true,
    slug: true,
    name: true,
    names: true,
    position: true,
    _count: { select: { products: true } },
  };
  const [categories, subcategories, brands] = await Promise.all([
    db().category.findMany({ select, orderBy: [...ORDER] }),
    db().subcategory.findMany({ select: { ...select, categoryId: true }, orderBy: [...ORDER] }),
    db().brand.findMany({ select, orderBy: [...ORDER] }),
  ]);
  const entry = (r: (typeof categories)[number]): TaxonomyEntry => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    names: namesOf(r.names),
    position: r.position,
    products: r._count.products,
  });
  return {
    categories: categories.map((c) => ({
      ...entry(c),
      subcategories: subcategories.filter((s) => s.categoryId === c.id).map(entry),
    })),
    brands: brands.map(entry),
  };
}

export type TaxonomyOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: "not_found" | "taken" | "in_use" | "no_category"; products?: number; subcategories?: number };

export interface TaxonomyActor {
  id: string;
  ip?: string | null;
}

/** The table of one kind, through the transaction (the three share the columns this module uses). */
function table(tx: Prisma.TransactionClient, k: TaxonomyKind) {
  const t = { category: tx.category, subcategory: tx.subcategory, brand: tx.brand }[k];
  return t as unknown as typeof tx.brand;
}
const ENTITY: Record<TaxonomyKind, string> = { category: "Category", subcategory: "Subcategory", brand: "Brand" };

async function write(fn: (tx: Prisma.TransactionClient) => Promise<TaxonomyOutcome>): Promise<TaxonomyOutcome> {
  let outcome: TaxonomyOutcome;
  try {
    outcome = await db().$transaction(fn);
  } catch (error) {
    // Two staff adding the same name at once: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
  if (outcome.ok) {
    invalidateTaxonomy();
    invalidateProductPages();
  }
  return outcome;
}

/** Whether another entry of the kind has this Italian name (categories and brands: any; subcategories: in the same category). */
async function nameTaken(
  tx: Prisma.TransactionClient,
  k: TaxonomyKind,
  name: string,
  scope: { categoryId?: string; exceptId?: string },
) {
  const where = {
    name: { equals: name, mode: "insensitive" as const },
    ...(scope.exceptId ? { id: { not: scope.exceptId } } : {}),
  };
  if (k === "subcategory")
    return (await tx.subcategory.count({ where: { ...where, categoryId: scope.categoryId } })) > 0;
  return (await table(tx, k).count({ where })) > 0;
}

export async function addTaxonomyEntry(
  actor: TaxonomyActor,
  k: TaxonomyKind,
  input: NamesInput & { categoryId?: string },
): Promise<TaxonomyOutcome> {
  return write(async (tx) => {
    if (k === "subcategory") {
      if (!input.categoryId) return { ok: false, reason: "no_category" };
      const parent = await tx.category.findUnique({ where: { id: input.categoryId }, select: { id: true } });
      if (!parent) return { ok: false, reason: "no_category" };
    }
    if (await nameTaken(tx, k, input.name, { categoryId: input.categoryId })) return { ok: false, reason: "taken" };
    const base = productSlug(input.name.replace(/&/g, " and ")) || "voce";
    const existing = await table(tx, k).findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
    const taken = new Set(existing.map((e) => e.slug));
    const slug = taxonomySlug(input.name, (s) => taken.has(s));
    const group = k === "subcategory" ? { categoryId: input.categoryId } : {};
    const last = await table(tx, k).aggregate({ where: group as Prisma.BrandWhereInput, _max: { position: true } });
    const data = {
      name: input.name,
      names: translations(input),
      slug,
      position: (last._max?.position ?? -1) + 1,
      ...group,
    };
    const created = await (k === "subcategory"
      ? tx.subcategory.create({ data: { ...data, categoryId: input.categoryId! }, select: { id: true } })
      : table(tx, k).create({ data, select: { id: true } }));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${k}.create`,
      entity: ENTITY[k],
      entityId: created.id,
      after: data,
      ip: actor.ip,
    });
    return { ok: true, id: created.id };
  });
}

export async function renameTaxonomyEntry(
  actor: TaxonomyActor,
  k: TaxonomyKind,
  entryId: string,
  input: NamesInput,
): Promise<TaxonomyOutcome> {
  return write(async (tx) => {
    const before = await table(tx, k).findUnique({
      where: { id: entryId },
      select: { id: true, name: true, names: true },
    });
    if (!before) return { ok: false, reason: "not_found" };
    const parent =
      k === "subcategory"
        ? await tx.subcategory.findUnique({ where: { id: entryId }, select: { categoryId: true } })
        : null;
    if (await nameTaken(tx, k, input.name, { categoryId: parent?.categoryId, exceptId: entryId })) {
      return { ok: false, reason: "taken" };
    }
    const after = { name: input.name, names: translations(input) };
    await table(tx, k).update({ where: { id: entryId }, data: after });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${k}.rename`,
      entity: ENTITY[k],
      entityId: entryId,
      before: { name: before.name, names: before.names },
      after,
      ip: actor.ip,
    });
    return { ok: true, id: entryId };
  });
}

/** Moves an entry one place up or down among its siblings (positions renumbered 0…n-1 on the way). */
export async function moveTaxonomyEntry(
  actor: TaxonomyActor,
  k: TaxonomyKind,
  entryId: string,
  direction: "up" | "down",
): Promise<TaxonomyOutcome> {
  return write(async (tx) => {
    const group =
      k === "subcategory"
        ? await tx.subcategory.findUnique({ where: { id: entryId }, select: { categoryId: true } })
        : {};
    if (!group) return { ok: false, reason: "not_found" };
    const siblings = await table(tx, k).findMany({
      where: group,
      select: { id: true, position: true },
      orderBy: [...ORDER],
    });
    const at = siblings.findIndex((s) => s.id === entryId);
    if (at < 0) return { ok: false, reason: "not_found" };
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) return { ok: true, id: entryId };
    const order = siblings.map((s) => s.id);
    [order[at], order[to]] = [order[to], order[at]];
    for (const [position, sid] of order.entries()) {
      if (siblings.find((s) => s.id === sid)?.position !== position) {
        await table(tx, k).update({ where: { id: sid }, data: { position } });
      }
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${k}.move`,
      entity: ENTITY[k],
      entityId: entryId,
      before: { position: at },
      after: { position: to },
      ip: actor.ip,
    });
    return { ok: true, id: entryId };
  });
}

/** Deletes an entry no product uses (and, for a category, with no subcategory left). */
export async function deleteTaxonomyEntry(
  actor: TaxonomyActor,
  k: TaxonomyKind,
  entryId: string,
): Promise<TaxonomyOutcome> {
  return write(async (tx) => {
    // Row lock: a product added to the entry meanwhile waits for this answer.
    const lock = {
      category: () => tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Category" WHERE id = ${entryId} FOR UPDATE`,
      subcategory: () => tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Subcategory" WHERE id = ${entryId} FOR UPDATE`,
      brand: () => tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Brand" WHERE id = ${entryId} FOR UPDATE`,
    }[k];
    const locked = await lock();
    if (locked.length === 0) return { ok: false, reason: "not_found" };
    const before = await table(tx, k).findUniqueOrThrow({
      where: { id: entryId },
      select: { id: true, name: true, names: true, slug: true, position: true },
    });
    const products = await tx.product.count({
      where:
        k === "category"
          ? { categoryId: entryId }
          : k === "subcategory"
            ? { subcategoryId: entryId }
            : { brandId: entryId },
    });
    const subcategories = k === "category" ? await tx.subcategory.count({ where: { categoryId: entryId } }) : 0;
    if (products > 0 || subcategories > 0) return { ok: false, reason: "in_use", products, subcategories };
    await table(tx, k).delete({ where: { id: entryId } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${k}.delete`,
      entity: ENTITY[k],
      entityId: entryId,
      before,
      ip: actor.ip,
    });
    return { ok: true, id: entryId };
  });
}
