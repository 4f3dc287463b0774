import type { Prisma } from "~/generated/prisma/client";
import type { PaymentStatus } from "~/generated/prisma/enums";
import { db } from "~/lib/db.server";
import { logError, logInfo } from "~/lib/log.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { issueRequestedInvoice } from "~/modules/invoicing/requests.server";
import { notifyOrderStatus } from "~/modules/notifications/notifications.server";
import { explainOrderChange } from "~/modules/orders/order-history.server";
import { cancelAndRestock } from "~/modules/orders/stock.server";
import { sendOrderConfirmation } from "./confirmation.server";
import { NotificationRejected, type PaymentUpdate, type ProviderId } from "./provider";
import { applyRefundNotice } from "./refunds.server";
import { providerById } from "./registry.server";
import { canMove, predecessors, UNPAID_ENDINGS } from "./transitions";

/**
 * Applies what a provider vouched for (a verified notification, or a status we fetched from it)
 * to the payment and its order, the same way for every provider, in one transaction:
 *
 * 1. record the event under a unique (provider, event key): a second delivery changes nothing;
 * 2. compare amount and currency with the attempt: a mismatch flags the order for a person and
 *    moves nothing;
 * 3. move the payment forward only (a conditional update, so ten concurrent deliveries make one
 *    transition), then the order: paid → processing (the stock stays taken); failed, expired or
 *    cancelled → the order is cancelled and its stock returned (once).
 *
 * The confirmation mail goes out after the commit, only from the delivery that made the change.
 */

export type SettleOutcome =
  "applied" | "duplicate" | "ignored" | "unknown_payment" | "amount_mismatch" | "late_payment";

type Tx = Prisma.TransactionClient;

const paymentSelect = {
  id: true,
  status: true,
  amountCents: true,
  currency: true,
  order: { select: { id: true, oid: true, status: true, userId: true, email: true } },
} as const;

async function flag(tx: Tx, orderId: string, reason: string) {
  await tx.order.update({
    where: { id: orderId },
    data: { flaggedForReview: true, reviewReason: reason.slice(0, 200) },
  });
}

/**
 * The attempt an update is about: by the provider's reference, or by our attempt id echoed back
 * for an attempt whose reference was never stored (the shop stopped right after the provider
 * answered): the reference is stored now, so the payment is not lost.
 */
async function findPayment(tx: Tx, provider: ProviderId, update: PaymentUpdate) {
  const byRef = await tx.payment.findUnique({
    where: { provider_providerRef: { provider, providerRef: update.providerRef } },
    select: paymentSelect,
  });
  if (byRef || !update.attemptId) return byRef;
  const adopted = await tx.payment.updateMany({
    where: { id: update.attemptId, provider, providerRef: null },
    data: { providerRef: update.providerRef },
  });
  if (adopted.count === 0) return null;
  return tx.payment.findUnique({ where: { id: update.attemptId }, select: paymentSelect });
}

export async function applyPaymentUpdate(provider: ProviderId, update: PaymentUpdate): Promise<SettleOutcome> {
  let confirmOrderId: string | null = null;
  let restocked = false;
  const outcome = await db().$transaction(async (tx): Promise<SettleOutcome> => {
    const found = await findPayment(tx, provider, update);
    if (!found) return "unknown_payment";
    // The order's row first, as every other change of an order does (a shopper's or staff cancel,
    // the expiry job): the same lock order everywhere means no deadlock with them. What was read
    // before the lock may be stale (a cancel that just committed): read it again under the lock.
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${found.order.id} FOR UPDATE`;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: found.id }, select: paymentSelect });

    const recorded = await tx.paymentEvent.createMany({
      data: [
        {
          provider,
          eventKey: update.eventKey.slice(0, 300),
          paymentId: payment.id,
          status: update.status,
          payload: (update.payload ?? {}) as Prisma.InputJsonValue,
        },
      ],
      skipDuplicates: true,
    });
    if (recorded.count === 0) return "duplicate";

    const { order } = payment;
    const amountMatters = update.status === "paid" || update.status === "processing";
    if (
      amountMatters &&
      (update.amountCents !== payment.amountCents ||
        (update.currency ?? "").toUpperCase() !== payment.currency.toUpperCase())
    ) {
      await flag(
        tx,
        order.id,
        `amount_mismatch: expected ${payment.amountCents} ${payment.currency}, ${provider} said ${update.amountCents} ${update.currency}`,
      );
      return "amount_mismatch";
    }

    if (!canMove(payment.status, update.status)) {
      if (update.status === "paid" && UNPAID_ENDINGS.includes(payment.status)) {
        // Money arrived for an order that had already ended: a person refunds or re-ships it.
        await flag(tx, order.id, `late_payment: ${provider} reported paid after the payment was ${payment.status}`);
        return "late_payment";
      }
      // A status that moves nothing can still need a person (a partial refund of a paid payment).
      if (update.review) await flag(tx, order.id, update.review);
      return "ignored";
    }
    const moved = await tx.payment.updateMany({
      where: { id: payment.id, status: { in: predecessors(update.status) } },
      data: {
        status: update.status,
        ...(UNPAID_ENDINGS.includes(update.status) ? { failureReason: `${provider}: ${update.status}` } : {}),
      },
    });
    if (moved.count === 0) return "ignored";
    if (update.review) await flag(tx, order.id, update.review);
    // The order's history records the provider as the one who moved it.
    await explainOrderChange(tx, "provider");

    if (update.status === "paid") {
      const placed = await tx.order.updateMany({
        where: { id: order.id, status: "pending" },
        data: { status: "processing", reservationExpires: null },
      });
      if (placed.count === 0) {
        await flag(tx, order.id, `late_payment: paid while the order was ${order.status}`);
        return "late_payment";
      }
      await notifyOrderStatus({ ...order, status: "processing" }, tx);
      // A buyer who asked for an invoice gets its number with the payment (decision 016).
      await issueRequestedInvoice(tx, order);
      confirmOrderId = order.id;
    } else if (UNPAID_ENDINGS.includes(update.status)) {
      const ended = await cancelAndRestock(tx, order.id, ["pending"]);
      if (ended.cancelled) {
        restocked = true;
        await notifyOrderStatus({ ...order, status: "cancelled" }, tx);
      }
    }
    return "applied";
  });

  if (restocked) invalidateProductPages();
  if (confirmOrderId) {
    try {
      await sendOrderConfirmation(confirmOrderId);
    } catch (error) {
      // The payment is recorded; the mail can be sent again from the back office.
      logError(error, { step: "order confirmation mail", order: confirmOrderId });
    }
  }
  return outcome;
}

export interface NotificationAnswer {
  status: 200 | 400 | 404 | 500;
  body: { received: boolean; outcomes?: SettleOutcome[]; error?: string };
}

/**
 * A provider's notification: verify it (nothing is written for one that is not proved), apply
 * every update it holds, and answer 2xx only once all are committed, so a failure makes the
 * provider deliver it again.
 */
export async function receiveNotification(
  providerId: string,
  rawBody: string,
  headers: Headers,
): Promise<NotificationAnswer> {
  const provider = providerById(providerId);
  if (!provider || !provider.isConfigured())
    return { status: 404, body: { received: false, error: "Unknown provider." } };
  let updates: PaymentUpdate[];
  try {
    updates = await provider.parseNotification(rawBody, headers);
  } catch (error) {
    if (error instanceof NotificationRejected) {
      logInfo(`payment notification rejected (${provider.id}): ${error.message}`);
      return { status: 400, body: { received: false, error: "Notification rejected." } };
    }
    logError(error, { provider: provider.id, step: "parse notification" });
    return { status: 500, body: { received: false, error: "Notification could not be processed." } };
  }
  try {
    const outcomes: SettleOutcome[] = [];
    for (const update of updates) {
      // A refund's ending is the refund's business (refunds.server.ts), not the payment's.
      const outcome = update.refund
        ? await applyRefundNotice(provider.id, update)
        : await applyPaymentUpdate(provider.id, update);
      // A verified notification for a payment we do not know: worth a look (a session opened twice).
      if (outcome === "unknown_payment")
        logError(new Error("notification for an unknown payment"), {
          provider: provider.id,
          providerRef: update.providerRef,
        });
      outcomes.push(outcome);
    }
    return { status: 200, body: { received: true, outcomes } };
  } catch (error) {
    logError(error, { provider: provider.id, step: "apply notification" });
    return { status: 500, body: { received: false, error: "Notification could not be processed." } };
  }
}

/** A status fetched from the provider by us (return page, expiry job): applied like a notification. */
export async function applyFetchedStatus(providerId: ProviderId, update: PaymentUpdate | null) {
  if (!update) return null;
  return applyPaymentUpdate(providerId, update);
}

export type { PaymentStatus };
