import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/lib/site-origin.server";

const DISALLOW = [
  "/cart",
  "/account",
  "/sattva-",
  "/search",
  "/api",
  "/logout",
  "/pages/payment-proceed",
  "/payment-status",
];

export function loader({ request }: LoaderFunctionArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
