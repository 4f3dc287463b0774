import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { formatEUR } from "~/lib/money";
import { fallbackLanguage, isLanguage } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail } from "~/modules/mail/mail.server";
import { trackingPath } from "~/modules/orders/tracking.server";
import { withdrawalPath } from "~/modules/withdrawal/links";

/** Where a buyer follows an order without an account: the tracking page, filled in. */
export function trackingUrl(oid: string, email: string) {
  return `${env().publicUrl}${trackingPath(oid, email)}`;
}

/**
 * The order confirmation mail, in the language the order was placed in: the lines as sold, the
 * totals, the address it ships to and a link to follow it. Sent once, by the change that marked
 * the order paid.
 */
export async function sendOrderConfirmation(orderId: string) {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
      oid: true,
      email: true,
      locale: true,
      shipName: true,
      shipStreet: true,
      shipCity: true,
      shipPostalCode: true,
      shipCountry: true,
      subtotalCents: true,
      discountCents: true,
      discountCode: true,
      shippingCents: true,
      vatCents: true,
      totalCents: true,
      lines: { select: { title: true, quantity: true, lineTotalCents: true }, orderBy: { id: "asc" } },
    },
  });
  if (!order) return null;
  const lng = isLanguage(order.locale) ? order.locale : fallbackLanguage;
  const [t, tw] = await Promise.all([getT(lng, "checkout"), getT(lng, "withdrawal")]);
  const money = (cents: number) => formatEUR(cents, lng);
  const plain = { interpolation: { escapeValue: false } };
  const lines = order.lines.map((l) => `  ${l.quantity} × ${l.title} — ${money(l.lineTotalCents)}`);
  const totals = [
    `${t("summary.subtotal")}: ${money(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [
          // The code that took it off (issue 14: discount codes are shown on the order and its mail).
          `${order.discountCode ? t("discounts:summary.code", { code: order.discountCode }) : t("summary.discount")}: −${money(order.discountCents)}`,
        ]
      : []),
    `${t("summary.shipping")}: ${order.shippingCents === 0 ? t("summary.free") : money(order.shippingCents)}`,
    `${t("summary.total")}: ${money(order.totalCents)}`,
    t("summary.vatIncluded", { amount: money(order.vatCents), ...plain }),
  ];
  const address = [
    order.shipName,
    order.shipStreet,
    `${order.shipPostalCode} ${order.shipCity}`.trim(),
    order.shipCountry,
  ]
    .filter(Boolean)
    .map((s) => `  ${s}`);
  const text = [
    t("mail.confirmation.greeting", { name: order.shipName, ...plain }),
    "",
    t("mail.confirmation.intro", { oid: order.oid, ...plain }),
    "",
    ...lines,
    "",
    ...totals,
    "",
    t("mail.confirmation.shipTo"),
    ...address,
    "",
    t("mail.confirmation.track", { url: trackingUrl(order.oid, order.email), ...plain }),
    "",
    // The withdrawal function (CRD art. 11a), labelled as the directive says.
    `${tw("control")}: ${env().publicUrl}${withdrawalPath(order.oid, order.email)}`,
    "",
    t("mail.confirmation.signature"),
  ].join("\n");
  return sendMail({ to: order.email, subject: t("mail.confirmation.subject", { oid: order.oid, ...plain }), text });
}
