import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { updateProductApi } from "~/modules/catalog/admin/api.server";
import { methodNotAllowed } from "~/modules/office/http.server";

const ALLOW = ["PUT", "PATCH"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(ALLOW);
}

/** PUT or PATCH /api/sattva-products/update-product/{id} (staff): the fields sent replace the stored ones. */
export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireApiRole(request, "admin", "manager");
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed(ALLOW);
  return updateProductApi(request, session, params.id ?? "");
}
