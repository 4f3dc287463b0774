import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { invalidBody, methodNotAllowed, passwordRefusal, readJsonObject } from "~/modules/office/http.server";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { deleteUserBodySchema } from "~/modules/office/schemas";
import { LAST_ADMIN_MESSAGE, confirmStaffPassword, deleteUserAsAdmin } from "~/modules/office/users-admin.server";

const ALLOW = ["DELETE"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin");
  return methodNotAllowed(ALLOW);
}

/**
 * DELETE /api/sattva-users/delete-user/{id} (admin only), body `{ password }`: the admin's own
 * password, checked against its hash. The account is anonymised (SPEC: 'User deleted successfully.');
 * 409 for the shop's last enabled admin.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user: admin } = await requireApiRole(request, "admin");
  if (request.method !== "DELETE") return methodNotAllowed(ALLOW);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const parsed = deleteUserBodySchema.safeParse(body.value);
  if (!parsed.success) return invalidBody("Please enter your password.", parsed.error);
  try {
    const refused = passwordRefusal(await confirmStaffPassword(admin.id, parsed.data.password, request));
    if (refused) return refused;
    const outcome = await deleteUserAsAdmin(admin.id, params.id ?? "", request);
    if (!outcome.ok && outcome.reason === "self") return jsonError(400, "You cannot delete your own account here.");
    if (!outcome.ok && outcome.reason === "last-admin") return jsonError(409, LAST_ADMIN_MESSAGE);
    if (!outcome.ok) return jsonError(404, "User not found.");
    return jsonAnswer({ message: "User deleted successfully." });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-delete-user" });
    return jsonError(500, "Failed to delete user. Please try again later.");
  }
}
