import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { jsonError } from "~/lib/json.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { isRecordId } from "~/modules/office/schemas";
import { passwordRefusal } from "~/modules/office/http.server";
import type { PasswordCheck } from "~/modules/office/users-admin.server";
import { cancelAtProviders } from "~/modules/payments/attempts.server";
import { unitsByProduct } from "./stock.server";
import { applyStaffStatus, type StaffActor, type StaffContext, type StatusOutcome } from "./order-status.server";

/**
 * What the staff JSON API does to orders (SPEC section 4 "Order status": "Staff can set any
 * status after a password check"; section 7 "Orders": update and delete), with the stock kept
 * right. A status change is order-status.server.ts's, the same as the order page's (stock,
 * history, audit, notification and the buyer's mail).
 *
 * - Deleting returns a pending or processing order's units first (shipped and delivered units
 *   have left the shop). An order holding money (a payment paid, or in progress at the provider)
 *   is not deleted: it is cancelled instead, which flags the refund; deleting it would lose the
 *   only record of money to give back.
 */

export { ORDER_STATUSES } from "./status-rules";
export { holdsStock, type StaffActor, type StaffContext } from "./order-status.server";

/** Units still on the way out of the shop: deleting the order puts them back. */
const RESERVED: readonly OrderStatus[] = ["pending", "processing"];
/** A payment in these holds (or is about to hold) the buyer's money. */
const MONEY_HELD = ["paid", "processing"] as const;

/** The refusals a change through the JSON API can meet (it asks no carrier, no confirmation). */
export type ApiStatusOutcome = Extract<
  StatusOutcome,
  { ok: true } | { reason: "not_found" } | { reason: "conflict" } | { reason: "stock_short" }
>;

/**
 * Sets an order's status (by its record id) for a staff member through the JSON API (the password
 * is checked by the caller): any status, shipping without a carrier as before. The same status
 * again changes nothing and answers ok (`changed: false`).
 */
export async function setOrderStatusByStaff(
  actor: StaffActor,
  orderId: string,
  status: OrderStatus,
  ctx: StaffContext = {},
): Promise<ApiStatusOutcome> {
  if (!isRecordId(orderId)) return { ok: false, reason: "not_found" };
  const outcome = await applyStaffStatus(actor, { id: orderId }, { status }, "optional", ctx);
  if (
    outcome.ok ||
    outcome.reason === "not_found" ||
    outcome.reason === "conflict" ||
    outcome.reason === "stock_short"
  ) {
    return outcome;
  }
  throw new Error(`Unexpected refusal of an API status change: ${outcome.reason}`);
}

export type DeleteOutcome =
  | { ok: true; orderId: string; oid: string }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; status: OrderStatus }
  | { ok: false; reason: "money_held"; oid: string }
  | { ok: false; reason: "invoiced"; oid: string; invoice: string };

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
        invoice: { select: { year: true, number: true } },
      },
    });
    if (!order) return { ok: false, reason: "not_found" };
    if (order.payments.some((p) => (MONEY_HELD as readonly string[]).includes(p.status))) {
      return { ok: false, reason: "money_held", oid: order.oid };
    }
    // An issued invoice is a numbered fiscal record: its order stays (the database refuses too).
    if (order.invoice) {
      return {
        ok: false,
        reason: "invoiced",
        oid: order.oid,
        invoice: `${order.invoice.number}/${order.invoice.year}`,
      };
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
