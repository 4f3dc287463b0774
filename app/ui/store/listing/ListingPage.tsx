import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { listingHref, sortKeys } from "~/modules/catalog/listing-params";
import { Breadcrumb } from "./Breadcrumb";
import { LISTING_FORM_ID, ListingFilters, useListingSubmit } from "./ListingFilters";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductGrid";
import type { ListingView } from "./types";
import { Photo } from "~/ui/store/Photo";
import { useHydrated } from "~/ui/kit/useHydrated";

/** The hero: the first product's banner under the page title. */
function ListingHero({ view }: { view: ListingView }) {
  const { t } = useTranslation("listing");
  return (
    <header className="relative mt-2 overflow-hidden rounded-3xl bg-plum-900">
      {view.banner ? (
        <Photo
          image={view.banner}
          alt=""
          sizes="100vw"
          // React 18 does not know `fetchPriority`; the lower-case attribute reaches the HTML.
          {...{ fetchpriority: "high" }}
          inline
          className="absolute inset-0 h-full w-full object-cover opacity-60"
        />
      ) : null}
      <div
        className="absolute inset-0 bg-gradient-to-t from-plum-900/95 via-plum-900/60 to-plum-900/20"
        aria-hidden="true"
      />
      <div className="relative flex min-h-40 flex-col justify-end px-6 py-8 sm:min-h-56 sm:px-10">
        <h1 className="font-display text-3xl leading-tight text-white sm:text-5xl">{view.title}</h1>
        {!view.notFound ? (
          <p className="mt-2 text-sm font-medium tracking-wide text-saffron-100">
            {t("collection.count", { count: view.total })}
          </p>
        ) : null}
      </div>
    </header>
  );
}

function SortControl({ view }: { view: ListingView }) {
  const { t } = useTranslation("listing");
  const hydrated = useHydrated();
  const submit = useListingSubmit(view.path);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="text-sm text-stone-700">
        {t("sort.label")}
      </label>
      <select
        id="listing-sort"
        name="sort"
        form={LISTING_FORM_ID}
        key={view.applied.sort}
        defaultValue={view.applied.sort}
        onChange={(e) => {
          const form = document.getElementById(LISTING_FORM_ID);
          if (form instanceof HTMLFormElement) submit(form);
          else e.currentTarget.form?.requestSubmit();
        }}
        className="min-h-11 rounded-full border border-stone-400 bg-white py-2 pl-4 pr-9 text-sm font-medium text-stone-900"
      >
        {sortKeys.map((k) => (
          <option key={k} value={k}>
            {t(`sort.${k}`)}
          </option>
        ))}
      </select>
      {/* Without JavaScript the choice needs a button; with it, a change applies at once. */}
      <button
        type="submit"
        form={LISTING_FORM_ID}
        className={
          hydrated
            ? "sr-only"
            : "inline-flex min-h-11 items-center rounded-full border border-plum-800 px-4 text-sm font-semibold text-plum-800 hover:bg-plum-50"
        }
        tabIndex={hydrated ? -1 : undefined}
        aria-hidden={hydrated ? true : undefined}
      >
        {t("sort.apply")}
      </button>
    </div>
  );
}

/** A collection or subcategory page: hero, filters, sort, grid and pages. */
export function ListingPage({ view }: { view: ListingView }) {
  const { t } = useTranslation("listing");
  const from = view.total ? (view.page - 1) * view.pageSize + 1 : 0;
  const to = Math.min(view.total, view.page * view.pageSize);
  const hrefFor = (page: number) => listingHref(view.path, { ...view.applied, page });

  if (view.notFound) {
    return (
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <Breadcrumb items={view.breadcrumb} />
        <ListingHero view={view} />
        <section className="mx-auto mt-12 max-w-xl text-center">
          <p className="font-display text-2xl text-stone-900">{view.notFound.message}</p>
          <p className="mt-3 text-stone-700">{view.notFound.hint}</p>
          <Link
            to="/collections/all"
            className="mt-8 inline-flex min-h-11 items-center rounded-full bg-plum-800 px-6 text-sm font-semibold text-white hover:bg-plum-900"
          >
            {t("collection.browseAll")}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <Breadcrumb items={view.breadcrumb} />
      <ListingHero view={view} />
      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <aside className="lg:sticky lg:top-6 lg:self-start">
          <ListingFilters
            path={view.path}
            applied={view.applied}
            brands={view.brands}
            subcategories={view.subcategories}
            priceMinCents={view.priceMinCents}
            priceMaxCents={view.priceMaxCents}
          />
        </aside>
        <section aria-labelledby="listing-results" className="mt-6 lg:mt-0">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-sandal-200 pb-4">
            <h2 id="listing-results" className="text-sm text-stone-700" aria-live="polite">
              {view.total
                ? t("collection.showing", { from, to, total: view.total })
                : t("collection.count", { count: 0 })}
            </h2>
            <SortControl view={view} />
          </div>
          {view.products.length ? (
            <ProductGrid products={view.products} label={view.title} />
          ) : (
            <div className="rounded-2xl bg-sandal-50 px-6 py-12 text-center">
              <p className="font-display text-xl text-stone-900">{t("collection.noMatch")}</p>
              <p className="mt-2 text-stone-700">{t("collection.noMatchHint")}</p>
              <Link
                to={view.path}
                className="mt-6 inline-flex min-h-11 items-center rounded-full border border-plum-800 px-5 text-sm font-semibold text-plum-800 hover:bg-plum-50"
              >
                {t("filters.clear")}
              </Link>
            </div>
          )}
          <Pagination page={view.page} pageCount={view.pageCount} hrefFor={hrefFor} />
        </section>
      </div>
    </div>
  );
}
