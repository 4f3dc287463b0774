import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { dashboardHref } from "~/ui/office/nav";

/** /sattva-administration itself: the signed-in staff member's dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  return redirect(dashboardHref(user.role), { headers: { "Cache-Control": "no-store" } });
}
