import { safeRedirectPath as safeRelativePath } from "~/lib/safe-redirect";
/** Pure cart rules, shared by the server and the browser. Money is integer cents throughout. */
export interface CartEntry {
  productId: string;
  quantity: number;
}

/** Most distinct products a cart may hold, and most units of one line (keeps the cookie small). */
export const MAX_CART_LINES = 40;
export const MAX_LINE_QUANTITY = 99;

const PRODUCT_ID = /^[a-z0-9]{8,40}$/i;

export function isProductId(value: unknown): value is string {
  return typeof value === "string" && PRODUCT_ID.test(value);
}

/** Accepts the cookie's `[[id, qty], ...]` shape; drops anything malformed; merges duplicates. */
export function normalizeCart(value: unknown): CartEntry[] {
  if (!Array.isArray(value)) return [];
  const out = new Map<string, number>();
  for (const item of value) {
    if (!Array.isArray(item) || item.length !== 2) continue;
    const [id, qty] = item;
    if (!isProductId(id)) continue;
    if (typeof qty !== "number" || !Number.isInteger(qty) || qty < 1) continue;
    out.set(id, Math.min(MAX_LINE_QUANTITY, (out.get(id) ?? 0) + qty));
  }
  return [...out.entries()].slice(0, MAX_CART_LINES).map(([productId, quantity]) => ({ productId, quantity }));
}

export function cartCount(entries: readonly CartEntry[]) {
  return entries.reduce((n, e) => n + e.quantity, 0);
}

/**
 * A quantity typed or posted by a shopper: whole digits only, at least 1. "1e2", "1.5", "-1",
 * "0", " ", "0x10" are refused (null). Large whole numbers are accepted here and capped later
 * by the stock; more than 6 digits is nonsense and refused.
 */
export function parseQuantity(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isSafeInteger(raw) && raw >= 1 ? raw : null;
  if (typeof raw !== "string" || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** How many units of one product a cart may hold: the stock, and never more than MAX_LINE_QUANTITY. */
export function lineLimit(stock: number) {
  return Math.max(0, Math.min(Math.floor(stock), MAX_LINE_QUANTITY));
}

/** Line price = quantity × unit price, in cents (whole numbers, no float drift). */
export function lineTotalCents(unitPriceCents: number, quantity: number) {
  if (!Number.isInteger(unitPriceCents) || !Number.isInteger(quantity))
    throw new TypeError("cents and quantities are integers");
  return unitPriceCents * quantity;
}

export function sumCents(amounts: readonly number[]) {
  return amounts.reduce((s, a) => s + a, 0);
}

export type CartIntent = "add" | "increment" | "decrement" | "remove" | "set";
export const cartIntents = ["add", "increment", "decrement", "remove", "set"] as const;

/**
 * The outcome of one cart change.
 * - added/updated/removed: done as asked;
 * - capped: done, but the line holds fewer units than asked (stock or the per-line limit);
 * - unchanged: nothing to do (decrement at 1, remove of a missing line);
 * - outOfStock: adding a product with no stock is refused;
 * - full: the cart already holds MAX_CART_LINES products;
 * - invalid: a quantity that is not a whole number ≥ 1.
 */
export type CartOutcome = "added" | "updated" | "removed" | "capped" | "unchanged" | "outOfStock" | "full" | "invalid";

export interface CartChange {
  entries: CartEntry[];
  outcome: CartOutcome;
  /** The line's quantity after the change (0 when the product is not in the cart). */
  quantity: number;
  /** The most the line may hold (stock, capped by MAX_LINE_QUANTITY). */
  limit: number;
}

/** True when the change was refused and the cart is as it was. */
export function isRefusal(outcome: CartOutcome) {
  return outcome === "outOfStock" || outcome === "full" || outcome === "invalid";
}

/**
 * Applies one intent to the cart, without side effects. `quantity` matters for add (units to
 * add, default 1) and set (the new quantity); `stock` is the product's current stock.
 * Increment has no bound of its own: only the stock (and MAX_LINE_QUANTITY) limit it.
 * Decrement applies only while the quantity is above 1.
 */
export function applyCartIntent(
  entries: readonly CartEntry[],
  intent: CartIntent,
  productId: string,
  quantity: number | undefined,
  stock: number,
): CartChange {
  const limit = lineLimit(stock);
  const index = entries.findIndex((e) => e.productId === productId);
  const current = index >= 0 ? entries[index].quantity : 0;
  const same = (outcome: CartOutcome): CartChange => ({ entries: [...entries], outcome, quantity: current, limit });
  const withQuantity = (q: number, outcome: CartOutcome): CartChange => {
    const next = entries.map((e) => ({ ...e }));
    if (index >= 0) next[index].quantity = q;
    else next.push({ productId, quantity: q });
    return { entries: next, outcome, quantity: q, limit };
  };

  if (intent === "remove") {
    if (index < 0) return same("unchanged");
    return { entries: entries.filter((e) => e.productId !== productId), outcome: "removed", quantity: 0, limit };
  }

  if (intent === "decrement") {
    if (index < 0 || current <= 1) return same("unchanged");
    // A stock that fell below the quantity brings the line down to it (never below 1).
    const q = Math.max(1, Math.min(current - 1, limit));
    return withQuantity(q, q < current - 1 ? "capped" : "updated");
  }

  const amount = intent === "increment" ? 1 : (quantity ?? 1);
  if (!Number.isSafeInteger(amount) || amount < 1) return same("invalid");
  if (limit < 1) return same("outOfStock");
  if (index < 0 && entries.length >= MAX_CART_LINES) return same("full");

  const wanted = intent === "set" ? amount : current + amount;
  const q = Math.min(wanted, limit);
  if (q === current) return same(wanted > limit ? "capped" : "unchanged");
  const outcome: CartOutcome = wanted > limit ? "capped" : index < 0 || intent === "add" ? "added" : "updated";
  return withQuantity(q, outcome);
}

/**
 * Where a no-JS form may send the shopper back to: a same-site relative path only
 * ("/product/x?y"), never "//host", "/\\host", a scheme, or control characters.
 */
export function safeRedirectPath(value: unknown, fallback = "/cart"): string {
  return safeRelativePath(value, fallback);
}
