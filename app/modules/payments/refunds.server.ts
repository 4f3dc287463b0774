import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { logError } from "~/lib/log.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { ProviderUnavailable, RefundRefused, type RefundResult } from "./provider";
import { computeRefund, readDetail, type RefundComputation, type RefundRequest } from "./refund-amounts";
import { heldCents, HOLDING, lockOrder, refundablePayment } from "./refund-ledger.server";
import { recordRefundOutcome } from "./refund-outcome.server";
import { providerById } from "./registry.server";

export type { RefundRequest } from "./refund-amounts";
export { orderRefundState, type RefundRow } from "./refund-ledger.server";
export { applyRefundNotice, recordRefundOutcome } from "./refund-outcome.server";

/**
 * Refunds through the provider that took the money (issue 11 "Refunds"). Staff ask; the server
 * computes the amount (./refund-amounts.ts), then:
 *
 * 1. under the order's row lock, a Refund row is written *pending* with the form's idempotency key
 *    (unique) before anything is asked of the provider: a double submit or a retry finds that row
 *    instead of making a second refund;
 * 2. the provider is asked with that same key (outside any transaction: a network call never holds
 *    a lock);
 * 3. the answer is recorded under the lock: the Refund's status, a PaymentEvent, the order's
 *    refunded total, the payment `refunded` once all of it went back, the review flag cleared when
 *    the money owed is back, an audit record; the buyer's mail after the commit.
 *
 * A provider that says no (RefundRefused) marks the Refund failed with its reason and changes
 * nothing else. One that cannot be reached leaves the Refund pending: sending the same form again
 * asks again with the same key (Stripe, PayPal and the test gateway answer with the refund already
 * made). Fintecture takes no key, so once a call to it went out unanswered it is not repeated: its
 * notification (which names our refund) settles it.
 */

type Tx = Prisma.TransactionClient;

/** Providers that recognise a repeated refund request by its key. */
const RETRY_SAFE = new Set(["stripe", "paypal", "test"]);
/** How long one request may be asking the provider before another may ask again with the same key. */
const CALL_CLAIM_MS = 90_000;

export interface RefundOptions {
  idempotencyKey: string;
  reason?: string | null;
  ip?: string | null;
}

export type RefundFailure =
  | Exclude<RefundComputation, { ok: true }>["reason"]
  | "not_found"
  | "not_paid"
  | "key_reused"
  | "in_progress"
  | "refused"
  | "unavailable";

export type RefundOutcome =
  | { ok: true; refundId: string; amountCents: number; status: "succeeded" | "pending" }
  | { ok: false; reason: RefundFailure; refundId?: string; message?: string; refundableCents?: number };

/**
 * Takes the right to call the provider for a pending refund: one request at a time, and never
 * again once the provider answered (providerRef set) or, for a provider without idempotency keys,
 * once a call went out.
 */
async function claimCall(tx: Tx, refundId: string, provider: string): Promise<boolean> {
  const until = new Date(Date.now() + CALL_CLAIM_MS).toISOString();
  const claimed = await tx.$executeRaw`
    UPDATE "Refund" SET "detail" = jsonb_set("detail", '{callingUntil}', to_jsonb(${until}::text)), "updatedAt" = now()
    WHERE id = ${refundId} AND status = 'pending' AND "providerRef" IS NULL
      AND (("detail"->>'callingUntil') IS NULL OR (("detail"->>'callingUntil')::timestamptz < now() AND ${RETRY_SAFE.has(provider)}))`;
  return claimed > 0;
}

type Started = { call: true; refundId: string } | { call: false; outcome: RefundOutcome };

async function startRefund(
  actor: { id: string },
  oid: string,
  request: RefundRequest,
  options: RefundOptions,
): Promise<Started> {
  return db().$transaction(async (tx): Promise<Started> => {
    const found = await tx.order.findUnique({ where: { oid }, select: { id: true } });
    if (!found) return { call: false, outcome: { ok: false, reason: "not_found" } };
    await lockOrder(tx, found.id);

    const existing = await tx.refund.findUnique({ where: { idempotencyKey: options.idempotencyKey } });
    if (existing) {
      if (existing.orderId !== found.id) return { call: false, outcome: { ok: false, reason: "key_reused" } };
      if (existing.status === "succeeded" || (existing.status === "pending" && existing.providerRef)) {
        const status = existing.status === "succeeded" ? "succeeded" : "pending";
        return { call: false, outcome: { ok: true, refundId: existing.id, amountCents: existing.amountCents, status } };
      }
      if (existing.status === "failed") {
        return {
          call: false,
          outcome: { ok: false, reason: "refused", refundId: existing.id, message: existing.failureReason ?? "" },
        };
      }
      if (!(await claimCall(tx, existing.id, existing.provider))) {
        return { call: false, outcome: { ok: false, reason: "in_progress", refundId: existing.id } };
      }
      return { call: true, refundId: existing.id };
    }

    const order = await tx.order.findUniqueOrThrow({
      where: { id: found.id },
      select: {
        subtotalCents: true,
        discountCents: true,
        shippingCents: true,
        lines: { select: { id: true, unitPriceCents: true, quantity: true } },
      },
    });
    const payment = await refundablePayment(tx, found.id);
    if (!payment?.providerRef) return { call: false, outcome: { ok: false, reason: "not_paid" } };
    const prior = await tx.refund.findMany({
      where: { paymentId: payment.id, status: HOLDING },
      select: { detail: true },
    });
    const remaining = payment.amountCents - (await heldCents(tx, payment.id));
    const computed = computeRefund(
      order,
      prior.map((r) => readDetail(r.detail)),
      request,
      remaining,
    );
    if (!computed.ok) {
      return { call: false, outcome: { ok: false, reason: computed.reason, refundableCents: Math.max(remaining, 0) } };
    }
    const refund = await tx.refund.create({
      data: {
        orderId: found.id,
        paymentId: payment.id,
        provider: payment.provider,
        amountCents: computed.amountCents,
        currency: payment.currency,
        status: "pending",
        idempotencyKey: options.idempotencyKey,
        detail: { ...computed.detail, callingUntil: new Date(Date.now() + CALL_CLAIM_MS).toISOString() },
        reason: options.reason?.trim().slice(0, 500) || null,
        actorId: actor.id,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.refund.request",
      entity: "Order",
      entityId: found.id,
      details: {
        oid,
        refundId: refund.id,
        amountCents: computed.amountCents,
        provider: payment.provider,
        ...computed.detail,
      },
      ip: options.ip ?? null,
    });
    return { call: true, refundId: refund.id };
  });
}

/** Lets another request ask the provider again (its answer never came), where that is safe. */
async function releaseClaim(refundId: string) {
  await db().$executeRaw`
    UPDATE "Refund" SET "detail" = "detail" - 'callingUntil', "updatedAt" = now()
    WHERE id = ${refundId} AND status = 'pending' AND "providerRef" IS NULL AND provider IN ('stripe', 'paypal', 'test')`;
}

/**
 * Refunds part or all of an order's payment. The caller has checked the staff member's role and
 * password; `idempotencyKey` comes from the form as it was rendered.
 */
export async function refundOrder(
  actor: { id: string },
  oid: string,
  request: RefundRequest,
  options: RefundOptions,
): Promise<RefundOutcome> {
  const started = await startRefund(actor, oid, request, options);
  if (!started.call) return started.outcome;
  const refund = await db().refund.findUniqueOrThrow({
    where: { id: started.refundId },
    include: { payment: { select: { providerRef: true } }, order: { select: { id: true, oid: true } } },
  });
  const provider = providerById(refund.provider);
  if (!provider?.refund || !provider.isConfigured() || !refund.payment.providerRef) {
    const result: RefundResult = {
      status: "failed",
      providerRef: null,
      failureReason: "provider_unavailable",
      payload: {},
    };
    await recordRefundOutcome(refund.id, result, {
      eventKey: `refund:${refund.id}:failed`,
      payload: {},
      actorId: actor.id,
    });
    return { ok: false, reason: "refused", refundId: refund.id, message: "provider_unavailable" };
  }

  let result: RefundResult;
  try {
    result = await provider.refund({
      refundId: refund.id,
      idempotencyKey: refund.idempotencyKey,
      providerRef: refund.payment.providerRef,
      amountCents: refund.amountCents,
      currency: refund.currency,
      oid: refund.order.oid,
      orderId: refund.order.id,
      description: `Refund ${refund.order.oid}`,
    });
  } catch (error) {
    if (error instanceof RefundRefused) {
      const failureReason = `${error.code}: ${error.message}`;
      await recordRefundOutcome(
        refund.id,
        { status: "failed", providerRef: null, failureReason, payload: { code: error.code, message: error.message } },
        { eventKey: `refund:${refund.id}:failed`, payload: {}, actorId: actor.id },
      );
      return { ok: false, reason: "refused", refundId: refund.id, message: failureReason };
    }
    // Unreachable, or an answer we could not read: either way the outcome is unknown, so the
    // refund stays pending and a retry with the same key is the safe way on.
    logError(error, {
      step: error instanceof ProviderUnavailable ? "refund" : "refund: unexpected answer",
      provider: refund.provider,
      refund: refund.id,
    });
    await releaseClaim(refund.id);
    return { ok: false, reason: "unavailable", refundId: refund.id };
  }
  const settled = await recordRefundOutcome(refund.id, result, {
    eventKey: `refund:${refund.id}:${result.status}`,
    payload: result.payload,
    actorId: actor.id,
  });
  const status = settled?.status ?? result.status;
  if (status === "failed") {
    return { ok: false, reason: "refused", refundId: refund.id, message: result.failureReason ?? "failed" };
  }
  return { ok: true, refundId: refund.id, amountCents: refund.amountCents, status };
}
