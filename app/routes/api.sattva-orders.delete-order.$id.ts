import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { methodNotAllowed, readJsonObject } from "~/modules/office/http.server";
import { deleteUserBodySchema } from "~/modules/office/schemas";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import { deleteOrderByStaff, orderChangeRefusal, orderPasswordRefusal } from "~/modules/orders/staff-orders.server";
import { clientAddress } from "~/modules/security/rate-limit.server";

const ALLOW = ["DELETE"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(ALLOW);
}

/**
 * DELETE /api/sattva-orders/delete-order/{id} `{ password }` (staff; the password in the body
 * only, never in a URL that logs keep): a pending or processing order's units go back on the
 * shelf in the same transaction. 200 `{ message, deleted: id }`; 403 'Incorrect password. Please
 * try again.'; 404; 409 for an order holding the buyer's money (cancel it instead).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireApiRole(request, "admin", "manager");
  if (request.method !== "DELETE") return methodNotAllowed(ALLOW);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const parsed = deleteUserBodySchema.safeParse(body.value);
  if (!parsed.success) {
    return jsonError(400, "Please enter your password.", { fields: { password: "Please enter your password." } });
  }
  try {
    const refused = orderPasswordRefusal(await confirmStaffPassword(user.id, parsed.data.password, request));
    if (refused) return refused;
    const outcome = await deleteOrderByStaff(user, params.id ?? "", { ip: clientAddress(request) });
    if (!outcome.ok) {
      switch (outcome.reason) {
        case "not_found":
        case "conflict":
          return orderChangeRefusal(outcome);
        case "money_held":
          return jsonError(
            409,
            "This order has a payment received or in progress and cannot be deleted. Cancel it instead: the refund is then flagged.",
          );
        case "invoiced":
          return jsonError(
            409,
            `Invoice ${outcome.invoice} was issued for this order, so it cannot be deleted. Cancel it instead.`,
          );
      }
    }
    return jsonAnswer({ message: "Order deleted successfully.", deleted: outcome.orderId });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-delete-order" });
    return jsonError(500, "Failed to delete order");
  }
}
