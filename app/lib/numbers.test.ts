import { describe, expect, it } from "vitest";
import { intlLocale, languages } from "./languages";
import { formatEUR, formatInteger } from "./numbers";

// Whole numbers around every grouping boundary, and a spread of others.
const integers = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  4200,
  9999,
  10000,
  12345,
  99999,
  100000,
  123456,
  999999,
  1000000,
  1234567,
  12345678,
  123456789,
  1234567890,
  2 ** 31,
  9007199254740991,
];
for (let n = 7; n < 5e8; n = Math.floor(n * 3.7) + 1) integers.push(n);

describe("numbers, written as Intl writes them", () => {
  for (const lng of languages) {
    const locale = intlLocale[lng];
    it(`whole numbers in ${lng} (${locale})`, () => {
      const intl = new Intl.NumberFormat(locale);
      for (const n of [...integers, ...integers.map((v) => -v)])
        expect(formatInteger(n, lng), String(n)).toBe(intl.format(n));
    });

    it(`euro amounts in ${lng} (${locale})`, () => {
      const intl = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
      const cents = [...integers, 5, 50, 105, 990, 1250, 199999, 0.4, 0.5, 1.5, 2.5, 99.5, 1234.49, 1234.5];
      for (const c of [...cents, ...cents.map((v) => -v), -0])
        expect(formatEUR(c, lng), String(c)).toBe(intl.format(c / 100));
    });
  }

  it("falls back to Intl where the patterns stop (not finite, beyond safe integers)", () => {
    for (const v of [Number.NaN, Infinity, -Infinity, 1e20]) {
      expect(formatInteger(v, "de")).toBe(new Intl.NumberFormat("de-DE").format(v));
      expect(formatEUR(v, "fr")).toBe(
        new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(v / 100),
      );
    }
  });

  it("uses Italian for a language the shop does not have", () => {
    expect(formatEUR(123456, "pt")).toBe(formatEUR(123456, "it"));
    expect(formatInteger(12345, "xx")).toBe("12.345");
  });
});
