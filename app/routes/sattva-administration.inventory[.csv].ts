import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { inventoryCsv } from "~/modules/inventory/csv.server";
import { inventoryQuerySchema, parseQuery } from "~/modules/office/schemas";

/**
 * The inventory as a CSV file (pid, title, category, brand, stock, threshold, status), for the
 * search and status the page was showing (`?q&status`), every product otherwise.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(inventoryQuerySchema, new URL(request.url));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inventoryCsv({ q: query.q, status: query.status }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inventory-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
