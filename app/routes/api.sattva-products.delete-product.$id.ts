import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { deleteProductApi } from "~/modules/catalog/admin/api.server";
import { methodNotAllowed } from "~/modules/office/http.server";

const ALLOW = ["DELETE"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(ALLOW);
}

/** DELETE /api/sattva-products/delete-product/{id} (staff), body `{ password }`: refused while an open order holds it. */
export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireApiRole(request, "admin", "manager");
  if (request.method !== "DELETE") return methodNotAllowed(ALLOW);
  return deleteProductApi(request, session, params.id ?? "");
}
