import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseSearchText } from "~/modules/catalog/listing-params";
import { suggestProducts } from "~/modules/catalog/search.server";
import { getLanguage } from "~/modules/i18n/i18n.server";

/** `GET /search/suggest?q=` → `{ q, suggestions: [{ title, slug, brand }] }` (6 at most, q ≥ 2 characters). */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = parseSearchText(new URL(request.url).searchParams);
  const suggestions = q.length >= 2 ? await suggestProducts(q, 6, await getLanguage(request)) : [];
  return Response.json(
    { q, suggestions },
    {
      // Titles are in the asker's language (?lng, the language cookie, Accept-Language).
      headers: { "Cache-Control": "public, max-age=60", Vary: "Cookie, Accept-Language", "X-Robots-Tag": "noindex" },
    },
  );
}
