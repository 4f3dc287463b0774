import { LOW_STOCK_THRESHOLD, stockStatus as catalogStockStatus, type StockStatus } from "~/modules/catalog/rules";

/**
 * Inventory status of a product (SPEC section 4 "Stock status"): 0 is out of stock, at or below
 * the threshold (default 20) is low, otherwise in stock. The rule lives once, in the catalogue's
 * rules (the shop's add-to-cart button reads it too); the inventory pages reach it here.
 */
export { LOW_STOCK_THRESHOLD, type StockStatus };

export const STOCK_STATUSES = ["out", "low", "in"] as const satisfies readonly StockStatus[];

export function isStockStatus(value: unknown): value is StockStatus {
  return typeof value === "string" && (STOCK_STATUSES as readonly string[]).includes(value);
}

export function stockStatus(stock: number, threshold: number = LOW_STOCK_THRESHOLD): StockStatus {
  return catalogStockStatus(stock, threshold);
}

/** The stock range of a status, for a database filter (`gte`/`lte` bounds). */
export function stockRange(
  status: StockStatus,
  threshold: number = LOW_STOCK_THRESHOLD,
): { gte?: number; lte?: number } {
  if (status === "out") return { lte: 0 };
  if (status === "low") return { gte: 1, lte: threshold };
  return { gte: threshold + 1 };
}
