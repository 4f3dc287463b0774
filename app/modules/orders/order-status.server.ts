import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { retakeDiscountUse } from "~/modules/discounts/redeem.server";
import { notifyOrderStatus } from "~/modules/notifications/notifications.server";
import { cancelAtProviders, closeOpenPayments } from "~/modules/payments/attempts.server";
import { explainOrderChange } from "./order-history.server";
import { mailStatusChange } from "./order-mails.server";
import { findCarrier, isUsualStep } from "./status-rules";
import { cancelAndRestock, restockOrder, takeUnits, unitsByProduct, type StockShort } from "./stock.server";

export { ORDER_CARRIERS } from "./status-rules";

/**
 * The one way staff change an order's status (the order page, the bulk "mark shipped", the JSON
 * API), with the stock kept right, in one transaction with the history row (the trigger, told
 * who by `explainOrderChange`), the audit record and the shopper's in-app notification; the mail
 * to the buyer goes after the commit.
 *
 * - pending, processing, shipped and delivered hold the order's units (reserved, then sold);
 *   cancelled and returned do not. Moving from the first group to the second returns the units
 *   and closes any open payment attempt (a paid one flags the order for a refund).
 * - Reopening a cancelled or returned order takes its units again, each only if the shelf holds
 *   it: when it does not, the change is refused (naming the product and the units left) and
 *   nothing is written. The shop never sells stock it does not have, even on a staff member's say.
 * - The order's row is locked first (as the checkout, the payment notifications and the expiry
 *   job do), so two changes of one order run one after the other: the second sees the first's
 *   status, and the stock moves once.
 */

type Tx = Prisma.TransactionClient;

const HOLDS_STOCK: readonly OrderStatus[] = ["pending", "processing", "shipped", "delivered"];
export const holdsStock = (status: OrderStatus) => HOLDS_STOCK.includes(status);

export interface StaffActor {
  id: string;
}

export interface StaffContext {
  ip?: string | null;
}

export interface StatusInput {
  status: OrderStatus;
  /** An ORDER_CARRIERS id: required to ship (the order page and the bulk form). */
  carrier?: string;
  /** The carrier's tracking number (Order.awb, unique): required to ship unless `trackingOptional`. */
  trackingNumber?: string;
  /** Shipping in bulk: the tracking numbers may follow (the carrier is still required). */
  trackingOptional?: boolean;
  /** The status the staff member saw: a change made meanwhile by someone else is not overwritten. */
  expectedFrom?: OrderStatus;
  /**
   * The staff member confirmed an unusual step (not one of USUAL_NEXT). `false` refuses an
   * unusual step; left out (the JSON API: "Staff can set any status"), every step is allowed.
   */
  confirmedUnusual?: boolean;
}

export type StatusOutcome =
  | { ok: true; orderId: string; oid: string; from: OrderStatus; changed: boolean }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; status: OrderStatus }
  | { ok: false; reason: "unusual_unconfirmed"; from: OrderStatus }
  | { ok: false; reason: "carrier_required" }
  | { ok: false; reason: "tracking_required" }
  | { ok: false; reason: "tracking_taken"; oid: string | null }
  | ({ ok: false; reason: "stock_short" } & StockShort);

type Refusal = Exclude<StatusOutcome, { ok: true }>;

/** Thrown inside the transaction to roll it back with an answer. */
class Refused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.reason);
  }
}

/** Takes the order's units again (a reopened order), in product-id order, each only if the shelf holds it. */
async function retakeStock(tx: Tx, orderId: string, actorId: string): Promise<Record<string, number>> {
  const lines = await tx.orderLine.findMany({ where: { orderId }, select: { productId: true, quantity: true } });
  const units = unitsByProduct(lines);
  // A product deleted since the sale has no shelf to take from: its line stays as sold.
  const refused = await takeUnits(tx, units, { reason: "reopen", orderId, actorId }, { skipMissing: true });
  if (refused && "short" in refused) throw new Refused({ ok: false, reason: "stock_short", ...refused.short });
  // Reopened after a cancellation, it holds its discount code's use again.
  await retakeDiscountUse(tx, orderId);
  return Object.fromEntries(units);
}

/** What shipping writes on the order (carrier by name, tracking number, when), or the refusal. */
async function shipmentData(
  tx: Tx,
  orderId: string,
  input: StatusInput,
  shipment: "required" | "optional",
): Promise<Prisma.OrderUpdateManyMutationInput> {
  const carrier = findCarrier(input.carrier);
  const tracking = input.trackingNumber?.trim() || null;
  if (shipment === "required") {
    if (!carrier) throw new Refused({ ok: false, reason: "carrier_required" });
    if (!tracking && !input.trackingOptional) throw new Refused({ ok: false, reason: "tracking_required" });
  }
  if (tracking) {
    const other = await tx.order.findFirst({ where: { awb: tracking, id: { not: orderId } }, select: { oid: true } });
    if (other) throw new Refused({ ok: false, reason: "tracking_taken", oid: other.oid });
  }
  return {
    shippedAt: new Date(),
    ...(carrier ? { carrier: carrier.name } : {}),
    ...(tracking ? { awb: tracking } : {}),
  };
}

type Target = { id: string } | { oid: string };

/**
 * The transition itself. `shipment`: "required" (the order page, the bulk form: a carrier, and a
 * tracking number unless the input says it may follow) or "optional" (the JSON API, as it was).
 */
export async function applyStaffStatus(
  actor: StaffActor,
  target: Target,
  input: StatusInput,
  shipment: "required" | "optional",
  ctx: StaffContext = {},
): Promise<StatusOutcome> {
  const status = input.status;
  let closed: { provider: string; providerRef: string | null }[] = [];
  let stockMoved = false;
  let outcome: StatusOutcome;
  try {
    outcome = await db().$transaction(async (tx): Promise<StatusOutcome> => {
      const found = await tx.order.findUnique({ where: target as Prisma.OrderWhereUniqueInput, select: { id: true } });
      if (!found) return { ok: false, reason: "not_found" };
      const orderId = found.id;
      await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
      const order = await tx.order.findUnique({
        where: { id: orderId },
        select: { id: true, oid: true, status: true, userId: true, email: true },
      });
      if (!order) return { ok: false, reason: "not_found" };
      const from = order.status;
      if (from === status) return { ok: true, orderId, oid: order.oid, from, changed: false };
      if (input.expectedFrom && input.expectedFrom !== from) return { ok: false, reason: "conflict", status: from };
      if (input.confirmedUnusual === false && !isUsualStep(from, status)) {
        return { ok: false, reason: "unusual_unconfirmed", from };
      }

      const extra: Prisma.OrderUpdateManyMutationInput =
        status === "shipped"
          ? await shipmentData(tx, orderId, input, shipment)
          : status === "delivered"
            ? { deliveredAt: new Date() }
            : {};
      await explainOrderChange(tx, "staff", actor.id);

      let restocked: Record<string, number> | undefined;
      let taken: Record<string, number> | undefined;
      if (status === "cancelled" && holdsStock(from)) {
        const ended = await cancelAndRestock(tx, orderId, [from], { actorId: actor.id });
        if (!ended.cancelled) return { ok: false, reason: "conflict", status: from };
        restocked = ended.restocked;
      } else {
        await tx.order.update({ where: { id: orderId }, data: { status, reservationExpires: null, ...extra } });
        if (holdsStock(from) && !holdsStock(status)) restocked = await restockOrder(tx, orderId, actor.id);
        if (!holdsStock(from) && holdsStock(status)) taken = await retakeStock(tx, orderId, actor.id);
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
            ...(status === "shipped" && extra.carrier ? { carrier: extra.carrier as string } : {}),
            ...(status === "shipped" && extra.awb ? { trackingNumber: extra.awb as string } : {}),
            ...(restocked ? { restocked } : {}),
            ...(taken ? { taken } : {}),
          },
          ip: ctx.ip ?? null,
        },
      });
      await notifyOrderStatus({ oid: order.oid, status, userId: order.userId, email: order.email }, tx);
      return { ok: true, orderId, oid: order.oid, from, changed: true };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    // Two orders given the same tracking number at the same moment: the second is refused.
    if (status === "shipped" && isUniqueViolation(error)) return { ok: false, reason: "tracking_taken", oid: null };
    throw error;
  }
  if (stockMoved) invalidateProductPages();
  await cancelAtProviders(closed);
  if (outcome.ok && outcome.changed) await mailStatusChange(outcome.orderId, outcome.oid, status);
  return outcome;
}

/**
 * Sets the status of the order numbered `oid` for a staff member (the password is checked by the
 * caller). Shipping needs a carrier (an ORDER_CARRIERS id) and a tracking number (unless
 * `trackingOptional`); the same status again changes nothing and answers ok (`changed: false`).
 */
export function changeOrderStatus(
  actor: StaffActor,
  oid: string,
  input: StatusInput,
  ctx: StaffContext = {},
): Promise<StatusOutcome> {
  return applyStaffStatus(actor, { oid }, input, "required", ctx);
}
