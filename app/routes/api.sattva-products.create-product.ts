import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { createProductApi } from "~/modules/catalog/admin/api.server";
import { methodNotAllowed } from "~/modules/office/http.server";

const ALLOW = ["POST"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(ALLOW);
}

/** POST /api/sattva-products/create-product (staff): 201 with the product; the pid is the server's. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireApiRole(request, "admin", "manager");
  if (request.method !== "POST") return methodNotAllowed(ALLOW);
  return createProductApi(request, session);
}
