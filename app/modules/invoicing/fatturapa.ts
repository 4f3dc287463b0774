import type { InvoiceRequest } from "./schemas";
import type { RegimeFiscale } from "./settings-schema";
import { FOREIGN_SDI_CODE, NO_SDI_CODE, splitPersonName } from "./tax-ids";
import { el, opt, toXml, type XmlNode } from "./xml";

/**
 * The FatturaPA file of one invoice (format FPR12, "fattura verso privati", schema 1.2.2 of the
 * Agenzia delle Entrate: docs/decisions/016-e-invoices.md). Pure: the caller brings the seller
 * (the shop's settings), the buyer (the invoice request and the order's address), the lines as
 * sold (VAT included, in cents) and the invoice's number and date.
 *
 * Catalogue prices include VAT. Per rate, the tax is the part of the gross that is tax, rounded
 * half up (the order's own figure: checkout/pricing.ts vatIncluded), the taxable amount the rest,
 * and each line's net amount its share of that taxable amount (largest remainders, so the lines
 * add up to the summary to the cent and the summary to the document's total).
 */

export const FATTURAPA_NAMESPACE = "http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2";
const XMLDSIG = "http://www.w3.org/2000/09/xmldsig#";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

export interface FatturaAddress {
  street: string;
  postalCode: string;
  city: string;
  /** Italian province (two letters), when known. */
  province?: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface FatturaSeller extends FatturaAddress {
  name: string;
  /** The partita IVA, 11 digits (an "IT" prefix is dropped). */
  vatNumber: string;
  fiscalCode?: string | null;
  regimeFiscale: RegimeFiscale;
  /** Registro delle imprese (REA): office (province) and number; capital in cents when a company has one. */
  rea?: {
    office: string;
    number: string;
    shareCapitalCents?: number | null;
    soleShareholder?: "SU" | "SM" | null;
    liquidation: "LS" | "LN";
  } | null;
  phone?: string | null;
  email?: string | null;
}

export interface FatturaLine {
  description: string;
  /** Units; null for a line without a quantity (shipping, a discount). */
  quantity: number | null;
  /** The line's amount as charged, VAT included, in cents (negative for a discount). */
  grossCents: number;
  vatPercent: number;
  kind: "goods" | "shipping" | "discount";
  /** The product's code (Sattva's pid). */
  code?: string | null;
}

export interface FatturaDocument {
  /** The invoice's number as printed ("7/2026"). */
  number: string;
  year: number;
  sequence: number;
  /** The date of issue, YYYY-MM-DD in the shop's calendar. */
  date: string;
  /** Free text (Causale): the order it invoices. */
  reason?: string | null;
  /** The order the invoice is for (DatiOrdineAcquisto). */
  order?: { id: string; date: string } | null;
  lines: readonly FatturaLine[];
  /** MP05 bank transfer, MP08 card (and wallets); null when unknown. */
  paymentMethod?: "MP05" | "MP08" | null;
}

/** Per rate: what the summary (DatiRiepilogo) says, in cents. */
export interface RateSummary {
  vatPercent: number;
  taxableCents: number;
  taxCents: number;
}

/** The tax inside a VAT-inclusive amount, rounded half up (as checkout/pricing.ts vatIncluded; negatives mirrored). */
export function taxIncluded(grossCents: number, percent: number): number {
  const sign = grossCents < 0 ? -1 : 1;
  const abs = Math.abs(grossCents);
  return sign * Math.floor((abs * percent * 2 + (100 + percent)) / ((100 + percent) * 2));
}

/**
 * The lines' net amounts and the summary per rate. Within a rate, the taxable total (gross minus
 * the tax included) is shared among the lines in proportion to their gross amounts, by largest
 * remainders: the nets add up to the taxable total exactly.
 */
export function netAmounts(lines: readonly FatturaLine[]): { nets: number[]; summaries: RateSummary[] } {
  const nets = lines.map(() => 0);
  const rates = [...new Set(lines.map((l) => l.vatPercent))].sort((a, b) => b - a);
  const summaries: RateSummary[] = [];
  for (const rate of rates) {
    const idx = lines.flatMap((l, i) => (l.vatPercent === rate ? [i] : []));
    const gross = idx.reduce((s, i) => s + lines[i].grossCents, 0);
    const taxCents = taxIncluded(gross, rate);
    const taxableCents = gross - taxCents;
    summaries.push({ vatPercent: rate, taxableCents, taxCents });
    if (gross === 0) {
      for (const i of idx) nets[i] = lines[i].grossCents - taxIncluded(lines[i].grossCents, rate);
      continue;
    }
    // Exact shares in BigInt (amounts × amounts exceed 2^53), floored, then the cents left over
    // go to the largest remainders. The gross total's sign is moved to the numerator.
    const G = BigInt(gross);
    const T = BigInt(taxableCents);
    const den = G < 0n ? -G : G;
    const parts = idx.map((i) => {
      const num = BigInt(lines[i].grossCents) * T * (G < 0n ? -1n : 1n);
      const floor = num >= 0n ? num / den : -((-num + den - 1n) / den);
      return { i, floor, rem: num - floor * den };
    });
    let left = T - parts.reduce((s, p) => s + p.floor, 0n);
    parts.sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
    for (const p of parts) {
      nets[p.i] = Number(p.floor + (left > 0n ? 1n : 0n));
      if (left > 0n) left -= 1n;
    }
  }
  return { nets, summaries };
}

/** Cents as FatturaPA writes amounts: "12.34", "-0.50". */
export function amount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A unit price: cents ÷ quantity to 8 decimals (half up), trailing zeros dropped down to 2. */
export function unitPrice(cents: number, quantity: number): string {
  const sign = cents < 0 ? "-" : "";
  // In hundred-millionths of a euro: cents × 10^6 ÷ quantity.
  const scaled = (BigInt(Math.abs(cents)) * 1_000_000n * 2n + BigInt(quantity)) / (2n * BigInt(quantity));
  const whole = scaled / 100_000_000n;
  let frac = String(scaled % 100_000_000n).padStart(8, "0");
  while (frac.length > 2 && frac.endsWith("0")) frac = frac.slice(0, -1);
  return `${sign}${whole}.${frac}`;
}

const rate = (percent: number) => `${percent}.00`;

/**
 * Text in the characters the schema's "Latin" types allow (Basic Latin and Latin-1): dashes and
 * curly quotes become their plain forms, other letters lose their accents (Śiva → Siva), anything
 * else becomes "?"; spaces folded; cut to `max`.
 */
const TYPOGRAPHY: Record<string, string> = {
  "\u2013": "-",
  "\u2014": "-",
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2026": "...",
  "\u20ac": "EUR",
};

export function latin(text: string, max: number): string {
  let out = "";
  for (const ch of text.replace(/\s+/g, " ").trim()) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code <= 0x9f)) out += ch;
    else if (TYPOGRAPHY[ch]) out += TYPOGRAPHY[ch];
    else {
      const bare = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every((c) => c.codePointAt(0)! <= 0xff) ? bare : "?";
    }
  }
  return [...out].slice(0, max).join("").trim() || "-";
}

/** The file's progressive code (5 letters and digits, unique per invoice): the year's letter and the number in base 36. */
export function progressive(year: number, sequence: number): string {
  const yearLetter = String.fromCharCode(65 + ((((year - 2000) % 26) + 26) % 26));
  return `${yearLetter}${sequence.toString(36).toUpperCase().padStart(4, "0")}`;
}

/** The SdI's file name: IT, the transmitter's partita IVA, "_" and the progressive code. */
export const fatturaFileName = (seller: { vatNumber: string }, doc: { year: number; sequence: number }) =>
  `IT${sellerVat(seller.vatNumber)}_${progressive(doc.year, doc.sequence)}.xml`;

const sellerVat = (vat: string) => vat.replace(/\s+/g, "").toUpperCase().replace(/^IT/, "");

function sede(address: FatturaAddress): XmlNode {
  const italian = address.country.toUpperCase() === "IT";
  const cap = italian && /^\d{5}$/.test(address.postalCode.trim()) ? address.postalCode.trim() : "00000";
  const province = address.province?.trim().toUpperCase();
  return el(
    "Sede",
    el("Indirizzo", latin(address.street, 60)),
    el("CAP", cap),
    el("Comune", latin(address.city, 60)),
    italian && province && /^[A-Z]{2}$/.test(province) ? el("Provincia", province) : null,
    el("Nazione", address.country.toUpperCase()),
  );
}

/** Where the SdI delivers: the buyer's code, "0000000" with or without a PEC, "XXXXXXX" abroad. */
export function recipient(buyer: InvoiceRequest): { code: string; pec: string | null } {
  if (buyer.vatCountry && buyer.vatCountry !== "IT") return { code: FOREIGN_SDI_CODE, pec: null };
  if (buyer.sdiCode && buyer.sdiCode !== NO_SDI_CODE) return { code: buyer.sdiCode, pec: null };
  return { code: NO_SDI_CODE, pec: buyer.pec };
}

function buyerBlock(buyer: InvoiceRequest, address: FatturaAddress): XmlNode {
  const abroad = buyer.vatCountry !== null && buyer.vatCountry !== "IT";
  const person = buyer.type === "person" && buyer.fiscalCode ? splitPersonName(buyer.name, buyer.fiscalCode) : null;
  const anagrafica = person
    ? el("Anagrafica", el("Nome", latin(person.given, 60)), el("Cognome", latin(person.family, 60)))
    : el("Anagrafica", el("Denominazione", latin(buyer.name, 80)));
  return el(
    "CessionarioCommittente",
    el(
      "DatiAnagrafici",
      buyer.vatNumber && buyer.vatCountry
        ? el("IdFiscaleIVA", el("IdPaese", buyer.vatCountry), el("IdCodice", buyer.vatNumber))
        : null,
      // The codice fiscale is an Italian code: a company abroad is known by its VAT number alone.
      !abroad ? opt("CodiceFiscale", buyer.fiscalCode) : null,
      anagrafica,
    ),
    sede(address),
  );
}

function sellerBlock(seller: FatturaSeller): XmlNode {
  const phone = seller.phone?.replace(/[\s./()-]+/g, "") ?? "";
  const email = seller.email?.trim() ?? "";
  const contacts = [
    /^\+?\d{5,11}$/.test(phone) && phone.length <= 12 ? el("Telefono", phone) : null,
    email.length >= 7 && email.length <= 256 ? el("Email", email) : null,
  ].filter(Boolean);
  const rea = seller.rea;
  return el(
    "CedentePrestatore",
    el(
      "DatiAnagrafici",
      el("IdFiscaleIVA", el("IdPaese", "IT"), el("IdCodice", sellerVat(seller.vatNumber))),
      opt("CodiceFiscale", seller.fiscalCode?.toUpperCase()),
      el("Anagrafica", el("Denominazione", latin(seller.name, 80))),
      el("RegimeFiscale", seller.regimeFiscale),
    ),
    sede(seller),
    rea
      ? el(
          "IscrizioneREA",
          el("Ufficio", rea.office.toUpperCase()),
          el("NumeroREA", latin(rea.number, 20)),
          rea.shareCapitalCents ? el("CapitaleSociale", amount(rea.shareCapitalCents)) : null,
          rea.soleShareholder ? el("SocioUnico", rea.soleShareholder) : null,
          el("StatoLiquidazione", rea.liquidation),
        )
      : null,
    contacts.length ? el("Contatti", ...(contacts as XmlNode[])) : null,
  );
}

const CESSIONE: Record<FatturaLine["kind"], string | null> = { goods: null, shipping: "AC", discount: "SC" };

/** The whole FatturaPA file for one invoice. */
export function buildFatturaPA(input: {
  seller: FatturaSeller;
  buyer: InvoiceRequest;
  address: FatturaAddress;
  document: FatturaDocument;
}): { xml: string; fileName: string; summaries: RateSummary[]; totalCents: number } {
  const { seller, buyer, address, document: doc } = input;
  const { nets, summaries } = netAmounts(doc.lines);
  const totalCents = doc.lines.reduce((s, l) => s + l.grossCents, 0);
  const to = recipient(buyer);

  const lines = doc.lines.map((line, i) =>
    el(
      "DettaglioLinee",
      el("NumeroLinea", String(i + 1)),
      CESSIONE[line.kind] ? el("TipoCessionePrestazione", CESSIONE[line.kind]!) : null,
      line.code ? el("CodiceArticolo", el("CodiceTipo", "SKU"), el("CodiceValore", latin(line.code, 35))) : null,
      el("Descrizione", latin(line.description, 1000)),
      line.quantity !== null ? el("Quantita", `${line.quantity}.00`) : null,
      el("PrezzoUnitario", line.quantity ? unitPrice(nets[i], line.quantity) : amount(nets[i])),
      el("PrezzoTotale", amount(nets[i])),
      el("AliquotaIVA", rate(line.vatPercent)),
    ),
  );

  const root = el(
    "p:FatturaElettronica",
    el(
      "FatturaElettronicaHeader",
      el(
        "DatiTrasmissione",
        el("IdTrasmittente", el("IdPaese", "IT"), el("IdCodice", sellerVat(seller.vatNumber))),
        el("ProgressivoInvio", progressive(doc.year, doc.sequence)),
        el("FormatoTrasmissione", "FPR12"),
        el("CodiceDestinatario", to.code),
        opt("PECDestinatario", to.pec),
      ),
      sellerBlock(seller),
      buyerBlock(buyer, address),
    ),
    el(
      "FatturaElettronicaBody",
      el(
        "DatiGenerali",
        el(
          "DatiGeneraliDocumento",
          el("TipoDocumento", "TD01"),
          el("Divisa", "EUR"),
          el("Data", doc.date),
          el("Numero", latin(doc.number, 20)),
          el("ImportoTotaleDocumento", amount(totalCents)),
          doc.reason ? el("Causale", latin(doc.reason, 200)) : null,
        ),
        doc.order
          ? el("DatiOrdineAcquisto", el("IdDocumento", latin(doc.order.id, 20)), el("Data", doc.order.date))
          : null,
      ),
      el(
        "DatiBeniServizi",
        lines,
        summaries.map((s) =>
          el(
            "DatiRiepilogo",
            el("AliquotaIVA", rate(s.vatPercent)),
            el("ImponibileImporto", amount(s.taxableCents)),
            el("Imposta", amount(s.taxCents)),
            el("EsigibilitaIVA", "I"),
          ),
        ),
      ),
      doc.paymentMethod
        ? el(
            "DatiPagamento",
            el("CondizioniPagamento", "TP02"),
            el(
              "DettaglioPagamento",
              el("ModalitaPagamento", doc.paymentMethod),
              el("ImportoPagamento", amount(totalCents)),
            ),
          )
        : null,
    ),
  );
  root.attrs = {
    versione: "FPR12",
    "xmlns:ds": XMLDSIG,
    "xmlns:p": FATTURAPA_NAMESPACE,
    "xmlns:xsi": XSI,
  };
  return { xml: toXml(root), fileName: fatturaFileName(seller, doc), summaries, totalCents };
}
