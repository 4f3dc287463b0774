import { describe, expect, it } from "vitest";
import { buildSearchText, foldText } from "./search-text";

describe("buildSearchText", () => {
  it("joins every field lower-cased and accent-free", () => {
    expect(
      buildSearchText({
        title: "Crème Brûlée Candle",
        brand: "SAGRADA MADRE",
        category: "Incense & Perfumes",
        subcategory: "Candles",
        description: ["Hand-poured  soy wax", "Notes of CAFÉ"],
      }),
    ).toBe("creme brulee candle sagrada madre incense & perfumes candles hand-poured soy wax notes of cafe");
  });

  it("skips missing and blank parts", () => {
    expect(buildSearchText({ title: "Palo Santo", brand: null, category: "", description: ["  "] })).toBe("palo santo");
  });

  it("folds whitespace and German/Spanish/French accents", () => {
    expect(foldText("  Ñandú\tÄther  Œuvre ")).toBe("nandu ather œuvre");
  });
});
