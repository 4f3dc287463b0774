import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { reviewSchema } from "~/modules/accounts/account-schemas";
import { formFields } from "~/lib/form";
import { requireRole } from "~/modules/accounts/guards.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { getT } from "~/modules/i18n/i18n.server";
import { reviewableProducts, submitReview } from "~/modules/reviews/submit.server";
import { AccountNotice } from "~/ui/account/AccountField";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountReviewCard } from "~/ui/account/AccountReviewCard";
import { AccountReviewForm } from "~/ui/account/AccountReviewForm";
import { AccountEmpty, AccountTab } from "~/ui/account/AccountTab";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["account"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

/** A review form for each delivered product not yet reviewed; the reviews already written below. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const [{ pending, reviewed }, t] = await Promise.all([reviewableProducts(user), getT(request, "account")]);
  return data({ pending, reviewed, title: t("meta.reviews") }, { headers: NO_STORE });
}

type ActionData = {
  productId?: string;
  error: string;
  values?: { comment?: string; rating?: string };
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const fields = formFields(await request.formData(), ["productId", "comment", "rating"]);
  const productId = typeof fields.productId === "string" ? fields.productId.slice(0, 60) : undefined;
  const values = {
    comment: typeof fields.comment === "string" ? fields.comment.slice(0, 5000) : undefined,
    rating: typeof fields.rating === "string" ? fields.rating.slice(0, 2) : undefined,
  };
  const parsed = reviewSchema.safeParse(fields);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    // A malformed product id is not a form someone filled in: nothing to show it against.
    if (first?.path[0] === "productId") return data<ActionData>({ error: "reviews.failed" }, { status: 400 });
    return data<ActionData>({ productId, error: first?.message ?? "reviews.errors.required", values }, { status: 400 });
  }
  const outcome = await submitReview(user, parsed.data);
  if (!outcome.ok) {
    // Not a product of the shopper's delivered orders: 404; already reviewed: 400. Nothing written.
    return data<ActionData>({ error: "reviews.failed" }, { status: outcome.reason === "not_reviewable" ? 404 : 400 });
  }
  return seeOther(`/account/reviews#own-review-${outcome.reviewId}`, [
    await flashHeader({ key: "account:reviews.submitted" }),
  ]);
}

export default function ReviewsTab() {
  const { pending, reviewed } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const { t } = useTranslation("account");
  const formLevelError = result && !result.productId ? result.error : null;
  return (
    <AccountTab id="reviews" title={t("reviews.title")} intro={t("reviews.intro")}>
      {formLevelError ? (
        <div className="mt-4">
          <AccountNotice tone="error">{t(formLevelError)}</AccountNotice>
        </div>
      ) : null}

      <section aria-labelledby="reviews-pending-title" className="mt-8">
        <h3 id="reviews-pending-title" className="text-lg font-semibold text-stone-900">
          {t("reviews.pendingTitle")}
        </h3>
        {pending.length === 0 ? (
          <AccountEmpty spacing="mt-4">{t("reviews.nothingToReview")}</AccountEmpty>
        ) : (
          <ul className="mt-4 space-y-5">
            {pending.map((p) => (
              <li key={p.productId}>
                <AccountReviewForm
                  product={p}
                  error={result?.productId === p.productId ? result.error : undefined}
                  values={result?.productId === p.productId ? result.values : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reviews-done-title" className="mt-10">
        <h3 id="reviews-done-title" className="text-lg font-semibold text-stone-900">
          {t("reviews.doneTitle")}
        </h3>
        {reviewed.length === 0 ? (
          <p className="mt-4 text-stone-700">{t("reviews.noneYet")}</p>
        ) : (
          <ul className="mt-4 space-y-5">
            {reviewed.map((r) => (
              <li key={r.id}>
                <AccountReviewCard review={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountTab>
  );
}
