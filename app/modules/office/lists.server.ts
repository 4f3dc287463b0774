import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { publicUserSelect, type PublicUser } from "~/modules/accounts/users.server";
import { effectivePriceCents } from "~/modules/catalog/rules";
import { stockRange, stockStatus, type StockStatus } from "~/modules/inventory/stock-status";
import { delayedCandidatesBefore, isDelayed } from "~/modules/orders/delay";
import { reviewAuthor } from "~/modules/reviews/reviews.server";
import { PAGE_SIZE, type InventoryQuery, type ListQuery, type OrdersQuery } from "./schemas";

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

function paged<T>(rows: T[], total: number, page: number): Paged<T> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

// ---------------------------------------------------------------------------------------------
// Products and inventory

export interface OfficeProductRow {
  id: string;
  pid: string;
  slug: string;
  title: string;
  brand: string;
  category: string;
  /** The price a shopper pays now (the discounted one when there is one). */
  priceCents: number;
  originalPriceCents: number;
  stock: number;
  status: StockStatus;
}

export const officeProductSelect = {
  id: true,
  pid: true,
  slug: true,
  title: true,
  originalPriceCents: true,
  discountedPriceCents: true,
  stock: true,
  brand: { select: { name: true } },
  category: { select: { name: true } },
} satisfies Prisma.ProductSelect;

type ProductRow = Prisma.ProductGetPayload<{ select: typeof officeProductSelect }>;

export function toOfficeProduct(p: ProductRow): OfficeProductRow {
  return {
    id: p.id,
    pid: p.pid,
    slug: p.slug,
    title: p.title,
    brand: p.brand.name,
    category: p.category.name,
    priceCents: effectivePriceCents(p),
    originalPriceCents: p.originalPriceCents,
    stock: p.stock,
    status: stockStatus(p.stock),
  };
}

/** Search by pid, title, brand or category (any case); empty matches everything. */
function productSearch(q: string | undefined): Prisma.ProductWhereInput {
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" as const };
  return {
    OR: [{ pid: contains }, { title: contains }, { brand: { name: contains } }, { category: { name: contains } }],
  };
}

/** The products table (SPEC "Products": the manage table), newest first. */
export async function listProducts(query: ListQuery): Promise<Paged<OfficeProductRow>> {
  const where = productSearch(query.q);
  const [rows, total] = await Promise.all([
    db().product.findMany({
      where,
      select: officeProductSelect,
      orderBy: [{ createdAt: "desc" }, { pid: "asc" }],
      ...paging(query.page),
    }),
    db().product.count({ where }),
  ]);
  return paged(rows.map(toOfficeProduct), total, query.page);
}

export interface InventoryList extends Paged<OfficeProductRow> {
  /** Products per stock status over the whole catalogue (not only the search). */
  counts: Record<StockStatus, number>;
}

/** The inventory table: search, status filter (out / low / in), lowest stock first. */
export async function listInventory(query: InventoryQuery): Promise<InventoryList> {
  const where: Prisma.ProductWhereInput = {
    ...productSearch(query.q),
    ...(query.status ? { stock: stockRange(query.status) } : {}),
  };
  const [rows, total, counts] = await Promise.all([
    db().product.findMany({
      where,
      select: officeProductSelect,
      orderBy: [{ stock: "asc" }, { title: "asc" }],
      ...paging(query.page),
    }),
    db().product.count({ where }),
    stockCounts(),
  ]);
  return { ...paged(rows.map(toOfficeProduct), total, query.page), counts };
}

/** How many products are out of stock, low, and in stock. */
export async function stockCounts(): Promise<Record<StockStatus, number>> {
  const [out, low, inStock] = await Promise.all(
    (["out", "low", "in"] as const).map((s) => db().product.count({ where: { stock: stockRange(s) } })),
  );
  return { out, low, in: inStock };
}

// ---------------------------------------------------------------------------------------------
// Customers and users

export type OfficeUserRow = Pick<PublicUser, "id" | "fname" | "lname" | "email" | "country" | "role"> & {
  createdAt: string;
};

function userSearch(q: string | undefined): Prisma.UserWhereInput {
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" as const };
  return { OR: [{ fname: contains }, { lname: contains }, { email: contains }] };
}

/** Accounts that still exist (erased ones are left out), newest first; never password material. */
export async function listUsers(query: ListQuery): Promise<Paged<OfficeUserRow>> {
  const where: Prisma.UserWhereInput = { deletedAt: null, ...userSearch(query.q) };
  const [rows, total] = await Promise.all([
    db().user.findMany({
      where,
      select: { id: true, fname: true, lname: true, email: true, country: true, role: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { email: "asc" }],
      ...paging(query.page),
    }),
    db().user.count({ where }),
  ]);
  return paged(
    rows.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    total,
    query.page,
  );
}

/** The staff member's own record (profile, account and settings pages). */
export async function staffAccount(userId: string) {
  const [user, sessions] = await Promise.all([
    db().user.findFirst({ where: { id: userId, deletedAt: null }, select: publicUserSelect }),
    db().session.findMany({
      where: { userId, expiresAt: { gt: new Date() } },
      select: { id: true, createdAt: true, lastSeenAt: true },
      orderBy: { lastSeenAt: "desc" },
    }),
  ]);
  if (!user) return null;
  return {
    user: { ...(user as PublicUser), createdAt: user.createdAt.toISOString() },
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Reviews

export interface OfficeReviewRow {
  id: string;
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

export async function listReviews(query: ListQuery): Promise<Paged<OfficeReviewRow>> {
  const where: Prisma.ReviewWhereInput = query.q
    ? {
        OR: [
          { comment: { contains: query.q, mode: "insensitive" } },
          { product: { title: { contains: query.q, mode: "insensitive" } } },
        ],
      }
    : {};
  const [rows, total] = await Promise.all([
    db().review.findMany({
      where,
      select: {
        id: true,
        rating: true,
        comment: true,
        published: true,
        createdAt: true,
        authorName: true,
        user: { select: { fname: true, email: true, deletedAt: true } },
        product: { select: { title: true, slug: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...paging(query.page),
    }),
    db().review.count({ where }),
  ]);
  return paged(
    rows.map((r) => ({
      id: r.id,
      productTitle: r.product.title,
      productSlug: r.product.slug,
      author: reviewAuthor(r),
      email: r.user && !r.user.deletedAt ? r.user.email : null,
      rating: r.rating,
      comment: r.comment,
      published: r.published,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    query.page,
  );
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
  };
}

/** The newest orders. */
export async function latestOrders(limit = 10, now: Date = new Date()): Promise<OfficeOrderRow[]> {
  const rows = await db().order.findMany({
    select: officeOrderSelect,
    orderBy: [{ createdAt: "desc" }, { oid: "desc" }],
    take: limit,
  });
  return rows.map((o) => toOfficeOrder(o, now));
}

/** Orders whose id contains the text typed (SAT-10006, 10006, 006 …), newest first. */
export async function ordersByOid(oid: string, now: Date = new Date()): Promise<OfficeOrderRow[]> {
  if (!oid) return [];
  const rows = await db().order.findMany({
    where: { oid: { contains: oid, mode: "insensitive" } },
    select: officeOrderSelect,
    orderBy: [{ createdAt: "desc" }, { oid: "desc" }],
    take: 50,
  });
  return rows.map((o) => toOfficeOrder(o, now));
}

/** Delayed orders (not delivered, more than 7 weekdays old), oldest first. */
export async function delayedOrders(now: Date = new Date(), limit = 200): Promise<OfficeOrderRow[]> {
  const rows = await db().order.findMany({
    where: {
      status: { in: ["pending", "processing", "shipped"] },
      createdAt: { lt: delayedCandidatesBefore(now) },
    },
    select: officeOrderSelect,
    orderBy: [{ createdAt: "asc" }, { oid: "asc" }],
  });
  return rows
    .filter((o) => isDelayed(o.createdAt, o.status, now))
    .slice(0, limit)
    .map((o) => toOfficeOrder(o, now));
}

/** One of the three views of the orders page (SPEC "Orders": Latest 10, OID Wise, Delayed Orders). */
export async function listOrders(query: OrdersQuery, now: Date = new Date()): Promise<OfficeOrderRow[]> {
  if (query.view === "oid") return ordersByOid(query.oid ?? "", now);
  if (query.view === "delayed") return delayedOrders(now);
  return latestOrders(10, now);
}
