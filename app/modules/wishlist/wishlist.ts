import { isProductId } from "~/modules/cart/cart";

/** Pure wishlist rules, shared by the server and the browser. */

/** A guest's wishlist is a cookie: a few dozen product ids at most (the cookie stays under 2 kB). */
export const MAX_GUEST_ITEMS = 40;
/** An account's wishlist: enough for anyone, bounded so one page lists it whole. */
export const MAX_ACCOUNT_ITEMS = 200;

export const WISHLIST_INTENTS = ["add", "remove"] as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[number];

/**
 * The outcome of one wishlist change: added, removed, unchanged (already so), full (at the cap),
 * notFound (no such product for sale), invalid (a malformed form).
 */
export type WishlistOutcome = "added" | "removed" | "unchanged" | "full" | "notFound" | "invalid";

/**
 * The guest cookie's value as product ids: anything that is not a list of well-formed ids is
 * dropped, duplicates merged, the list cut at the cap (oldest first, as added).
 */
export function normalizeGuestWishlist(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out = new Set<string>();
  for (const id of value) {
    if (out.size >= MAX_GUEST_ITEMS) break;
    if (isProductId(id)) out.add(id);
  }
  return [...out];
}

/** Applies one change to a guest's list of ids (no side effects). `exists`: the product is for sale. */
export function applyGuestChange(
  ids: readonly string[],
  intent: WishlistIntent,
  productId: string,
  exists: boolean,
): { ids: string[]; outcome: WishlistOutcome } {
  const has = ids.includes(productId);
  if (intent === "remove") {
    return has
      ? { ids: ids.filter((id) => id !== productId), outcome: "removed" }
      : { ids: [...ids], outcome: "unchanged" };
  }
  if (!exists) return { ids: [...ids], outcome: "notFound" };
  if (has) return { ids: [...ids], outcome: "unchanged" };
  if (ids.length >= MAX_GUEST_ITEMS) return { ids: [...ids], outcome: "full" };
  return { ids: [...ids, productId], outcome: "added" };
}

/** True when the change was refused. */
export function isWishlistRefusal(outcome: WishlistOutcome) {
  return outcome === "full" || outcome === "notFound" || outcome === "invalid";
}
