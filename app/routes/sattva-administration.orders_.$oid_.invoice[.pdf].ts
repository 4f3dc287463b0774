import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { serveOrderDocument } from "~/modules/orders/documents/http.server";

/**
 * An order's invoice as a PDF (staff only). The first print of a paid order gives it the year's
 * next invoice number; later prints show the same one. In the buyer's language unless `?lang=`
 * names another (or `buyer`); an unpaid order is refused with 409.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  return serveOrderDocument(request, user, "invoice", params.oid ?? "");
}
