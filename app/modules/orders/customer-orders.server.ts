import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { notifyOrderStatus } from "~/modules/notifications/notifications.server";
import { attemptToken, cancelAtProviders, closeOpenPayments } from "~/modules/payments/attempts.server";
import { explainOrderChange } from "./order-history.server";
import { ownOrdersWhere, type OrderViewer } from "./ownership.server";
import { cancelAndRestock } from "./stock.server";
import { withdrawalPeriod } from "~/modules/withdrawal/period";

/**
 * The shopper's own orders (account area): the orders placed with the account, and the guest
 * orders placed with the account's e-mail once that e-mail is verified (ownership.server.ts holds
 * the rule). A shopper may cancel an order only while it is pending or processing (SPEC section 4).
 */

/** Who is asking: the account, its e-mail and whether that e-mail is verified. */
export type Shopper = OrderViewer;

export const CANCELLABLE: readonly OrderStatus[] = ["pending", "processing"];
export const ORDERS_PAGE = 50;

export function canShopperCancel(status: OrderStatus) {
  return CANCELLABLE.includes(status);
}

export interface ShopperOrder {
  oid: string;
  status: OrderStatus;
  createdAt: string;
  subtotalCents: number;
  discountCents: number;
  /** The discount code the order was placed with (issue 14), or null. */
  discountCode: string | null;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  currency: string;
  cancellable: boolean;
  /** The order still waits for its payment: the buyer can go back to the provider's page with this. */
  payment: { token: string; reservedUntil: string } | null;
  placedAsGuest: boolean;
  shipTo: { name: string; street: string; city: string; postalCode: string; country: string };
  shipment: { carrier: string | null; awb: string } | null;
  /**
   * The withdrawal function (withdrawal/period.ts): when it was requested, else whether it is
   * open (until a day, YYYY-MM-DD, or null before delivery) or ended (on a day, or null when there
   * is nothing left to withdraw from: cancelled, returned, refunded).
   */
  withdrawal: { requestedAt: string | null; open: boolean; until: string | null; ended: string | null };
  lines: {
    id: string;
    title: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    imageUrl: string | null;
    productSlug: string | null;
  }[];
}

const orderSelect = {
  oid: true,
  userId: true,
  status: true,
  createdAt: true,
  subtotalCents: true,
  discountCents: true,
  discountCode: true,
  shippingCents: true,
  reservationExpires: true,
  payments: {
    where: { status: { in: ["pending", "awaiting_customer"] } },
    select: { id: true },
    orderBy: { createdAt: "desc" },
    take: 1,
  },
  vatCents: true,
  totalCents: true,
  currency: true,
  shipName: true,
  shipStreet: true,
  shipCity: true,
  shipPostalCode: true,
  shipCountry: true,
  carrier: true,
  awb: true,
  deliveredAt: true,
  updatedAt: true,
  refundedCents: true,
  withdrawal: { select: { createdAt: true } },
  lines: {
    select: {
      id: true,
      title: true,
      quantity: true,
      unitPriceCents: true,
      lineTotalCents: true,
      imageUrl: true,
      product: { select: { slug: true } },
    },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

function toShopperOrder(o: OrderRow): ShopperOrder {
  const sent = o.status === "shipped" || o.status === "delivered";
  const period = withdrawalPeriod(o);
  return {
    oid: o.oid,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    subtotalCents: o.subtotalCents,
    discountCents: o.discountCents,
    discountCode: o.discountCode,
    shippingCents: o.shippingCents,
    vatCents: o.vatCents,
    totalCents: o.totalCents,
    currency: o.currency,
    cancellable: canShopperCancel(o.status),
    payment:
      o.status === "pending" && o.payments[0] && o.reservationExpires
        ? { token: attemptToken(o.payments[0].id), reservedUntil: o.reservationExpires.toISOString() }
        : null,
    placedAsGuest: o.userId === null,
    shipTo: {
      name: o.shipName,
      street: o.shipStreet,
      city: o.shipCity,
      postalCode: o.shipPostalCode,
      country: o.shipCountry,
    },
    shipment: sent && o.awb ? { carrier: o.carrier, awb: o.awb } : null,
    withdrawal: {
      requestedAt: o.withdrawal?.createdAt.toISOString() ?? null,
      open: period.open,
      until: period.open ? period.until : null,
      ended: !period.open && period.reason === "expired" ? period.ended : null,
    },
    lines: o.lines.map((l) => ({
      id: l.id,
      title: l.title,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
      imageUrl: l.imageUrl,
      productSlug: l.product?.slug ?? null,
    })),
  };
}

/** The shopper's orders, newest first. */
export async function listOrdersForUser(shopper: Shopper, limit = ORDERS_PAGE): Promise<ShopperOrder[]> {
  const rows = await db().order.findMany({
    where: ownOrdersWhere(shopper),
    orderBy: [{ createdAt: "desc" }, { oid: "desc" }],
    take: limit,
    select: orderSelect,
  });
  return rows.map(toShopperOrder);
}

/** One of the shopper's orders by its reference (SAT-10006), or null when it is not theirs. */
export async function findOrderForUser(shopper: Shopper, oid: string): Promise<ShopperOrder | null> {
  const row = await db().order.findFirst({ where: { AND: [{ oid }, ownOrdersWhere(shopper)] }, select: orderSelect });
  return row ? toShopperOrder(row) : null;
}

export type CancelOutcome =
  | { ok: true; oid: string }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_cancellable"; status: OrderStatus };

/**
 * Cancels one of the shopper's orders and puts its units back on the shelf, in one transaction.
 * The status change is conditional (still pending or processing), so two cancels at once, or a
 * cancel racing a shipment, return the stock at most once. Records an audit event and tells the
 * shopper. Another shopper's order: not_found, nothing changes.
 */
export async function cancelOrderByShopper(
  shopper: Shopper,
  oid: string,
  context: { ip?: string | null } = {},
): Promise<CancelOutcome> {
  let closed: { provider: string; providerRef: string | null }[] = [];
  const outcome = await db().$transaction(async (tx): Promise<CancelOutcome> => {
    const order = await tx.order.findFirst({
      where: { AND: [{ oid }, ownOrdersWhere(shopper)] },
      select: {
        id: true,
        oid: true,
        status: true,
        userId: true,
        email: true,
      },
    });
    if (!order) return { ok: false, reason: "not_found" } as const;
    await explainOrderChange(tx, "shopper", shopper.id);
    const ended = await cancelAndRestock(tx, order.id, CANCELLABLE, { actorId: shopper.id });
    if (!ended.cancelled) {
      const now = await tx.order.findUnique({ where: { id: order.id }, select: { status: true } });
      return { ok: false, reason: "not_cancellable", status: now?.status ?? order.status } as const;
    }
    // A payment still open for it can no longer complete it (a later "paid" is flagged for a refund).
    closed = await closeOpenPayments(tx, order.id);
    const units = ended.restocked;
    await tx.auditEvent.create({
      data: {
        actorId: shopper.id,
        action: "order.cancel",
        entity: "Order",
        entityId: order.id,
        data: { oid: order.oid, from: order.status, by: "shopper", restocked: units },
        ip: context.ip ?? null,
      },
    });
    await notifyOrderStatus(
      { oid: order.oid, status: "cancelled", userId: order.userId ?? shopper.id, email: order.email },
      tx,
    );
    return { ok: true, oid: order.oid } as const;
  });
  // The product pages show stock: the returned units are visible at once.
  if (outcome.ok) {
    invalidateProductPages();
    await cancelAtProviders(closed);
  }
  return outcome;
}
