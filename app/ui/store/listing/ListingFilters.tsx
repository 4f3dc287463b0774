import { Form, useLocation, useNavigate } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { activeFilterCount, listingHref, parseListingQuery, type ListingQuery } from "~/modules/catalog/listing-params";
import type { Facet } from "~/modules/catalog/listing.server";

export const LISTING_FORM_ID = "listing-filters";

interface Props {
  path: string;
  applied: ListingQuery;
  brands: Facet[];
  subcategories: Facet[];
  priceMinCents: number | null;
  priceMaxCents: number | null;
}

const euros = (cents: number | null, round: (n: number) => number) => (cents == null ? "" : String(round(cents / 100)));
const centsValue = (cents: number | null) =>
  cents == null ? "" : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** Submits the listing form with clean parameters (no empty fields, no defaults, back to page 1). */
export function useListingSubmit(path: string) {
  const navigate = useNavigate();
  return (form: HTMLFormElement) => {
    const data = new FormData(form);
    const params = new URLSearchParams();
    for (const [k, v] of data) if (typeof v === "string") params.append(k, v);
    const q = parseListingQuery(params);
    navigate(listingHref(path, { ...q, page: 1 }), { preventScrollReset: true });
  };
}

/**
 * The filters: a GET form that works without JavaScript (Apply button). With JavaScript it
 * applies itself on every change. On phones it folds into a <details>; on wide screens it is a
 * sidebar (opened by CSS where the browser supports ::details-content, else by the effect below).
 */
export function ListingFilters({ path, applied, brands, subcategories, priceMinCents, priceMaxCents }: Props) {
  const { t } = useTranslation("listing");
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const submit = useListingSubmit(path);
  const active = activeFilterCount(applied);

  useEffect(() => {
    if (detailsRef.current && window.matchMedia("(min-width: 1024px)").matches) detailsRef.current.open = true;
  }, []);

  // The native `change` event fires on a tick, a pick or a committed price (blur / Enter),
  // not on every keystroke like React's onChange.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onChange = () => submit(form);
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit(e.currentTarget);
  };

  const legend = "mb-3 font-display text-lg text-stone-900";
  // Short classes (app.css): the brand list repeats them for every brand.
  const choice = "lf-choice";
  const box = "lf-box";

  return (
    <details
      ref={detailsRef}
      className="group rounded-2xl border border-sandal-200 bg-white lg:border-0 lg:bg-transparent lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 font-medium text-stone-900 lg:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 text-plum-800"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
          </svg>
          {t("filters.toggle")}
          {active ? (
            <span className="rounded-full bg-plum-800 px-2 py-0.5 text-xs font-semibold text-white">
              {t("filters.activeCount", { count: active })}
            </span>
          ) : null}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <Form
        ref={formRef}
        id={LISTING_FORM_ID}
        method="get"
        action={path}
        key={location.search}
        onSubmit={onSubmit}
        aria-label={t("filters.title")}
        className="space-y-7 border-t border-sandal-200 px-4 pb-5 pt-5 lg:border-0 lg:px-0 lg:pt-0"
      >
        <h2 className="sr-only lg:not-sr-only lg:text-xs lg:font-semibold lg:uppercase lg:tracking-[0.16em] lg:text-saffron-700">
          {t("filters.title")}
        </h2>
        {/* The sort travels with the filters (its select sits above the grid, tied by form=). */}
        {subcategories.length > 0 ? (
          <fieldset>
            <legend className={legend}>{t("filters.subcategory")}</legend>
            <label className={choice}>
              <input type="radio" name="sub" value="" defaultChecked={!applied.sub} className={box} />
              {t("filters.anySubcategory")}
            </label>
            {subcategories.map((s) => (
              <label key={s.slug} className={choice}>
                <input type="radio" name="sub" value={s.slug} defaultChecked={applied.sub === s.slug} className={box} />
                <span className="flex-1">{s.name}</span>
                <span className="text-xs text-stone-600">{s.count}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {brands.length > 0 ? (
          <fieldset>
            <legend className={legend}>{t("filters.brand")}</legend>
            <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:block lg:max-h-80 lg:overflow-y-auto lg:pr-1">
              {brands.map((b) => (
                <label key={b.slug} className={choice}>
                  <input
                    type="checkbox"
                    name="brand"
                    value={b.slug}
                    defaultChecked={applied.brands.includes(b.slug)}
                    className={box}
                  />
                  <span className="flex-1">{b.name}</span>
                  <span className="text-xs text-stone-600">{b.count}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset>
          <legend className={legend}>{t("filters.price")}</legend>
          <div className="flex items-end gap-3">
            <label className="flex-1 text-sm text-stone-700">
              <span aria-hidden="true">{t("filters.minShort")}</span>
              <span className="sr-only">{t("filters.min")}</span>
              <input
                type="number"
                name="min"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={centsValue(applied.minCents)}
                placeholder={euros(priceMinCents, Math.floor)}
                className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900"
              />
            </label>
            <span aria-hidden="true" className="pb-3 text-stone-500">
              –
            </span>
            <label className="flex-1 text-sm text-stone-700">
              <span aria-hidden="true">{t("filters.maxShort")}</span>
              <span className="sr-only">{t("filters.max")}</span>
              <input
                type="number"
                name="max"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={centsValue(applied.maxCents)}
                placeholder={euros(priceMaxCents, Math.ceil)}
                className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900"
              />
            </label>
          </div>
        </fieldset>
        <fieldset>
          <legend className={legend}>{t("filters.availability")}</legend>
          <label className={choice}>
            <input type="checkbox" name="stock" value="1" defaultChecked={applied.inStock} className={box} />
            {t("filters.inStock")}
          </label>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 text-sm font-semibold text-white hover:bg-plum-900"
          >
            {t("filters.apply")}
          </button>
          {active ? (
            <Link
              to={listingHref(path, { sort: applied.sort })}
              preventScrollReset
              className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-plum-800 underline underline-offset-4"
            >
              {t("filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
