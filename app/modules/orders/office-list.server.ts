import { Prisma, type OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { and, plannedRows } from "~/lib/sql.server";
import { reviewKind } from "~/modules/office/lists.server";
import { isDelayed } from "./delay";
import { OID_PATTERN, type OrderListQuery, type OrderSort, type PaymentState } from "./office-list-schemas";

/**
 * The staff orders list at a million orders (issue 11): search, filters, two sorts, keyset
 * pages. A page is "the 50 orders after (or before) this one" in an indexed order, so the
 * thousandth page costs what the first does; nothing counts every matching order (an estimate
 * from the planner stands in, and the page says so). The same filters feed the CSV export
 * (./orders-csv.server.ts), batch by batch. Measured by tests/bench/office-orders.mjs.
 */

export const ORDER_PAGE_SIZE = 50;
const SHOP_TIME_ZONE = "Europe/Rome";
/** Accounts whose name matches a search, at most: a name typed that broadly finds enough orders anyway. */
const NAME_MATCHES_MAX = 500;

export interface OfficeListOrder {
  id: string;
  oid: string;
  createdAt: string;
  status: OrderStatus;
  payment: PaymentState;
  method: string | null;
  customer: string;
  email: string;
  guest: boolean;
  country: string;
  items: number;
  totalCents: number;
  refundedCents: number;
  delayed: boolean;
  /** Why the order needs a person, as a key of office `orders.review.*`; null when fine. */
  review: string | null;
  /** The buyer withdrew from the order (issue 14). */
  withdrawn: boolean;
}

export interface OfficeOrderList {
  rows: OfficeListOrder[];
  /** Cursors of the neighbouring pages; null at either end. */
  next: string | null;
  prev: string | null;
  atStart: boolean;
  atEnd: boolean;
  /** How many orders match: exact when they all fit on this page, else the planner's estimate. */
  count: { exact: boolean; value: number };
}

// ---------------------------------------------------------------------------------------------
// Sorts and cursors

type KeyKind = "date" | "int";
export const SORTS: Record<OrderSort, { key: Prisma.Sql; desc: boolean; kind: KeyKind }> = {
  newest: { key: Prisma.sql`o."createdAt"`, desc: true, kind: "date" },
  oldest: { key: Prisma.sql`o."createdAt"`, desc: false, kind: "date" },
  "total-desc": { key: Prisma.sql`o."totalCents"`, desc: true, kind: "int" },
  "total-asc": { key: Prisma.sql`o."totalCents"`, desc: false, kind: "int" },
};

export type Cursor = [string | number, string];

export function encodeCursor(value: string | number | Date, id: string): string {
  const v = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([v, id])).toString("base64url");
}

/** The cursor of a page link, or null when it was not written by this list for this sort. */
export function decodeCursor(text: string, sort: OrderSort): Cursor | null {
  const kind = SORTS[sort].kind;
  try {
    const v: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(v) || v.length !== 2 || typeof v[1] !== "string" || v[1].length > 64) return null;
    if (kind === "int" && !Number.isSafeInteger(v[0])) return null;
    if (kind === "date" && (typeof v[0] !== "string" || Number.isNaN(Date.parse(v[0])))) return null;
    return [v[0] as string | number, v[1]];
  } catch {
    return null;
  }
}

/** Whether the query's page cursor (if any) is one this list can read. */
export function cursorIsValid(q: OrderListQuery): boolean {
  return [q.after, q.before].every((c) => c === undefined || decodeCursor(c, q.sort) !== null);
}

function keyValue(kind: KeyKind, v: string | number) {
  // Timestamps are stored in UTC without a zone: compare with the same text, zone dropped.
  if (kind === "date") return Prisma.sql`${new Date(String(v)).toISOString().replace(/Z$/, "")}::timestamp`;
  return Prisma.sql`${Number(v)}::int`;
}

// ---------------------------------------------------------------------------------------------
// Filters

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const PAID = Prisma.sql`EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o."id" AND p."status" IN ('paid', 'refunded'))`;
/**
 * One look at the order's payments for the rarer states (the statuses fall in three groups: paid,
 * still open, ended): awaiting = one open and none paid; failed = every one ended. At a million
 * orders a rare state is found by walking many orders, so one index probe each, not three.
 */
const attempts = (test: string) =>
  Prisma.sql`coalesce((SELECT ${Prisma.raw(test)} FROM "Payment" p WHERE p."orderId" = o."id"), FALSE)`;
const AWAITING = attempts(
  `bool_or(p."status" IN ('pending', 'awaiting_customer', 'processing')) AND NOT bool_or(p."status" IN ('paid', 'refunded'))`,
);
const FAILED = attempts(`bool_and(p."status" IN ('failed', 'expired', 'cancelled'))`);

// Literal zeros, not parameters: the planner matches them to the partial index's predicate.
const PAYMENT_WHERE: Record<PaymentState, Prisma.Sql> = {
  refunded: Prisma.sql`(o."refundedCents" > 0 AND o."refundedCents" >= o."totalCents")`,
  partly_refunded: Prisma.sql`(o."refundedCents" > 0 AND o."refundedCents" < o."totalCents")`,
  paid: Prisma.sql`(o."refundedCents" = 0 AND ${PAID})`,
  awaiting: Prisma.sql`(o."refundedCents" = 0 AND ${AWAITING})`,
  failed: Prisma.sql`(o."refundedCents" = 0 AND ${FAILED})`,
  none: Prisma.sql`NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o."id")`,
};

/** What a search needs resolved first: the accounts whose name matches (a list, so an index can serve the OR). */
export interface SearchContext {
  userIds: string[];
}

/** A whole e-mail address: looked up as it is (an index probe), not as a piece of text. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function searchContext(q: OrderListQuery): Promise<SearchContext> {
  // Names have no "@": a search with one is an e-mail, and no account's name can match it.
  if (!q.q || OID_PATTERN.test(q.q) || q.q.includes("@")) return { userIds: [] };
  const like = `%${escapeLike(q.q.toLowerCase())}%`;
  const users = await db().$queryRaw<{ id: string }[]>`
    SELECT u."id" FROM "User" u WHERE lower(u."fname" || ' ' || u."lname") LIKE ${like} LIMIT ${NAME_MATCHES_MAX}`;
  return { userIds: users.map((u) => u.id) };
}

function searchWhere(text: string, ctx: SearchContext): Prisma.Sql {
  const number = OID_PATTERN.exec(text);
  if (number) return Prisma.sql`o."oid" = ${`SAT-${number[1]}`}`;
  // E-mails are stored lower-cased. A piece of text is looked for with LIKE '%…%' in each column
  // it can be in (each has a trigram index): an e-mail has no space, a name has no "@", and every
  // column left out is an index scan saved (the trigrams of a common domain are in most orders).
  const lower = text.toLowerCase();
  if (WHOLE_EMAIL.test(text)) return Prisma.sql`o."email" = ${lower}`;
  const like = `%${escapeLike(lower)}%`;
  const parts: Prisma.Sql[] = [];
  if (!/\s/.test(text)) parts.push(Prisma.sql`o."email" LIKE ${like}`);
  if (!text.includes("@")) {
    parts.push(Prisma.sql`lower(o."shipName") LIKE ${like}`, Prisma.sql`lower(o."guestName") LIKE ${like}`);
    if (ctx.userIds.length) parts.push(Prisma.sql`o."userId" = ANY(${ctx.userIds}::text[])`);
  }
  if (!parts.length) return Prisma.sql`FALSE`;
  return Prisma.sql`(${Prisma.join(parts, " OR ")})`;
}

/** The day's start in the shop's time zone, as the UTC timestamp the column stores. */
const shopDayStart = (day: Prisma.Sql) =>
  Prisma.sql`((${day})::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}) AT TIME ZONE 'UTC'`;

export function orderFilters(q: OrderListQuery, ctx: SearchContext): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (q.q) where.push(searchWhere(q.q, ctx));
  if (q.status) where.push(Prisma.sql`o."status" = ${q.status}::"OrderStatus"`);
  if (q.payment) where.push(PAYMENT_WHERE[q.payment]);
  if (q.method) where.push(Prisma.sql`o."paymentMethod" = ${q.method}`);
  if (q.country) where.push(Prisma.sql`o."shipCountry" = ${q.country}`);
  if (q.from) where.push(Prisma.sql`o."createdAt" >= ${shopDayStart(Prisma.sql`${q.from}::date`)}`);
  if (q.to) where.push(Prisma.sql`o."createdAt" < ${shopDayStart(Prisma.sql`${q.to}::date + 1`)}`);
  if (q.review) where.push(Prisma.sql`o."flaggedForReview"`);
  return where;
}

/** `(key, id) <|> cursor` for reading on from a row, in the direction `desc`. */
export function afterCursor(sort: OrderSort, cursor: Cursor, desc: boolean): Prisma.Sql {
  const s = SORTS[sort];
  const cmp = desc ? Prisma.sql`<` : Prisma.sql`>`;
  return Prisma.sql`(${s.key}, o."id") ${cmp} (${keyValue(s.kind, cursor[0])}, ${cursor[1]})`;
}

// ---------------------------------------------------------------------------------------------
// Rows

/**
 * The orders' own columns and what is derived per order: the account's name, the item count
 * and the payment state (one look at the order's payments each, not three).
 */
export const ROW_COLUMNS = Prisma.sql`
  o."id", o."oid", o."createdAt", o."status", o."paymentMethod", o."email", o."guestName", o."shipName",
  o."shipCountry", o."subtotalCents", o."shippingCents", o."discountCents", o."vatCents", o."totalCents",
  o."refundedCents", o."flaggedForReview", o."reviewReason", o."userId" IS NULL AS "guest",
  CASE WHEN u."deletedAt" IS NULL THEN btrim(u."fname" || ' ' || u."lname") END AS "account",
  coalesce(l."items", 0)::int AS "items",
  EXISTS (SELECT 1 FROM "Withdrawal" w WHERE w."orderId" = o."id") AS "withdrawn",
  CASE
    WHEN o."refundedCents" > 0 AND o."refundedCents" >= o."totalCents" THEN 'refunded'
    WHEN o."refundedCents" > 0 THEN 'partly_refunded'
    WHEN pay."paid" THEN 'paid'
    WHEN pay."open" THEN 'awaiting'
    WHEN pay."ended" THEN 'failed'
    ELSE 'none'
  END AS "payment"`;

export const ROW_JOINS = Prisma.sql`
  LEFT JOIN "User" u ON u."id" = o."userId"
  LEFT JOIN LATERAL (SELECT sum(ol."quantity") AS "items" FROM "OrderLine" ol WHERE ol."orderId" = o."id") l ON TRUE
  LEFT JOIN LATERAL (
    SELECT bool_or(p."status" IN ('paid', 'refunded')) AS "paid",
      bool_or(p."status" IN ('pending', 'awaiting_customer', 'processing')) AS "open",
      bool_or(p."status" IN ('failed', 'expired', 'cancelled')) AS "ended"
    FROM "Payment" p WHERE p."orderId" = o."id"
  ) pay ON TRUE`;

export interface OrderRowRaw {
  id: string;
  oid: string;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: string | null;
  email: string;
  guestName: string | null;
  shipName: string;
  shipCountry: string;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  refundedCents: number;
  flaggedForReview: boolean;
  reviewReason: string | null;
  guest: boolean;
  account: string | null;
  items: number;
  /** The buyer withdrew (issue 14, CRD art. 11a). */
  withdrawn: boolean;
  payment: PaymentState;
  k: Date | number;
}

/** Who placed the order, as staff know them: the account's name, else the guest's, else the addressee. */
export const customerName = (r: Pick<OrderRowRaw, "account" | "guestName" | "shipName">) =>
  r.account || r.guestName || r.shipName;

/** Up to `limit` orders matching `where`, in the sort's order read `desc`-wise, with their columns. */
export function readOrders(where: Prisma.Sql[], sort: OrderSort, desc: boolean, limit: number) {
  const key = SORTS[sort].key;
  const dir = desc ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  // The page's ids first (an index walk that stops at `limit`), then the per-order look-ups for those alone.
  return db().$queryRaw<OrderRowRaw[]>`
    SELECT ${ROW_COLUMNS}, ${key} AS "k"
    FROM (SELECT o."id" FROM "Order" o WHERE ${and(where)} ORDER BY ${key} ${dir}, o."id" ${dir} LIMIT ${limit}) page
    JOIN "Order" o ON o."id" = page."id"
    ${ROW_JOINS}
    ORDER BY ${key} ${dir}, o."id" ${dir}`;
}

function toListOrder(r: OrderRowRaw, now: Date): OfficeListOrder {
  return {
    id: r.id,
    oid: r.oid,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    payment: r.payment,
    method: r.paymentMethod,
    customer: customerName(r),
    email: r.email,
    guest: r.guest,
    country: r.shipCountry,
    items: r.items,
    totalCents: r.totalCents,
    refundedCents: r.refundedCents,
    delayed: isDelayed(r.createdAt, r.status, now),
    review: reviewKind(r.flaggedForReview, r.reviewReason),
    withdrawn: r.withdrawn,
  };
}

/**
 * One page of the list for a checked query (see `cursorIsValid`; a cursor it cannot read is
 * treated as none).
 */
export async function listOfficeOrders(q: OrderListQuery, now: Date = new Date()): Promise<OfficeOrderList> {
  const sort = SORTS[q.sort];
  const ctx = await searchContext(q);
  const base = orderFilters(q, ctx);
  const after = q.after ? decodeCursor(q.after, q.sort) : null;
  const before = after ? null : q.before ? decodeCursor(q.before, q.sort) : null;
  // Reading backwards (a previous page, or the last one) flips the order, then the rows are flipped back.
  const backwards = !!before || (!after && q.at === "last");
  const desc = sort.desc !== backwards;
  const cursor = after ?? before;
  const where = cursor ? [...base, afterCursor(q.sort, cursor, desc)] : base;
  const raw = await readOrders(where, q.sort, desc, ORDER_PAGE_SIZE + 1);
  const more = raw.length > ORDER_PAGE_SIZE;
  const page = raw.slice(0, ORDER_PAGE_SIZE);
  if (backwards) page.reverse();
  // Forwards: more rows after; a cursor means rows before. Backwards: the other way round.
  const atStart = backwards ? !more : !after;
  const atEnd = backwards ? !before : !more;
  const everything = atStart && atEnd;
  const count = everything
    ? { exact: true, value: page.length }
    : {
        exact: false,
        value: Math.max(await plannedRows(Prisma.sql`SELECT 1 FROM "Order" o WHERE ${and(base)}`), page.length + 1),
      };
  const first = page[0];
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => toListOrder(r, now)),
    next: !atEnd && last ? encodeCursor(last.k, last.id) : null,
    prev: !atStart && first ? encodeCursor(first.k, first.id) : null,
    atStart,
    atEnd,
    count,
  };
}
