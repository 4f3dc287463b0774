import { discountCodeAnswer } from "~/modules/discounts/messages";
import type { PlaceOrderRefusal } from "./place-order.server";

/**
 * What the buyer is told when an order cannot be placed, the same on the page and in the JSON
 * APIs: an HTTP status and a key of the "checkout" namespace with its values.
 */
export function refusalAnswer(
  refusal: PlaceOrderRefusal,
  lng = "it",
): {
  status: 409 | 422 | 429 | 503;
  key: string;
  values: Record<string, string | number>;
} {
  switch (refusal.reason) {
    case "stock_short":
      return refusal.available > 0
        ? {
            status: 409,
            key: "errors.stockShort",
            values: { title: refusal.title, available: refusal.available, requested: refusal.requested },
          }
        : { status: 409, key: "errors.stockGone", values: { title: refusal.title } };
    case "unknown_product":
      return { status: 422, key: "errors.unknownProduct", values: {} };
    case "empty":
      return { status: 422, key: "errors.itemsRequired", values: {} };
    case "too_many_items":
      return { status: 422, key: "errors.tooManyItems", values: {} };
    case "discount_invalid":
      return refusal.problem
        ? discountCodeAnswer(refusal, lng)
        : { status: 422, key: "errors.discountInvalid", values: {} };
    case "too_many_holds":
      return { status: 429, key: "errors.tooManyHolds", values: {} };
    case "method_unavailable":
      return { status: 503, key: "errors.methodUnavailable", values: {} };
    case "prices_changed":
      // The page shows the summary again with the shop's new pricing (settings-office namespace).
      return { status: 409, key: "settings-office:store.pricesChanged", values: {} };
  }
}
