import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/modules/accounts/guards.server";
import { customerExportResponse } from "~/modules/office/customers/forms.server";

/**
 * A person's data as a JSON attachment (GDPR access request; admins only): everything the shop
 * holds about them, never a password hash or a token. Each download is audited ("user.export").
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  return customerExportResponse(request, user, params.id ?? "");
}
