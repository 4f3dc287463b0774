import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { methodNotAllowed } from "~/modules/office/http.server";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { parseApiPage, USERS_API_PAGE } from "~/modules/office/schemas";
import { listApiUsers } from "~/modules/office/users-admin.server";

/** GET /api/sattva-users (admin only): `{ data: User[] }`, never any password material. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin");
  const page = parseApiPage(new URL(request.url), USERS_API_PAGE);
  if (!page.ok) return jsonError(400, page.error);
  try {
    const { data, total } = await listApiUsers(page.value);
    return jsonAnswer({ data, total, limit: page.value.limit, offset: page.value.offset });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-users" });
    return jsonError(503, "Users are unavailable right now.");
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireApiRole(request, "admin");
  return methodNotAllowed(["GET"]);
}
