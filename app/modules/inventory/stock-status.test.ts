import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStockStatus, LOW_STOCK_THRESHOLD, stockRange, stockStatus } from "./stock-status";

describe("stockStatus", () => {
  it("is out at 0 (and below), low up to the threshold, in above it", () => {
    expect(LOW_STOCK_THRESHOLD).toBe(20);
    expect(stockStatus(0)).toBe("out");
    expect(stockStatus(-3)).toBe("out");
    expect(stockStatus(1)).toBe("low");
    expect(stockStatus(20)).toBe("low");
    expect(stockStatus(21)).toBe("in");
    expect(stockStatus(500)).toBe("in");
  });

  it("takes another threshold", () => {
    expect(stockStatus(5, 5)).toBe("low");
    expect(stockStatus(6, 5)).toBe("in");
    expect(stockStatus(1, 0)).toBe("in");
  });

  it("agrees with the database range of each status for any stock and threshold", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1000 }), fc.integer({ min: 0, max: 200 }), (stock, threshold) => {
        const { gte = -Infinity, lte = Infinity } = stockRange(stockStatus(stock, threshold), threshold);
        return stock >= gte && stock <= lte;
      }),
    );
  });

  it("recognises the three status names only", () => {
    expect(["out", "low", "in"].every(isStockStatus)).toBe(true);
    expect(isStockStatus("all")).toBe(false);
    expect(isStockStatus(undefined)).toBe(false);
  });
});
