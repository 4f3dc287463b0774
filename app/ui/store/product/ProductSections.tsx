import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { ProductPageData } from "~/modules/catalog/products.server";
import { Link } from "~/ui/kit/Link";
import { Stars } from "~/ui/store/home/icons";
import { ProductReviews } from "~/ui/store/product/ProductReviews";

/*
 * The product page's parts that are the same for every visitor (the page renders each once per
 * product and language on the server, in a RenderedOnce keyed by what it shows).
 */

export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb's trail (Breadcrumb draws it in its `<nav>`). */
export function CrumbTrail({ items }: { items: Crumb[] }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {items.map((c, i) => {
        const last = i === items.length - 1;
        return (
          <li key={c.path} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {last ? (
              <span aria-current="page" className="font-medium text-stone-900">
                {c.name}
              </span>
            ) : (
              <Link
                to={c.path}
                className="inline-flex min-h-8 items-center underline-offset-2 hover:text-plum-800 hover:underline"
              >
                {c.name}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** What the info block shows (and so what its markup is kept by). */
export type ShownProduct = Pick<
  ProductPageData["product"],
  "brand" | "brandSlug" | "title" | "rating" | "priceCents" | "priorPriceCents" | "discountPercent"
>;

/** Brand, title, rating and price (with the Omnibus prior price). */
export function ProductInfo({ product: p, reviewCount }: { product: ShownProduct; reviewCount: number }) {
  const { t, i18n } = useTranslation("store");
  const lng = i18n.language;
  return (
    <>
      <Link
        to={`/collections/all?brand=${encodeURIComponent(p.brandSlug)}`}
        className="inline-flex min-h-8 items-center text-xs font-semibold uppercase tracking-[0.2em] text-saffron-700 hover:underline"
      >
        <span className="sr-only">{t("product.brand")}: </span>
        {p.brand}
      </Link>
      <h1 className="mt-1 font-display text-3xl leading-tight text-stone-900 sm:text-4xl">{p.title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <Stars rating={p.rating} size={18} />
        <span data-testid="rating">
          <span aria-hidden="true">{t("product.rating", { rating: p.rating.toFixed(1) })}</span>
          <span className="sr-only">{t("product.ratingLabel", { rating: p.rating.toFixed(1) })}</span>
        </span>
        <a href="#reviews" className="underline underline-offset-2 hover:text-plum-800">
          {t("product.reviewCount", { n: reviewCount })}
        </a>
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <p className="font-display text-3xl text-plum-800" data-testid="price">
          <span className="sr-only">{t("product.price")}: </span>
          {formatEUR(p.priceCents, lng)}
        </p>
        {p.priorPriceCents ? (
          <>
            {/* Said in words below: the lowest price of the 30 days before the discount (Omnibus). */}
            <s aria-hidden="true" className="text-lg text-stone-600">
              {formatEUR(p.priorPriceCents, lng)}
            </s>
            <span
              className="rounded-full bg-saffron-300 px-3 py-1 text-sm font-bold text-plum-900"
              data-testid="discount-badge"
            >
              <span aria-hidden="true">{t("product.offBadge", { percent: p.discountPercent })}</span>
              <span className="sr-only">{t("prices:offLabel", { percent: p.discountPercent })}</span>
            </span>
            <p className="w-full text-sm text-stone-700" data-testid="prior-price">
              {t("prices:lowest30", { price: formatEUR(p.priorPriceCents, lng) })}
            </p>
          </>
        ) : null}
      </div>
    </>
  );
}

/** The product's details: its description's lines and its code. */
export function ProductDetails({ description, pid }: { description: string[]; pid: string }) {
  const { t } = useTranslation("store");
  return (
    <>
      <h2 id="details" className="font-display text-xl">
        {t("product.details")}
      </h2>
      <ul className="mt-3 space-y-2 text-stone-700">
        {description.map((line, i) => (
          <li key={i} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-saffron-500" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-stone-600">{t("product.sku", { pid })}</p>
    </>
  );
}

/** The reviews' heading and list. */
export function ReviewsSection({
  reviews,
}: {
  reviews: { count: number; reviews: Parameters<typeof ProductReviews>[0]["reviews"] };
}) {
  const { t } = useTranslation("store");
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="reviews-title" className="font-display text-2xl">
        {t("product.reviews")} <span className="text-stone-600">({reviews.count})</span>
      </h2>
      <div className="mt-6">
        <ProductReviews reviews={reviews.reviews} />
      </div>
    </div>
  );
}
