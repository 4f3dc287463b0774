/**
 * Query parameters of the product listings (collections, subcategories, search): a bad value is
 * dropped (never an error) so any URL a person or a bot types renders a page. Pure, and without
 * zod on purpose: the browser uses it too (the filter form, the pagination links), and these few
 * plain checks keep zod's 25 kB out of the collection and search pages.
 */
import { parseMoneyToCents } from "~/lib/money";
import { SUBCATEGORY_ALIASES } from "./navigation";

export const PAGE_SIZE = 24;
export const MAX_PAGE = 500;
import { MAX_QUERY_LENGTH } from "./search-limits";

export { MAX_QUERY_LENGTH };

export const sortKeys = ["featured", "price-asc", "price-desc", "newest", "rating"] as const;
export type SortKey = (typeof sortKeys)[number];
export const DEFAULT_SORT: SortKey = "featured";

export interface ListingQuery {
  sort: SortKey;
  /** Brand slugs (several may be ticked). */
  brands: string[];
  /** Effective-price bounds in cents, inclusive. */
  minCents: number | null;
  maxCents: number | null;
  inStock: boolean;
  /** Subcategory slug (collections only). */
  sub: string | null;
  page: number;
}

/** A brand or subcategory slug as typed (trimmed, lower-cased), or null. */
function slugOf(value: string): string | null {
  const v = value.trim().toLowerCase();
  return v.length <= 80 && /^[a-z0-9][a-z0-9&-]*$/.test(v) ? v : null;
}

const sortOf = (value: string): SortKey =>
  (sortKeys as readonly string[]).includes(value) ? (value as SortKey) : DEFAULT_SORT;

/** A whole page number from 1 to MAX_PAGE (as `Number` reads it: " 2 ", "1e1"), else 1. */
function pageOf(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

const moneyOf = (value: string): number | null => (value.length <= 12 ? parseMoneyToCents(value) : null);

function first(params: URLSearchParams, name: string): string | undefined {
  const v = params.get(name);
  return v === null || v.trim() === "" ? undefined : v;
}

/** Reads `?sort=&brand=&brand=&min=&max=&stock=1&sub=&page=`; anything invalid falls back to its default. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = sortOf(first(params, "sort") ?? DEFAULT_SORT);
  const page = pageOf(first(params, "page") ?? "1");
  const brands = [
    ...new Set(
      params
        .getAll("brand")
        .slice(0, 40)
        .map(slugOf)
        .filter((b): b is string => b !== null),
    ),
  ].slice(0, 20);
  let minCents = moneyOf(first(params, "min") ?? "");
  let maxCents = moneyOf(first(params, "max") ?? "");
  if (minCents !== null && maxCents !== null && minCents > maxCents) [minCents, maxCents] = [maxCents, minCents];
  const stockValue = first(params, "stock");
  const inStock = stockValue === "1" || stockValue === "on" || stockValue === "true";
  const subValue = first(params, "sub");
  return { sort, brands, minCents, maxCents, inStock, sub: subValue ? slugOf(subValue) : null, page };
}

/** The search box's text: trimmed, whitespace folded, at most 200 characters. */
export function parseSearchText(params: URLSearchParams): string {
  const q = params.get("q") ?? "";
  return q.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

const centsToParam = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The query string of a listing state, defaults left out (so links and canonicals stay short). */
export function listingSearchParams(q: Partial<ListingQuery> & { q?: string }): URLSearchParams {
  const out = new URLSearchParams();
  if (q.q) out.set("q", q.q);
  if (q.sort && q.sort !== DEFAULT_SORT) out.set("sort", q.sort);
  for (const b of q.brands ?? []) out.append("brand", b);
  if (q.minCents != null) out.set("min", centsToParam(q.minCents));
  if (q.maxCents != null) out.set("max", centsToParam(q.maxCents));
  if (q.inStock) out.set("stock", "1");
  if (q.sub) out.set("sub", q.sub);
  if (q.page && q.page > 1) out.set("page", String(q.page));
  return out;
}

/** `path?query` for a listing state. */
export function listingHref(path: string, q: Partial<ListingQuery> & { q?: string }): string {
  const s = listingSearchParams(q).toString();
  return s ? `${path}?${s}` : path;
}

/** How many filters narrow the list (shown on the mobile "Filters" toggle). */
export function activeFilterCount(q: ListingQuery): number {
  return (
    q.brands.length +
    (q.minCents != null ? 1 : 0) +
    (q.maxCents != null ? 1 : 0) +
    (q.inStock ? 1 : 0) +
    (q.sub ? 1 : 0)
  );
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to show: first, last, and a window around the current one, with null for a
 * gap ("1 … 4 5 6 … 12").
 */
export function pageWindow(current: number, count: number, radius = 1): (number | null)[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : null);
    out.push(p);
  }
  return out;
}

/** Navigation-link spellings of subcategories → the canonical tile slugs. */
export const subcategoryAliases: Record<string, string> = SUBCATEGORY_ALIASES;

/** Collection spellings the navigation uses that are not the category's own ("bath-&-cosmetics"). */
export const collectionAliases: Record<string, string> = {
  "bath-and-cosmetics": "baths-and-cosmetics",
};

/** Slugs to try, best first, for a subcategory URL parameter (decoded or not, `&` or "and"). */
export function subcategoryCandidates(param: string): string[] {
  let s = param;
  try {
    s = decodeURIComponent(param);
  } catch {
    /* keep as is */
  }
  s = s.trim().toLowerCase().replace(/\s+/g, "-");
  if (!s || s.length > 80) return [];
  const list = [s, subcategoryAliases[s], s.replace(/-and-/g, "-&-"), s.replace(/-&-/g, "-and-")];
  if (s.endsWith("s")) list.push(s.slice(0, -1));
  else list.push(`${s}s`);
  return [...new Set(list.filter((x): x is string => !!x))];
}
