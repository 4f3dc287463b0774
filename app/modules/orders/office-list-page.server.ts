import { cursorIsValid, listOfficeOrders, type OfficeOrderList } from "./office-list.server";
import { FILTER_KEYS, filterSearch, parseOrderListQuery, type FilterValues } from "./office-list-schemas";

export type OrderListPage =
  | { ok: true; list: OfficeOrderList; values: FilterValues; csvHref: string }
  | { ok: false; errors: Partial<Record<string, string>>; values: FilterValues };

export const ORDERS_CSV_PATH = "/sattva-administration/orders.csv";

/** What the full list shows for the URL's query: a page of orders, or which filters are wrong (then a 400). */
export async function orderListPage(url: URL): Promise<{ page: OrderListPage; status: number }> {
  const values: FilterValues = {};
  for (const k of FILTER_KEYS) {
    const v = url.searchParams.get(k);
    if (v !== null) values[k] = v.slice(0, 200);
  }
  const parsed = parseOrderListQuery(url.searchParams);
  if (!parsed.ok) return { page: { ok: false, errors: parsed.errors, values }, status: 400 };
  if (!cursorIsValid(parsed.query))
    return { page: { ok: false, errors: { after: "errors.cursor" }, values }, status: 400 };
  const list = await listOfficeOrders(parsed.query);
  const search = filterSearch(parsed.query);
  return {
    page: { ok: true, list, values, csvHref: search ? `${ORDERS_CSV_PATH}?${search}` : ORDERS_CSV_PATH },
    status: 200,
  };
}
