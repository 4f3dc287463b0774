import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "~/ui/store/listing/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(await sitemapXml(request), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
