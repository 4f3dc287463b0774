import { z } from "zod";

/**
 * The staff orders list's query (the GET form of /sattva-administration/orders?view=all and the
 * CSV export with the same filters). No server imports. Unlike the other office lists, a value
 * that makes no sense is not silently dropped: the page says which filter is wrong (a 400), since
 * an export of "every order" when the shop owner asked for a date range would be worse than an
 * error. Messages are keys of the `orders-office` namespace.
 */

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "returned"] as const;

/**
 * What the order's payments say, derived (never stored): refunded (the whole total given back),
 * partly refunded, paid (an attempt paid, nothing given back), awaiting (no paid attempt, one
 * still open at the provider or with the shopper), failed (every attempt failed, expired or was
 * cancelled), none (no attempt at all).
 */
export const PAYMENT_STATES = ["paid", "awaiting", "failed", "partly_refunded", "refunded", "none"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const ORDER_METHODS = ["card", "paypal", "bank-transfer"] as const;
export const ORDER_SORTS = ["newest", "oldest", "total-desc", "total-asc"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const SEARCH_MAX = 100;
/** Text searches use trigram indexes, which need three characters to narrow anything down. */
export const SEARCH_MIN = 3;
export const CURSOR_MAX = 200;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A blank field is "not set". */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const text = (v: unknown) => (typeof v === "string" ? v.replace(CONTROL_CHARS, "").trim() : v);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.enum(values, { error: message }).optional());

/** A calendar day that exists (2026-02-30 does not). */
function isDay(s: string) {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= "2000-01-01" && s <= "2100-12-31";
}

const day = z.preprocess(
  (v) => text(blank(v)),
  z.string({ error: "errors.date" }).refine(isDay, { error: "errors.date" }).optional(),
);

/** An order number as typed: SAT-10006, sat-10006 or just 10006. */
export const OID_PATTERN = /^(?:sat-?)?(\d{1,12})$/i;

export const orderListQuerySchema = z
  .object({
    q: z.preprocess(
      (v) => text(blank(v)),
      z
        .string()
        .max(SEARCH_MAX, { error: "errors.searchLong" })
        .refine((s) => OID_PATTERN.test(s) || s.length >= SEARCH_MIN, { error: "errors.searchShort" })
        .optional(),
    ),
    status: oneOf(ORDER_STATUSES, "errors.status"),
    payment: oneOf(PAYMENT_STATES, "errors.payment"),
    method: oneOf(ORDER_METHODS, "errors.method"),
    country: z.preprocess(
      (v) => (typeof v === "string" ? blank(v.trim().toUpperCase()) : v),
      z
        .string({ error: "errors.country" })
        .regex(/^[A-Z]{2}$/, { error: "errors.country" })
        .optional(),
    ),
    from: day,
    to: day,
    review: z.preprocess(blank, z.literal("1", { error: "errors.review" }).optional()),
    sort: z.preprocess(blank, z.enum(ORDER_SORTS, { error: "errors.sort" }).default("newest")),
    after: z.preprocess(blank, z.string().max(CURSOR_MAX, { error: "errors.cursor" }).optional()),
    before: z.preprocess(blank, z.string().max(CURSOR_MAX, { error: "errors.cursor" }).optional()),
    at: z.preprocess(blank, z.literal("last", { error: "errors.cursor" }).optional()),
  })
  .refine((v) => !(v.from && v.to && v.from > v.to), { path: ["to"], error: "errors.range" });

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** The query's fields, in the order the form shows them (also what the CSV link carries). */
export const FILTER_KEYS = ["q", "status", "payment", "method", "country", "from", "to", "review", "sort"] as const;
/** The filters as typed (shown back in the form, also when refused). */
export type FilterValues = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

export type OrderListParse =
  | { ok: true; query: OrderListQuery }
  | { ok: false; errors: Partial<Record<string, string>>; values: Record<string, string> };

/** The query string's filters (the first of a repeated parameter), checked. */
export function parseOrderListQuery(params: URLSearchParams): OrderListParse {
  const first: Record<string, string> = {};
  for (const [k, v] of params) if (!(k in first)) first[k] = v;
  const parsed = orderListQuerySchema.safeParse(first);
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  const values: Record<string, string> = {};
  for (const k of FILTER_KEYS) if (typeof first[k] === "string") values[k] = first[k].slice(0, SEARCH_MAX);
  return { ok: false, errors, values };
}

/** The query string of the filters (no cursor): for the CSV link and the pager. */
export function filterSearch(query: Partial<Record<(typeof FILTER_KEYS)[number], string | undefined>>): string {
  const params = new URLSearchParams();
  for (const k of FILTER_KEYS) {
    const v = query[k];
    if (v && !(k === "sort" && v === "newest")) params.set(k, v);
  }
  return params.toString();
}
