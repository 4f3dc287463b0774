import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import { fallbackLanguage, isLanguage } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { isPaymentMethod, ProviderNoRedirect, ProviderUnavailable, type PaymentMethod } from "./provider";
import { providerFor, providerById } from "./registry.server";

/**
 * Payment attempts (Payment rows): one per order, created in the checkout's transaction, then
 * started at the provider once that transaction has committed (a network call never holds a
 * database lock). Starting again (the shopper retries after the provider was down, or comes back
 * to pay) reuses the attempt's idempotency key, so the provider opens no second session.
 */

type Tx = Prisma.TransactionClient;

export function newIdempotencyKey() {
  return `sattva-${randomUUID()}`;
}

/** The Payment row of a new order, inside the checkout's transaction. */
export async function createAttempt(
  tx: Tx,
  input: { orderId: string; method: PaymentMethod; amountCents: number; currency: string },
) {
  return tx.payment.create({
    data: {
      orderId: input.orderId,
      provider: providerFor(input.method).id,
      method: input.method,
      status: "pending",
      amountCents: input.amountCents,
      currency: input.currency,
      idempotencyKey: newIdempotencyKey(),
    },
    select: { id: true, provider: true, idempotencyKey: true },
  });
}

/**
 * The shopper cancelled the order: open attempts end as cancelled, so a "paid" arriving later
 * is flagged for a refund instead of reopening the order. An attempt already paid means money
 * to give back: the order is flagged for a person. Returns the attempts to close at the provider.
 */
export async function closeOpenPayments(tx: Tx, orderId: string) {
  const open = await tx.payment.findMany({
    where: { orderId, status: { in: ["pending", "awaiting_customer", "processing"] } },
    select: { id: true, provider: true, providerRef: true },
  });
  if (open.length > 0) {
    await tx.payment.updateMany({
      where: { id: { in: open.map((p) => p.id) }, status: { in: ["pending", "awaiting_customer", "processing"] } },
      data: { status: "cancelled", failureReason: "order cancelled" },
    });
  }
  const paid = await tx.payment.count({ where: { orderId, status: "paid" } });
  if (paid > 0) {
    await tx.order.update({ where: { id: orderId }, data: { flaggedForReview: true, reviewReason: "refund_due" } });
  }
  return open;
}

/** Ends provider sessions of closed attempts (best effort, after the commit). */
export async function cancelAtProviders(attempts: readonly { provider: string; providerRef: string | null }[]) {
  for (const a of attempts) {
    const provider = providerById(a.provider);
    if (!a.providerRef || !provider?.cancel || !provider.isConfigured()) continue;
    try {
      await provider.cancel(a.providerRef);
    } catch (error) {
      logError(error, { provider: a.provider, providerRef: a.providerRef, step: "cancel" });
    }
  }
}

export type StartOutcome =
  | { ok: true; redirectUrl: string; oid: string }
  | { ok: false; reason: "unavailable"; oid: string }
  /** The provider answered without a page to send the shopper to. */
  | { ok: false; reason: "no_redirect"; oid: string }
  | { ok: false; reason: "closed"; oid: string; status: string }
  | { ok: false; reason: "not_found" };

/** Return and cancel addresses of an attempt: our own route, which re-checks with the provider. */
export function returnUrls(provider: string, attemptId: string) {
  const base = `${env().publicUrl}/payments/${provider}/return?attempt=${encodeURIComponent(attemptId)}`;
  return { returnUrl: base, cancelUrl: `${base}&cancelled=1` };
}

/**
 * Sends the shopper to the provider: starts the attempt there (or reuses the page it already
 * has). A provider that is down or slow leaves the order pending and answers `unavailable`.
 */
export async function startAttempt(paymentId: string, context: { ip?: string | null } = {}): Promise<StartOutcome> {
  const payment = await db().payment.findUnique({
    where: { id: paymentId },
    select: {
      id: true,
      provider: true,
      method: true,
      status: true,
      amountCents: true,
      currency: true,
      idempotencyKey: true,
      redirectUrl: true,
      order: {
        select: {
          id: true,
          oid: true,
          status: true,
          email: true,
          shipName: true,
          locale: true,
          shippingCents: true,
          discountCents: true,
          reservationExpires: true,
          lines: { select: { title: true, unitPriceCents: true, quantity: true }, orderBy: { id: "asc" } },
        },
      },
    },
  });
  if (!payment) return { ok: false, reason: "not_found" };
  const { order } = payment;
  const open = order.status === "pending" && (payment.status === "pending" || payment.status === "awaiting_customer");
  if (!open) return { ok: false, reason: "closed", oid: order.oid, status: payment.status };
  if (payment.redirectUrl && payment.status === "awaiting_customer") {
    return { ok: true, redirectUrl: payment.redirectUrl, oid: order.oid };
  }
  const provider = providerById(payment.provider);
  const method = payment.method;
  if (!provider || !isPaymentMethod(method)) return { ok: false, reason: "unavailable", oid: order.oid };
  const t = await getT(isLanguage(order.locale) ? order.locale : fallbackLanguage, "checkout");
  try {
    const started = await provider.start({
      orderId: order.id,
      oid: order.oid,
      attemptId: payment.id,
      idempotencyKey: payment.idempotencyKey,
      method,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: `Sattva ${order.oid}`,
      lines: order.lines,
      adjustments: [
        ...(order.shippingCents > 0 ? [{ title: t("summary.shipping"), amountCents: order.shippingCents }] : []),
        ...(order.discountCents > 0 ? [{ title: t("summary.discount"), amountCents: -order.discountCents }] : []),
      ],
      customer: { name: order.shipName, email: order.email, ip: context.ip ?? null },
      locale: order.locale,
      ...returnUrls(payment.provider, payment.id),
      expiresAt: order.reservationExpires ?? new Date(Date.now() + 30 * 60_000),
    });
    await db().payment.updateMany({
      where: { id: payment.id, status: "pending" },
      data: { providerRef: started.providerRef, redirectUrl: started.redirectUrl, status: "awaiting_customer" },
    });
    return { ok: true, redirectUrl: started.redirectUrl, oid: order.oid };
  } catch (error) {
    logError(error instanceof ProviderUnavailable ? error : new ProviderUnavailable(String(error), { cause: error }), {
      provider: payment.provider,
      payment: payment.id,
      step: "start",
    });
    return { ok: false, reason: error instanceof ProviderNoRedirect ? "no_redirect" : "unavailable", oid: order.oid };
  }
}

/**
 * A capability for one attempt, handed to whoever placed the order (the checkout page, an API
 * client, the return address): the attempt's id signed with the shop's secret. It lets them see
 * the order's payment status and retry starting it, and nothing else.
 */
export function attemptToken(paymentId: string) {
  const mac = createHmac("sha256", env().sessionSecrets[0]).update(`attempt:${paymentId}`).digest("base64url");
  return `${paymentId}.${mac.slice(0, 32)}`;
}

/** The attempt id of a valid token, or null. */
export function readAttemptToken(token: string | null | undefined): string | null {
  if (!token || token.length > 120) return null;
  const dot = token.indexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  for (const secret of env().sessionSecrets) {
    const expected = Buffer.from(createHmac("sha256", secret).update(`attempt:${id}`).digest("base64url").slice(0, 32));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return id;
  }
  return null;
}

export interface AttemptView {
  paymentId: string;
  token: string;
  oid: string;
  orderStatus: string;
  paymentStatus: string;
  method: string;
  provider: string;
  totalCents: number;
  email: string;
  reservationExpires: string | null;
  /** The provider's page is still open and the order still waits for the money. */
  canResume: boolean;
}

/** What the payment-status page and the API may show to the holder of an attempt token. */
export async function viewAttempt(token: string | null | undefined): Promise<AttemptView | null> {
  const id = readAttemptToken(token);
  if (!id) return null;
  const p = await db().payment.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      method: true,
      provider: true,
      order: { select: { oid: true, status: true, totalCents: true, email: true, reservationExpires: true } },
    },
  });
  if (!p) return null;
  return {
    paymentId: p.id,
    token: attemptToken(p.id),
    oid: p.order.oid,
    orderStatus: p.order.status,
    paymentStatus: p.status,
    method: p.method,
    provider: p.provider,
    totalCents: p.order.totalCents,
    email: p.order.email,
    reservationExpires: p.order.reservationExpires?.toISOString() ?? null,
    canResume: p.order.status === "pending" && (p.status === "pending" || p.status === "awaiting_customer"),
  };
}
