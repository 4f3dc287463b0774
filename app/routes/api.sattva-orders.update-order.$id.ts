import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { passwordField } from "~/modules/accounts/schemas";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { methodNotAllowed, readJsonObject } from "~/modules/office/http.server";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import {
  findApiOrder,
  ORDER_STATUSES,
  orderChangeRefusal,
  orderPasswordRefusal,
  setOrderStatusByStaff,
} from "~/modules/orders/staff-orders.server";
import { clientAddress } from "~/modules/security/rate-limit.server";

const ALLOW = ["PUT", "PATCH"] as const;

const bodySchema = z.object({ status: z.enum(ORDER_STATUSES), password: passwordField });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(ALLOW);
}

/**
 * PUT or PATCH /api/sattva-orders/update-order/{id} `{ status, password }` (staff): the status
 * with the staff member's own password re-entered (SPEC section 6 "Admin password checks").
 * Stock follows the status (orders/staff-orders.server.ts). 200 `{ message, data: order }`;
 * 400 'Please select a status.'; 403 'Incorrect password. Please try again.'; 404; 409 when the
 * order changed meanwhile or a reopened order's units are no longer on the shelf.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireApiRole(request, "admin", "manager");
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed(ALLOW);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) {
    const badStatus = parsed.error.issues.some((i) => i.path[0] === "status");
    return jsonError(400, badStatus ? "Please select a status." : "Please enter your password.", {
      fields: badStatus ? { status: "Please select a status." } : { password: "Please enter your password." },
    });
  }
  try {
    const refused = orderPasswordRefusal(await confirmStaffPassword(user.id, parsed.data.password, request));
    if (refused) return refused;
    const outcome = await setOrderStatusByStaff(user, params.id ?? "", parsed.data.status, {
      ip: clientAddress(request),
    });
    if (!outcome.ok) {
      switch (outcome.reason) {
        case "not_found":
        case "conflict":
          return orderChangeRefusal(outcome);
        case "stock_short":
          return jsonError(
            409,
            `The order cannot be reopened: only ${outcome.available} left of “${outcome.title}” (it needs ${outcome.requested}).`,
            { productId: outcome.productId, available: outcome.available },
          );
      }
    }
    const order = await findApiOrder(outcome.orderId, await getLanguage(request));
    return jsonAnswer({ message: "Order updated successfully.", changed: outcome.changed, data: order });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-update-order" });
    return jsonError(500, "Failed to update order");
  }
}
