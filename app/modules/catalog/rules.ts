/** The catalogue's pure rules (SPEC sections 2, 4, 5 and 9), shared by server and browser. */

/** Product slug: the lower-cased title with each run of non-alphanumeric characters replaced by a hyphen. */
export function productSlug(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Collection slug: the category name lower-cased, `&` turned into "and", spaces into hyphens
 * ("Incense & Perfumes" → "incense-and-perfumes").
 */
export function collectionSlug(name: string): string {
  return name.toLowerCase().trim().replace(/&/g, "and").replace(/\s+/g, "-").replace(/-+/g, "-");
}

/**
 * The navigation links collections with `&` kept ("incense-&-perfumes"), and one link says
 * "bath-&-cosmetics": both forms lead to the same collection slug.
 */
export function normalizeCollectionParam(param: string): string {
  let s = param;
  try {
    s = decodeURIComponent(param);
  } catch {
    /* keep as is */
  }
  return collectionSlug(s.replace(/-?&-?/g, " & ").replace(/-/g, " "));
}

/** Percent off, as the spec computes it: round((original − discounted) / original × 100). */
export function discountPercent(originalCents: number, discountedCents: number | null | undefined): number {
  if (!discountedCents || originalCents <= 0 || discountedCents >= originalCents) return 0;
  return Math.round(((originalCents - discountedCents) / originalCents) * 100);
}

/** The price a shopper pays: the discounted price when there is one, else the original. */
export function effectivePriceCents(p: { originalPriceCents: number; discountedPriceCents: number | null }) {
  return p.discountedPriceCents && p.discountedPriceCents < p.originalPriceCents
    ? p.discountedPriceCents
    : p.originalPriceCents;
}

export const LOW_STOCK_THRESHOLD = 20;
export type StockStatus = "out" | "low" | "in";

/** Inventory status: 0 is out of stock, at or below the threshold (default 20) is low, else in stock. */
export function stockStatus(stock: number, threshold = LOW_STOCK_THRESHOLD): StockStatus {
  if (stock <= 0) return "out";
  if (stock <= threshold) return "low";
  return "in";
}

const PID = /^PID(\d{3})([A-Z])$/;

export function isPid(value: string) {
  return PID.test(value);
}

/**
 * The next pid: the latest product's pid with its number plus one, padded to 3 digits,
 * keeping the trailing letter; PID001A when there is none or it cannot be read. Past 999 the
 * letter advances (PID999A → PID001B) so pids stay unique and in the spec's shape.
 */
export function nextPid(latest: string | null | undefined): string {
  const m = latest ? PID.exec(latest) : null;
  if (!m) return "PID001A";
  const n = Number(m[1]) + 1;
  if (n <= 999) return `PID${String(n).padStart(3, "0")}${m[2]}`;
  const letter = m[2] === "Z" ? "A" : String.fromCharCode(m[2].charCodeAt(0) + 1);
  return `PID001${letter}`;
}

/** Counts weekdays (Mon–Fri) strictly after `from` up to and including `to`. */
export function weekdaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  let count = 0;
  for (let t = start + 86_400_000; t <= end; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) count++;
  }
  return count;
}

/** Delayed order: not delivered (nor closed) and more than 7 working days since creation. */
export function isDelayed(order: { status: string; createdAt: Date }, now = new Date()): boolean {
  if (["delivered", "cancelled", "returned"].includes(order.status)) return false;
  return weekdaysBetween(order.createdAt, now) > 7;
}

/** Rating in tenths (47) to the shown number (4.7). */
export const ratingFromTenths = (tenths: number) => Math.round(tenths) / 10;
