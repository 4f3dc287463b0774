import type { TFunction } from "i18next";
import { isLanguage, type Language } from "~/lib/languages";
import { getT } from "~/modules/i18n/i18n.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import type { DocumentOrder } from "./orders.server";
import { legalLines } from "./pdf.server";
import { documentFormat } from "./text";

/** The words both documents print, in one language, and the shop's and the buyer's blocks. */

export const DOCUMENTS_NS = "documents-office";

/** "buyer": each order in the language it was placed in; a language: every order in that one. */
export type DocumentLocale = Language | "buyer";

export const orderLanguage = (order: { locale: string }, locale: DocumentLocale): Language =>
  locale !== "buyer" ? locale : isLanguage(order.locale) ? order.locale : "it";

export interface Texts {
  t: TFunction;
  f: ReturnType<typeof documentFormat>;
}

export async function textsFor(lng: Language): Promise<Texts> {
  return { t: await getT(lng, DOCUMENTS_NS), f: documentFormat(lng) };
}

/** The seller's name and lines as the letterhead and the footer print them. */
export function seller(settings: ShopSettings, { t, f }: Texts) {
  const legal = settings.legal;
  const labels = {
    vat: t("legal.vat"),
    taxCode: t("legal.taxCode"),
    pec: t("legal.pec"),
    sdi: t("legal.sdi"),
    email: t("legal.email"),
    phone: t("legal.phone"),
  };
  const footer = [legal.name, legal.vatNumber && `${labels.vat} ${legal.vatNumber}`, legal.email]
    .filter(Boolean)
    .join(" · ");
  return { name: legal.name, lines: legalLines(legal, labels, f.country), footer };
}

/** The buyer's address lines (the order's shipping address: the shop sells to consumers). */
export function addressLines(order: DocumentOrder, { f }: Texts) {
  const place = [order.shipPostalCode, order.shipCity, order.shipState && `(${order.shipState})`]
    .filter(Boolean)
    .join(" ");
  return [order.shipName, order.shipStreet, place, f.country(order.shipCountry)].filter(Boolean);
}

/** "Payment card, paid": the method the order was placed with and what became of its payment. */
export function paymentText(order: DocumentOrder, { t }: Texts): string {
  const paid = [...order.payments].reverse().find((p) => p.status === "paid" || p.status === "refunded");
  // Older orders (and the demo data) wrote "bank_transfer".
  const raw = (paid?.method ?? order.paymentMethod ?? "").replace("_", "-");
  const method = ["card", "bank-transfer", "paypal"].includes(raw) ? t(`payment.${raw}`) : raw;
  if (!paid) return method;
  return t(paid.status === "paid" ? "payment.paid" : "payment.refunded", { method });
}
