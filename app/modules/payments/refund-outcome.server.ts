import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { logError } from "~/lib/log.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { PaymentUpdate, RefundResult } from "./provider";
import { lockOrder } from "./refund-ledger.server";
import { sendRefundMail } from "./refund-mail.server";

/**
 * How a refund ended, written once, whoever says it: the provider's answer to our call
 * (refunds.server.ts) or its later notification (settle.server.ts hands refund notices here).
 */

interface Settled {
  changed: boolean;
  status: "pending" | "succeeded" | "failed";
  amountCents: number;
}

/**
 * Records how a refund stands (the provider's answer, or its later notification), once: a refund
 * that already ended is left as it is. Under the order's lock, like every change of an order.
 */
export async function recordRefundOutcome(
  refundId: string,
  result: RefundResult,
  event: { eventKey: string; payload: unknown; actorId?: string | null },
): Promise<(Settled & { orderId: string }) | null> {
  const outcome = await db().$transaction(async (tx) => {
    const head = await tx.refund.findUnique({ where: { id: refundId }, select: { orderId: true } });
    if (!head) return null;
    await lockOrder(tx, head.orderId);
    const refund = await tx.refund.findUniqueOrThrow({
      where: { id: refundId },
      include: { payment: { select: { id: true, status: true, amountCents: true } } },
    });
    const settled = { orderId: refund.orderId, amountCents: refund.amountCents };
    if (refund.status !== "pending") return { ...settled, changed: false, status: refund.status };
    if (result.status === "pending" && refund.providerRef)
      return { ...settled, changed: false, status: "pending" as const };

    await tx.paymentEvent.createMany({
      data: [
        {
          provider: refund.provider,
          eventKey: event.eventKey.slice(0, 300),
          paymentId: refund.paymentId,
          status: `refund_${result.status}`,
          payload: { refundId, amountCents: refund.amountCents, answer: result.payload ?? {} } as Prisma.InputJsonValue,
        },
      ],
      skipDuplicates: true,
    });
    await tx.refund.update({
      where: { id: refundId },
      data: {
        status: result.status,
        providerRef: result.providerRef ?? refund.providerRef,
        ...(result.status === "failed" ? { failureReason: (result.failureReason ?? "failed").slice(0, 500) } : {}),
      },
    });

    if (result.status === "succeeded") {
      const order = await tx.order.update({
        where: { id: refund.orderId },
        data: { refundedCents: { increment: refund.amountCents } },
        select: { flaggedForReview: true, reviewReason: true },
      });
      const refunded = await tx.refund.aggregate({
        where: { paymentId: refund.paymentId, status: "succeeded" },
        _sum: { amountCents: true },
      });
      const all = (refunded._sum.amountCents ?? 0) >= refund.payment.amountCents;
      if (all) {
        // Only a paid payment becomes refunded (transitions.ts); a late one keeps its ending.
        await tx.payment.updateMany({ where: { id: refund.paymentId, status: "paid" }, data: { status: "refunded" } });
        // The money a person was asked to give back is back: the order no longer needs them.
        if (order.flaggedForReview && /^(refund_due|late_payment)/.test(order.reviewReason ?? "")) {
          await tx.order.update({ where: { id: refund.orderId }, data: { flaggedForReview: false } });
        }
      }
    }
    if (result.status !== "pending") {
      await recordAudit(tx, {
        actorId: event.actorId ?? null,
        action: result.status === "succeeded" ? "order.refund" : "order.refund.fail",
        entity: "Order",
        entityId: refund.orderId,
        details: {
          refundId,
          amountCents: refund.amountCents,
          provider: refund.provider,
          providerRef: result.providerRef,
          ...(result.failureReason ? { failureReason: result.failureReason } : {}),
        },
      });
    }
    return { ...settled, changed: true, status: result.status };
  });
  if (outcome?.changed && outcome.status === "succeeded") {
    try {
      await sendRefundMail(refundId);
    } catch (error) {
      // The refund is recorded; the buyer can be written to from the order page.
      logError(error, { step: "refund mail", refund: refundId });
    }
  }
  return outcome;
}

/**
 * A provider's notification about a refund (how a pending one ended): found by our id where the
 * provider echoes it, else by the provider's refund id. Answers like settle's outcomes.
 */
export async function applyRefundNotice(
  provider: string,
  update: PaymentUpdate,
): Promise<"applied" | "duplicate" | "unknown_payment"> {
  const notice = update.refund;
  if (!notice) return "unknown_payment";
  const refund =
    (notice.refundId
      ? await db().refund.findFirst({ where: { id: notice.refundId, provider }, select: { id: true } })
      : null) ??
    (await db().refund.findFirst({ where: { provider, providerRef: notice.providerRef }, select: { id: true } }));
  if (!refund) return "unknown_payment";
  const settled = await recordRefundOutcome(
    refund.id,
    {
      status: notice.status,
      providerRef: notice.providerRef,
      failureReason: notice.failureReason,
      payload: update.payload,
    },
    { eventKey: update.eventKey, payload: update.payload },
  );
  return settled?.changed ? "applied" : "duplicate";
}
