import type { LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { parseApiListQuery } from "~/modules/catalog/products.server";
import { listApiReviews } from "~/modules/reviews/reviews.server";

/** GET /api/sattva-reviews: published reviews, newest first, `{ data: Review[] }` (`?limit&offset`). No shopper e-mails. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseApiListQuery(new URL(request.url));
  if (!query.ok) return Response.json({ error: query.error }, { status: 400 });
  try {
    const { data, total } = await listApiReviews(query.value);
    return Response.json(
      { data, total, limit: query.value.limit, offset: query.value.offset },
      { headers: { "Cache-Control": "public, max-age=60" } },
    );
  } catch (error) {
    logError(error, { url: request.url, phase: "api-reviews" });
    return Response.json({ error: "Reviews are unavailable right now." }, { status: 503 });
  }
}
