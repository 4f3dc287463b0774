import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { listingHref } from "~/modules/catalog/listing-params";
import type { ProductCardView } from "~/modules/catalog/types";
import { Pagination } from "~/ui/store/listing/Pagination";
import { ProductGrid } from "~/ui/store/listing/ProductGrid";
import { SearchBox } from "./SearchBox";

export interface SearchView {
  q: string;
  products: ProductCardView[];
  total: number;
  /** False when `total` is an estimate: "about N products found". */
  totalExact: boolean;
  /** Counted to its bound and past it: "more than `total`". */
  totalOver: boolean;
  page: number;
  pageCount: number;
  mode: "fts" | "fuzzy" | "empty";
  popular: ProductCardView[];
}

const TRY = ["palo santo", "candles", "himalaya", "amethyst", "sage"];

/** The search page: the box, then results, a no-results message or a helpful empty state. */
export function SearchResults({ view }: { view: SearchView }) {
  const { t } = useTranslation("listing");
  const hrefFor = (page: number) => listingHref("/search", { q: view.q, page });
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 lg:px-8">
      <div className="rounded-3xl bg-sandal-50 px-5 py-8 sm:px-10 sm:py-12">
        <h1 className="font-display text-3xl text-stone-900 sm:text-4xl">
          {view.q ? t("search.resultsFor", { q: view.q }) : t("search.emptyTitle")}
        </h1>
        <div className="mt-6">
          <SearchBox variant="page" defaultValue={view.q} />
        </div>
        {!view.q ? <p className="mt-4 max-w-2xl text-stone-700">{t("search.emptyHint")}</p> : null}
        {!view.q || view.total === 0 ? (
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-stone-700">{t("search.tryLabel")}:</span>
            {TRY.map((w) => (
              <Link
                key={w}
                to={listingHref("/search", { q: w })}
                className="inline-flex min-h-11 items-center rounded-full border border-sandal-200 bg-white px-4 text-sm text-stone-800 hover:border-plum-800 hover:text-plum-800"
              >
                {w}
              </Link>
            ))}
          </div>
        ) : null}
      </div>

      {view.q && view.total > 0 ? (
        <section aria-labelledby="search-count" className="mt-10">
          <h2 id="search-count" className="text-sm text-stone-700" aria-live="polite">
            {view.totalExact
              ? t("search.count", { count: view.total })
              : view.totalOver
                ? t("searchscale:overCount", { count: view.total })
                : t("searchscale:aboutCount", { count: view.total })}
          </h2>
          {view.mode === "fuzzy" ? <p className="mt-1 text-sm text-saffron-700">{t("search.fuzzy")}</p> : null}
          <div className="mt-6">
            <ProductGrid products={view.products} label={t("search.resultsFor", { q: view.q })} priority />
          </div>
          <Pagination page={view.page} pageCount={view.pageCount} hrefFor={hrefFor} />
        </section>
      ) : null}

      {view.q && view.total === 0 ? (
        <section className="mt-10 text-center">
          <p className="font-display text-2xl text-stone-900">{t("search.noResults", { q: view.q })}</p>
          <p className="mt-2 text-stone-700">{t("search.noResultsHint")}</p>
        </section>
      ) : null}

      {view.popular.length ? (
        <section aria-labelledby="search-popular" className="mt-14">
          <h2 id="search-popular" className="mb-6 font-display text-2xl text-stone-900">
            {t("search.popular")}
          </h2>
          <ProductGrid products={view.popular} />
        </section>
      ) : null}
    </div>
  );
}
