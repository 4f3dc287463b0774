import { describe, expect, it } from "vitest";
import { documentFormat, invoiceLabel, printable, shopYear } from "./text";

describe("printable (the standard fonts' WinAnsi characters)", () => {
  it("keeps every letter of the shop's five languages, the euro sign and typographic punctuation", () => {
    const text = "Fattura – Œuvre œ « ça » ß ñ ¿Qué? à è ì ò ù Ä Ö Ü “quote” … 12,50 €";
    expect(printable(text)).toBe(text);
  });

  it("turns the spaces Intl puts in numbers into no-break spaces and strips accents it cannot draw", () => {
    expect(printable("1\u202f234,56\u00a0€")).toBe("1\u00a0234,56\u00a0€");
    expect(printable("Śiva Nāg Champa")).toBe("Siva Nag Champa");
    expect(printable("香 ✓ −5")).toBe("? ? -5");
  });

  it("formats money for the document's language within what the fonts draw", () => {
    expect(documentFormat("fr").money(123_456)).toBe("1\u00a0234,56\u00a0€");
    expect(documentFormat("de").money(123_456)).toBe("1.234,56\u00a0€");
    expect(documentFormat("en").money(123_456)).toBe("€1,234.56");
    expect(documentFormat("es").country("DE")).toBe("Alemania");
  });

  it("counts the invoice year in Rome's calendar", () => {
    expect(shopYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(shopYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026);
    expect(invoiceLabel({ year: 2027, number: 1 })).toBe("1/2027");
  });
});
