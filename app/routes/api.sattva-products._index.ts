import type { LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { listApiProducts, parseApiListQuery } from "~/modules/catalog/products.server";

/** GET /api/sattva-products: `{ data: Product[] }` in the spec's shape, newest first (`?limit&offset&category&brand`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseApiListQuery(new URL(request.url));
  if (!query.ok) return Response.json({ error: query.error }, { status: 400 });
  try {
    const { data, total } = await listApiProducts(query.value);
    return Response.json(
      { data, total, limit: query.value.limit, offset: query.value.offset },
      { headers: { "Cache-Control": "public, max-age=60" } },
    );
  } catch (error) {
    logError(error, { url: request.url, phase: "api-products" });
    return Response.json({ error: "Products are unavailable right now." }, { status: 503 });
  }
}
