import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonError } from "~/lib/json.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { deleteProductApi, splitVariant, updateProductApi } from "~/modules/catalog/admin/api.server";
import { methodNotAllowed } from "~/modules/office/http.server";

/**
 * The spec's variants without a slash before the id (SPEC 7): /api/sattva-products/update-product{id}
 * (PUT, PATCH) and /api/sattva-products/delete-product{id} (DELETE). Anything else here is 404.
 */
function allowed(verb: "update" | "delete") {
  return verb === "update" ? (["PUT", "PATCH"] as const) : (["DELETE"] as const);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const variant = splitVariant(params.variant ?? "");
  if (!variant) return jsonError(404, "Not found.");
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(allowed(variant.verb));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const variant = splitVariant(params.variant ?? "");
  if (!variant) return jsonError(404, "Not found.");
  const session = await requireApiRole(request, "admin", "manager");
  if (!(allowed(variant.verb) as readonly string[]).includes(request.method)) {
    return methodNotAllowed(allowed(variant.verb));
  }
  return variant.verb === "update"
    ? updateProductApi(request, session, variant.id)
    : deleteProductApi(request, session, variant.id);
}
