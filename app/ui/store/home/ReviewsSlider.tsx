import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { PublicReview } from "~/modules/reviews/reviews.server";
import { PauseIcon, PlayIcon, Stars } from "./icons";
import { useRotation } from "./useRotation";

/**
 * "Customer Experiences": one review at a time, advancing every 10 s, with dots to jump.
 * The reviews come with the page (server-rendered), each with its date written by the loader;
 * `null` means they are still loading.
 */
export function ReviewsSlider({ reviews }: { reviews: (PublicReview & { date: string })[] | null }) {
  const { t } = useTranslation("store");
  const count = reviews?.length ?? 0;
  const { index, go, playing, toggle, rotating, hydrated, rootProps } = useRotation(count);

  if (reviews === null) {
    return (
      <p role="status" className="text-stone-600">
        {t("home.reviews.loading")}
      </p>
    );
  }
  if (!count)
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-sandal-200">
        {t("home.reviews.empty")}
      </p>
    );

  return (
    <div
      aria-roledescription="carousel"
      aria-label={t("home.reviews.label")}
      role="region"
      className="mx-auto max-w-3xl"
      {...rootProps}
    >
      <div className="grid" aria-live={rotating ? "off" : "polite"}>
        {reviews.map((r, i) => {
          const active = i === index;
          return (
            <div
              key={r.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.hero.slideLabel", { n: i + 1, total: count })}
              aria-hidden={active ? undefined : true}
              className={`col-start-1 row-start-1 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-sandal-200 transition-opacity duration-700 sm:p-10 ${
                active ? "visible opacity-100" : "invisible opacity-0"
              }`}
            >
              <figure>
                <span aria-hidden="true" className="block font-display text-6xl leading-none text-saffron-300">
                  “
                </span>
                <div className="flex justify-center">
                  <Stars rating={r.rating} size={20} />
                  <span className="sr-only">{t("product.ratingLabel", { rating: r.rating })}</span>
                </div>
                <blockquote className="mt-4 font-display text-lg leading-relaxed text-stone-800 sm:text-xl">
                  <p>{r.comment}</p>
                </blockquote>
                <figcaption className="mt-6 text-sm text-stone-600">
                  <span className="font-semibold text-stone-900">{r.author ?? t("home.reviews.anonymous")}</span>
                  {" · "}
                  <Link
                    to={`/product/${r.product.slug}`}
                    tabIndex={active ? undefined : -1}
                    className="underline decoration-sandal-200 underline-offset-2 hover:text-plum-800"
                  >
                    {t("home.reviews.about", { product: r.product.title })}
                  </Link>
                  {" · "}
                  <time dateTime={r.createdAt}>{r.date}</time>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      {hydrated && count > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={toggle}
            data-rotation-toggle=""
            aria-label={playing ? t("home.reviews.pause") : t("home.reviews.play")}
            className="mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-plum-800 hover:bg-sandal-100"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          {reviews.map((r, i) => (
            <button
              key={r.id}
              type="button"
              onClick={() => go(i)}
              aria-label={t("home.reviews.show", { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              className="inline-flex h-11 w-6 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-plum-800" : "w-2.5 bg-sandal-200"}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
