import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { formatEUR } from "~/lib/money";
import type { Role } from "~/modules/accounts/schemas";
import type { ApiPage, ApiPageSizes } from "~/modules/office/schemas";
import { ownOrdersWhere, type OrderViewer } from "./ownership.server";

/**
 * GET /api/sattva-orders (SPEC section 7 "Orders"): every order for staff; for a shopper only
 * their own, matched by account or by a guest order placed with their account's e-mail once that
 * e-mail is verified (SPEC section 6: "Shoppers see only their own orders, matched by email on the
 * order's user or its guest email"; issue 3: "by guest e-mail once verified").
 */

/** GET /api/sattva-orders: up to 200 orders a page, 100 by default. */
export const ORDERS_API_PAGE: ApiPageSizes = { maxLimit: 200, defaultLimit: 100 };

export interface Money {
  cents: number;
  formatted: string;
}

export interface ApiOrder {
  _id: string;
  oid: string;
  status: OrderStatus;
  user: { fname: string; lname: string; email: string } | null;
  guestName: string | null;
  guestEmail: string | null;
  shippingAddress: { name: string; street: string; city: string; state: string; postalCode: string; country: string };
  totals: { subtotal: Money; shipping: Money; vat: Money; total: Money };
  /** The spec's totalPrice, in euros. */
  totalPrice: number;
  currency: string;
  lines: { productId: string | null; title: string; quantity: number; unitPrice: Money; lineTotal: Money }[];
  createdAt: string;
}

const apiOrderSelect = {
  id: true,
  oid: true,
  status: true,
  guestName: true,
  guestEmail: true,
  shipName: true,
  shipStreet: true,
  shipCity: true,
  shipState: true,
  shipPostalCode: true,
  shipCountry: true,
  subtotalCents: true,
  shippingCents: true,
  vatCents: true,
  totalCents: true,
  currency: true,
  createdAt: true,
  user: { select: { fname: true, lname: true, email: true, deletedAt: true } },
  lines: {
    select: { productId: true, title: true, quantity: true, unitPriceCents: true, lineTotalCents: true },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.OrderSelect;

type ApiOrderRow = Prisma.OrderGetPayload<{ select: typeof apiOrderSelect }>;

function toApiOrder(o: ApiOrderRow, lng: string): ApiOrder {
  const money = (cents: number): Money => ({ cents, formatted: formatEUR(cents, lng) });
  return {
    _id: o.id,
    oid: o.oid,
    status: o.status,
    user: o.user && !o.user.deletedAt ? { fname: o.user.fname, lname: o.user.lname, email: o.user.email } : null,
    guestName: o.guestName,
    guestEmail: o.guestEmail,
    shippingAddress: {
      name: o.shipName,
      street: o.shipStreet,
      city: o.shipCity,
      state: o.shipState,
      postalCode: o.shipPostalCode,
      country: o.shipCountry,
    },
    totals: {
      subtotal: money(o.subtotalCents),
      shipping: money(o.shippingCents),
      vat: money(o.vatCents),
      total: money(o.totalCents),
    },
    totalPrice: o.totalCents / 100,
    currency: o.currency,
    lines: o.lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceCents),
      lineTotal: money(l.lineTotalCents),
    })),
    createdAt: o.createdAt.toISOString(),
  };
}

export interface OrdersViewer extends OrderViewer {
  role: Role;
}

/** Which orders a caller may see: all for staff, their own for a shopper (ownership.server.ts). */
export function ordersVisibleTo(viewer: OrdersViewer): Prisma.OrderWhereInput {
  if (viewer.role === "admin" || viewer.role === "manager") return {};
  return ownOrdersWhere(viewer);
}

/** One page of the orders a caller may see, newest first. */
export async function listApiOrders(viewer: OrdersViewer, query: ApiPage, lng: string) {
  const where = ordersVisibleTo(viewer);
  const [rows, total] = await Promise.all([
    db().order.findMany({
      where,
      select: apiOrderSelect,
      orderBy: [{ createdAt: "desc" }, { oid: "desc" }],
      skip: query.offset,
      take: query.limit,
    }),
    db().order.count({ where }),
  ]);
  return { data: rows.map((o) => toApiOrder(o, lng)), total };
}

/** One order in the list's shape (the create and update answers of the orders API), or null. */
export async function findApiOrder(orderId: string, lng: string): Promise<ApiOrder | null> {
  const row = await db().order.findUnique({ where: { id: orderId }, select: apiOrderSelect });
  return row ? toApiOrder(row, lng) : null;
}
