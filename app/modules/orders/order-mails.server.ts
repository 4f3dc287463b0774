import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import { fallbackLanguage, isLanguage } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail, type SentMail } from "~/modules/mail/mail.server";
import { findCarrier, trackingLink } from "./status-rules";
import { trackingPath } from "./tracking.server";

/**
 * The buyer hears of every step staff take with their order, by mail, in the language the order
 * was placed in (Order.locale): being prepared, shipped (carrier, tracking number and the
 * carrier's tracking page), delivered (with an invitation to review what they bought), cancelled,
 * returned. Reopening (back to pending) is the shop's own business: no mail.
 */

export const MAILED_STATUSES: readonly OrderStatus[] = ["processing", "shipped", "delivered", "cancelled", "returned"];

/**
 * Sends the mail of `status`, if the order still has it (a later change sends its own mail);
 * none for pending. Throws when sending fails.
 */
export async function sendOrderStatusMail(orderId: string, status: OrderStatus): Promise<SentMail | null> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
      oid: true,
      status: true,
      email: true,
      locale: true,
      userId: true,
      shipName: true,
      carrier: true,
      awb: true,
      lines: { select: { title: true, product: { select: { slug: true } } }, orderBy: { id: "asc" } },
    },
  });
  if (!order || order.status !== status || !MAILED_STATUSES.includes(status)) return null;
  const lng = isLanguage(order.locale) ? order.locale : fallbackLanguage;
  const t = await getT(lng, "order-mails");
  const plain = { interpolation: { escapeValue: false } };
  const base = env().publicUrl;
  const s = order.status;
  const body: string[] = [t(`${s}.body`, { oid: order.oid, ...plain })];

  if (s === "shipped") {
    const carrier = findCarrier(order.carrier)?.name ?? order.carrier;
    if (carrier) body.push("", t("shipped.carrier", { carrier, ...plain }));
    if (order.awb) body.push(t("shipped.tracking", { number: order.awb, ...plain }));
    const link = trackingLink(order.carrier, order.awb);
    if (link) body.push(t("shipped.link", { url: link, ...plain }));
  }
  if (s === "delivered") {
    if (order.userId) {
      body.push("", t("delivered.reviewAccount", { url: `${base}/account/reviews`, ...plain }));
    } else {
      const pages = order.lines.flatMap((l) => (l.product ? [`  ${l.title}: ${base}/product/${l.product.slug}`] : []));
      if (pages.length) body.push("", t("delivered.reviewGuest"), ...[...new Set(pages)]);
    }
  }
  const follow = order.userId ? `${base}/account/orders` : `${base}${trackingPath(order.oid, order.email)}`;
  const text = [
    t("greeting", { name: order.shipName, ...plain }),
    "",
    ...body,
    "",
    t("follow", { url: follow, ...plain }),
    "",
    t("signature"),
  ].join("\n");
  return sendMail({ to: order.email, subject: t(`${s}.subject`, { oid: order.oid, ...plain }), text });
}

/**
 * After the change committed: the mail, and a failure logged with the order (the change stands;
 * staff see the order's status, and the buyer still has the in-app notification and the tracking page).
 */
export async function mailStatusChange(orderId: string, oid: string, status: OrderStatus) {
  try {
    await sendOrderStatusMail(orderId, status);
  } catch (error) {
    logError(error, { step: "order status mail", order: oid });
  }
}
