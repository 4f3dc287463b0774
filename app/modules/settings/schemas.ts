import { z } from "zod";
import { EU_COUNTRIES } from "~/modules/accounts/account-schemas";
import { checkRea, eInvoicingFields } from "~/modules/invoicing/settings-schema";
import type { SettingKey, ShippingZone, ShopSettings } from "./defaults";

/**
 * The settings page's forms, one per section, as zod schemas over the form's fields (strings).
 * Each turns a section's fields into that section's stored value; messages are keys of the
 * "settings-office" namespace, per field. No server imports: the page and its tests share them.
 */

/** The bounds the environment variables had (lib/env.server.ts): the settings keep them. */
export const RESERVATION_BOUNDS = {
  minutes: { min: 5, max: 24 * 60 },
  bankTransferMinutes: { min: 30, max: 7 * 24 * 60 },
} as const;
/** Amounts up to €100,000: a rate or a threshold beyond that is a typing error. */
export const MONEY_MAX_CENTS = 10_000_000;
export const LOW_STOCK_MAX = 1_000_000;
export const ZONES: readonly ShippingZone[] = ["IT", "EU1", "EU2"];
/** Countries that may be EU zone 1: every EU country but Italy (its own zone). */
export const ZONE1_CHOICES = EU_COUNTRIES.filter((c) => c !== "IT");

const text = (max: number, required = true) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : v),
    required
      ? z.string({ error: "errors.required" }).min(1, "errors.required").max(max, "errors.tooLong")
      : z.string({ error: "errors.required" }).max(max, "errors.tooLong"),
  );

/** An Italian VAT number (partita IVA): IT and 11 digits, the last one the check digit. */
export function isItalianVatNumber(value: string): boolean {
  const m = /^IT(\d{11})$/.exec(value);
  if (!m) return false;
  const d = m[1].split("").map(Number);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    if (i % 2 === 0) sum += d[i];
    else sum += d[i] * 2 > 9 ? d[i] * 2 - 9 : d[i] * 2;
  }
  return (10 - (sum % 10)) % 10 === d[10];
}

const upper = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() : v);

const legalBase = {
  name: text(120),
  street: text(160),
  postalCode: z.preprocess(
    upper,
    z.string({ error: "errors.required" }).regex(/^[0-9A-Z-]{3,10}$/, "errors.postalCode"),
  ),
  city: text(80),
  province: z.preprocess(upper, z.string({ error: "errors.required" }).regex(/^([A-Z]{2})?$/, "errors.province")),
  country: z.preprocess(upper, z.string({ error: "errors.required" }).regex(/^[A-Z]{2}$/, "errors.country")),
  vatNumber: z.preprocess(
    upper,
    z.string({ error: "errors.required" }).refine(isItalianVatNumber, { error: "errors.vatNumber" }),
  ),
  // The company's codice fiscale: 11 digits (usually the VAT number's), or 16 characters for a sole trader.
  taxCode: z.preprocess(
    upper,
    z.string({ error: "errors.required" }).regex(/^(\d{11}|[A-Z0-9]{16})$/, "errors.taxCode"),
  ),
  pec: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.string({ error: "errors.required" }).max(254, "errors.tooLong").email("errors.pec"),
  ),
  // The SdI recipient code: 7 letters and digits (0000000 when invoices go to the PEC).
  sdiCode: z.preprocess(upper, z.string({ error: "errors.required" }).regex(/^[A-Z0-9]{7}$/, "errors.sdiCode")),
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.string({ error: "errors.required" }).max(254, "errors.tooLong").email("errors.email"),
  ),
  phone: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: "errors.required" }).regex(/^\+?[0-9 ()./-]{6,30}$/, "errors.phone"),
  ),
};

/** The shop's legal identity, with what its FatturaPA files need (modules/invoicing). */
export const legalSchema = z.object({ ...legalBase, ...eInvoicingFields }).superRefine(checkRea) satisfies z.ZodType<
  ShopSettings["legal"]
>;

/** Euro as typed ("4.90", "4,90", "12"): whole cents, at most two decimals, ≥ 0. */
export function euroToCents(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value.trim().replace(/^€\s*/, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

export const centsToEuro = (cents: number) => (cents / 100).toFixed(2);

const euro = z.preprocess(
  (v) => euroToCents(v) ?? v,
  z
    .number({ error: "errors.amount" })
    .int("errors.amount")
    .min(0, "errors.amount")
    .max(MONEY_MAX_CENTS, "errors.amount"),
);

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** Field names of the shipping form: rate_IT, freeFrom_IT, …, and zone1 (repeated, one per country). */
export const shippingFieldNames = [...ZONES.flatMap((z) => [`rate_${z}`, `freeFrom_${z}`]), "zone1"] as const;

export const shippingSchema = z
  .object({
    rate_IT: euro,
    freeFrom_IT: euro,
    rate_EU1: euro,
    freeFrom_EU1: euro,
    rate_EU2: euro,
    freeFrom_EU2: euro,
    zone1: z.preprocess(
      (v) => (v === undefined ? [] : typeof v === "string" ? [v] : v),
      z
        .array(z.enum(ZONE1_CHOICES as [string, ...string[]], { error: "errors.country" }), {
          error: "errors.country",
        })
        .refine((list) => new Set(list).size === list.length, { error: "errors.country" }),
    ),
  })
  .transform((f): ShopSettings["shipping"] => ({
    zones: {
      IT: { rateCents: f.rate_IT, freeFromCents: f.freeFrom_IT },
      EU1: { rateCents: f.rate_EU1, freeFromCents: f.freeFrom_EU1 },
      EU2: { rateCents: f.rate_EU2, freeFromCents: f.freeFrom_EU2 },
    },
    zone1Countries: [...f.zone1].sort(),
  }));

export const vatSchema = z.object({ vatPercent: wholeNumber(0, 100, "errors.vatPercent") });
export const lowStockSchema = z.object({ lowStockDefault: wholeNumber(0, LOW_STOCK_MAX, "errors.lowStock") });

export const newsletterSchema = z.object({
  code: z.preprocess(upper, z.string({ error: "errors.required" }).regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, "errors.code")),
  percent: wholeNumber(1, 90, "errors.codePercent"),
}) satisfies z.ZodType<ShopSettings["newsletter"]>;

export const reservationSchema = z.object({
  minutes: wholeNumber(RESERVATION_BOUNDS.minutes.min, RESERVATION_BOUNDS.minutes.max, "errors.minutes"),
  bankTransferMinutes: wholeNumber(
    RESERVATION_BOUNDS.bankTransferMinutes.min,
    RESERVATION_BOUNDS.bankTransferMinutes.max,
    "errors.bankMinutes",
  ),
}) satisfies z.ZodType<ShopSettings["reservation"]>;

const checked = z.preprocess((v) => v === "on" || v === "true", z.boolean());
export const paymentMethodsSchema = z
  .object({ card: checked, "bank-transfer": checked, paypal: checked })
  // Path "methods": the message belongs to the group of boxes, not to one of them.
  .refine((m) => m.card || m["bank-transfer"] || m.paypal, { error: "errors.oneMethod", path: ["methods"] });

/**
 * The sections as the page posts them (`intent`), the form fields each reads, and how a parsed
 * form becomes the stored value (VAT and the low-stock default are single numbers).
 */
const legalFields = [...Object.keys(legalBase), ...Object.keys(eInvoicingFields)];

export const SETTINGS_SECTIONS = {
  legal: { fields: legalFields, schema: legalSchema, value: (d: unknown) => d },
  shipping: { fields: shippingFieldNames, schema: shippingSchema, value: (d: unknown) => d },
  vatPercent: { fields: ["vatPercent"], schema: vatSchema, value: (d: { vatPercent: number }) => d.vatPercent },
  lowStockDefault: {
    fields: ["lowStockDefault"],
    schema: lowStockSchema,
    value: (d: { lowStockDefault: number }) => d.lowStockDefault,
  },
  newsletter: { fields: ["code", "percent"], schema: newsletterSchema, value: (d: unknown) => d },
  reservation: { fields: ["minutes", "bankTransferMinutes"], schema: reservationSchema, value: (d: unknown) => d },
  paymentMethods: {
    fields: ["card", "bank-transfer", "paypal"],
    schema: paymentMethodsSchema,
    value: (d: unknown) => d,
  },
} as const;

export const SETTING_SECTIONS = Object.keys(SETTINGS_SECTIONS) as SettingKey[];

export function isSettingSection(v: unknown): v is SettingKey {
  return typeof v === "string" && Object.hasOwn(SETTINGS_SECTIONS, v);
}

export type SectionParse =
  { ok: true; key: SettingKey; value: ShopSettings[SettingKey] } | { ok: false; errors: Record<string, string> };

/** One section's fields (as formFields read them) checked and turned into its stored value. */
export function parseSection(key: SettingKey, fields: Record<string, unknown>): SectionParse {
  const section = SETTINGS_SECTIONS[key];
  const parsed = (section.schema as z.ZodType).safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, errors };
  }
  const value = (section.value as (d: unknown) => unknown)(parsed.data) as ShopSettings[SettingKey];
  return { ok: true, key, value };
}
