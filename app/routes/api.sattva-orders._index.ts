import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { requireApiUser } from "~/modules/accounts/guards.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { methodNotAllowed } from "~/modules/office/http.server";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { parseApiPage } from "~/modules/office/schemas";
import { listApiOrders, ORDERS_API_PAGE } from "~/modules/orders/orders-api.server";

/**
 * GET /api/sattva-orders: `{ data: Order[] }`, newest first (`?limit&offset`). Staff see every
 * order; a shopper only their own (by account, or a guest order with their account's e-mail).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const query = parseApiPage(new URL(request.url), ORDERS_API_PAGE);
  if (!query.ok) return jsonError(400, query.error);
  try {
    const { data, total } = await listApiOrders(user, query.value, await getLanguage(request));
    return jsonAnswer({ data, total, limit: query.value.limit, offset: query.value.offset });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-orders" });
    return jsonError(503, "Failed to fetch orders");
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireApiUser(request);
  return methodNotAllowed(["GET"]);
}
