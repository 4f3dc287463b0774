import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { serveBulkPrint } from "~/modules/orders/documents/http.server";

/**
 * Bulk print (staff only): `POST` with `oid` repeated (at most 200) and `document` =
 * `invoice` | `packing-slip` answers one PDF, each order from a new page; orders left out (not
 * found, or not paid for an invoice) are listed on a cover page. The orders list's bulk form posts
 * here; a GET (a reload, a bookmark) goes back to the list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect("/sattva-administration/orders", { status: 303, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return serveBulkPrint(request, user);
}
