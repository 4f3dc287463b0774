import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listReviews } from "~/modules/office/lists.server";
import { listPageData } from "~/modules/office/page.server";
import { parseQuery } from "~/modules/office/schemas";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import {
  deleteReviewAsAdmin,
  findStaffReview,
  mayDeleteReviews,
  reviewedProduct,
  setReviewPublished,
} from "~/modules/reviews/moderation.server";
import { moderationFormSchema, reviewsQuerySchema } from "~/modules/reviews/schemas";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { ListPage } from "~/ui/office/ListPage";
import { OfficeError } from "~/ui/office/OfficeError";
import {
  DeleteRefused,
  DeleteReviewPanel,
  ReviewFilters,
  ReviewRowActions,
} from "~/ui/office/reviews/ReviewModeration";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { ReviewsTable } from "~/ui/office/tables";

export const handle = { i18n: ["office", "reviews-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Reviews (SPEC "Reviews"): newest first, searched and filtered by product, rating, published or
 * hidden. Staff publish or hide a review; only admins delete one, with their password re-entered
 * (`?delete=<id>` opens the confirmation; a manager gets the spec's refusal instead).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const query = parseQuery(reviewsQuerySchema, new URL(request.url));
  const [page, product, deleting] = await Promise.all([
    listPageData(request, "reviews.title", query, listReviews),
    reviewedProduct(query.product),
    query.delete && mayDeleteReviews(user.role) ? findStaffReview(query.delete) : null,
  ]);
  return {
    ...page,
    filters: { rating: query.rating, state: query.state, product },
    deleteRefused: Boolean(query.delete) && !mayDeleteReviews(user.role),
    deleting: deleting
      ? {
          id: deleting._id,
          productTitle: deleting.productId.title,
          author: deleting.user?.fname || null,
          comment: deleting.comment,
        }
      : null,
  };
}

/** The list's address to come back to: the same filters and page, the confirmation closed. */
function backTo(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("delete");
  url.searchParams.delete("index");
  return url.pathname + url.search;
}

async function done(request: Request, key: string, tone: "success" | "error" = "success") {
  const flash = await flashHeader({ key: `reviews-office:${key}`, tone });
  return redirect(backTo(request), { status: 303, headers: { "Set-Cookie": flash } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const parsed = moderationFormSchema.safeParse(formFields(form, ["intent", "id", "password"]));
  if (!parsed.success) {
    if (form.get("intent") !== "delete") return done(request, "toast.notFound", "error");
    return data({ deleteError: "form.passwordRequired" }, { status: 400 });
  }
  const input = parsed.data;
  const ip = clientAddress(request);
  if (input.intent !== "delete") {
    const outcome = await setReviewPublished(user, input.id, input.intent === "publish", { ip });
    if (!outcome.ok) return done(request, "toast.notFound", "error");
    return done(request, input.intent === "publish" ? "toast.published" : "toast.hidden");
  }
  if (!mayDeleteReviews(user.role)) return data({ deleteError: "delete.forbidden" }, { status: 403 });
  const check = await confirmStaffPassword(user.id, input.password, request);
  if (!check.ok) {
    if (check.reason === "limited") {
      const minutes = Math.max(1, Math.ceil(check.retryAfterSeconds / 60));
      return data(
        { deleteError: "form.limited", minutes },
        { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
      );
    }
    return data({ deleteError: "form.wrongPassword" }, { status: 403 });
  }
  const outcome = await deleteReviewAsAdmin(user, input.id, { ip });
  if (!outcome.ok) return done(request, "toast.notFound", "error");
  return done(request, "toast.deleted");
}

export default function ReviewsPage() {
  const { list, q, filters, deleteRefused, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("office");
  const { t: tr } = useTranslation("reviews-office");
  const error = answer?.deleteError;
  const refused = deleteRefused || error === "delete.forbidden";
  const minutes = answer && "minutes" in answer ? answer.minutes : 1;
  return (
    <ListPage
      title={t("reviews.title")}
      lead={tr("lead")}
      summary={
        refused ? (
          <DeleteRefused />
        ) : deleting ? (
          <DeleteReviewPanel review={deleting} error={error ? tr(error, { minutes }) : undefined} />
        ) : null
      }
      q={q}
      searchLabel={t("reviews.search")}
      searchPlaceholder={t("reviews.searchPlaceholder")}
      filters={<ReviewFilters rating={filters.rating} state={filters.state} product={filters.product} />}
      list={list}
      table={
        <ReviewsTable rows={list.rows} caption={t("reviews.title")} actions={(row) => <ReviewRowActions row={row} />} />
      }
      empty={t("empty.reviews")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
