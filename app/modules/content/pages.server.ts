import { z } from "zod";
import { env } from "~/lib/env.server";
import { intlLocale } from "~/lib/languages";
import type { Language } from "~/modules/i18n/config";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import { getShopSettings } from "~/modules/settings/settings.server";

/** The six information pages of the footer, in footer order. `key` names their texts in `content`. */
export const FOOTER_PAGES = [
  { key: "customerService", path: "/customer-service" },
  { key: "paymentMethods", path: "/payment-methods" },
  { key: "shipping", path: "/shipping-and-delivery" },
  { key: "privacy", path: "/privacy-policy" },
  { key: "terms", path: "/terms-&-conditions" },
  { key: "faq", path: "/faq" },
] as const;

export type FooterPageKey = (typeof FOOTER_PAGES)[number]["key"];

const section = z.object({
  heading: z.string().optional(),
  paragraphs: z.array(z.string()).optional(),
  list: z.array(z.string()).optional(),
});
export type ContentSection = z.infer<typeof section>;

export const footerPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  intro: z.string().optional(),
  sections: z.array(section).optional(),
  questions: z.array(z.object({ q: z.string().min(1), a: z.string().min(1) })).optional(),
});
export type FooterPageContent = z.infer<typeof footerPageSchema>;

/** The settings the information pages name: who sells, shipping, VAT. */
export type ContentSettings = Pick<ShopSettings, "legal" | "shipping" | "vatPercent" | "newsletter">;

/** An amount as the pages write it: "€49" when whole, "€4.90" otherwise (in the page's language). */
function euro(cents: number, lng: Language) {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(intlLocale[lng], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/**
 * Values the texts may name, from the shop's settings: its legal identity (the footer shows the
 * same), the shipping rates and thresholds with EU zone 1's countries, the VAT rate and what
 * the newsletter's welcome code takes off.
 */
export function contentVariables(settings: ContentSettings, lng: Language) {
  const { legal, shipping } = settings;
  const region = new Intl.DisplayNames([intlLocale[lng]], { type: "region" });
  const zone1 = shipping.zone1Countries
    .map((c) => region.of(c) ?? c)
    .sort((a, b) => a.localeCompare(b, intlLocale[lng]))
    .join(", ");
  const { IT, EU1, EU2 } = shipping.zones;
  return {
    shopName: legal.name,
    street: legal.street,
    city: [legal.postalCode, legal.city, legal.province ? `(${legal.province})` : ""].filter(Boolean).join(" "),
    country: region.of(legal.country) ?? legal.country,
    email: legal.email,
    phone: legal.phone,
    vatNumber: legal.vatNumber,
    vatPercent: settings.vatPercent,
    welcomePercent: settings.newsletter.percent,
    itRate: euro(IT.rateCents, lng),
    itFree: euro(IT.freeFromCents, lng),
    eu1Rate: euro(EU1.rateCents, lng),
    eu1Free: euro(EU1.freeFromCents, lng),
    eu2Rate: euro(EU2.rateCents, lng),
    eu2Free: euro(EU2.freeFromCents, lng),
    zone1,
  };
}

export interface FooterPageData {
  pageKey: FooterPageKey;
  path: string;
  page: FooterPageContent;
  home: string;
  navLabel: string;
  nav: { key: FooterPageKey; path: string; title: string }[];
}

/**
 * One information page as plain data (headings, paragraphs, lists; no HTML), in one language,
 * naming the shop as its settings say.
 */
export async function footerPage(
  lng: Language,
  key: FooterPageKey,
  settings: ContentSettings,
): Promise<FooterPageData> {
  const t = await getT(lng, "content");
  const vars = { ...contentVariables(settings, lng), interpolation: { escapeValue: false } };
  const page = footerPageSchema.parse(t(`footer.${key}`, { returnObjects: true, ...vars }));
  const nav = FOOTER_PAGES.map((p) => ({ key: p.key, path: p.path, title: t(`footer.${p.key}.title`) }));
  const path = FOOTER_PAGES.find((p) => p.key === key)!.path;
  return { pageKey: key, path, page, home: t("home"), navLabel: t("infoNav"), nav };
}

/** What a footer page's loader returns: the page and its SEO, resolved on the server. */
export async function footerPageLoaderData(request: Request, key: FooterPageKey) {
  const lng = await getLanguage(request);
  const data = await footerPage(lng, key, await getShopSettings());
  const t = await getT(lng, "content");
  return {
    ...data,
    breadcrumbLabel: t("breadcrumb"),
    seo: { origin: env().publicUrl, path: data.path, lng, title: data.page.title, description: data.page.description },
  };
}
