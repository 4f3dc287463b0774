import { db } from "~/lib/db.server";
import { registerJob } from "~/lib/jobs.server";
import { logError } from "~/lib/log.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { notifyOrderStatus } from "~/modules/notifications/notifications.server";
import { explainOrderChange } from "~/modules/orders/order-history.server";
import { cancelAndRestock } from "~/modules/orders/stock.server";
import { cancelAtProviders } from "./attempts.server";
import type { PaymentMethod } from "./provider";
import { providerById } from "./registry.server";
import { applyPaymentUpdate } from "./settle.server";
import { reservationMinutes } from "~/modules/checkout/place-order.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import { getShopSettings } from "~/modules/settings/settings.server";

/**
 * Reservations end (OWASP OAT-021, denial of inventory): an order still unpaid when its
 * reservation runs out is cancelled and its stock returned, by a job that runs at start and every
 * minute. Before giving up on an order it asks the provider once more: a payment that went
 * through is applied as paid; one the bank is still processing keeps its stock a while longer
 * (up to MAX_PROCESSING_DAYS after the order, then a person decides).
 *
 * One run ends every order due when it starts, however many: it reads them EXPIRY_BATCH at a
 * time, in (reservationExpires, id) order after the last one it saw, until none is left (a
 * backlog of 140 used to wait three runs, three minutes past its time). Each order is closed in a
 * transaction of its own, so no lock is held longer than one order takes; an order the run could
 * not end (a provider or database failure, logged) is behind the cursor and waits for the next run.
 */
export const EXPIRY_BATCH = 50;
export const MAX_PROCESSING_DAYS = 5;

export interface ExpiryReport {
  expired: string[];
  paid: string[];
  extended: string[];
  flagged: string[];
}

export async function expireReservations(now = new Date()): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: [], paid: [], extended: [], flagged: [] };
  let after: { reservationExpires: Date; id: string } | null = null;
  // A processing payment holds its stock for the shop's reservation minutes as they are now.
  const { reservation } = await getShopSettings();
  for (;;) {
    const due = await dueOrders(now, after);
    for (const order of due) await endReservation(order, now, report, reservation);
    if (due.length < EXPIRY_BATCH) break;
    const last = due[due.length - 1];
    after = { reservationExpires: last.reservationExpires!, id: last.id };
  }
  if (report.expired.length > 0) invalidateProductPages();
  return report;
}

/** The next EXPIRY_BATCH orders due at `now`, after the cursor `after` in (reservationExpires, id) order. */
function dueOrders(now: Date, after: { reservationExpires: Date; id: string } | null) {
  return db().order.findMany({
    where: {
      status: "pending",
      reservationExpires: { lt: now },
      ...(after
        ? {
            OR: [
              { reservationExpires: { gt: after.reservationExpires } },
              { reservationExpires: after.reservationExpires, id: { gt: after.id } },
            ],
          }
        : {}),
    },
    orderBy: [{ reservationExpires: "asc" }, { id: "asc" }],
    take: EXPIRY_BATCH,
    select: {
      id: true,
      oid: true,
      reservationExpires: true,
      createdAt: true,
      userId: true,
      email: true,
      flaggedForReview: true,
      paymentMethod: true,
      payments: {
        select: { id: true, provider: true, providerRef: true, status: true },
        orderBy: { createdAt: "desc" },
      },
    },
  });
}

type DueOrder = Awaited<ReturnType<typeof dueOrders>>[number];

/** Ends one order's reservation (or learns it was paid, or holds it longer), into `report`. */
async function endReservation(
  order: DueOrder,
  now: Date,
  report: ExpiryReport,
  reservation: ShopSettings["reservation"],
) {
  try {
    // 1. What does the provider say now?
    for (const p of order.payments) {
      const provider = providerById(p.provider);
      if (!p.providerRef || !provider?.isConfigured()) continue;
      const update = await provider.fetchStatus(p.providerRef).catch((error: unknown) => {
        logError(error, { step: "expiry status fetch", provider: p.provider, order: order.oid });
        return null;
      });
      if (update) await applyPaymentUpdate(provider.id, update);
    }
    const payments = await db().payment.findMany({ where: { orderId: order.id }, select: { status: true } });
    if (payments.some((p) => p.status === "paid")) {
      report.paid.push(order.oid);
      return;
    }
    // 2. Money on its way: hold a while longer, then hand it to a person.
    if (payments.some((p) => p.status === "processing")) {
      const ageDays = (now.getTime() - order.createdAt.getTime()) / 86_400_000;
      if (ageDays < MAX_PROCESSING_DAYS) {
        const minutes = reservationMinutes((order.paymentMethod ?? "card") as PaymentMethod, reservation);
        await db().order.updateMany({
          where: { id: order.id, status: "pending" },
          data: { reservationExpires: new Date(now.getTime() + minutes * 60_000) },
        });
        report.extended.push(order.oid);
      } else if (!order.flaggedForReview) {
        await db().order.updateMany({
          where: { id: order.id, status: "pending" },
          data: { flaggedForReview: true, reviewReason: "payment_still_processing", reservationExpires: null },
        });
        report.flagged.push(order.oid);
      }
      return;
    }
    // 3. Expire: the attempts, then the order and its stock, in one transaction.
    const closing = await db().$transaction(async (tx) => {
      await explainOrderChange(tx, "system");
      const ended = await cancelAndRestock(tx, order.id, ["pending"], { expiredBefore: now });
      if (!ended.cancelled) return null;
      const open = await tx.payment.findMany({
        where: { orderId: order.id, status: { in: ["pending", "awaiting_customer"] } },
        select: { provider: true, providerRef: true },
      });
      await tx.payment.updateMany({
        where: { orderId: order.id, status: { in: ["pending", "awaiting_customer"] } },
        data: { status: "expired", failureReason: "reservation expired" },
      });
      await tx.auditEvent.create({
        data: {
          actorId: null,
          action: "order.expire",
          entity: "Order",
          entityId: order.id,
          data: { oid: order.oid, restocked: ended.restocked },
        },
      });
      await notifyOrderStatus({ oid: order.oid, status: "cancelled", userId: order.userId, email: order.email }, tx);
      return open;
    });
    if (closing) {
      report.expired.push(order.oid);
      await cancelAtProviders(closing);
    }
  } catch (error) {
    logError(error, { step: "expire reservation", order: order.oid });
  }
}

export function registerPaymentJobs() {
  registerJob({ name: "reservations", everyMs: 60_000, run: () => expireReservations() });
}
