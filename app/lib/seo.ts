/**
 * SEO builders for route `meta` functions: title, description, canonical, hreflang alternates
 * (`?lng=` for each UI language plus x-default), Open Graph and JSON-LD. Pure: usable in the
 * browser and in tests.
 *
 * The canonical URL of a page is the URL it was asked for, less everything but `?lng`: a
 * `?lng=fr` page is the French version (its own canonical); the bare URL adapts to the visitor's
 * cookie and browser and is the x-default.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { centsToDecimal } from "~/lib/money";

export const SITE_NAME = "Sattva";

/**
 * The languages a page has (hreflang alternates, `?lng` canonicals), as plain values: lib code
 * does not reach into modules. The same list as modules/i18n/config's (a unit test holds them equal).
 */
export const SEO_LANGUAGES = ["it", "en", "fr", "de", "es"] as const;
type Language = (typeof SEO_LANGUAGES)[number];
const isLanguage = (v: unknown): v is Language =>
  typeof v === "string" && (SEO_LANGUAGES as readonly string[]).includes(v);
const languages = SEO_LANGUAGES;

const ogLocale: Record<Language, string> = { it: "it_IT", en: "en_GB", fr: "fr_FR", de: "de_DE", es: "es_ES" };

/** An absolute URL on the shop's origin for a path (kept as is when already absolute). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.replace(/\/$/, "") + "/").toString();
}

/** The page's URL in one language (`?lng=xx`), keeping no other query parameters. */
export function languageUrl(origin: string, path: string, lng?: Language): string {
  const url = new URL(absoluteUrl(origin, path));
  url.search = "";
  url.hash = "";
  if (lng) url.searchParams.set("lng", lng);
  return url.toString();
}

export function alternateLinks(origin: string, path: string): MetaDescriptor[] {
  return [
    ...languages.map((l) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: l,
      href: languageUrl(origin, path, l),
    })),
    { tagName: "link" as const, rel: "alternate", hrefLang: "x-default", href: languageUrl(origin, path) },
  ];
}

/** Cuts a text to at most `max` characters on a word boundary, for descriptions. */
export function clip(text: string, max = 160): string {
  const s = text.replace(/\s+/g, " ").trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "") + "…";
}

export interface PageSeo {
  origin: string;
  /** Path of the page, without query string. */
  path: string;
  lng: Language;
  /** The page's own title; " | Sattva" is added unless it already names the shop. */
  title: string;
  description: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "product";
  noindex?: boolean;
}

export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** The language a URL names explicitly (`?lng=xx`), if any. */
export function urlLanguage(search: string | undefined): Language | undefined {
  const lng = new URLSearchParams(search ?? "").get("lng");
  return isLanguage(lng) ? lng : undefined;
}

/**
 * Title, description, canonical, alternates and Open Graph for any public page. `search` is the
 * current location's query string (meta functions get it as `location.search`).
 */
export function pageMeta(seo: PageSeo, search?: string): MetaDescriptor[] {
  const title = pageTitle(seo.title);
  const description = clip(seo.description);
  const canonical = languageUrl(seo.origin, seo.path, urlLanguage(search));
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternateLinks(seo.origin, seo.path),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[seo.lng] },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (seo.image) {
    meta.push({ property: "og:image", content: absoluteUrl(seo.origin, seo.image.url) });
    if (seo.image.width) meta.push({ property: "og:image:width", content: String(seo.image.width) });
    if (seo.image.height) meta.push({ property: "og:image:height", content: String(seo.image.height) });
    if (seo.image.alt) meta.push({ property: "og:image:alt", content: seo.image.alt });
  }
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

export interface ProductSeoInput {
  origin: string;
  lng: Language;
  slug: string;
  pid: string;
  title: string;
  brand: string;
  category: string;
  description: string[];
  images: { url: string; width?: number; height?: number; alt?: string }[];
  /** What the shopper pays, in cents. */
  priceCents: number;
  /**
   * While the product is shown reduced, the price it is announced against (Omnibus: the lowest
   * of the 30 days before the reduction), given as the offer's strikethrough price.
   */
  priorPriceCents?: number | null;
  stock: number;
  rating: number;
  reviewCount: number;
}

export const productPath = (slug: string) => `/product/${slug}`;

/** schema.org Product with its offer and, when there are reviews, its aggregate rating. */
export function productJsonLd(p: ProductSeoInput): Record<string, unknown> {
  const url = languageUrl(p.origin, productPath(p.slug), p.lng);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.title,
    sku: p.pid,
    productID: p.pid,
    url,
    category: p.category,
    brand: { "@type": "Brand", name: p.brand },
    image: p.images.map((i) => absoluteUrl(p.origin, i.url)),
    description: clip(p.description.join(" "), 500) || p.title,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "EUR",
      price: centsToDecimal(p.priceCents),
      availability: p.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      ...(p.priorPriceCents
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              priceType: "https://schema.org/StrikethroughPrice",
              price: centsToDecimal(p.priorPriceCents),
              priceCurrency: "EUR",
            },
          }
        : {}),
    },
  };
  if (p.reviewCount > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: p.rating.toFixed(1),
      bestRating: "5",
      worstRating: "0",
      reviewCount: p.reviewCount,
    };
  }
  return ld;
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/** Everything a product page's `meta` returns. */
export function productMeta(
  p: ProductSeoInput,
  breadcrumb?: { name: string; path: string }[],
  search?: string,
): MetaDescriptor[] {
  const first = p.images[0];
  const description = p.description.join(" ") || `${p.title} — ${p.brand}`;
  return [
    ...pageMeta(
      {
        origin: p.origin,
        path: productPath(p.slug),
        lng: p.lng,
        title: p.title,
        description,
        image: first,
        type: "product",
      },
      search,
    ),
    { property: "product:price:amount", content: centsToDecimal(p.priceCents) },
    { property: "product:price:currency", content: "EUR" },
    { "script:ld+json": productJsonLd(p) },
    ...(breadcrumb?.length ? [{ "script:ld+json": breadcrumbJsonLd(p.origin, breadcrumb) }] : []),
  ];
}
