import { z } from "zod";

/**
 * The shop's settings a FatturaPA file needs beyond its legal identity (the "legal" section of
 * the settings page): the regime fiscale and the REA registration. No server imports. Messages
 * are keys of the "invoicing" namespace, written with it.
 */

const e = (key: string) => `invoicing:errors.${key}`;
const squeeze = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() : v);
/** A field the form did not send keeps the value a shop without it would have. */
const orDefault = (fallback: string) => (v: unknown) => (v === undefined || v === null ? fallback : squeeze(v));

/** The shop's regime fiscale codes (FatturaPA 1.2.2 RegimeFiscaleType). */
export const REGIMI_FISCALI = [
  "RF01",
  "RF02",
  "RF04",
  "RF05",
  "RF06",
  "RF07",
  "RF08",
  "RF09",
  "RF10",
  "RF11",
  "RF12",
  "RF13",
  "RF14",
  "RF15",
  "RF16",
  "RF17",
  "RF18",
  "RF19",
] as const;
export type RegimeFiscale = (typeof REGIMI_FISCALI)[number];

export const SOLE_SHAREHOLDER = ["", "SU", "SM"] as const;
export const LIQUIDATION = ["LN", "LS"] as const;

/** Share capital as typed ("10000", "10.000,00", "10000.50"): euro with up to two decimals, or empty. */
export function shareCapitalText(value: string): string | null {
  const v = value.trim().replace(/^€\s*/, "");
  if (v === "") return "";
  const m = /^(\d{1,3}(?:[.\s]?\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(v) ?? /^(\d+)(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) return null;
  const whole = m[1].replace(/[.\s]/g, "");
  if (whole.length > 11) return null;
  return `${Number(whole)}.${(m[2] ?? "").padEnd(2, "0")}`;
}

export const eInvoicingFields = {
  regimeFiscale: z.preprocess(orDefault("RF01"), z.enum(REGIMI_FISCALI, { error: e("regimeFiscale") })),
  reaOffice: z.preprocess(orDefault(""), z.string().regex(/^([A-Z]{2})?$/, e("reaOffice"))),
  reaNumber: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : v),
    z
      .string()
      .max(20, e("reaNumber"))
      .regex(/^[A-Za-z0-9 /-]*$/, e("reaNumber")),
  ),
  shareCapital: z.preprocess(
    (v) => (typeof v === "string" ? (shareCapitalText(v) ?? v) : v === undefined || v === null ? "" : v),
    z.string().regex(/^(\d{1,11}\.\d{2})?$/, e("shareCapital")),
  ),
  soleShareholder: z.preprocess(orDefault(""), z.enum(SOLE_SHAREHOLDER, { error: e("soleShareholder") })),
  liquidation: z.preprocess(orDefault("LN"), z.enum(LIQUIDATION, { error: e("liquidation") })),
};

/** The REA office and number go together (both, or neither). */
export function checkRea(v: { reaOffice: string; reaNumber: string }, ctx: z.RefinementCtx) {
  if (v.reaOffice && !v.reaNumber)
    ctx.addIssue({ code: "custom", path: ["reaNumber"], message: e("reaNumberRequired") });
  if (v.reaNumber && !v.reaOffice)
    ctx.addIssue({ code: "custom", path: ["reaOffice"], message: e("reaOfficeRequired") });
}
