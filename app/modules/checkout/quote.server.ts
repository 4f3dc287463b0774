import { isProductId, parseQuantity, type CartEntry } from "~/modules/cart/cart";
import { cartCookieHeader, readCart } from "~/modules/cart/cart-cookie.server";
import { loadCart } from "~/modules/cart/cart.server";
import type { CartLine } from "~/modules/cart/types";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { previewDiscount as previewCode } from "~/modules/discounts/redeem.server";
import { normalizeCode } from "~/modules/discounts/rules";
import { MAX_ORDER_QUANTITY } from "./pricing";

/**
 * What the checkout page shows before an order exists: the lines to be bought (the cart held in
 * the cart cookie, or one product bought at once from its page), priced from the database, with
 * the totals for the chosen country. Only a preview: placeOrder prices everything again, inside
 * its transaction, and is the only one that decides.
 */

/** Where the page's items come from: the cart, or a product's "buy now" (`product`, `quantity`). */
export type CheckoutSource = { kind: "cart" } | { kind: "product"; productId: string; quantity: number };

/** A line of the payment page: a cart line without its stock flags (`capped`: fewer units than asked are left). */
export type QuoteLine = Pick<
  CartLine,
  "productId" | "slug" | "title" | "imageUrl" | "imageAlt" | "unitPriceCents" | "quantity" | "lineTotalCents" | "capped"
>;

export interface CheckoutQuote {
  source: CheckoutSource;
  /** The lines the order will hold (products with stock). */
  lines: QuoteLine[];
  /** Titles of products asked for that have no stock left: they are not part of the order. */
  soldOut: string[];
  items: { productId: string; quantity: number }[];
  /** The products asked for (the cart's lines, or the one product), before any was capped or dropped. */
  requested: CartEntry[];
}

/**
 * The source named by a query string or a form: `product` (and `quantity`, default 1) for a
 * buy-now, else the cart. Null when a buy-now is malformed (the page says the information is invalid).
 */
export function checkoutSource(fields: { get(name: string): unknown }): CheckoutSource | null {
  const product = fields.get("product");
  if (product === null || product === undefined || product === "") return { kind: "cart" };
  if (!isProductId(product)) return null;
  const raw = fields.get("quantity");
  const quantity = raw === null || raw === undefined || raw === "" ? 1 : parseQuantity(raw);
  if (quantity === null || quantity > MAX_ORDER_QUANTITY) return null;
  return { kind: "product", productId: product, quantity };
}

/**
 * The lines of a source, priced from the database. A cart that changed (a product gone, a
 * quantity above the stock) comes back with the Set-Cookie that stores it as it now is.
 */
export async function quoteCheckout(
  request: Request,
  source: CheckoutSource,
): Promise<{ quote: CheckoutQuote; setCookie: string | null }> {
  const entries: CartEntry[] =
    source.kind === "cart" ? await readCart(request) : [{ productId: source.productId, quantity: source.quantity }];
  const { view, entries: kept, changed } = await loadCart(entries, await getLanguage(request));
  const payable = view.lines.filter((l) => !l.outOfStock);
  const lines: QuoteLine[] = payable.map((l) => ({
    productId: l.productId,
    slug: l.slug,
    title: l.title,
    imageUrl: l.imageUrl,
    imageAlt: l.imageAlt,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    lineTotalCents: l.lineTotalCents,
    capped: l.capped,
  }));
  return {
    quote: {
      source,
      lines,
      soldOut: view.lines.filter((l) => l.outOfStock).map((l) => l.title),
      items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      requested: entries,
    },
    setCookie: source.kind === "cart" && changed ? await cartCookieHeader(kept) : null,
  };
}

/**
 * The percentage a discount code would take off for this e-mail: 0 without a code, null when the
 * code does not apply (or takes an amount, not a percent). A preview without locks, whatever the
 * goods (discount codes: modules/discounts); placeOrder checks again when the order is placed.
 */
export async function previewDiscount(code: string, email: string | null): Promise<number | null> {
  if (!normalizeCode(code)) return 0;
  if (!email) return null;
  const result = await previewCode({
    code,
    goodsCents: Number.MAX_SAFE_INTEGER,
    email: email.trim().toLowerCase(),
    userId: null,
    now: new Date(),
  });
  return result.ok && result.redemption.terms.kind === "percent" ? result.redemption.terms.value : null;
}

/** The lines shown on the page, as its form sends them back: "id:quantity,id:quantity". */
export const shownLines = (lines: readonly { productId: string; quantity: number }[]) =>
  lines.map((l) => `${l.productId}:${l.quantity}`).join(",");

/**
 * What the buyer saw and agreed to pay for (the form's `lines`), kept to the products asked for:
 * the order is placed for exactly that, so stock that went meanwhile is refused by name (409)
 * rather than the order quietly shrinking. Undefined when the form did not send it; null when
 * it is not well formed.
 */
export function shownItems(
  raw: unknown,
  requested: readonly CartEntry[],
): { productId: string; quantity: number }[] | null | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw !== "string" || raw.length > 2000) return null;
  const asked = new Set(requested.map((e) => e.productId));
  const items = raw.split(",").map((part) => {
    const [id, qty] = part.split(":");
    const quantity = parseQuantity(qty);
    return isProductId(id) && asked.has(id) && quantity !== null && quantity <= MAX_ORDER_QUANTITY
      ? { productId: id, quantity }
      : null;
  });
  if (items.length === 0 || items.some((i) => i === null)) return null;
  const ids = items.map((i) => i!.productId);
  return new Set(ids).size === ids.length ? (items as { productId: string; quantity: number }[]) : null;
}
