import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { jsonError } from "~/lib/json.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { notifyOrderStatus } from "~/modules/notifications/notifications.server";
import { isRecordId } from "~/modules/office/schemas";
import { passwordRefusal } from "~/modules/office/http.server";
import type { PasswordCheck } from "~/modules/office/users-admin.server";
import { cancelAtProviders, closeOpenPayments } from "~/modules/payments/attempts.server";
import { cancelAndRestock, restockOrder, takeUnits, unitsByProduct, type StockShort } from "./stock.server";

/**
 * What staff may do to an order (SPEC section 4 "Order status": "Staff can set any status after a
 * password check"; section 7 "Orders": update and delete), with the stock kept right:
 *
 * - pending, processing, shipped and delivered hold the order's units (reserved, then sold);
 *   cancelled and returned do not. Moving from the first group to the second returns the units
 *   (once: the change is conditional on the status read, so two staff members, or staff and the
 *   expiry job, racing return them at most once) and closes any open payment attempt (a paid one
 *   flags the order for a refund).
 * - Reopening a cancelled or returned order takes its units again, with the same conditional
 *   update as the checkout: when the shelf no longer holds them the change is refused (409,
 *   naming the product and the units left) and nothing is written. The shop never sells stock it
 *   does not have, even on a staff member's say.
 * - Deleting returns a pending or processing order's units first (shipped and delivered units
 *   have left the shop). An order holding money (a payment paid, or in progress at the provider)
 *   is not deleted: it is cancelled instead, which flags the refund; deleting it would lose the
 *   only record of money to give back.
 *
 * Every change is one transaction with its audit record and the shopper's notification.
 */

type Tx = Prisma.TransactionClient;

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "returned"] as const;
const HOLDS_STOCK: readonly OrderStatus[] = ["pending", "processing", "shipped", "delivered"];
/** Units still on the way out of the shop: deleting the order puts them back. */
const RESERVED: readonly OrderStatus[] = ["pending", "processing"];
/** A payment in these holds (or is about to hold) the buyer's money. */
const MONEY_HELD = ["paid", "processing"] as const;

export const holdsStock = (status: OrderStatus) => HOLDS_STOCK.includes(status);

export interface StaffActor {
  id: string;
}

export interface StaffContext {
  ip?: string | null;
}

export type StatusOutcome =
  | { ok: true; orderId: string; oid: string; from: OrderStatus; changed: boolean }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; status: OrderStatus }
  | ({ ok: false; reason: "stock_short" } & StockShort);

class StockRefused extends Error {
  constructor(readonly short: StockShort) {
    super("stock_short");
  }
}

/** Takes the order's units again (a reopened order), in product-id order, each only if the shelf holds it. */
async function retakeStock(tx: Tx, orderId: string, actorId: string): Promise<Record<string, number>> {
  const lines = await tx.orderLine.findMany({ where: { orderId }, select: { productId: true, quantity: true } });
  const units = unitsByProduct(lines);
  // A product deleted since the sale has no shelf to take from: its line stays as sold.
  const refused = await takeUnits(tx, units, { reason: "reopen", orderId, actorId }, { skipMissing: true });
  if (refused && "short" in refused) throw new StockRefused(refused.short);
  return Object.fromEntries(units);
}

/**
 * Sets an order's status for a staff member (the password is checked by the caller). The same
 * status again changes nothing and answers ok (`changed: false`).
 */
export async function setOrderStatusByStaff(
  actor: StaffActor,
  orderId: string,
  status: OrderStatus,
  ctx: StaffContext = {},
): Promise<StatusOutcome> {
  if (!isRecordId(orderId)) return { ok: false, reason: "not_found" };
  let closed: { provider: string; providerRef: string | null }[] = [];
  let stockMoved = false;
  try {
    const outcome = await db().$transaction(async (tx): Promise<StatusOutcome> => {
      const order = await tx.order.findUnique({
        where: { id: orderId },
        select: { id: true, oid: true, status: true, userId: true, email: true },
      });
      if (!order) return { ok: false, reason: "not_found" };
      const from = order.status;
      if (from === status) return { ok: true, orderId, oid: order.oid, from, changed: false };

      let moved: boolean;
      let restocked: Record<string, number> | undefined;
      let taken: Record<string, number> | undefined;
      if (status === "cancelled" && holdsStock(from)) {
        const ended = await cancelAndRestock(tx, orderId, [from], { actorId: actor.id });
        moved = ended.cancelled;
        if (ended.cancelled) restocked = ended.restocked;
      } else {
        const changed = await tx.order.updateMany({
          where: { id: orderId, status: from },
          data: { status, reservationExpires: null },
        });
        moved = changed.count === 1;
        if (moved && holdsStock(from) && !holdsStock(status)) restocked = await restockOrder(tx, orderId, actor.id);
        if (moved && !holdsStock(from) && holdsStock(status)) taken = await retakeStock(tx, orderId, actor.id);
      }
      if (!moved) {
        const now = await tx.order.findUnique({ where: { id: orderId }, select: { status: true } });
        if (!now) return { ok: false, reason: "not_found" };
        // Someone else made the same change first: it is done, and its stock moved once.
        if (now.status === status) return { ok: true, orderId, oid: order.oid, from, changed: false };
        return { ok: false, reason: "conflict", status: now.status };
      }
      if (!holdsStock(status)) closed = await closeOpenPayments(tx, orderId);
      stockMoved = Boolean(restocked || taken);
      await tx.auditEvent.create({
        data: {
          actorId: actor.id,
          action: "order.status",
          entity: "Order",
          entityId: orderId,
          data: {
            oid: order.oid,
            from,
            to: status,
            by: "staff",
            ...(restocked ? { restocked } : {}),
            ...(taken ? { taken } : {}),
          },
          ip: ctx.ip ?? null,
        },
      });
      await notifyOrderStatus({ oid: order.oid, status, userId: order.userId, email: order.email }, tx);
      return { ok: true, orderId, oid: order.oid, from, changed: true };
    });
    if (stockMoved) invalidateProductPages();
    await cancelAtProviders(closed);
    return outcome;
  } catch (error) {
    if (error instanceof StockRefused) return { ok: false, reason: "stock_short", ...error.short };
    throw error;
  }
}

export type DeleteOutcome =
  | { ok: true; orderId: string; oid: string }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; status: OrderStatus }
  | { ok: false; reason: "money_held"; oid: string };

/** Deletes an order for a staff member (the password is checked by the caller). */
export async function deleteOrderByStaff(
  actor: StaffActor,
  orderId: string,
  ctx: StaffContext = {},
): Promise<DeleteOutcome> {
  if (!isRecordId(orderId)) return { ok: false, reason: "not_found" };
  let open: { provider: string; providerRef: string | null }[] = [];
  let restocked = false;
  const outcome = await db().$transaction(async (tx): Promise<DeleteOutcome> => {
    // The order's row, then its payments, locked first (the order in which a notification takes
    // them): one being paid right now either finishes before this reads it, or finds the order gone.
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
    await tx.$queryRaw`SELECT id FROM "Payment" WHERE "orderId" = ${orderId} FOR UPDATE`;
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: {
        oid: true,
        status: true,
        email: true,
        totalCents: true,
        lines: { select: { productId: true, quantity: true } },
        payments: { select: { provider: true, providerRef: true, status: true, amountCents: true } },
      },
    });
    if (!order) return { ok: false, reason: "not_found" };
    if (order.payments.some((p) => (MONEY_HELD as readonly string[]).includes(p.status))) {
      return { ok: false, reason: "money_held", oid: order.oid };
    }
    // Conditional on the status read: a concurrent delete, or a change of status, makes this one a no-op.
    const gone = await tx.order.deleteMany({ where: { id: orderId, status: order.status } });
    if (gone.count === 0) {
      const now = await tx.order.findUnique({ where: { id: orderId }, select: { status: true } });
      return now ? { ok: false, reason: "conflict", status: now.status } : { ok: false, reason: "not_found" };
    }
    const units = RESERVED.includes(order.status) ? unitsByProduct(order.lines) : [];
    for (const [productId, quantity] of units) {
      await tx.product.updateMany({ where: { id: productId }, data: { stock: { increment: quantity } } });
    }
    restocked = units.length > 0;
    open = order.payments.filter((p) => p.status === "pending" || p.status === "awaiting_customer");
    await tx.auditEvent.create({
      data: {
        actorId: actor.id,
        action: "order.delete",
        entity: "Order",
        entityId: orderId,
        // The order is gone: the record keeps what a person may need to trace it.
        data: {
          oid: order.oid,
          status: order.status,
          email: order.email,
          totalCents: order.totalCents,
          payments: order.payments,
          restocked: Object.fromEntries(units),
        },
        ip: ctx.ip ?? null,
      },
    });
    return { ok: true, orderId, oid: order.oid };
  });
  if (restocked) invalidateProductPages();
  // Its provider pages must not take money for an order that no longer exists.
  await cancelAtProviders(open);
  return outcome;
}

/**
 * The staff orders API's answer to a re-entered password that did not pass (SPEC section 6
 * "Admin password checks"): 429 with Retry-After while failures are limited, else 403; null when
 * it passed.
 */
/** The orders API's answer to a re-entered password that did not pass (the spec's order-edit text). */
export function orderPasswordRefusal(check: PasswordCheck): Response | null {
  return passwordRefusal(check, "Incorrect password. Please try again.");
}

/** The orders API's answer to the refusals that updating and deleting share. */
export function orderChangeRefusal(
  outcome: { reason: "not_found" } | { reason: "conflict"; status: string },
): Response {
  if (outcome.reason === "not_found") return jsonError(404, "Order not found.");
  return jsonError(409, `The order changed meanwhile: it is now ${outcome.status}. Reload and try again.`, {
    status: outcome.status,
  });
}

export { findApiOrder } from "./orders-api.server";
