import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonAnswer } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import { reviewSchema } from "~/modules/accounts/account-schemas";
import { requireApiUser } from "~/modules/accounts/guards.server";
import { methodNotAllowed, readJsonObject } from "~/modules/office/http.server";
import { reviewApiError, reviewApiT } from "~/modules/reviews/api.server";
import { findStaffReview } from "~/modules/reviews/moderation.server";
import { submitReview } from "~/modules/reviews/submit.server";

const ALLOW = ["POST"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  return methodNotAllowed(ALLOW);
}

/** The account schema's message codes, as this API's keys. */
const FIELD_KEYS: Record<string, string> = {
  "reviews.errors.required": "api.required",
  "reviews.errors.rating": "api.rating",
  "reviews.errors.tooLong": "api.tooLong",
  "errors.invalid": "api.productId",
};

/**
 * POST /api/sattva-reviews/create-review `{ comment, rating, productId }` (a signed-in shopper):
 * the account area's rule, once per product delivered to the shopper. The spec's `user` field is
 * ignored: the session says who writes. 201 `{ message: 'Review submitted!', data: review }`;
 * 400 per field ('Please write a review and select a rating.'); 404 a product not delivered to
 * the caller; 409 already reviewed; staff 403.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireApiUser(request);
  if (request.method !== "POST") return methodNotAllowed(ALLOW);
  if (user.role !== "user") return reviewApiError(request, 403, "api.shoppersOnly");
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const { comment, rating, productId } = body.value;
  const parsed = reviewSchema.safeParse({ comment, productId, rating });
  const t = await reviewApiT(request);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      fields[field] ??= t(FIELD_KEYS[issue.message] ?? "api.required");
    }
    const onlyProduct = Object.keys(fields).every((k) => k === "productId");
    return reviewApiError(request, 400, onlyProduct ? "api.productId" : "api.required", { fields });
  }
  try {
    const outcome = await submitReview(user, parsed.data);
    if (!outcome.ok) {
      return outcome.reason === "not_reviewable"
        ? reviewApiError(request, 404, "api.notReviewable")
        : reviewApiError(request, 409, "api.alreadyReviewed");
    }
    return jsonAnswer({ message: t("api.submitted"), data: await findStaffReview(outcome.reviewId) }, 201);
  } catch (error) {
    logError(error, { url: request.url, phase: "api-create-review" });
    return reviewApiError(request, 500, "api.submitFailed");
  }
}
