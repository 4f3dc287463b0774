import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { fallbackLanguage, isLanguage } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";

/**
 * A shopper's notifications (the account area's tab): created when an order of theirs changes
 * status or a review of theirs is published. Title and body are written in the shopper's own
 * language when the notification is created, so the list reads the same on every later visit.
 */

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

export const NOTIFICATION_PAGE = 50;

export interface NotificationDraft {
  /** "order", "review", "account"... */
  kind: string;
  /**
   * A key of the "account" namespace (`notifications.*`), translated in the user's language with
   * `values`; any other text is stored as it is.
   */
  title: string;
  body: string;
  values?: Record<string, string | number>;
  /** A same-site path the notification leads to. */
  link?: string | null;
}

export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

const isKey = (s: string) => /^notifications\.[\w.]+$/.test(s);

/**
 * Creates a notification for a user, in their language. Pass the transaction client when the
 * notification belongs to a change (it is then written, or not, with it). Returns null when the
 * user is gone (deleted accounts get nothing).
 */
export async function notify(userId: string, draft: NotificationDraft, client: Client = db()) {
  const user = await client.user.findFirst({ where: { id: userId, deletedAt: null }, select: { locale: true } });
  if (!user) return null;
  const lng = isLanguage(user.locale) ? user.locale : fallbackLanguage;
  const t = await getT(lng, "account");
  const text = (s: string) => (isKey(s) ? t(s, { ...draft.values, interpolation: { escapeValue: false } }) : s);
  const link = draft.link && draft.link.startsWith("/") && !draft.link.startsWith("//") ? draft.link : null;
  return client.notification.create({
    data: {
      userId,
      kind: draft.kind.slice(0, 40),
      title: text(draft.title).slice(0, 200),
      body: text(draft.body).slice(0, 1000),
      link,
    },
    select: { id: true },
  });
}

/**
 * Tells the shopper an order of theirs changed status: the account that placed it, or else the
 * shopper account with the order's e-mail once that e-mail is verified (a guest order seen from
 * the account; orders/ownership.server.ts). Nothing when no shopper account matches. For the back
 * office's status changes too.
 */
export async function notifyOrderStatus(
  order: { oid: string; status: OrderStatus; userId: string | null; email: string },
  client: Client = db(),
) {
  const owner = order.userId
    ? { id: order.userId }
    : await client.user.findFirst({
        // Only an account that has proved the address (else whoever typed it at sign-up would hear of it).
        where: { email: order.email.toLowerCase(), role: "user", deletedAt: null, emailVerifiedAt: { not: null } },
        select: { id: true },
      });
  if (!owner) return null;
  return notify(
    owner.id,
    {
      kind: "order",
      title: `notifications.order.${order.status}.title`,
      body: `notifications.order.${order.status}.body`,
      values: { oid: order.oid },
      link: "/account/orders",
    },
    client,
  );
}

/** The newest notifications of a user. */
export async function listNotifications(userId: string, limit = NOTIFICATION_PAGE): Promise<NotificationView[]> {
  const rows = await db().notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, kind: true, title: true, body: true, link: true, readAt: true, createdAt: true },
  });
  return rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
  }));
}

export function unreadCount(userId: string) {
  return db().notification.count({ where: { userId, readAt: null } });
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(userId: string, id: string, now = new Date()): Promise<boolean> {
  const owned = await db().notification.findFirst({ where: { id, userId }, select: { readAt: true } });
  if (!owned) return false;
  if (!owned.readAt) await db().notification.updateMany({ where: { id, userId, readAt: null }, data: { readAt: now } });
  return true;
}

export async function markAllRead(userId: string, now = new Date()): Promise<number> {
  const r = await db().notification.updateMany({ where: { userId, readAt: null }, data: { readAt: now } });
  return r.count;
}
