import { env } from "~/lib/env.server";
import type { Language } from "~/lib/languages";
import type { PageSeo } from "~/lib/seo";

/** A page's tags on the shop's public address (`extra`: e.g. `noindex`). */
export function pageSeo(
  lng: Language,
  path: string,
  title: string,
  description: string,
  extra: Partial<PageSeo> = {},
): PageSeo {
  return { origin: env().publicUrl, path, lng, title, description, ...extra };
}

/**
 * The tags of a page reached from a mail's link (a confirmation, a cancel link): on the shop's
 * public address, never indexed.
 */
export function mailLinkSeo(lng: Language, path: string, title: string, description = title): PageSeo {
  return pageSeo(lng, path, title, description, { noindex: true });
}
