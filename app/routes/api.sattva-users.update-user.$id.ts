import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { invalidBody, methodNotAllowed, passwordRefusal, readJsonObject } from "~/modules/office/http.server";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { patchUserBodySchema, replaceUserBodySchema } from "~/modules/office/schemas";
import {
  LAST_ADMIN_MESSAGE,
  confirmStaffPassword,
  toApiUser,
  updateUserAsAdmin,
} from "~/modules/office/users-admin.server";

const ALLOW = ["PUT", "PATCH"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin");
  return methodNotAllowed(ALLOW);
}

/**
 * PUT (every field) or PATCH (some fields) /api/sattva-users/update-user/{id} (admin only):
 * fname, lname, email, role, and the admin's own password re-entered. Other keys are ignored.
 * A role change signs the user out everywhere. Answers the updated user; 409 when it would
 * demote the shop's last enabled admin.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user: admin } = await requireApiRole(request, "admin");
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed(ALLOW);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const schema = request.method === "PUT" ? replaceUserBodySchema : patchUserBodySchema;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return invalidBody("Please fill in all required fields.", parsed.error);
  const { password, ...changes } = parsed.data;
  try {
    const refused = passwordRefusal(await confirmStaffPassword(admin.id, password, request));
    if (refused) return refused;
    const outcome = await updateUserAsAdmin(admin.id, params.id ?? "", changes, request);
    if (!outcome.ok) {
      if (outcome.reason === "taken")
        return jsonError(409, "This e-mail is already used by another account.", {
          fields: { email: "Already in use." },
        });
      if (outcome.reason === "self-role") return jsonError(400, "You cannot change your own role.");
      if (outcome.reason === "last-admin") return jsonError(409, LAST_ADMIN_MESSAGE);
      if (outcome.reason === "not-admin") return jsonError(403, "Forbidden.");
      return jsonError(404, "User not found.");
    }
    return jsonAnswer({
      message: "User updated successfully.",
      data: toApiUser(outcome.user),
      sessionsRevoked: outcome.roleChanged,
    });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-update-user" });
    return jsonError(500, "Failed to update user.");
  }
}
