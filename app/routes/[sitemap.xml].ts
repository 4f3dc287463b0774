import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "~/modules/catalog/sitemap.server";
import { siteOrigin } from "~/lib/site-origin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(await sitemapXml(siteOrigin(request)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
