import { db } from "~/lib/db.server";
import { countryName } from "~/lib/country-name";
import { formatDate } from "~/lib/dates";
import { env } from "~/lib/env.server";
import { fallbackLanguage, intlLocale, isLanguage, type Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail, type SentMail } from "~/modules/mail/mail.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { SHOP_TIME_ZONE } from "./period";

/** A moment as the shop states it: long date, time and zone, in Rome's time (the shop's). */
export function statementTime(at: Date, lng: Language): string {
  return new Intl.DateTimeFormat(intlLocale[lng], {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: SHOP_TIME_ZONE,
  }).format(at);
}

/**
 * The acknowledgement on a durable medium (art. 11a(3)): a mail with the statement's content,
 * its date and time, what happens next (the goods back within 14 days, the refund within 14 days
 * of the statement) and the shop's address for the return. In the language the buyer used.
 */
export async function sendWithdrawalAcknowledgement(withdrawalId: string): Promise<SentMail> {
  const w = await db().withdrawal.findUniqueOrThrow({
    where: { id: withdrawalId },
    select: {
      id: true,
      name: true,
      email: true,
      locale: true,
      wholeOrder: true,
      createdAt: true,
      refundDueBy: true,
      order: { select: { oid: true, createdAt: true, lines: { select: { id: true, title: true, quantity: true } } } },
      lines: { select: { orderLineId: true, quantity: true } },
    },
  });
  const lng = isLanguage(w.locale) ? w.locale : fallbackLanguage;
  const [t, settings] = await Promise.all([getT(lng, "withdrawal"), getShopSettings()]);
  const plain = { interpolation: { escapeValue: false } };
  const legal = settings.legal;
  const chosen = new Map(w.lines.map((l) => [l.orderLineId, l.quantity]));
  const lines = w.order.lines
    .filter((l) => chosen.has(l.id))
    .map((l) => `  ${t("mail.line", { quantity: chosen.get(l.id), of: l.quantity, title: l.title, ...plain })}`);
  const day = (d: Date) => formatDate(d, lng, "long");
  const address = [
    legal.name,
    legal.street,
    [legal.postalCode, legal.city, legal.province ? `(${legal.province})` : ""].filter(Boolean).join(" "),
    countryName(legal.country, lng),
  ]
    .filter(Boolean)
    .map((s) => `  ${s}`);
  const text = [
    t("mail.greeting", { name: w.name, ...plain }),
    "",
    t("mail.intro", { oid: w.order.oid, time: statementTime(w.createdAt, lng), ...plain }),
    "",
    t("mail.statementTitle"),
    `  ${t("mail.statement", { name: w.name, oid: w.order.oid, date: day(w.order.createdAt), ...plain })}`,
    "",
    w.wholeOrder ? t("mail.whole") : t("mail.some"),
    ...lines,
    "",
    `${t("mail.name")}: ${w.name}`,
    `${t("mail.email")}: ${w.email}`,
    `${t("mail.receivedAt")}: ${statementTime(w.createdAt, lng)}`,
    `${t("mail.reference")}: ${w.id}`,
    "",
    t("mail.goodsBack", { ...plain }),
    ...address,
    "",
    t("mail.refund", { date: day(w.refundDueBy), ...plain }),
    "",
    t("mail.questions", { url: `${env().publicUrl}/pages/contact-us`, email: legal.email, ...plain }),
    "",
    t("mail.signature", { shop: legal.name, ...plain }),
  ].join("\n");
  return sendMail({
    to: { name: w.name, address: w.email },
    subject: t("mail.subject", { oid: w.order.oid, ...plain }),
    text,
  });
}
