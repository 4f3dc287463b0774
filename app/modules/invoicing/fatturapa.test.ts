import { describe, expect, it } from "vitest";
import { validateFatturaPA } from "../../../tests/support/xmllint";
import {
  amount,
  buildFatturaPA,
  latin,
  netAmounts,
  progressive,
  recipient,
  taxIncluded,
  unitPrice,
  type FatturaLine,
  type FatturaSeller,
} from "./fatturapa";
import type { InvoiceRequest } from "./schemas";
import { escapeXml } from "./xml";

const SELLER: FatturaSeller = {
  name: "Sattva S.r.l.",
  vatNumber: "IT06363391001",
  fiscalCode: "06363391001",
  regimeFiscale: "RF01",
  street: "Via dell'Incenso 12",
  postalCode: "40125",
  city: "Bologna",
  province: "BO",
  country: "IT",
  rea: { office: "BO", number: "123456", shareCapitalCents: 1_000_000, soleShareholder: "SM", liquidation: "LN" },
  phone: "+39 051 123 4567",
  email: "ciao@sattva.shop",
};

const ADDRESS = { street: "Via Roma 1", postalCode: "40100", city: "Bologna", province: null, country: "IT" };

const person: InvoiceRequest = {
  type: "person",
  name: "Mario Rossi",
  fiscalCode: "RSSMRA85T10A562S",
  vatCountry: null,
  vatNumber: null,
  sdiCode: null,
  pec: null,
};
const italianWithCode: InvoiceRequest = {
  type: "company",
  name: "Bottega & Figli <S.n.c.>",
  fiscalCode: null,
  vatCountry: "IT",
  vatNumber: "00488410010",
  sdiCode: "M5UXCR1",
  pec: null,
};
const italianWithPec: InvoiceRequest = { ...italianWithCode, sdiCode: null, pec: "fatture@pec.bottega.it" };
const german: InvoiceRequest = {
  type: "company",
  name: "Räucherwerk GmbH",
  fiscalCode: null,
  vatCountry: "DE",
  vatNumber: "123456789",
  sdiCode: null,
  pec: null,
};

/** Two products, a 10% code and shipping: €49.90 × 2 + €12.35, −€11.22, +€4.90 = €105.93. */
const LINES: FatturaLine[] = [
  {
    description: "Incenso al sandalo — Śiva",
    quantity: 2,
    grossCents: 9980,
    vatPercent: 22,
    kind: "goods",
    code: "INC-001",
  },
  { description: "Candela", quantity: 1, grossCents: 1235, vatPercent: 22, kind: "goods", code: "CAN-002" },
  { description: "Sconto BENVENUTO10", quantity: null, grossCents: -1122, vatPercent: 22, kind: "discount" },
  { description: "Spedizione", quantity: null, grossCents: 490, vatPercent: 22, kind: "shipping" },
];

const doc = (lines = LINES) => ({
  number: "7/2026",
  year: 2026,
  sequence: 7,
  date: "2026-11-25",
  reason: "Ordine SAT-1042",
  order: { id: "SAT-1042", date: "2026-11-24" },
  lines,
  paymentMethod: "MP08" as const,
});

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((m) => m[1]);

describe("amounts of a VAT-inclusive order", () => {
  it("takes the tax included per rate, half up, as the checkout does", () => {
    expect(taxIncluded(10583, 22)).toBe(1908); // 105.83 × 22/122 = 19.084…
    expect(taxIncluded(122, 22)).toBe(22);
    expect(taxIncluded(-1122, 22)).toBe(-202);
  });

  it("shares the taxable amount among the lines so that everything adds up to the cent", () => {
    const { nets, summaries } = netAmounts(LINES);
    const gross = LINES.reduce((s, l) => s + l.grossCents, 0);
    expect(gross).toBe(10583);
    expect(summaries).toEqual([{ vatPercent: 22, taxableCents: 8675, taxCents: 1908 }]);
    expect(nets.reduce((a, b) => a + b, 0)).toBe(8675);
    expect(nets[2]).toBeLessThan(0);
    // Each line's net is its exact share, give or take a cent.
    LINES.forEach((l, i) => expect(Math.abs(nets[i] - (l.grossCents * 8675) / 10583)).toBeLessThan(1));
    // Taxable + tax = the document's total.
    expect(summaries[0].taxableCents + summaries[0].taxCents).toBe(gross);
  });

  it("keeps each rate apart (a second rate has its own summary)", () => {
    const lines: FatturaLine[] = [
      { description: "Book", quantity: 1, grossCents: 1040, vatPercent: 4, kind: "goods" },
      { description: "Candle", quantity: 3, grossCents: 3660, vatPercent: 22, kind: "goods" },
    ];
    const { nets, summaries } = netAmounts(lines);
    expect(summaries).toEqual([
      { vatPercent: 22, taxableCents: 3000, taxCents: 660 },
      { vatPercent: 4, taxableCents: 1000, taxCents: 40 },
    ]);
    expect(nets).toEqual([1000, 3000]);
  });

  it("writes amounts and unit prices as the schema's decimal types", () => {
    expect(amount(8675)).toBe("86.75");
    expect(amount(-5)).toBe("-0.05");
    expect(amount(0)).toBe("0.00");
    expect(unitPrice(8180, 2)).toBe("40.90");
    expect(unitPrice(1000, 3)).toBe("3.33333333");
    expect(unitPrice(-920, 1)).toBe("-9.20");
  });

  it("keeps text to Latin-1, escapes XML and gives unique file codes", () => {
    expect(latin("Śiva — ॐ “ok”", 80)).toBe('Siva - ? "ok"');
    expect(latin("  a   b  ", 2)).toBe("a");
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
    expect(progressive(2026, 7)).toBe("A0007");
    expect(progressive(2026, 36 ** 4 - 1)).toBe("AZZZZ");
    expect(progressive(2027, 7)).not.toBe(progressive(2026, 7));
  });
});

describe("FatturaPA XML (FPR12) against the official schema", () => {
  it("a private person: codice fiscale, name and surname, code 0000000", () => {
    const { xml, fileName } = buildFatturaPA({ seller: SELLER, buyer: person, address: ADDRESS, document: doc() });
    expect(validateFatturaPA(xml)).toEqual({ ok: true, output: expect.stringContaining("validates") });
    expect(fileName).toBe("IT06363391001_A0007.xml");
    expect(xml).toContain('versione="FPR12"');
    expect(tag(xml, "CodiceDestinatario")).toEqual(["0000000"]);
    expect(xml).not.toContain("PECDestinatario");
    expect(tag(xml, "CodiceFiscale")).toEqual(["06363391001", "RSSMRA85T10A562S"]);
    expect(tag(xml, "Nome")).toEqual(["Mario"]);
    expect(tag(xml, "Cognome")).toEqual(["Rossi"]);
    // 22% on VAT-inclusive prices: taxable + tax = total, lines add up to the taxable amount.
    expect(tag(xml, "ImportoTotaleDocumento")).toEqual(["105.83"]);
    expect(tag(xml, "ImponibileImporto")).toEqual(["86.75"]);
    expect(tag(xml, "Imposta")).toEqual(["19.08"]);
    const totals = tag(xml, "PrezzoTotale").map((v) => Math.round(Number(v) * 100));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(8675);
    expect(tag(xml, "TipoCessionePrestazione")).toEqual(["SC", "AC"]);
    expect(tag(xml, "AliquotaIVA")).toEqual(["22.00", "22.00", "22.00", "22.00", "22.00"]);
    expect(tag(xml, "Descrizione")[0]).toBe("Incenso al sandalo - Siva");
    expect(tag(xml, "Numero")).toEqual(["7/2026"]);
    expect(tag(xml, "ImportoPagamento")).toEqual(["105.83"]);
  });

  it("an Italian company with its SDI code (and a name that needs escaping)", () => {
    const { xml } = buildFatturaPA({ seller: SELLER, buyer: italianWithCode, address: ADDRESS, document: doc() });
    expect(validateFatturaPA(xml).ok).toBe(true);
    expect(tag(xml, "CodiceDestinatario")).toEqual(["M5UXCR1"]);
    expect(xml).toContain("<Denominazione>Bottega &amp; Figli &lt;S.n.c.&gt;</Denominazione>");
    expect(xml).toMatch(
      /<CessionarioCommittente>\s*<DatiAnagrafici>\s*<IdFiscaleIVA>\s*<IdPaese>IT<\/IdPaese>\s*<IdCodice>00488410010</,
    );
  });

  it("an Italian company with a PEC: code 0000000 and PECDestinatario", () => {
    const { xml } = buildFatturaPA({ seller: SELLER, buyer: italianWithPec, address: ADDRESS, document: doc() });
    expect(validateFatturaPA(xml).ok).toBe(true);
    expect(tag(xml, "CodiceDestinatario")).toEqual(["0000000"]);
    expect(tag(xml, "PECDestinatario")).toEqual(["fatture@pec.bottega.it"]);
  });

  it("an EU company: its country's VAT number, code XXXXXXX, CAP 00000", () => {
    const address = { street: "Hauptstraße 5", postalCode: "10115", city: "Berlin", province: null, country: "DE" };
    const { xml } = buildFatturaPA({ seller: SELLER, buyer: german, address, document: doc() });
    expect(validateFatturaPA(xml).ok).toBe(true);
    expect(tag(xml, "CodiceDestinatario")).toEqual(["XXXXXXX"]);
    expect(tag(xml, "IdPaese")).toEqual(["IT", "IT", "DE"]);
    expect(tag(xml, "CAP")).toEqual(["40125", "00000"]);
    expect(tag(xml, "Nazione")).toEqual(["IT", "DE"]);
    expect(tag(xml, "Denominazione")).toContain("Räucherwerk GmbH");
  });

  it("the schema check is real: a wrong file is refused with the element named", () => {
    const { xml } = buildFatturaPA({ seller: SELLER, buyer: person, address: ADDRESS, document: doc() });
    const broken = xml.replace(
      "<CodiceDestinatario>0000000</CodiceDestinatario>",
      "<CodiceDestinatario>abc</CodiceDestinatario>",
    );
    const verdict = validateFatturaPA(broken);
    expect(verdict.ok).toBe(false);
    expect(verdict.output).toContain("CodiceDestinatario");
  });

  it("says where the SdI delivers for each buyer", () => {
    expect(recipient(person)).toEqual({ code: "0000000", pec: null });
    expect(recipient({ ...person, pec: "mario@pec.it" })).toEqual({ code: "0000000", pec: "mario@pec.it" });
    expect(recipient(italianWithCode)).toEqual({ code: "M5UXCR1", pec: null });
    expect(recipient(italianWithPec)).toEqual({ code: "0000000", pec: "fatture@pec.bottega.it" });
    expect(recipient(german)).toEqual({ code: "XXXXXXX", pec: null });
  });
});
