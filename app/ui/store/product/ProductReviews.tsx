import { useTranslation } from "react-i18next";
import type { PublicReview } from "~/modules/reviews/reviews.server";
import { Stars } from "~/ui/store/home/icons";

/**
 * The product's published reviews, newest first (the product page sends them without their
 * product, each with its date written in the page's language by the loader).
 */
export function ProductReviews({ reviews }: { reviews: (Omit<PublicReview, "product"> & { date: string })[] }) {
  const { t } = useTranslation("store");
  if (!reviews.length) return <p className="text-stone-600">{t("product.noReviews")}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-5 ring-1 ring-sandal-200">
          <article>
            <div className="flex items-center justify-between gap-3">
              <p className="font-semibold text-stone-900">{r.author ?? t("product.anonymous")}</p>
              <time dateTime={r.createdAt} className="text-sm text-stone-600">
                {r.date}
              </time>
            </div>
            <p className="mt-1 flex items-center gap-2 text-sm text-stone-700">
              <Stars rating={r.rating} />
              <span>
                <span aria-hidden="true">{t("product.rating", { rating: r.rating })}</span>
                <span className="sr-only">{t("product.ratingLabel", { rating: r.rating })}</span>
              </span>
            </p>
            <p className="mt-3 whitespace-pre-line leading-relaxed text-stone-800">{r.comment}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
