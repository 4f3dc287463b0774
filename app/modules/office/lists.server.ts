import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { productCardSelect, toProductCard, type ProductCardRow } from "~/modules/catalog/cards.server";
import type { ProductCardData } from "~/modules/catalog/types";
import { stockStatusWhere } from "~/modules/inventory/inventory.server";
import { stockStatus, type StockStatus } from "~/modules/inventory/stock-status";
import { delayedCandidatesBefore, isDelayed } from "~/modules/orders/delay";
import { reviewAuthor } from "~/modules/reviews/reviews.server";
import type { ReviewsQuery } from "~/modules/reviews/schemas";
import { PAGE_SIZE, type InventoryQuery, type OrdersQuery } from "./schemas";

/**
 * The back office's read-only lists: products, inventory, customers, reviews, orders. Every
 * figure comes from the database; nothing here writes. Dates travel as ISO strings.
 */

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

function paging(page: number) {
  return { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE };
}

/** One page of a list: its rows and the count of all matches, read together. */
async function pageOf<T>(page: number, rows: Promise<T[]>, total: Promise<number>): Promise<Paged<T>> {
  const [r, n] = await Promise.all([rows, total]);
  return { rows: r, total: n, page, pageCount: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

// ---------------------------------------------------------------------------------------------
// Products and inventory

/** A product in the staff tables: the catalogue card's figures and the stock status. */
export type OfficeProductRow = Pick<
  ProductCardData,
  "id" | "pid" | "slug" | "title" | "brand" | "category" | "priceCents" | "originalPriceCents" | "stock"
> & { status: StockStatus };

function toOfficeProduct(p: ProductCardRow): OfficeProductRow {
  const { id, pid, slug, title, brand, category, priceCents, originalPriceCents, stock } = toProductCard(p);
  return { id, pid, slug, title, brand, category, priceCents, originalPriceCents, stock, status: stockStatus(stock) };
}

/** Products matching `where`, in table shape, in the order and slice asked for. */
export async function officeProducts(
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  slice: { skip?: number; take: number },
): Promise<OfficeProductRow[]> {
  const rows = await db().product.findMany({ where, select: productCardSelect, orderBy, ...slice });
  return rows.map(toOfficeProduct);
}

/** Search by pid, title, brand or category (any case); empty matches everything. */
function productSearch(q: string | undefined): Prisma.ProductWhereInput {
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" as const };
  return {
    OR: [{ pid: contains }, { title: contains }, { brand: { name: contains } }, { category: { name: contains } }],
  };
}

/** An inventory row: the product, its stock, its own low-stock threshold and the status by it. */
export interface InventoryRow {
  id: string;
  pid: string;
  slug: string;
  title: string;
  brand: string;
  category: string;
  stock: number;
  threshold: number;
  status: StockStatus;
}

export interface InventoryList extends Paged<InventoryRow> {
  /** Products per stock status over the whole catalogue (not only the search). */
  counts: Record<StockStatus, number>;
}

const inventorySelect = {
  id: true,
  pid: true,
  slug: true,
  title: true,
  stock: true,
  lowStockThreshold: true,
  brand: { select: { name: true } },
  category: { select: { name: true } },
} satisfies Prisma.ProductSelect;

/**
 * The inventory table: search, status filter (out / low / in, by each product's own threshold),
 * lowest stock first. Names in the catalogue's base language (the staff's working names).
 */
export async function listInventory(query: InventoryQuery): Promise<InventoryList> {
  const where: Prisma.ProductWhereInput = {
    ...productSearch(query.q),
    ...(query.status ? stockStatusWhere(query.status) : {}),
  };
  const rows = db()
    .product.findMany({
      where,
      select: inventorySelect,
      orderBy: [{ stock: "asc" }, { title: "asc" }, { id: "asc" }],
      ...paging(query.page),
    })
    .then((products) =>
      products.map(({ lowStockThreshold, brand, category, ...p }) => ({
        ...p,
        brand: brand.name,
        category: category.name,
        threshold: lowStockThreshold,
        status: stockStatus(p.stock, lowStockThreshold),
      })),
    );
  const [list, counts] = await Promise.all([pageOf(query.page, rows, db().product.count({ where })), stockCounts()]);
  return { ...list, counts };
}

/** How many products are out of stock, low, and in stock (each by its own threshold). */
export async function stockCounts(): Promise<Record<StockStatus, number>> {
  const [out, low, inStock] = await Promise.all(
    (["out", "low", "in"] as const).map((s) => db().product.count({ where: stockStatusWhere(s) })),
  );
  return { out, low, in: inStock };
}

// ---------------------------------------------------------------------------------------------
// Reviews

export interface OfficeReviewRow {
  id: string;
  productId: string;
  productTitle: string;
  productSlug: string;
  /** The reviewer's first name; null is shown as "Anonymous". */
  author: string | null;
  /** The reviewer's e-mail (the admin view of the spec); null for an erased or missing account. */
  email: string | null;
  rating: number;
  comment: string;
  published: boolean;
  createdAt: string;
}

/** The reviews list: search (words or product title), one product, a rating, published or hidden; newest first. */
export async function listReviews(query: ReviewsQuery): Promise<Paged<OfficeReviewRow>> {
  const where: Prisma.ReviewWhereInput = {
    ...(query.q
      ? {
          OR: [
            { comment: { contains: query.q, mode: "insensitive" } },
            { product: { title: { contains: query.q, mode: "insensitive" } } },
          ],
        }
      : {}),
    ...(query.product ? { productId: query.product } : {}),
    ...(query.rating ? { rating: query.rating } : {}),
    ...(query.state ? { published: query.state === "published" } : {}),
  };
  const rows = db()
    .review.findMany({
      where,
      select: {
        id: true,
        rating: true,
        comment: true,
        published: true,
        createdAt: true,
        authorName: true,
        user: { select: { fname: true, email: true, deletedAt: true } },
        product: { select: { id: true, title: true, slug: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...paging(query.page),
    })
    .then((reviews) =>
      reviews.map((r) => ({
        id: r.id,
        productId: r.product.id,
        productTitle: r.product.title,
        productSlug: r.product.slug,
        author: reviewAuthor(r),
        email: r.user && !r.user.deletedAt ? r.user.email : null,
        rating: r.rating,
        comment: r.comment,
        published: r.published,
        createdAt: r.createdAt.toISOString(),
      })),
    );
  return pageOf(query.page, rows, db().review.count({ where }));
}

// ---------------------------------------------------------------------------------------------
// Orders

export interface OfficeOrderRow {
  id: string;
  oid: string;
  customer: string;
  email: string;
  guest: boolean;
  status: OrderStatus;
  totalCents: number;
  itemCount: number;
  createdAt: string;
  delayed: boolean;
  /** Why the order needs a person (its payment), as a key of office `orders.review.*`; null when fine. */
  review: string | null;
}

const REVIEW_KINDS = ["amount_mismatch", "late_payment", "refund_due", "payment_still_processing", "partial_transfer"];

/** The kind of a stored review reason ("amount_mismatch: expected 1200 EUR…" → "amount_mismatch"). */
export function reviewKind(flagged: boolean, reason: string | null): string | null {
  if (!flagged) return null;
  const kind = (reason ?? "").split(":")[0].trim().replace(/\s+/g, "_");
  return REVIEW_KINDS.includes(kind) ? kind : "other";
}

const officeOrderSelect = {
  id: true,
  oid: true,
  email: true,
  guestName: true,
  shipName: true,
  status: true,
  totalCents: true,
  createdAt: true,
  flaggedForReview: true,
  reviewReason: true,
  user: { select: { fname: true, lname: true, deletedAt: true } },
  lines: { select: { quantity: true } },
} satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof officeOrderSelect }>;

function toOfficeOrder(o: OrderRow, now: Date): OfficeOrderRow {
  const account = o.user && !o.user.deletedAt ? `${o.user.fname} ${o.user.lname}`.trim() : "";
  return {
    id: o.id,
    oid: o.oid,
    customer: account || o.guestName || o.shipName,
    email: o.email,
    guest: !o.user,
    status: o.status,
    totalCents: o.totalCents,
    itemCount: o.lines.reduce((sum, l) => sum + l.quantity, 0),
    createdAt: o.createdAt.toISOString(),
    delayed: isDelayed(o.createdAt, o.status, now),
    review: reviewKind(o.flaggedForReview, o.reviewReason),
  };
}

/** Orders in table shape, as `args` picks and sorts them. */
async function officeOrders(args: Omit<Prisma.OrderFindManyArgs, "select" | "include">, now: Date) {
  const rows = await db().order.findMany({ ...args, select: officeOrderSelect });
  return rows.map((o) => toOfficeOrder(o, now));
}

const NEWEST_FIRST = [{ createdAt: "desc" }, { oid: "desc" }] satisfies Prisma.OrderOrderByWithRelationInput[];

/** The newest orders. */
export async function latestOrders(limit = 10, now: Date = new Date()): Promise<OfficeOrderRow[]> {
  return officeOrders({ orderBy: NEWEST_FIRST, take: limit }, now);
}

/** Orders whose id contains the text typed (SAT-10006, 10006, 006 …), newest first. */
export async function ordersByOid(oid: string, now: Date = new Date()): Promise<OfficeOrderRow[]> {
  if (!oid) return [];
  return officeOrders({ where: { oid: { contains: oid, mode: "insensitive" } }, orderBy: NEWEST_FIRST, take: 50 }, now);
}

/** Delayed orders (not delivered, more than 7 weekdays old), oldest first. */
export async function delayedOrders(now: Date = new Date(), limit = 200): Promise<OfficeOrderRow[]> {
  const candidates = await officeOrders(
    {
      where: {
        status: { in: ["pending", "processing", "shipped"] },
        createdAt: { lt: delayedCandidatesBefore(now) },
      },
      orderBy: [{ createdAt: "asc" }, { oid: "asc" }],
    },
    now,
  );
  return candidates.filter((o) => o.delayed).slice(0, limit);
}

/** One of the three views of the orders page (SPEC "Orders": Latest 10, OID Wise, Delayed Orders). */
export async function listOrders(query: OrdersQuery, now: Date = new Date()): Promise<OfficeOrderRow[]> {
  if (query.view === "oid") return ordersByOid(query.oid ?? "", now);
  if (query.view === "delayed") return delayedOrders(now);
  return latestOrders(10, now);
}
