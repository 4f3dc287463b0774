import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { serveOrderDocument } from "~/modules/orders/documents/http.server";

/**
 * An order's packing slip as a PDF (staff only): where it goes, the carrier and tracking number
 * once shipped, the lines without prices with boxes to tick. In the staff member's language
 * unless `?lang=` names another (or `buyer`, the order's own).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  return serveOrderDocument(request, user, "packing-slip", params.oid ?? "");
}
