import { env } from "~/lib/env.server";
import type { Language } from "~/lib/languages";
import type { PageSeo } from "~/lib/seo";

/**
 * The tags of a page reached from a mail's link (a confirmation, a cancel link): on the shop's
 * public address, never indexed.
 */
export function mailLinkSeo(lng: Language, path: string, title: string, description = title): PageSeo {
  return { origin: env().publicUrl, path, lng, title, description, noindex: true };
}
