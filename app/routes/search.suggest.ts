import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseSearchText } from "~/modules/catalog/listing-params";
import { suggestProducts } from "~/modules/catalog/search.server";

/** `GET /search/suggest?q=` → `{ q, suggestions: [{ title, slug, brand }] }` (6 at most, q ≥ 2 characters). */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = parseSearchText(new URL(request.url).searchParams);
  const suggestions = q.length >= 2 ? await suggestProducts(q, 6) : [];
  return Response.json(
    { q, suggestions },
    { headers: { "Cache-Control": "public, max-age=60", "X-Robots-Tag": "noindex" } },
  );
}
