import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { listAddresses } from "~/modules/accounts/addresses.server";
import type { Role } from "~/modules/accounts/schemas";
import { isRecordId } from "../schemas";

/**
 * The customer page: who the person is, how they sign in, what they bought and spent, where they
 * ship, what they wrote, and what they agreed to. Read-only; dates travel as ISO strings.
 */

/** Orders on the page (newest first); the counts and the spend cover all of them. */
export const CUSTOMER_ORDERS_SHOWN = 50;

/**
 * An order whose money the shop received: on its way or done (the dashboard's rule), or with a
 * payment that went through (a pending order whose status has not moved yet, a cancelled or
 * returned one paid and then refunded). Refunds are taken off its total.
 */
const paidOrder: Prisma.OrderWhereInput = {
  OR: [
    { status: { in: ["processing", "shipped", "delivered"] } },
    { payments: { some: { status: { in: ["paid", "refunded"] } } } },
  ],
};

export interface CustomerOrder {
  oid: string;
  status: OrderStatus;
  totalCents: number;
  refundedCents: number;
  createdAt: string;
  /** Placed as a guest with the account's (verified) e-mail. */
  guest: boolean;
}

export async function customerProfile(id: string, now: Date = new Date()) {
  if (!isRecordId(id)) return null;
  const user = await db().user.findFirst({
    where: { id, deletedAt: null },
    select: {
      id: true,
      fname: true,
      lname: true,
      email: true,
      emailVerifiedAt: true,
      country: true,
      locale: true,
      role: true,
      newsletter: true,
      createdAt: true,
      disabledAt: true,
      passwordHash: true,
    },
  });
  if (!user) return null;
  // Guest orders with the address belong to the person once they proved they own it (their own
  // orders page follows the same rule).
  const ordersWhere: Prisma.OrderWhereInput = user.emailVerifiedAt
    ? { OR: [{ userId: id }, { userId: null, email: user.email }] }
    : { userId: id };
  const [orders, orderCount, paid, addresses, reviews, subscriber, lastSeen, openSessions, logins] = await Promise.all([
    db().order.findMany({
      where: ordersWhere,
      orderBy: [{ createdAt: "desc" }, { oid: "desc" }],
      take: CUSTOMER_ORDERS_SHOWN,
      select: { oid: true, status: true, totalCents: true, refundedCents: true, createdAt: true, userId: true },
    }),
    db().order.count({ where: ordersWhere }),
    db().order.aggregate({
      where: { AND: [ordersWhere, paidOrder] },
      _sum: { totalCents: true, refundedCents: true },
      _count: { _all: true },
    }),
    // The person's address book as they see it (the accounts module owns addresses).
    listAddresses(id),
    db().review.findMany({
      where: { userId: id },
      orderBy: { createdAt: "desc" },
      take: 50,
      select: {
        id: true,
        rating: true,
        comment: true,
        published: true,
        createdAt: true,
        product: { select: { id: true, title: true } },
      },
    }),
    db().newsletterSubscriber.findUnique({
      where: { email: user.email },
      select: { consentText: true, consentAt: true, confirmedAt: true, unsubscribedAt: true, locale: true },
    }),
    db().session.aggregate({ where: { userId: id }, _max: { lastSeenAt: true } }),
    db().session.count({ where: { userId: id, expiresAt: { gt: now } } }),
    db().oAuthAccount.findMany({ where: { userId: id }, select: { provider: true }, orderBy: { createdAt: "asc" } }),
  ]);
  const spendCents = (paid._sum.totalCents ?? 0) - (paid._sum.refundedCents ?? 0);
  const paidCount = paid._count._all;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    account: {
      id: user.id,
      fname: user.fname,
      lname: user.lname,
      email: user.email,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      country: user.country,
      locale: user.locale,
      role: user.role as Role,
      newsletter: user.newsletter,
      createdAt: user.createdAt.toISOString(),
      disabledAt: iso(user.disabledAt),
      hasPassword: user.passwordHash !== null,
      logins: logins.map((l) => l.provider),
    },
    lastSeenAt: iso(lastSeen._max.lastSeenAt),
    openSessions,
    orders: orders.map((o): CustomerOrder => ({
      oid: o.oid,
      status: o.status,
      totalCents: o.totalCents,
      refundedCents: o.refundedCents,
      createdAt: o.createdAt.toISOString(),
      guest: o.userId === null,
    })),
    figures: {
      orderCount,
      paidCount,
      spendCents,
      averageCents: paidCount ? Math.round(spendCents / paidCount) : 0,
    },
    addresses,
    reviews: reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      published: r.published,
      createdAt: r.createdAt.toISOString(),
      productId: r.product.id,
      productTitle: r.product.title,
    })),
    newsletter: subscriber
      ? {
          consentText: subscriber.consentText,
          consentAt: subscriber.consentAt.toISOString(),
          confirmedAt: iso(subscriber.confirmedAt),
          unsubscribedAt: iso(subscriber.unsubscribedAt),
          locale: subscriber.locale,
        }
      : null,
  };
}

export type CustomerProfile = NonNullable<Awaited<ReturnType<typeof customerProfile>>>;

/** The fields the edit form starts from; null when there is no such live account. */
export async function customerForEdit(id: string) {
  if (!isRecordId(id)) return null;
  return db().user.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, fname: true, lname: true, email: true, role: true },
  });
}
