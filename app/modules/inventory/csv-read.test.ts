import { describe, expect, it } from "vitest";
import { readStockCsv } from "./csv.server";
import { adjustedStock, adjustStockSchema, IMPORT_MAX_BYTES } from "./schemas";

describe("reading a stock-count file", () => {
  it("takes the pid and stock columns in any order, the export's own file, a BOM and semicolons", () => {
    expect(readStockCsv("\uFEFFstock,PID\n4,pid001a\n\n 7 , PID002B \n")).toEqual({
      ok: true,
      lines: [
        { line: 2, pid: "PID001A", given: "4" },
        { line: 4, pid: "PID002B", given: "7" },
      ],
    });
    const exported =
      'pid,title,category,brand,stock,threshold,status\nPID001A,"Candle, large",Candles,Ullas,12,20,low_stock\n';
    expect(readStockCsv(exported)).toMatchObject({ ok: true, lines: [{ pid: "PID001A", given: "12" }] });
    expect(readStockCsv("pid;stock\nPID001A;3\n")).toMatchObject({ ok: true, lines: [{ pid: "PID001A", given: "3" }] });
  });

  it("refuses a file without the columns, an empty one, an unreadable one and one too large", () => {
    expect(readStockCsv("sku,qty\nA,1\n")).toEqual({ ok: false, error: "header" });
    expect(readStockCsv("  \n")).toEqual({ ok: false, error: "empty" });
    expect(readStockCsv("pid,stock\n")).toEqual({ ok: false, error: "empty" });
    expect(readStockCsv('pid,stock\n"PID001A,3\n')).toEqual({ ok: false, error: "unreadable" });
    expect(readStockCsv("x".repeat(IMPORT_MAX_BYTES + 1))).toEqual({ ok: false, error: "tooLarge" });
  });
});

describe("a stock adjustment", () => {
  it("means what its reason says", () => {
    const parse = (reason: string, quantity: string) => adjustStockSchema.parse({ reason, quantity, note: "" });
    expect(adjustedStock(10, parse("received", "3"))).toBe(13);
    expect(adjustedStock(10, parse("damaged", "3"))).toBe(7);
    expect(adjustedStock(10, parse("count", "0"))).toBe(0);
    expect(adjustedStock(10, parse("correction", "-4"))).toBe(6);
    expect(adjustedStock(10, parse("correction", "+4"))).toBe(14);
  });
});
