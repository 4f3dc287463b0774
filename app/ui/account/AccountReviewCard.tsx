import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { OwnReview } from "~/modules/reviews/submit.server";
import { formatDate } from "~/lib/dates";

/** A review the shopper has written, as it is shown (instead of the form) once submitted. */
export function AccountReviewCard({ review }: { review: OwnReview }) {
  const { t, i18n } = useTranslation("account");
  return (
    <article
      aria-labelledby={`own-review-${review.id}`}
      className="rounded-2xl border border-sandal-200 bg-sandal-50 p-5 md:p-6"
      data-testid="own-review"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`own-review-${review.id}`} className="font-display text-lg text-plum-900">
          <Link to={`/product/${review.slug}`} className="underline-offset-4 hover:underline">
            {review.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">{formatDate(review.createdAt, i18n.language)}</p>
      </div>
      <p className="mt-2 text-saffron-700">
        <span aria-hidden="true">{"★".repeat(review.rating) + "☆".repeat(5 - review.rating)}</span>
        <span className="sr-only">{t("reviews.ratedOutOf", { rating: review.rating })}</span>
      </p>
      <p className="mt-2 whitespace-pre-line leading-relaxed text-stone-900">{review.comment}</p>
      {!review.published ? <p className="mt-2 text-sm text-stone-700">{t("reviews.unpublished")}</p> : null}
    </article>
  );
}
