import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { and, plannedRows } from "~/lib/sql.server";
import { productCardSelect, toProductCard } from "../cards.server";
import { countProducts } from "../facet-counts.server";
import { queryWords } from "../search.server";
import type { StockStatus } from "../rules";
import type { ProductListQuery, ProductSort } from "./schemas";

/**
 * The staff products table (SPEC "Admin pages › Products", the manage table): search by pid or
 * title, filters, sorts, and keyset pagination: a page is "the 50 rows after (or before) this
 * one" in an indexed order, so the last of 100,000 products costs what the first does (measured
 * by tests/bench/office-products.mjs). The cursor is the row's sort value and its id.
 */

export const PRODUCT_PAGE_SIZE = 50;
/**
 * Matches of a search counted one by one, at most; past it (or when the planner expects more) the
 * count is the planner's estimate.
 */
const COUNT_BOUND = 2_000;

export interface StaffProductRow {
  id: string;
  pid: string;
  slug: string;
  title: string;
  brand: string;
  category: string;
  priceCents: number;
  originalPriceCents: number;
  stock: number;
  status: StockStatus;
  published: boolean;
}

export interface StaffProductList {
  rows: StaffProductRow[];
  total: number;
  /** False when `total` is the planner's estimate (a search matching thousands): "about N". */
  totalExact: boolean;
  /** Counted to COUNT_BOUND and past it (the planner expected fewer): "more than `total`". */
  totalOver: boolean;
  /** Cursors of the neighbouring pages; null at either end. */
  next: string | null;
  prev: string | null;
  atStart: boolean;
  atEnd: boolean;
}

/** Each sort: its key expression (with a matching index, see the office_products migration) and direction. */
const SORTS: Record<ProductSort, { key: Prisma.Sql; desc: boolean; kind: "date" | "text" | "int" }> = {
  newest: { key: Prisma.sql`p."createdAt"`, desc: true, kind: "date" },
  oldest: { key: Prisma.sql`p."createdAt"`, desc: false, kind: "date" },
  title: { key: Prisma.sql`p."title"`, desc: false, kind: "text" },
  "price-asc": {
    key: Prisma.sql`COALESCE(p."discountedPriceCents", p."originalPriceCents")`,
    desc: false,
    kind: "int",
  },
  "price-desc": {
    key: Prisma.sql`COALESCE(p."discountedPriceCents", p."originalPriceCents")`,
    desc: true,
    kind: "int",
  },
  "stock-asc": { key: Prisma.sql`p."stock"`, desc: false, kind: "int" },
  "stock-desc": { key: Prisma.sql`p."stock"`, desc: true, kind: "int" },
};

type Cursor = [string | number, string];

export function encodeCursor(value: string | number | Date, id: string): string {
  const v = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([v, id])).toString("base64url");
}

function decodeCursor(text: string | undefined, kind: "date" | "text" | "int"): Cursor | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(v) || v.length !== 2 || typeof v[1] !== "string") return null;
    if (kind === "int" && !Number.isInteger(v[0])) return null;
    if (kind !== "int" && typeof v[0] !== "string") return null;
    if (kind === "date" && Number.isNaN(Date.parse(v[0] as string))) return null;
    return [v[0] as string | number, v[1]];
  } catch {
    return null;
  }
}

function keyValue(kind: "date" | "text" | "int", v: string | number) {
  // Timestamps are stored in UTC without a zone: compare with the same text, zone dropped.
  if (kind === "date") return Prisma.sql`${String(v).replace(/Z$/, "")}::timestamp`;
  if (kind === "int") return Prisma.sql`${v}::int`;
  return Prisma.sql`${v}::text`;
}

function filters(q: ProductListQuery): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (q.q) {
    // Every typed word as the start of a word of the product (title, description, names, in any
    // language, accents dropped), through the stored search vector's GIN index and its statistics
    // (a common word is then read in the table's order: 16 ms at a million products, where a
    // substring LIKE read every row); a pid is found whole through its unique index.
    const words = queryWords(q.q);
    const pid = q.q.trim();
    const byPid = Prisma.sql`p."pid" IN (${pid}, ${pid.toUpperCase()})`;
    const prefixes = words.map((w) => `${w}:*`).join(" & ");
    where.push(words.length ? Prisma.sql`(p."searchVector" @@ to_tsquery('simple', ${prefixes}) OR ${byPid})` : byPid);
  }
  if (q.category) where.push(Prisma.sql`p."categoryId" = ${q.category}`);
  if (q.subcategory) where.push(Prisma.sql`p."subcategoryId" = ${q.subcategory}`);
  if (q.brand) where.push(Prisma.sql`p."brandId" = ${q.brand}`);
  if (q.stock === "out") where.push(Prisma.sql`p."stock" <= 0`);
  if (q.stock === "low") where.push(Prisma.sql`p."stock" > 0 AND p."stock" <= p."lowStockThreshold"`);
  if (q.stock === "in") where.push(Prisma.sql`p."stock" > p."lowStockThreshold"`);
  if (q.state) where.push(Prisma.sql`p."published" = ${q.state === "published"}`);
  return where;
}

/** An estimate as shown: two significant figures (427,867 → 430,000). */
const roughly = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / unit) * unit;
};

/**
 * How many products match: from the maintained counts (facet-counts.server.ts) when the filters
 * are ones they keep (category, subcategory, brand, published state, sold out), else counted up
 * to COUNT_BOUND ("more than N" past it). A search the planner expects to match more than that is
 * not counted at all: its estimate is shown as such ("about N"). Counting even a bounded number of
 * matches of a word most titles hold read the whole trigram index first (462 ms at a million
 * products).
 */
async function countStaffProducts(
  q: ProductListQuery,
  base: Prisma.Sql[],
): Promise<{ n: number; exact: boolean; over: boolean }> {
  if (!q.q && (q.stock === undefined || q.stock === "out")) {
    const n = await countProducts({
      categoryIds: q.category ? [q.category] : null,
      subcategoryId: q.subcategory ?? null,
      brandIds: q.brand ? [q.brand] : null,
      published: q.state ? q.state === "published" : undefined,
      inStock: q.stock === "out" ? false : undefined,
    });
    return { n, exact: true, over: false };
  }
  const estimate = await plannedRows(Prisma.sql`SELECT 1 FROM "Product" p WHERE ${and(base)}`);
  if (estimate > COUNT_BOUND) return { n: roughly(estimate), exact: false, over: false };
  const [row] = await db().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM "Product" p WHERE ${and(base)} LIMIT ${COUNT_BOUND + 1}) c`;
  const n = row?.n ?? 0;
  // Past the bound the count says only that (an estimate under it was wrong): "more than 2,000".
  return n <= COUNT_BOUND ? { n, exact: true, over: false } : { n: COUNT_BOUND, exact: false, over: true };
}

export async function listStaffProducts(q: ProductListQuery): Promise<StaffProductList> {
  const sort = SORTS[q.sort];
  const base = filters(q);
  const after = decodeCursor(q.after, sort.kind);
  const before = after ? null : decodeCursor(q.before, sort.kind);
  // Reading backwards (a previous page, or the last one) flips the order, then the rows are flipped back.
  const backwards = !!before || (!after && q.at === "last");
  const desc = sort.desc !== backwards;
  const cursor = after ?? before;
  const where = [...base];
  if (cursor) {
    const cmp = desc ? Prisma.sql`<` : Prisma.sql`>`;
    where.push(Prisma.sql`(${sort.key}, p."id") ${cmp} (${keyValue(sort.kind, cursor[0])}, ${cursor[1]})`);
  }
  const dir = desc ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const [ids, total] = await Promise.all([
    db().$queryRaw<{ id: string; k: Date | string | number }[]>`
      SELECT p."id", ${sort.key} AS k FROM "Product" p
      WHERE ${and(where)}
      ORDER BY ${sort.key} ${dir}, p."id" ${dir}
      LIMIT ${PRODUCT_PAGE_SIZE + 1}`,
    countStaffProducts(q, base),
  ]);
  const more = ids.length > PRODUCT_PAGE_SIZE;
  const page = ids.slice(0, PRODUCT_PAGE_SIZE);
  if (backwards) page.reverse();
  const rows = await db().product.findMany({
    where: { id: { in: page.map((r) => r.id) } },
    select: { ...productCardSelect, published: true, lowStockThreshold: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = page.flatMap((r) => {
    const row = byId.get(r.id);
    if (!row) return [];
    const card = toProductCard(row);
    const status: StockStatus = row.stock <= 0 ? "out" : row.stock <= row.lowStockThreshold ? "low" : "in";
    return [
      {
        id: card.id,
        pid: card.pid,
        slug: card.slug,
        title: card.title,
        brand: card.brand,
        category: card.category,
        priceCents: card.priceCents,
        originalPriceCents: card.originalPriceCents,
        stock: card.stock,
        status,
        published: row.published,
      },
    ];
  });
  const first = page[0];
  const last = page[page.length - 1];
  // Forwards: more rows after; a cursor means rows before. Backwards: the other way round.
  const atStart = backwards ? !more : !after;
  const atEnd = backwards ? !before : !more;
  // Everything on one page: its rows are the exact count.
  const everything = atStart && atEnd;
  return {
    rows: list,
    total: everything ? list.length : total.n,
    totalExact: everything || total.exact,
    totalOver: !everything && total.over,
    next: !atEnd && last ? encodeCursor(last.k, last.id) : null,
    prev: !atStart && first ? encodeCursor(first.k, first.id) : null,
    atStart,
    atEnd,
  };
}
