import type { PrismaClient } from "~/generated/prisma/client";
import { fallbackLanguage, isLanguage } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";

/**
 * The demo shopper's notifications (SEED_DEMO only): what the shop would have sent them so far,
 * derived from their seeded orders and reviews, written in their language like real ones.
 * Idempotent: nothing is added once the shopper has any notification.
 */
const SHOPPER = "shopper@example.com";
const HOUR = 3600_000;

export async function seedAccountDemo(prisma: PrismaClient, now = new Date()) {
  const shopper = await prisma.user.findUnique({
    where: { email: SHOPPER },
    select: { id: true, locale: true, _count: { select: { notifications: true } } },
  });
  if (!shopper || shopper._count.notifications > 0) return 0;
  const t = await getT(isLanguage(shopper.locale) ? shopper.locale : fallbackLanguage, "account");

  const orders = await prisma.order.findMany({
    where: { userId: shopper.id, status: { in: ["processing", "shipped", "delivered", "cancelled"] } },
    select: { oid: true, status: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  const reviews = await prisma.review.findMany({
    where: { userId: shopper.id, published: true },
    select: { createdAt: true, product: { select: { title: true, slug: true } } },
    orderBy: { createdAt: "asc" },
  });

  const rows = [
    ...orders.map((o) => ({
      userId: shopper.id,
      kind: "order",
      title: t(`notifications.order.${o.status}.title`, { oid: o.oid }),
      body: t(`notifications.order.${o.status}.body`, { oid: o.oid }),
      link: "/account/orders",
      createdAt: new Date(Math.min(now.getTime() - HOUR, o.createdAt.getTime() + 2 * 24 * HOUR)),
    })),
    ...reviews.map((r) => ({
      userId: shopper.id,
      kind: "review",
      title: t("notifications.review.published.title"),
      body: t("notifications.review.published.body", { product: r.product.title }),
      link: `/product/${r.product.slug}`,
      createdAt: new Date(Math.min(now.getTime() - HOUR, r.createdAt.getTime() + HOUR)),
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // The older ones have been read; the two newest are waiting.
  const data = rows.map((r, i) => ({
    ...r,
    readAt: i < rows.length - 2 ? new Date(r.createdAt.getTime() + HOUR) : null,
  }));
  await prisma.notification.createMany({ data });
  return data.length;
}
