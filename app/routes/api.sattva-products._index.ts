import type { LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { listApiProducts, parseApiListQuery } from "~/modules/catalog/products.server";
import { getLanguage } from "~/modules/i18n/i18n.server";

/**
 * GET /api/sattva-products: `{ data: Product[] }` in the spec's shape, newest first
 * (`?limit&offset&category&brand`), titles, descriptions, names and alt texts in the request's
 * language (`?lng`, the language cookie, Accept-Language). Published products only; staff (an
 * admin or manager, by session or bearer token) add `?includeDrafts=1` to see drafts too, each
 * marked `"published": false` (401 signed out, 403 for a shopper).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseApiListQuery(url);
  if (!query.ok) return Response.json({ error: query.error }, { status: 400 });
  const includeDrafts = url.searchParams.get("includeDrafts") === "1";
  if (includeDrafts) await requireApiRole(request, "admin", "manager");
  try {
    const { data, total } = await listApiProducts(query.value, getLanguage(request), { includeDrafts });
    return Response.json(
      { data, total, limit: query.value.limit, offset: query.value.offset },
      {
        headers: includeDrafts
          ? { "Cache-Control": "private, no-store" }
          : { "Cache-Control": "public, max-age=60", Vary: "Cookie, Accept-Language" },
      },
    );
  } catch (error) {
    logError(error, { url: request.url, phase: "api-products" });
    return Response.json({ error: "Products are unavailable right now." }, { status: 503 });
  }
}
