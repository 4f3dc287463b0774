import { describe, expect, it } from "vitest";
import { centsToDecimal, formatEUR, parseMoneyToCents } from "./money";

describe("money", () => {
  it("formats EUR in each language", () => {
    expect(formatEUR(1250, "it")).toMatch(/12,50\s€/);
    expect(formatEUR(1250, "en")).toBe("€12.50");
    expect(formatEUR(123456, "de")).toMatch(/1\.234,56\s€/);
    expect(formatEUR(1250, "fr")).toMatch(/12,50\s€/);
    expect(formatEUR(1250, "es")).toMatch(/12,50\s€/);
  });
  it("parses decimal money to cents exactly", () => {
    expect(parseMoneyToCents("12.5")).toBe(1250);
    expect(parseMoneyToCents("0.1")).toBe(10);
    expect(parseMoneyToCents(19.99)).toBe(1999);
    expect(parseMoneyToCents("12,05")).toBe(1205);
    expect(parseMoneyToCents("1e3")).toBeNull();
    expect(parseMoneyToCents("-1")).toBeNull();
    expect(centsToDecimal(1999)).toBe("19.99");
  });
});
