import { z } from "zod";
import { compactCode, isFiscalCode, isSdiCode, NO_SDI_CODE, parseVatNumber } from "./tax-ids";

/**
 * "I need an invoice" at checkout (issue 14 §4): the payment page's fieldset and the `invoice`
 * object of POST /api/checkout, checked by one schema. No server imports. Messages are keys of
 * the "invoicing" namespace, written with it ("invoicing:errors.…") so that the checkout's
 * answers, translated in the "checkout" namespace, find them too.
 *
 * - a person gives a codice fiscale (16 characters, or an entity's 11 digits);
 * - a company gives a VAT number: an Italian partita IVA (with or without IT), or another EU
 *   country's number with its prefix; an Italian company also an SdI recipient code or a PEC
 *   address (the code "0000000" only with a PEC);
 * - a person may give a PEC or a code too (a sole trader); a company abroad needs neither.
 */

export const INVOICE_LIMITS = { name: 80, pec: 254 } as const;
export const INVOICE_TYPES = ["person", "company"] as const;
export type InvoiceBuyerType = (typeof INVOICE_TYPES)[number];

/** What is stored with the order and printed on the invoice. */
export interface InvoiceRequest {
  type: InvoiceBuyerType;
  name: string;
  /** Codice fiscale, upper-case. */
  fiscalCode: string | null;
  /** The VAT number's country (ISO, GR for Greece) and the number without its prefix. */
  vatCountry: string | null;
  vatNumber: string | null;
  sdiCode: string | null;
  pec: string | null;
}

const e = (key: string) => `invoicing:errors.${key}`;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : v);

const optionalText = (max: number) => z.preprocess(text, z.string({ error: e("invalid") }).max(max, e("tooLong")));

export const invoiceRequestSchema = z
  .object({
    type: z.enum(INVOICE_TYPES, { error: e("type") }),
    name: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : v),
      z
        .string({ error: e("nameRequired") })
        .min(1, e("nameRequired"))
        .max(INVOICE_LIMITS.name, e("nameTooLong")),
    ),
    fiscalCode: optionalText(40),
    vatNumber: optionalText(40),
    sdiCode: optionalText(20),
    pec: optionalText(INVOICE_LIMITS.pec),
  })
  .transform((f, ctx): InvoiceRequest => {
    const issue = (path: string, key: string) => ctx.addIssue({ code: "custom", path: [path], message: e(key) });
    const fiscalCode = f.fiscalCode ? compactCode(f.fiscalCode) : null;
    if (f.type === "person" && !fiscalCode) issue("fiscalCode", "fiscalCodeRequired");
    else if (fiscalCode && !isFiscalCode(fiscalCode)) issue("fiscalCode", "fiscalCode");

    const vat = f.vatNumber ? parseVatNumber(f.vatNumber) : null;
    if (f.type === "company" && !f.vatNumber) issue("vatNumber", "vatNumberRequired");
    else if (f.vatNumber && !vat) issue("vatNumber", "vatNumber");

    // The SdI channel: for Italian companies required, for a person optional, abroad not used.
    const abroad = f.type === "company" && vat !== null && vat.country !== "IT";
    const sdiCode = f.sdiCode ? compactCode(f.sdiCode) : null;
    const pec = f.pec ? f.pec.toLowerCase() : null;
    if (!abroad) {
      if (sdiCode && !isSdiCode(sdiCode)) issue("sdiCode", "sdiCode");
      if (pec && !z.email().safeParse(pec).success) issue("pec", "pec");
      if (sdiCode === NO_SDI_CODE && !pec) issue("pec", "pecForNoCode");
      if (f.type === "company" && vat?.country === "IT" && !sdiCode && !pec) issue("sdiCode", "sdiOrPec");
    }
    return {
      type: f.type,
      name: f.name,
      fiscalCode,
      vatCountry: vat?.country ?? null,
      vatNumber: vat?.code ?? null,
      sdiCode: abroad ? null : sdiCode,
      pec: abroad ? null : pec,
    };
  });

/** The payment page's fields, in the order shown (and focused: the first with an error). */
export const INVOICE_FORM_FIELDS = {
  type: "invoiceType",
  name: "invoiceName",
  fiscalCode: "invoiceFiscalCode",
  vatNumber: "invoiceVatNumber",
  sdiCode: "invoiceSdiCode",
  pec: "invoicePec",
} as const;
export type InvoiceFormField = (typeof INVOICE_FORM_FIELDS)[keyof typeof INVOICE_FORM_FIELDS];
/** The box "I need an invoice": the other fields count only when it is ticked. */
export const INVOICE_WANTED_FIELD = "invoiceWanted";

export interface InvoiceFormState {
  wanted: boolean;
  values: Partial<Record<InvoiceFormField, string>>;
  /** Keys of the "invoicing" namespace (written "invoicing:errors.…"), per field. */
  errors: Partial<Record<InvoiceFormField, string>>;
}

export type InvoiceFormParse =
  { ok: true; invoice: InvoiceRequest | null; state: InvoiceFormState } | { ok: false; state: InvoiceFormState };

/** The fieldset as posted: nothing when the box is not ticked, else the request or its errors per field. */
export function readInvoiceForm(form: FormData): InvoiceFormParse {
  const wanted = form.get(INVOICE_WANTED_FIELD) !== null;
  const values: InvoiceFormState["values"] = {};
  const raw: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(INVOICE_FORM_FIELDS)) {
    const v = form.get(name);
    if (typeof v === "string") {
      values[name] = v.slice(0, 300);
      raw[key] = v;
    }
  }
  const state: InvoiceFormState = { wanted, values, errors: {} };
  if (!wanted) return { ok: true, invoice: null, state };
  const parsed = invoiceRequestSchema.safeParse(raw);
  if (parsed.success) return { ok: true, invoice: parsed.data, state };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "type") as keyof typeof INVOICE_FORM_FIELDS;
    const name = INVOICE_FORM_FIELDS[key] ?? INVOICE_FORM_FIELDS.type;
    const message = issue.message.startsWith("invoicing:") ? issue.message : e("invalid");
    state.errors[name] ??= message;
  }
  return { ok: false, state };
}
