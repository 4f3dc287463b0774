import type { LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { parseProductApiQuery } from "~/modules/catalog/api-list-params";
import { listProductsPage } from "~/modules/catalog/api-list.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";

/**
 * GET /api/sattva-products: `{ data: Product[] }` in the spec's shape, newest first
 * (`?limit&offset&cursor&category&brand`), titles, descriptions, names and alt texts in the
 * request's language (`?lng`, the language cookie, Accept-Language), with `total`, `limit`,
 * `offset` and `nextCursor`. `offset` goes up to 10,000 (400 beyond, naming the limit); past it,
 * `cursor` takes the previous page's `nextCursor`. Published products only; staff (an admin or
 * manager, by session or bearer token) add `?includeDrafts=1` to see drafts too, each marked
 * `"published": false` (401 signed out, 403 for a shopper). A statement cancelled for its time
 * limit answers 503 JSON `{ error }` with Retry-After (thrown by the database layer).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lng = await getLanguage(request);
  const query = parseProductApiQuery(url.searchParams);
  if (!query.ok) {
    const t = await getT(lng, "limits");
    return Response.json({ error: t(query.problem.key, query.problem.values) }, { status: 400 });
  }
  const includeDrafts = url.searchParams.get("includeDrafts") === "1";
  if (includeDrafts) await requireApiRole(request, "admin", "manager");
  try {
    const page = await listProductsPage(query.value, lng, { includeDrafts });
    return Response.json(page, {
      headers: includeDrafts
        ? { "Cache-Control": "private, no-store" }
        : { "Cache-Control": "public, max-age=60", Vary: "Cookie, Accept-Language" },
    });
  } catch (error) {
    // A statement timeout is already an answer (503 JSON with Retry-After), logged with its query.
    if (error instanceof Response) throw error;
    logError(error, { url: request.url, phase: "api-products" });
    return Response.json({ error: "Products are unavailable right now." }, { status: 503 });
  }
}
