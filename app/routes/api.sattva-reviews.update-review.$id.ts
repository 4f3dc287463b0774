import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonAnswer } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import { requireApiRole } from "~/modules/accounts/guards.server";
import { methodNotAllowed, readJsonObject } from "~/modules/office/http.server";
import { reviewApiError, reviewApiT } from "~/modules/reviews/api.server";
import { findStaffReview, setReviewPublished } from "~/modules/reviews/moderation.server";
import { recordId, updateReviewBodySchema } from "~/modules/reviews/schemas";
import { clientAddress } from "~/modules/security/rate-limit.server";

const ALLOW = ["PUT", "PATCH"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiRole(request, "admin", "manager");
  return methodNotAllowed(ALLOW);
}

/**
 * PUT or PATCH /api/sattva-reviews/update-review/{id} `{ published }` (staff): publish or hide a
 * review; the product's rating follows. The text and the rating are the shopper's own: a body
 * with other keys is refused (400), nothing saved. 200 `{ message, data: review }`; 404.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireApiRole(request, "admin", "manager");
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed(ALLOW);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const parsed = updateReviewBodySchema.safeParse(body.value);
  if (!parsed.success) {
    const extra = parsed.error.issues.some((i) => i.code === "unrecognized_keys");
    const key = extra ? "api.onlyPublished" : "api.publishedRequired";
    const t = await reviewApiT(request);
    return reviewApiError(request, 400, key, { fields: { published: t(key) } });
  }
  const id = params.id ?? "";
  if (!recordId.safeParse(id).success) return reviewApiError(request, 404, "api.notFound");
  try {
    const outcome = await setReviewPublished(user, id, parsed.data.published, { ip: clientAddress(request) });
    if (!outcome.ok) return reviewApiError(request, 404, "api.notFound");
    const t = await reviewApiT(request);
    return jsonAnswer({ message: t("api.updated"), changed: outcome.changed, data: await findStaffReview(id) });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-update-review" });
    return reviewApiError(request, 500, "api.updateFailed");
  }
}
