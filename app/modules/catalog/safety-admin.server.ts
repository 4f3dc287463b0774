import { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { languages, type Language } from "~/modules/i18n/config";
import { invalidateProductPages } from "./products.server";
import {
  compactWarnings,
  isEuCountry,
  operatorWithContactSchema,
  readWarnings,
  warningsSchema,
  type OperatorInput,
  type WarningLines,
} from "./safety";

/**
 * Product safety as staff keep it (GPSR art. 19): the economic operators (manufacturers, EU
 * importers and representatives), which of them makes each brand and answers for it in the EU,
 * and per category and subcategory whether its products need warnings and the warning lines
 * they all show, in five languages. Each write is one transaction with its audit record; the
 * product pages are forgotten after it.
 */

export interface Actor {
  id: string;
  ip?: string | null;
}

export interface OperatorEntry {
  id: string;
  name: string;
  address: string;
  country: string;
  email: string | null;
  url: string | null;
  brands: number;
}

export interface SafetyCategoryEntry {
  kind: "category" | "subcategory";
  id: string;
  name: string;
  needsSafetyWarnings: boolean;
  warnings: WarningLines;
}

export interface SafetyAdminData {
  operators: OperatorEntry[];
  brands: { id: string; name: string; manufacturerId: string | null; responsiblePersonId: string | null }[];
  categories: (SafetyCategoryEntry & { subcategories: SafetyCategoryEntry[] })[];
}

const ORDER = [{ position: "asc" }, { name: "asc" }] as const;

export async function safetyForStaff(): Promise<SafetyAdminData> {
  const catSelect = { id: true, name: true, needsSafetyWarnings: true, safetyWarnings: true } as const;
  const [operators, brands, categories, subcategories] = await Promise.all([
    db().safetyOperator.findMany({
      orderBy: { name: "asc" },
      select: {
        id: true,
        name: true,
        address: true,
        country: true,
        email: true,
        url: true,
        _count: { select: { manufacturedBrands: true, representedBrands: true } },
      },
    }),
    db().brand.findMany({
      orderBy: [...ORDER],
      select: { id: true, name: true, manufacturerId: true, responsiblePersonId: true },
    }),
    db().category.findMany({ orderBy: [...ORDER], select: catSelect }),
    db().subcategory.findMany({ orderBy: [...ORDER], select: { ...catSelect, categoryId: true } }),
  ]);
  const entry = (kind: SafetyCategoryEntry["kind"], r: (typeof categories)[number]): SafetyCategoryEntry => ({
    kind,
    id: r.id,
    name: r.name,
    needsSafetyWarnings: r.needsSafetyWarnings,
    warnings: readWarnings(r.safetyWarnings),
  });
  return {
    operators: operators.map(({ _count, ...o }) => ({
      ...o,
      brands: _count.manufacturedBrands + _count.representedBrands,
    })),
    brands,
    categories: categories.map((c) => ({
      ...entry("category", c),
      subcategories: subcategories.filter((s) => s.categoryId === c.id).map((s) => entry("subcategory", s)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The forms (told apart by `intent`)

const id = z.string({ error: "safety-office:errors.invalid" }).regex(/^[a-z0-9]{8,40}$/i, {
  error: "safety-office:errors.invalid",
});
const optionalId = z.preprocess((v) => (v === "" || v == null ? null : v), id.nullable());

export const SAFETY_FIELDS = [
  "intent",
  "id",
  "kind",
  "name",
  "address",
  "country",
  "email",
  "url",
  "manufacturerId",
  "responsiblePersonId",
  "needsSafetyWarnings",
  ...languages.map((l) => `warnings_${l}` as const),
] as const;

/** The category form's fields as the schema reads them. */
function warningsOf(fields: Record<string, unknown>) {
  return Object.fromEntries(languages.map((l) => [l, fields[`warnings_${l}`]]));
}

export type SafetyForm =
  | { intent: "operator"; id: string | null; operator: OperatorInput }
  | { intent: "operator-delete"; id: string }
  | { intent: "brand"; id: string; manufacturerId: string | null; responsiblePersonId: string | null }
  | {
      intent: "category";
      kind: "category" | "subcategory";
      id: string;
      needsSafetyWarnings: boolean;
      warnings: WarningLines;
    };

/** Field name → message key, or the form read. */
export function parseSafetyForm(
  fields: Record<string, unknown>,
): { ok: true; form: SafetyForm } | { ok: false; errors: Record<string, string> } {
  const firstErrors = (error: z.ZodError, prefix = "") => {
    const out: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.length ? `${prefix}${issue.path.map(String).join("_")}` : "form";
      out[key] ??= issue.message;
    }
    return out;
  };
  switch (fields.intent) {
    case "operator": {
      const operatorId = optionalId.safeParse(fields.id);
      const parsed = operatorWithContactSchema.safeParse(fields);
      if (!operatorId.success) return { ok: false, errors: { form: "safety-office:errors.invalid" } };
      if (!parsed.success) return { ok: false, errors: firstErrors(parsed.error) };
      return { ok: true, form: { intent: "operator", id: operatorId.data, operator: parsed.data } };
    }
    case "operator-delete": {
      const parsed = id.safeParse(fields.id);
      if (!parsed.success) return { ok: false, errors: { form: "safety-office:errors.invalid" } };
      return { ok: true, form: { intent: "operator-delete", id: parsed.data } };
    }
    case "brand": {
      const parsed = z.object({ id, manufacturerId: optionalId, responsiblePersonId: optionalId }).safeParse(fields);
      if (!parsed.success) return { ok: false, errors: { form: "safety-office:errors.invalid" } };
      return { ok: true, form: { intent: "brand", ...parsed.data } };
    }
    case "category": {
      const kind = z.enum(["category", "subcategory"]).safeParse(fields.kind);
      const entryId = id.safeParse(fields.id);
      if (!kind.success || !entryId.success) return { ok: false, errors: { form: "safety-office:errors.invalid" } };
      const warnings = warningsSchema.safeParse(warningsOf(fields));
      if (!warnings.success) return { ok: false, errors: firstErrors(warnings.error, "warnings_") };
      const lines = compactWarnings(warnings.data);
      const needs = fields.needsSafetyWarnings === "on" || fields.needsSafetyWarnings === "true";
      // A category that needs warnings gives them in every language, or its products could not be published.
      if (needs) {
        const missing = languages.filter((l) => !lines[l]?.length);
        if (missing.length) {
          return {
            ok: false,
            errors: Object.fromEntries(
              missing.map((l) => [`warnings_${l}`, `safety-office:errors.warningsMissing.${l}`]),
            ),
          };
        }
      }
      return {
        ok: true,
        form: { intent: "category", kind: kind.data, id: entryId.data, needsSafetyWarnings: needs, warnings: lines },
      };
    }
    default:
      return { ok: false, errors: { form: "safety-office:errors.invalid" } };
  }
}

// ---------------------------------------------------------------------------------------------
// Writes

export type SafetyOutcome =
  { ok: true; id: string } | { ok: false; reason: "not_found" | "taken" | "in_use" | "not_eu"; field?: string };

async function write(fn: (tx: Prisma.TransactionClient) => Promise<SafetyOutcome>): Promise<SafetyOutcome> {
  let outcome: SafetyOutcome;
  try {
    outcome = await db().$transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken", field: "name" };
    throw error;
  }
  if (outcome.ok) invalidateProductPages();
  return outcome;
}

const operatorColumns = { name: true, address: true, country: true, email: true, url: true } as const;

export function saveOperator(actor: Actor, operatorId: string | null, input: OperatorInput): Promise<SafetyOutcome> {
  return write(async (tx) => {
    const clash = await tx.safetyOperator.findFirst({
      where: {
        name: { equals: input.name, mode: "insensitive" },
        ...(operatorId ? { id: { not: operatorId } } : {}),
      },
      select: { id: true },
    });
    if (clash) return { ok: false, reason: "taken", field: "name" };
    if (operatorId) {
      const before = await tx.safetyOperator.findUnique({ where: { id: operatorId }, select: operatorColumns });
      if (!before) return { ok: false, reason: "not_found" };
      // An operator named as a brand's EU responsible person stays in the EU.
      if (!isEuCountry(input.country) && (await tx.brand.count({ where: { responsiblePersonId: operatorId } }))) {
        return { ok: false, reason: "not_eu", field: "country" };
      }
      await tx.safetyOperator.update({ where: { id: operatorId }, data: input });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "safety-operator.update",
        entity: "SafetyOperator",
        entityId: operatorId,
        before,
        after: input,
        ip: actor.ip,
      });
      return { ok: true, id: operatorId };
    }
    const created = await tx.safetyOperator.create({ data: input, select: { id: true } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "safety-operator.create",
      entity: "SafetyOperator",
      entityId: created.id,
      after: input,
      ip: actor.ip,
    });
    return { ok: true, id: created.id };
  });
}

export function deleteOperator(actor: Actor, operatorId: string): Promise<SafetyOutcome> {
  return write(async (tx) => {
    const before = await tx.safetyOperator.findUnique({ where: { id: operatorId }, select: operatorColumns });
    if (!before) return { ok: false, reason: "not_found" };
    const used = await tx.brand.count({
      where: { OR: [{ manufacturerId: operatorId }, { responsiblePersonId: operatorId }] },
    });
    if (used) return { ok: false, reason: "in_use" };
    await tx.safetyOperator.delete({ where: { id: operatorId } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "safety-operator.delete",
      entity: "SafetyOperator",
      entityId: operatorId,
      before,
      ip: actor.ip,
    });
    return { ok: true, id: operatorId };
  });
}

export function setBrandOperators(
  actor: Actor,
  brandId: string,
  manufacturerId: string | null,
  responsiblePersonId: string | null,
): Promise<SafetyOutcome> {
  return write(async (tx) => {
    const before = await tx.brand.findUnique({
      where: { id: brandId },
      select: { manufacturerId: true, responsiblePersonId: true },
    });
    if (!before) return { ok: false, reason: "not_found" };
    const [manufacturer, responsible] = await Promise.all([
      manufacturerId ? tx.safetyOperator.findUnique({ where: { id: manufacturerId }, select: { id: true } }) : null,
      responsiblePersonId
        ? tx.safetyOperator.findUnique({ where: { id: responsiblePersonId }, select: { country: true } })
        : null,
    ]);
    if (manufacturerId && !manufacturer) return { ok: false, reason: "not_found", field: "manufacturerId" };
    if (responsiblePersonId && !responsible) return { ok: false, reason: "not_found", field: "responsiblePersonId" };
    if (responsible && !isEuCountry(responsible.country)) {
      return { ok: false, reason: "not_eu", field: "responsiblePersonId" };
    }
    const after = { manufacturerId, responsiblePersonId };
    await tx.brand.update({ where: { id: brandId }, data: after });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "brand.safety",
      entity: "Brand",
      entityId: brandId,
      before,
      after,
      ip: actor.ip,
    });
    return { ok: true, id: brandId };
  });
}

export function setCategorySafety(
  actor: Actor,
  kind: "category" | "subcategory",
  entryId: string,
  needsSafetyWarnings: boolean,
  warnings: Partial<Record<Language, string[]>>,
): Promise<SafetyOutcome> {
  return write(async (tx) => {
    const select = { needsSafetyWarnings: true, safetyWarnings: true } as const;
    const before =
      kind === "category"
        ? await tx.category.findUnique({ where: { id: entryId }, select })
        : await tx.subcategory.findUnique({ where: { id: entryId }, select });
    if (!before) return { ok: false, reason: "not_found" };
    const data = { needsSafetyWarnings, safetyWarnings: warnings };
    if (kind === "category") await tx.category.update({ where: { id: entryId }, data });
    else await tx.subcategory.update({ where: { id: entryId }, data });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind}.safety`,
      entity: kind === "category" ? "Category" : "Subcategory",
      entityId: entryId,
      before,
      after: data,
      ip: actor.ip,
    });
    return { ok: true, id: entryId };
  });
}
