import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { ordersCsv } from "~/modules/orders/orders-csv.server";
import { parseOrderListQuery } from "~/modules/orders/office-list-schemas";

/**
 * Every order the list's filters match, as a CSV file, streamed (`?q&status&payment&method&
 * country&from&to&review&sort`, the page's own query). Filters that make no sense send the
 * browser to the list, which says why (with the same query).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const parsed = parseOrderListQuery(url.searchParams);
  if (!parsed.ok) {
    const params = new URLSearchParams(url.search);
    params.set("view", "all");
    return redirect(`/sattva-administration/orders?${params.toString()}`, 303);
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsv(parsed.query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
