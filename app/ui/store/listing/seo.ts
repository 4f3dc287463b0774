import type { MetaDescriptor } from "@remix-run/node";
import { absoluteUrl, languageUrl, pageMeta, urlLanguage } from "~/lib/seo";
import type { ListingSeo } from "~/modules/catalog/listing-view";

export type { ListingSeo };

/**
 * The shop's page meta (app/lib/seo.ts: canonical in the page's language, hreflang alternates,
 * Open Graph) plus the list's page number in the canonical and rel=prev/next links.
 */
export function seoMeta(seo: ListingSeo | undefined, search?: string): MetaDescriptor[] {
  if (!seo) return [];
  const meta = pageMeta(
    {
      origin: seo.origin,
      path: seo.path,
      lng: seo.lng,
      title: seo.title,
      description: seo.description,
      image: seo.image,
      noindex: seo.noindex,
    },
    search,
  );
  if (seo.page > 1) {
    const url = new URL(languageUrl(seo.origin, seo.path, urlLanguage(search)));
    url.searchParams.set("page", String(seo.page));
    const canonical = url.toString();
    for (const m of meta) {
      if ("tagName" in m && m.rel === "canonical") m.href = canonical;
      if ("property" in m && m.property === "og:url") m.content = canonical;
    }
  }
  if (seo.prev) meta.push({ tagName: "link", rel: "prev", href: absoluteUrl(seo.origin, seo.prev) });
  if (seo.next) meta.push({ tagName: "link", rel: "next", href: absoluteUrl(seo.origin, seo.next) });
  return meta;
}
