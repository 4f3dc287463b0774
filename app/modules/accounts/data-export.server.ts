import { db } from "~/lib/db.server";
import { consentsForExport } from "~/modules/privacy/consents.server";
import { wishlistForExport } from "~/modules/wishlist/wishlist.server";

/**
 * The right of access (GDPR art. 15 and 20): everything the shop holds about one person, as one
 * JSON document. Staff download it on the person's request (the customer page); the shopper's own
 * download will call the same function, so both always hold the same things.
 *
 * Left out on purpose: the password hash, session and reset tokens (and their hashes), newsletter
 * confirmation tokens, and payment providers' references, idempotency keys and hosted-page links.
 * These are secrets or the shop's own bookkeeping, not data about the person; a token in a file that
 * travels by mail would be a key to the account.
 *
 * This reads other domains' tables (orders, reviews, newsletter, audit) directly: it is the one
 * place that must see all of them at once, and reads only. Issue 14 added the wishlist, the
 * consent records (kind, version, given or withdrawn, when), back-in-stock alerts, and per order
 * its invoice number, invoice details, discount code use and withdrawal.
 */

export const EXPORT_FORMAT = "sattva.personal-data/1";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function exportPersonalData(userId: string, now: Date = new Date()) {
  const user = await db().user.findFirst({
    where: { id: userId, deletedAt: null },
    select: {
      id: true,
      fname: true,
      lname: true,
      email: true,
      emailVerifiedAt: true,
      country: true,
      role: true,
      locale: true,
      newsletter: true,
      createdAt: true,
      updatedAt: true,
      disabledAt: true,
    },
  });
  if (!user) return null;
  // Guest orders placed with the address are the person's once they proved they own it (the
  // same rule as their own orders page).
  const orderWhere = user.emailVerifiedAt ? { OR: [{ userId }, { userId: null, email: user.email }] } : { userId };
  const verifiedEmail = user.emailVerifiedAt ? user.email : null;
  const [
    addresses,
    orders,
    reviews,
    notifications,
    newsletter,
    sessions,
    oauth,
    audit,
    messages,
    wishlist,
    consents,
    backInStock,
  ] = await Promise.all([
    db().address.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        fullName: true,
        street: true,
        city: true,
        state: true,
        postalCode: true,
        country: true,
        phone: true,
        isDefault: true,
        createdAt: true,
      },
    }),
    db().order.findMany({
      where: orderWhere,
      orderBy: [{ createdAt: "asc" }, { oid: "asc" }],
      select: {
        oid: true,
        status: true,
        createdAt: true,
        email: true,
        phone: true,
        guestName: true,
        shipName: true,
        shipStreet: true,
        shipCity: true,
        shipState: true,
        shipPostalCode: true,
        shipCountry: true,
        paymentMethod: true,
        subtotalCents: true,
        shippingCents: true,
        vatCents: true,
        discountCode: true,
        discountCents: true,
        totalCents: true,
        refundedCents: true,
        currency: true,
        carrier: true,
        awb: true,
        shippedAt: true,
        deliveredAt: true,
        locale: true,
        clientIp: true,
        lines: {
          orderBy: { id: "asc" },
          select: { title: true, unitPriceCents: true, quantity: true, lineTotalCents: true },
        },
        payments: {
          orderBy: { createdAt: "asc" },
          select: {
            provider: true,
            method: true,
            status: true,
            amountCents: true,
            currency: true,
            failureReason: true,
            createdAt: true,
            updatedAt: true,
          },
        },
        refunds: {
          orderBy: { createdAt: "asc" },
          select: { provider: true, amountCents: true, currency: true, status: true, createdAt: true },
        },
        invoice: { select: { year: true, number: true, issuedAt: true } },
        invoiceRequest: {
          select: {
            type: true,
            name: true,
            fiscalCode: true,
            vatCountry: true,
            vatNumber: true,
            sdiCode: true,
            pec: true,
            createdAt: true,
          },
        },
        discountUse: {
          select: { amountCents: true, createdAt: true, releasedAt: true, code: { select: { code: true } } },
        },
        withdrawal: {
          select: {
            via: true,
            name: true,
            email: true,
            wholeOrder: true,
            locale: true,
            ip: true,
            refundDueBy: true,
            acknowledgedAt: true,
            createdAt: true,
            lines: { select: { quantity: true, orderLine: { select: { title: true } } } },
          },
        },
      },
    }),
    db().review.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { rating: true, comment: true, published: true, createdAt: true, product: { select: { title: true } } },
    }),
    db().notification.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { kind: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    db().newsletterSubscriber.findUnique({
      where: { email: user.email },
      select: {
        email: true,
        locale: true,
        consentText: true,
        consentAt: true,
        consentIp: true,
        confirmedAt: true,
        unsubscribedAt: true,
        createdAt: true,
      },
    }),
    db().session.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true, ip: true },
    }),
    db().oAuthAccount.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { provider: true, createdAt: true },
    }),
    db().auditEvent.findMany({
      where: { entity: "User", entityId: userId },
      orderBy: { createdAt: "asc" },
      select: { action: true, data: true, createdAt: true },
    }),
    db().contactMessage.findMany({
      where: { email: user.email },
      orderBy: { createdAt: "asc" },
      select: { name: true, subject: true, message: true, locale: true, createdAt: true },
    }),
    wishlistForExport(userId),
    consentsForExport(userId, verifiedEmail),
    db().backInStockAlert.findMany({
      where: verifiedEmail ? { OR: [{ userId }, { email: verifiedEmail }] } : { userId },
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
        product: { select: { title: true, slug: true } },
      },
    }),
  ]);

  return {
    format: EXPORT_FORMAT,
    generatedAt: now.toISOString(),
    account: {
      ...user,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      disabledAt: iso(user.disabledAt),
    },
    addresses: addresses.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    orders: orders.map((o) => ({
      ...o,
      createdAt: iso(o.createdAt),
      shippedAt: iso(o.shippedAt),
      deliveredAt: iso(o.deliveredAt),
      payments: o.payments.map((p) => ({ ...p, createdAt: iso(p.createdAt), updatedAt: iso(p.updatedAt) })),
      refunds: o.refunds.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    })),
    reviews: reviews.map(({ product, ...r }) => ({ product: product.title, ...r, createdAt: iso(r.createdAt) })),
    notifications: notifications.map((n) => ({ ...n, readAt: iso(n.readAt), createdAt: iso(n.createdAt) })),
    newsletter: newsletter
      ? {
          ...newsletter,
          consentAt: iso(newsletter.consentAt),
          confirmedAt: iso(newsletter.confirmedAt),
          unsubscribedAt: iso(newsletter.unsubscribedAt),
          createdAt: iso(newsletter.createdAt),
        }
      : null,
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      userAgent: s.userAgent,
      ip: s.ip,
    })),
    linkedLogins: oauth.map((o) => ({ provider: o.provider, linkedAt: iso(o.createdAt) })),
    auditEvents: audit.map((a) => ({ action: a.action, at: iso(a.createdAt), data: a.data })),
    contactMessages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    wishlist,
    consents,
    backInStockAlerts: backInStock.map(({ product, ...a }) => ({
      product: product.title,
      productSlug: product.slug,
      ...a,
      requestedAt: iso(a.requestedAt),
      confirmedAt: iso(a.confirmedAt),
      sentAt: iso(a.sentAt),
      cancelledAt: iso(a.cancelledAt),
    })),
  };
}

export type PersonalDataExport = NonNullable<Awaited<ReturnType<typeof exportPersonalData>>>;
