import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart";

type T = (key: string, options?: Record<string, unknown>) => string;

/** The sentence a shopper reads after a cart change (namespace `cart`); "" when there is nothing to say. */
export function cartMessage(t: T, outcome: string, p: { title?: string | null; limit?: number } = {}): string {
  switch (outcome) {
    case "added":
      return p.title ? t("msg.added", { title: p.title }) : t("msg.updated");
    case "updated":
      return t("msg.updated");
    case "removed":
      return p.title ? t("msg.removed", { title: p.title }) : t("msg.removedUnknown");
    case "capped":
      return cappedMessage(t, p.limit ?? 0);
    case "outOfStock":
      return p.title ? t("msg.outOfStock", { title: p.title }) : t("msg.outOfStockUnknown");
    case "full":
      return t("msg.full", { count: MAX_CART_LINES });
    case "invalid":
      return t("msg.invalid");
    case "notFound":
      return t("msg.notFound");
    default:
      return "";
  }
}

/** "Only 3 left: we adjusted the quantity", or the per-product limit when that is what bound it. */
export function cappedMessage(t: T, limit: number) {
  return limit >= MAX_LINE_QUANTITY
    ? t("msg.cappedMax", { count: MAX_LINE_QUANTITY })
    : t("msg.capped", { count: limit });
}
