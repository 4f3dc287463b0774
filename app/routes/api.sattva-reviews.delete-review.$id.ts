import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonAnswer } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { methodNotAllowed, readJsonObject } from "~/modules/office/http.server";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import { reviewApiError, reviewApiT, reviewPasswordRefusal } from "~/modules/reviews/api.server";
import { deleteReviewAsAdmin, mayDeleteReviews } from "~/modules/reviews/moderation.server";
import { deleteReviewBodySchema, recordId } from "~/modules/reviews/schemas";
import { clientAddress } from "~/modules/security/rate-limit.server";

const ALLOW = ["DELETE"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(ALLOW);
}

/**
 * DELETE /api/sattva-reviews/delete-review/{id} `{ password }` (admins only; a manager gets 403
 * 'You do not have permission to delete reviews.'): the admin's own password re-entered in the
 * body. The product's rating follows. 200 `{ message, deleted: id }`; 403 'Incorrect password.'; 404.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireApiRole(request, "admin", "manager");
  if (request.method !== "DELETE") return methodNotAllowed(ALLOW);
  if (!mayDeleteReviews(user.role)) return reviewApiError(request, 403, "api.forbidden");
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const parsed = deleteReviewBodySchema.safeParse(body.value);
  if (!parsed.success) {
    const t = await reviewApiT(request);
    return reviewApiError(request, 400, "api.passwordRequired", { fields: { password: t("api.passwordRequired") } });
  }
  try {
    const refused = await reviewPasswordRefusal(
      request,
      await confirmStaffPassword(user.id, parsed.data.password, request),
    );
    if (refused) return refused;
    const id = params.id ?? "";
    if (!recordId.safeParse(id).success) return reviewApiError(request, 404, "api.notFound");
    const outcome = await deleteReviewAsAdmin(user, id, { ip: clientAddress(request) });
    if (!outcome.ok)
      return reviewApiError(
        request,
        outcome.reason === "forbidden" ? 403 : 404,
        outcome.reason === "forbidden" ? "api.forbidden" : "api.notFound",
      );
    const t = await reviewApiT(request);
    return jsonAnswer({ message: t("api.deleted"), deleted: id });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-delete-review" });
    return reviewApiError(request, 500, "api.deleteFailed");
  }
}
