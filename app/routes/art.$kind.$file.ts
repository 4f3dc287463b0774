import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderArt } from "~/modules/catalog/art/render";

/** Drawn illustrations: products (/art/candle/3.svg), banners, hero and journal scenes, brand badges. */
export function loader({ params }: LoaderFunctionArgs) {
  const svg = renderArt(params.kind ?? "", params.file ?? "");
  if (!svg) {
    return new Response("Not found", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
