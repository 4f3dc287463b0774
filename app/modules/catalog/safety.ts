import { z } from "zod";
import { EU_COUNTRIES } from "~/modules/accounts/account-schemas";
import { languages, type Language } from "~/modules/i18n/config";

/**
 * Product safety information of the General Product Safety Regulation (EU) 2023/988, art. 19
 * (distance sales): the manufacturer (name, postal and electronic address), the person
 * responsible in the EU when the manufacturer is outside it (art. 16; Regulation (EU) 2019/1020
 * art. 4), what identifies the product (type, batch, GTIN) and its warnings and safety
 * information in the shopper's language. Pure rules and schemas, no server imports: the office
 * form and the shop share them.
 *
 * Warnings are lines per language (`{ it: [...], en: [...] }`): a category's, its
 * subcategory's, then the product's own, in that order. A category or subcategory marked
 * `needsSafetyWarnings` (burning products, electrical ones, cosmetics and oils, small parts)
 * lets none of its products be published until those lines exist in all five languages and the
 * brand has a manufacturer (see docs/decisions/015-product-safety.md).
 */

export type WarningLines = Partial<Record<Language, string[]>>;

export const WARNING_LINE_MAX = 500;
export const WARNING_LINES_MAX = 20;
export const OPERATOR_NAME_MAX = 120;
export const OPERATOR_ADDRESS_MAX = 400;
export const IDENTIFIER_MAX = 60;

/** The stored JSON as lines per language (anything else dropped). */
export function readWarnings(value: unknown): WarningLines {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: WarningLines = {};
  for (const l of languages) {
    const lines = (value as Record<string, unknown>)[l];
    if (!Array.isArray(lines)) continue;
    const kept = lines.filter((s): s is string => typeof s === "string" && s.trim() !== "").map((s) => s.trim());
    if (kept.length) out[l] = kept;
  }
  return out;
}

export interface SafetyOperatorInfo {
  name: string;
  /** Postal address, one line a line. */
  address: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  email: string | null;
  url: string | null;
}

export interface SafetyOperatorRow {
  name: string;
  address: string;
  country: string;
  email: string | null;
  url: string | null;
}

export function operatorInfo(row: SafetyOperatorRow): SafetyOperatorInfo {
  return {
    name: row.name,
    address: row.address
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    country: row.country,
    email: row.email,
    url: row.url,
  };
}

export function isEuCountry(country: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/** The shop itself, as the importer of what it brings into the EU (its legal identity, a setting). */
export interface ShopIdentity {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  email: string;
}

export function shopAsOperator(legal: ShopIdentity, contactUrl: string | null = null): SafetyOperatorInfo {
  const town = [legal.postalCode, legal.city, legal.province ? `(${legal.province})` : ""].filter(Boolean).join(" ");
  return {
    name: legal.name,
    address: [legal.street, town].filter((l) => l.trim() !== ""),
    country: legal.country,
    email: legal.email || null,
    url: contactUrl,
  };
}

/**
 * Who answers for the product in the EU: none when the manufacturer is established in it (it
 * answers itself), else the brand's named importer or representative, else the shop as importer.
 */
export function responsiblePersonFor(
  manufacturer: SafetyOperatorInfo | null,
  named: SafetyOperatorInfo | null,
  shop: SafetyOperatorInfo | null,
): SafetyOperatorInfo | null {
  if (named) return named;
  if (!manufacturer || isEuCountry(manufacturer.country)) return null;
  return shop;
}

/** The warning lines shown in `lng`: category's, subcategory's, product's; Italian when `lng` has none. */
export function warningsIn(lng: Language, ...levels: WarningLines[]): string[] {
  const pick = (l: Language) => levels.flatMap((w) => w[l] ?? []);
  const lines = pick(lng);
  return lines.length ? lines : pick("it");
}

export interface ProductIdentifier {
  /** Type or model reference: the product's own, else its pid (the shop's article number). */
  type: string;
  batch: string | null;
  gtin: string | null;
}

export function productIdentifier(p: {
  pid: string;
  modelType: string | null;
  batch: string | null;
  gtin: string | null;
}): ProductIdentifier {
  return { type: p.modelType || p.pid, batch: p.batch || null, gtin: p.gtin || null };
}

/** An operator as the product page shows it: its country's name in the page's language too. */
export type ShownOperator = SafetyOperatorInfo & { countryName: string };

export interface ProductSafety {
  manufacturer: ShownOperator | null;
  /** The EU responsible person; null when the manufacturer itself is established in the EU. */
  responsiblePerson: ShownOperator | null;
  identifier: ProductIdentifier;
  /** Warnings and safety information in the page's language (Italian when it has none). */
  warnings: string[];
}

export type SafetyGap = { kind: "manufacturer" } | { kind: "warnings"; language: Language };

/**
 * What a product lacks before it may be published: nothing unless its category or subcategory
 * needs warnings; then the brand's manufacturer and warning lines in each of the five languages.
 */
export function safetyGaps(p: {
  needsWarnings: boolean;
  hasManufacturer: boolean;
  warnings: WarningLines[];
}): SafetyGap[] {
  if (!p.needsWarnings) return [];
  const gaps: SafetyGap[] = [];
  if (!p.hasManufacturer) gaps.push({ kind: "manufacturer" });
  for (const language of languages) {
    if (!p.warnings.some((w) => (w[language] ?? []).length > 0)) gaps.push({ kind: "warnings", language });
  }
  return gaps;
}

/** The form field (or API field) a gap is told under. */
export function gapField(gap: SafetyGap): string {
  return gap.kind === "manufacturer" ? "manufacturer" : `warnings_${gap.language}`;
}

/** The message key that names a gap. */
export function gapMessage(gap: SafetyGap): string {
  return gap.kind === "manufacturer"
    ? "safety-office:errors.manufacturerMissing"
    : `safety-office:errors.warningsMissing.${gap.language}`;
}

/** A GTIN (EAN-8, UPC-A 12, EAN-13, GTIN-14) with its GS1 check digit right. */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  const digits = value.split("").map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const blankToNull = (v: unknown) => (v == null || (typeof v === "string" && v.trim() === "") ? null : trimmed(v));

/** Lines from a textarea (one a line) or a JSON list; blank lines dropped. */
function toLines(v: unknown): unknown {
  if (v === undefined || v === null) return [];
  if (typeof v === "string") v = v.split(/\r?\n/);
  if (!Array.isArray(v)) return v;
  return v.map(trimmed).filter((s) => !(typeof s === "string" && s === ""));
}

export const warningLinesSchema = z.preprocess(
  toLines,
  z
    .array(
      z
        .string({ error: "safety-office:errors.warnings" })
        .max(WARNING_LINE_MAX, { error: "safety-office:errors.warningTooLong" }),
      {
        error: "safety-office:errors.warnings",
      },
    )
    .max(WARNING_LINES_MAX, { error: "safety-office:errors.tooManyWarnings" }),
);

/** Warning lines of the five languages; a language not sent has none. */
export const warningsSchema = z.object(
  Object.fromEntries(languages.map((l) => [l, warningLinesSchema.optional()])) as Record<
    Language,
    z.ZodOptional<typeof warningLinesSchema>
  >,
);

/** Only the languages that have lines (what is stored). */
export function compactWarnings(w: Partial<Record<Language, string[] | undefined>>): WarningLines {
  const out: WarningLines = {};
  for (const l of languages) if (w[l]?.length) out[l] = w[l];
  return out;
}

/** The product's identifier fields (type, batch, GTIN), blank = none. */
export const identifierSchema = {
  modelType: z.preprocess(
    blankToNull,
    z
      .string({ error: "safety-office:errors.modelType" })
      .max(IDENTIFIER_MAX, { error: "safety-office:errors.modelType" })
      .nullable(),
  ),
  batch: z.preprocess(
    blankToNull,
    z
      .string({ error: "safety-office:errors.batch" })
      .max(IDENTIFIER_MAX, { error: "safety-office:errors.batch" })
      .nullable(),
  ),
  gtin: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : blankToNull(v)),
    z
      .string({ error: "safety-office:errors.gtin" })
      .refine((s) => isGtin(s.replace(/[\s-]/g, "")), { error: "safety-office:errors.gtin" })
      .transform((s) => s.replace(/[\s-]/g, ""))
      .nullable(),
  ),
};

/** A manufacturer or EU responsible person as staff enter it. */
export const operatorSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : v),
    z
      .string({ error: "safety-office:errors.operatorName" })
      .min(1, { error: "safety-office:errors.operatorName" })
      .max(OPERATOR_NAME_MAX, { error: "safety-office:errors.operatorName" }),
  ),
  address: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean)
            .join("\n")
        : v,
    z
      .string({ error: "safety-office:errors.operatorAddress" })
      .min(5, { error: "safety-office:errors.operatorAddress" })
      .max(OPERATOR_ADDRESS_MAX, { error: "safety-office:errors.operatorAddress" }),
  ),
  country: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z
      .string({ error: "safety-office:errors.operatorCountry" })
      .regex(/^[A-Z]{2}$/, { error: "safety-office:errors.operatorCountry" }),
  ),
  email: z.preprocess(blankToNull, z.email({ error: "safety-office:errors.operatorEmail" }).max(200).nullable()),
  url: z.preprocess(
    blankToNull,
    z
      .string()
      .max(500, { error: "safety-office:errors.operatorUrl" })
      .refine((s) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s), { error: "safety-office:errors.operatorUrl" })
      .nullable(),
  ),
});
export type OperatorInput = z.output<typeof operatorSchema>;

/** Art. 19(a): a postal address and an electronic one (e-mail or contact page). */
export const operatorWithContactSchema = operatorSchema.superRefine((o, ctx) => {
  if (!o.email && !o.url)
    ctx.addIssue({ code: "custom", path: ["email"], message: "safety-office:errors.operatorContact" });
});
