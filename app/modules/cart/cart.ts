/** Pure cart rules, shared by the server and the browser. */
export interface CartEntry {
  productId: string;
  quantity: number;
}

/** Most distinct products a cart may hold, and most units of one line (keeps the cookie small). */
export const MAX_CART_LINES = 40;
export const MAX_LINE_QUANTITY = 99;

/** Accepts the cookie's `[[id, qty], ...]` shape; drops anything malformed; merges duplicates. */
export function normalizeCart(value: unknown): CartEntry[] {
  if (!Array.isArray(value)) return [];
  const out = new Map<string, number>();
  for (const item of value) {
    if (!Array.isArray(item) || item.length !== 2) continue;
    const [id, qty] = item;
    if (typeof id !== "string" || !/^[a-z0-9]{8,40}$/i.test(id)) continue;
    if (typeof qty !== "number" || !Number.isInteger(qty) || qty < 1) continue;
    out.set(id, Math.min(MAX_LINE_QUANTITY, (out.get(id) ?? 0) + qty));
  }
  return [...out.entries()].slice(0, MAX_CART_LINES).map(([productId, quantity]) => ({ productId, quantity }));
}

export function cartCount(entries: CartEntry[]) {
  return entries.reduce((n, e) => n + e.quantity, 0);
}
