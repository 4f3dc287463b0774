import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { fieldErrors } from "~/modules/accounts/schemas";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { apiFieldErrors, jsonAnswer, jsonError, methodNotAllowed, readJsonObject } from "~/modules/office/http.server";
import { deleteUserBodySchema, isRecordId } from "~/modules/office/schemas";
import { confirmStaffPassword, deleteUserAsAdmin } from "~/modules/office/users-admin.server";

const ALLOW = ["DELETE"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin");
  return methodNotAllowed(ALLOW);
}

/**
 * DELETE /api/sattva-users/delete-user/{id} (admin only), body `{ password }`: the admin's own
 * password, checked against its hash. The account is anonymised (SPEC: 'User deleted successfully.').
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user: admin } = await requireApiRole(request, "admin");
  if (request.method !== "DELETE") return methodNotAllowed(ALLOW);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const parsed = deleteUserBodySchema.safeParse(body.value);
  if (!parsed.success) {
    return jsonError(400, "Please enter your password.", { fields: apiFieldErrors(fieldErrors(parsed.error)) });
  }
  const id = params.id ?? "";
  try {
    const check = await confirmStaffPassword(admin.id, parsed.data.password, request);
    if (!check.ok && check.reason === "limited") {
      return jsonError(
        429,
        "Too many attempts. Please try again later.",
        {},
        { "Retry-After": String(check.retryAfterSeconds) },
      );
    }
    if (!check.ok) return jsonError(403, "Incorrect password.");
    if (!isRecordId(id)) return jsonError(404, "User not found.");
    const outcome = await deleteUserAsAdmin(admin.id, id, request);
    if (!outcome.ok && outcome.reason === "self") return jsonError(400, "You cannot delete your own account here.");
    if (!outcome.ok) return jsonError(404, "User not found.");
    return jsonAnswer({ message: "User deleted successfully." });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-delete-user" });
    return jsonError(500, "Failed to delete user. Please try again later.");
  }
}
