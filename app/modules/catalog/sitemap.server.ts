/**
 * sitemap.xml: every public page once, with its hreflang alternates (`?lng=` for each language
 * and the bare URL as x-default). Draft products are not listed.
 */
import { languages } from "~/modules/i18n/config";
import { sitemapEntries } from "./listing.server";

/** Content pages linked from the navigation and the footer. */
export const CONTENT_PAGES = [
  "/pages/journal",
  "/pages/contact-us",
  "/pages/where's-my-order",
  "/customer-service",
  "/payment-methods",
  "/shipping-and-delivery",
  "/privacy-policy",
  "/terms-&-conditions",
  "/faq",
];

export function xmlEscape(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A path as it goes into a URL: each segment percent-encoded except the characters paths allow (`&` stays). */
export function encodePath(path: string): string {
  return path
    .split("/")
    .map((seg) => encodeURIComponent(seg).replace(/%26/g, "&").replace(/'/g, "%27"))
    .join("/");
}

interface Entry {
  path: string;
  lastmod?: Date | null;
  priority?: string;
}

function urlXml(origin: string, e: Entry): string {
  const loc = origin + encodePath(e.path);
  const sep = loc.includes("?") ? "&" : "?";
  const alternates = languages
    .map((lng) => `    <xhtml:link rel="alternate" hreflang="${lng}" href="${xmlEscape(`${loc}${sep}lng=${lng}`)}"/>`)
    .join("\n");
  return [
    "  <url>",
    `    <loc>${xmlEscape(loc)}</loc>`,
    e.lastmod ? `    <lastmod>${e.lastmod.toISOString()}</lastmod>` : null,
    e.priority ? `    <priority>${e.priority}</priority>` : null,
    alternates,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(loc)}"/>`,
    "  </url>",
  ]
    .filter(Boolean)
    .join("\n");
}

/** sitemap.xml: home, collections, subcategory listings, every product, the content pages. */
export async function sitemapXml(origin: string): Promise<string> {
  const { categories, subcategories, products, latest } = await sitemapEntries();
  const entries: Entry[] = [
    { path: "/", lastmod: latest, priority: "1.0" },
    { path: "/collections/all", lastmod: latest, priority: "0.9" },
    ...categories.map((c) => ({ path: `/collections/${c.slug}`, lastmod: latest, priority: "0.8" })),
    ...subcategories.map((s) => ({ path: `/products/categories/${s.slug}`, lastmod: latest, priority: "0.7" })),
    ...products.map((p) => ({ path: `/product/${p.slug}`, lastmod: p.updatedAt, priority: "0.6" })),
    ...CONTENT_PAGES.map((path) => ({ path, priority: "0.3" })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((e) => urlXml(origin, e)),
    "</urlset>",
    "",
  ].join("\n");
}
