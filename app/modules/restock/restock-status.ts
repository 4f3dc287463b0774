/**
 * What the "notify me when it's back" form shows after a submit (`restock` namespace:
 * `status.<code>`). No zod here: the product page imports it.
 * - ok: a guest's request (a confirmation link mailed, unless the address already waits);
 * - active: a signed-in shopper with a verified address, on the list at once;
 * - inStock: the product is for sale again (nothing recorded);
 * - required / invalid: the e-mail field; limited: too many tries; error: the mail failed.
 */
export const RESTOCK_STATUSES = ["ok", "active", "inStock", "required", "invalid", "limited", "error"] as const;
export type RestockStatus = (typeof RESTOCK_STATUSES)[number];

export function isRestockStatus(v: unknown): v is RestockStatus {
  return typeof v === "string" && (RESTOCK_STATUSES as readonly string[]).includes(v);
}

/** Statuses that are the e-mail field's error. */
export const isFieldError = (s: RestockStatus | null) => s === "required" || s === "invalid";

/** A same-site path with `?restock=<status>` and the form's anchor, for the no-JS round trip. */
export function withRestockStatus(path: string, status: RestockStatus) {
  const url = new URL(path, "http://sattva.invalid");
  url.searchParams.set("restock", status);
  url.hash = "restock";
  return url.pathname + url.search + url.hash;
}
