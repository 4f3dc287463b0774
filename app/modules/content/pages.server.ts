import { z } from "zod";
import { env } from "~/lib/env.server";
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

/** Values the texts may name: the shop's legal identity from its settings (the footer shows the same). */
export function contentVariables(settings: Pick<ShopSettings, "legal">, lng: Language) {
  const { legal } = settings;
  const country = new Intl.DisplayNames([lng], { type: "region" }).of(legal.country) ?? legal.country;
  return {
    shopName: legal.name,
    street: legal.street,
    city: [legal.postalCode, legal.city, legal.province ? `(${legal.province})` : ""].filter(Boolean).join(" "),
    country,
    email: legal.email,
    phone: legal.phone,
    vatNumber: legal.vatNumber,
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
  settings: Pick<ShopSettings, "legal">,
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
  const lng = getLanguage(request);
  const data = await footerPage(lng, key, await getShopSettings());
  const t = await getT(lng, "content");
  return {
    ...data,
    breadcrumbLabel: t("breadcrumb"),
    seo: { origin: env().publicUrl, path: data.path, lng, title: data.page.title, description: data.page.description },
  };
}
