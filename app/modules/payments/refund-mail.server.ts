import { db } from "~/lib/db.server";
import { formatEUR } from "~/lib/money";
import { fallbackLanguage, isLanguage } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail } from "~/modules/mail/mail.server";
import { readDetail } from "./refund-amounts";
import { trackingUrl } from "./confirmation.server";

/** When the money shows, by how it was paid (what each provider documents for its refunds). */
const WHEN: Record<string, string> = {
  card: "mail.when.card",
  paypal: "mail.when.paypal",
  "bank-transfer": "mail.when.bank",
};

/**
 * The buyer's refund mail, in the order's language: how much went back, for which lines (or "an
 * amount"), and when they will see it. Sent once, by the change that made the refund succeed.
 */
export async function sendRefundMail(refundId: string) {
  const refund = await db().refund.findUnique({
    where: { id: refundId },
    select: {
      amountCents: true,
      provider: true,
      detail: true,
      payment: { select: { method: true } },
      order: {
        select: {
          oid: true,
          email: true,
          locale: true,
          shipName: true,
          shippingCents: true,
          lines: { select: { id: true, title: true } },
        },
      },
    },
  });
  if (!refund) return null;
  const { order } = refund;
  const lng = isLanguage(order.locale) ? order.locale : fallbackLanguage;
  const t = await getT(lng, "refunds-office");
  const plain = { interpolation: { escapeValue: false } };
  const money = (cents: number) => formatEUR(cents, lng);
  const detail = readDetail(refund.detail);
  const titles = new Map(order.lines.map((l) => [l.id, l.title]));
  const what =
    detail.kind === "amount"
      ? [t("mail.amountOnly")]
      : [
          ...detail.lines.map((l) => `  ${l.quantity} × ${titles.get(l.lineId) ?? "—"}`),
          ...(detail.shipping ? [`  ${t("mail.shipping", { amount: money(order.shippingCents), ...plain })}`] : []),
        ];
  const when = refund.provider === "test" ? "mail.when.test" : (WHEN[refund.payment.method] ?? "mail.when.card");
  const text = [
    t("mail.greeting", { name: order.shipName, ...plain }),
    "",
    t("mail.intro", { oid: order.oid, amount: money(refund.amountCents), ...plain }),
    "",
    ...(what.length > 0 ? [t("mail.lines"), ...what, ""] : []),
    t(when),
    "",
    t("mail.track", { url: trackingUrl(order.oid, order.email), ...plain }),
    "",
    t("mail.signature"),
  ].join("\n");
  return sendMail({
    to: order.email,
    subject: t("mail.subject", { oid: order.oid, amount: money(refund.amountCents), ...plain }),
    text,
  });
}
