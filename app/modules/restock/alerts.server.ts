import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { signId, verifySignedId } from "~/lib/signed-id.server";
import { cardsInOrder } from "~/modules/catalog/listing.server";
import { isLanguage, type Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { productAvailability } from "~/modules/inventory/availability.server";
import { sendMail } from "~/modules/mail/mail.server";
import { CONFIRM_TTL_MS } from "~/modules/marketing/newsletter.server";

/**
 * "Notify me when it's back" (decision 019). A request for an out-of-stock product is stored
 * per product and address with the page's language; a guest's (or an unverified account's)
 * waits for the link of a confirmation mail (double opt-in, as the newsletter's: a random token
 * stored only hashed, valid CONFIRM_TTL_MS), a verified account's waits at once. The job of
 * `job.server.ts` mails each waiting alert once when its product can be bought again, and the
 * alert ends. Every mail carries a signed cancel link that works without log-in.
 */

/** An unconfirmed request's link works as long as the newsletter's (7 days). */
export const ALERT_CONFIRM_TTL_MS = CONFIRM_TTL_MS;
/** The purpose of the signed cancel links (lib/signed-id). */
export const CANCEL_PURPOSE = "restock-cancel";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
/** A stored language, or Italian (the shop's default) for anything else. */
export const langOf = (locale: string): Language => (isLanguage(locale) ? locale : "it");

export interface AlertRequester {
  id: string;
  email: string;
  emailVerified: boolean;
}

export interface AlertRequest {
  productId: string;
  /** The guest's address (ignored for a signed-in shopper, who is mailed at the account's). */
  email?: string;
  locale: Language;
  ip: string | null;
  user: AlertRequester | null;
}

/**
 * - ok: recorded as pending and a confirmation link mailed, or the address already waits (the
 *   answer is the same, so nobody learns whether an address is on the list);
 * - active: a verified account's request, waiting now;
 * - inStock: the product can be bought now (nothing recorded); notFound: no such product for sale;
 * - required: a guest sent no address.
 * Throws when the confirmation mail cannot be sent.
 */
export type AlertOutcome = "ok" | "active" | "inStock" | "notFound" | "required";

/** The link that cancels an alert (and offers to cancel every alert of its address). */
export function cancelUrl(alertId: string) {
  return `${env().publicUrl}/back-in-stock/unsubscribe?token=${encodeURIComponent(signId(CANCEL_PURPOSE, alertId))}`;
}

/** The product as a mail or page names it in `lng`, or null when it is not published. */
export async function productLabel(productId: string, lng: Language) {
  const [card] = await cardsInOrder([productId], lng);
  return card ? { title: card.title, slug: card.slug, url: `${env().publicUrl}/product/${card.slug}` } : null;
}

export async function requestAlert(input: AlertRequest, now = new Date()): Promise<AlertOutcome> {
  const product = await productAvailability(input.productId);
  if (!product || !product.published) return "notFound";
  if (product.stock > 0) return "inStock";
  const email = (input.user?.email ?? input.email ?? "").trim().toLowerCase();
  if (!email) return "required";
  const where = { productId_email: { productId: input.productId, email } };

  if (input.user?.emailVerified) {
    // The account proved this address: no confirmation needed.
    const waiting = {
      status: "waiting" as const,
      locale: input.locale,
      requestedAt: now,
      requestIp: input.ip,
      confirmedAt: now,
      confirmTokenHash: null,
      sentAt: null,
      cancelledAt: null,
      failures: 0,
      userId: input.user.id,
    };
    await db().backInStockAlert.upsert({
      where,
      create: { productId: input.productId, email, ...waiting },
      update: waiting,
    });
    return "active";
  }

  const token = randomBytes(32).toString("base64url");
  const pending = {
    status: "pending" as const,
    locale: input.locale,
    requestedAt: now,
    requestIp: input.ip,
    confirmTokenHash: sha256(token),
    confirmedAt: null,
    sentAt: null,
    cancelledAt: null,
    failures: 0,
  };
  // ON CONFLICT DO NOTHING: two requests racing for one pair never make two rows.
  const created = await db().backInStockAlert.createMany({
    data: [{ productId: input.productId, email, userId: input.user?.id ?? null, ...pending }],
    skipDuplicates: true,
  });
  let alert: { id: string } | undefined;
  if (created.count === 1) {
    alert = await db().backInStockAlert.findUniqueOrThrow({ where, select: { id: true } });
  } else {
    // Known: renewed unless it already waits (a confirmed request stays as it was, no mail).
    [alert] = await db().backInStockAlert.updateManyAndReturn({
      where: { productId: input.productId, email, status: { not: "waiting" } },
      data: { ...pending, ...(input.user ? { userId: input.user.id } : {}) },
      select: { id: true },
    });
    if (!alert) return "ok";
  }
  await sendConfirmation({ id: alert.id, email, productId: input.productId, locale: input.locale }, token);
  return "ok";
}

async function sendConfirmation(
  alert: { id: string; email: string; productId: string; locale: Language },
  token: string,
) {
  const [t, product] = await Promise.all([getT(alert.locale, "restock"), productLabel(alert.productId, alert.locale)]);
  const confirmUrl = `${env().publicUrl}/back-in-stock/confirm?token=${encodeURIComponent(token)}`;
  const unsubscribeUrl = cancelUrl(alert.id);
  const title = product?.title ?? "";
  await sendMail({
    to: alert.email,
    subject: t("mail.confirm.subject", { title, interpolation: { escapeValue: false } }),
    text: t("mail.confirm.body", {
      title,
      confirmUrl,
      unsubscribeUrl,
      days: Math.round(ALERT_CONFIRM_TTL_MS / 86_400_000),
      interpolation: { escapeValue: false },
    }),
    unsubscribeUrl,
  });
}

const validToken = (token: unknown): token is string =>
  typeof token === "string" && token.length >= 20 && token.length <= 200;

export type ConfirmState =
  | { state: "valid" | "confirmed"; title: string | null; slug: string | null }
  | { state: "invalid"; title: null; slug: null };

const INVALID: ConfirmState = { state: "invalid", title: null, slug: null };

async function alertByToken(token: unknown) {
  if (!validToken(token)) return null;
  return db().backInStockAlert.findUnique({ where: { confirmTokenHash: sha256(token) } });
}

/** Read-only look at a confirmation link, for the page that shows the confirm button. */
export async function confirmTokenState(token: unknown, lng: Language, now = new Date()): Promise<ConfirmState> {
  const alert = await alertByToken(token);
  if (!alert || alert.status === "cancelled") return INVALID;
  const product = await productLabel(alert.productId, lng);
  const shown = { title: product?.title ?? null, slug: product?.slug ?? null };
  if (alert.status !== "pending") return { state: "confirmed", ...shown };
  if (now.getTime() - alert.requestedAt.getTime() > ALERT_CONFIRM_TTL_MS) return INVALID;
  return { state: "valid", ...shown };
}

/** Confirms a valid, unexpired link (the alert waits from now on); a used link confirms again harmlessly. */
export async function confirmAlert(token: unknown, lng: Language, now = new Date()): Promise<ConfirmState> {
  const alert = await alertByToken(token);
  if (!alert || alert.status === "cancelled") return INVALID;
  if (alert.status === "pending") {
    if (now.getTime() - alert.requestedAt.getTime() > ALERT_CONFIRM_TTL_MS) return INVALID;
    const r = await db().backInStockAlert.updateMany({
      where: { id: alert.id, status: "pending" },
      data: { status: "waiting", confirmedAt: now },
    });
    if (r.count === 0) return confirmTokenState(token, lng, now);
  }
  const product = await productLabel(alert.productId, lng);
  return { state: "confirmed", title: product?.title ?? null, slug: product?.slug ?? null };
}

/** What a cancel link's page shows: the alert's product and state, or null for a link not ours. */
export async function cancelLinkState(token: unknown, lng: Language) {
  const id = verifySignedId(CANCEL_PURPOSE, token);
  if (!id) return null;
  const alert = await db().backInStockAlert.findUnique({
    where: { id },
    select: { productId: true, status: true, email: true },
  });
  if (!alert) return { title: null, active: false, others: 0 };
  const [product, others] = await Promise.all([
    productLabel(alert.productId, lng),
    db().backInStockAlert.count({
      where: { email: alert.email, status: { in: ["pending", "waiting"] }, NOT: { id } },
    }),
  ]);
  const active = alert.status === "pending" || alert.status === "waiting";
  return { title: product?.title ?? null, active, others };
}

/**
 * Cancels from a mail's link: the alert, or every open alert of its address (`all`). Returns
 * how many ended, or null for a link that is not ours. Nothing is mailed to a cancelled alert.
 */
export async function cancelByLink(token: unknown, scope: "one" | "all", now = new Date()): Promise<number | null> {
  const id = verifySignedId(CANCEL_PURPOSE, token);
  if (!id) return null;
  const alert = await db().backInStockAlert.findUnique({ where: { id }, select: { email: true } });
  if (!alert) return 0;
  const where: Prisma.BackInStockAlertWhereInput = scope === "all" ? { email: alert.email } : { id };
  const r = await db().backInStockAlert.updateMany({
    where: { ...where, status: { in: ["pending", "waiting"] } },
    data: { status: "cancelled", cancelledAt: now },
  });
  return r.count;
}

/** The open alerts an account may see: its own, and its address's once the account proved it. */
function ownedBy(user: AlertRequester): Prisma.BackInStockAlertWhereInput {
  return user.emailVerified ? { OR: [{ userId: user.id }, { email: user.email }] } : { userId: user.id };
}

export interface AccountAlert {
  id: string;
  status: "pending" | "waiting";
  requestedAt: string;
  title: string;
  slug: string;
}

/** The account's open alerts, newest first, with the products' titles in `lng`. */
export async function listAccountAlerts(user: AlertRequester, lng: Language): Promise<AccountAlert[]> {
  const rows = await db().backInStockAlert.findMany({
    where: { AND: [ownedBy(user), { status: { in: ["pending", "waiting"] } }] },
    orderBy: { requestedAt: "desc" },
    take: 100,
    select: { id: true, productId: true, status: true, requestedAt: true },
  });
  const cards = new Map((await cardsInOrder([...new Set(rows.map((r) => r.productId))], lng)).map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const card = cards.get(r.productId);
    if (!card) return [];
    return [
      {
        id: r.id,
        status: r.status as "pending" | "waiting",
        requestedAt: r.requestedAt.toISOString(),
        title: card.title,
        slug: card.slug,
      },
    ];
  });
}

/** Cancels one of the account's open alerts; false when it is not theirs or not open. */
export async function cancelAccountAlert(user: AlertRequester, id: string, now = new Date()): Promise<boolean> {
  const r = await db().backInStockAlert.updateMany({
    where: { AND: [{ id }, ownedBy(user), { status: { in: ["pending", "waiting"] } }] },
    data: { status: "cancelled", cancelledAt: now },
  });
  return r.count === 1;
}

/** Confirmed alerts waiting for a product (the back office's figure). */
export function waitingCount(productId: string): Promise<number> {
  return db().backInStockAlert.count({ where: { status: "waiting", productId } });
}

/** Removes the alerts of an erased account and of its address (in the erasure's transaction). */
export async function eraseAlertsOf(tx: Prisma.TransactionClient, who: { userId: string; email: string }) {
  await tx.backInStockAlert.deleteMany({ where: { OR: [{ userId: who.userId }, { email: who.email }] } });
}

/** Every alert of an account and of its address, for its data export (GDPR art. 15 and 20). */
export async function alertsForExport(who: { userId: string; email: string }) {
  const rows = await db().backInStockAlert.findMany({
    where: { OR: [{ userId: who.userId }, { email: who.email }] },
    orderBy: { requestedAt: "asc" },
    select: {
      email: true,
      locale: true,
      status: true,
      requestedAt: true,
      requestIp: true,
      confirmedAt: true,
      sentAt: true,
      cancelledAt: true,
      product: { select: { pid: true, title: true } },
    },
  });
  return rows.map(({ product, ...r }) => ({ ...r, product: { pid: product.pid, title: product.title } }));
}
