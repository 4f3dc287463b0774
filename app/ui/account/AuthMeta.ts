import type { MetaDescriptor } from "@remix-run/node";
import { pageHeaders } from "~/lib/page-headers";
import type { PageSeo } from "~/lib/seo";
import { seoMeta } from "~/ui/content/InfoPage";

type MetaArgs = { data: { seo?: PageSeo } | undefined; location: { search: string } };

/** Meta of an auth page (log-in, sign-up, log-out): the SEO block its loader made (never indexed). */
export const authMeta = ({ data, location }: MetaArgs): MetaDescriptor[] => seoMeta(data, location.search);

/**
 * Meta of a page with a token in its URL (reset, verify): no referrer leaves the site from it
 * ("same-origin", not "no-referrer", which would make the browser send `Origin: null` with the
 * form and fail the origin check).
 */
export const tokenPageMeta = (args: MetaArgs): MetaDescriptor[] => [
  ...authMeta(args),
  { name: "referrer", content: "same-origin" },
];

/** Auth pages answer for one visitor: no cache keeps them. A 429 keeps its Retry-After. */
export const authHeaders = pageHeaders({ "Cache-Control": "no-store" });
