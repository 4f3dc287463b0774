/**
 * Loader work shared by the collection and subcategory pages: resolve the slug, list the
 * products, translate names and build the SEO block. Returns either a redirect target or the
 * view with its HTTP status.
 */
import type { TFunction } from "i18next";
import { siteOrigin } from "~/lib/site-origin.server";
import type { Language } from "~/modules/i18n/config";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { listingHref, parseListingQuery, type ListingQuery } from "./listing-params";
import type { ListingList, ListingSeo, ListingView } from "./listing-view";
import { findCollection, findSubcategory, listProducts, type ListingResult } from "./listing.server";

export type ListingLoad = { redirect: string } | { status: number; view: ListingView };

interface SeoContext {
  origin: string;
  lng: Language;
  t: TFunction;
}

function pagedSeo(
  ctx: SeoContext,
  path: string,
  result: ListingResult,
  title: string,
  description: string,
): ListingSeo {
  const q = result.applied;
  const hasFilters =
    q.brands.length > 0 || q.minCents != null || q.maxCents != null || q.inStock || !!q.sub || q.sort !== "featured";
  return {
    origin: ctx.origin,
    path,
    lng: ctx.lng,
    page: result.page,
    title: result.page > 1 ? title.replace(" | ", ` (${ctx.t("meta.pageSuffix", { page: result.page })}) | `) : title,
    description,
    image: result.banner ?? undefined,
    prev: result.page > 1 ? listingHref(path, { ...q, page: result.page - 1 }) : null,
    next: result.page < result.pageCount ? listingHref(path, { ...q, page: result.page + 1 }) : null,
    // Filtered and sorted variants point to their canonical page and stay out of the index.
    noindex: hasFilters,
  };
}

function view(
  base: Omit<ListingView, keyof ListingList>,
  result: ListingResult | null,
  query: ListingQuery,
): ListingView {
  return {
    ...base,
    products: result?.products ?? [],
    total: result?.total ?? 0,
    page: result?.page ?? 1,
    pageCount: result?.pageCount ?? 1,
    pageSize: result?.pageSize ?? 24,
    applied: result?.applied ?? query,
    brands: result?.facets.brands ?? [],
    subcategories: result?.facets.subcategories ?? [],
    priceMinCents: result?.facets.priceMinCents ?? null,
    priceMaxCents: result?.facets.priceMaxCents ?? null,
  };
}

function notFoundSeo(ctx: SeoContext, path: string): ListingSeo {
  return {
    origin: ctx.origin,
    path,
    lng: ctx.lng,
    page: 1,
    title: ctx.t("meta.notFoundTitle"),
    description: "",
    prev: null,
    next: null,
    noindex: true,
  };
}

/** `/collections/$slug`: every product ("all") or one category. */
export async function loadCollection(request: Request, param: string): Promise<ListingLoad> {
  const url = new URL(request.url);
  const t = await getT(request, "listing");
  const lng = await getLanguage(request);
  const ctx: SeoContext = { origin: siteOrigin(request), lng, t };
  const query = parseListingQuery(url.searchParams);
  const match = await findCollection(param, lng);
  const home = { label: t("breadcrumb.home"), href: "/" };
  const collections = { label: t("breadcrumb.collections"), href: "/collections/all" };

  if (!match) {
    const message = t("collection.empty", { slug: param });
    return {
      status: 404,
      view: view(
        {
          kind: "collection",
          title: t("breadcrumb.collections"),
          path: url.pathname,
          breadcrumb: [home, collections, { label: param }],
          banner: null,
          seo: notFoundSeo(ctx, url.pathname),
          notFound: { message, hint: t("collection.emptyHint") },
        },
        null,
        query,
      ),
    };
  }
  if (match.kind === "category" && match.redirectTo) {
    return { redirect: `/collections/${match.redirectTo}${url.search}` };
  }

  const scope = match.kind === "category" ? { categoryId: match.id } : {};
  const result = await listProducts(scope, query, lng);
  const path = `/collections/${match.slug}`;
  const title = match.kind === "category" ? match.name : t("collection.all");
  const seoTitle = match.kind === "category" ? t("meta.collectionTitle", { name: title }) : t("meta.allTitle");
  const description =
    match.kind === "category"
      ? t("meta.collectionDescription", { name: title, count: result.total })
      : t("meta.allDescription");
  return {
    status: 200,
    view: view(
      {
        kind: "collection",
        title,
        path,
        breadcrumb: match.kind === "category" ? [home, collections, { label: title }] : [home, { label: title }],
        banner: result.banner,
        seo: pagedSeo(ctx, path, result, seoTitle, description),
        notFound: null,
      },
      result,
      query,
    ),
  };
}

/** `/products/categories/$category`: one subcategory (home tile slugs and navigation spellings). */
export async function loadSubcategory(request: Request, param: string): Promise<ListingLoad> {
  const url = new URL(request.url);
  const t = await getT(request, "listing");
  const lng = await getLanguage(request);
  const ctx: SeoContext = { origin: siteOrigin(request), lng, t };
  const query = { ...parseListingQuery(url.searchParams), sub: null };
  const match = await findSubcategory(param, lng);
  const home = { label: t("breadcrumb.home"), href: "/" };
  const collections = { label: t("breadcrumb.collections"), href: "/collections/all" };

  if (!match) {
    return {
      status: 404,
      view: view(
        {
          kind: "subcategory",
          title: t("breadcrumb.collections"),
          path: url.pathname,
          breadcrumb: [home, collections, { label: param }],
          banner: null,
          seo: notFoundSeo(ctx, url.pathname),
          notFound: { message: t("subcategory.notFound", { slug: param }), hint: t("subcategory.notFoundHint") },
        },
        null,
        query,
      ),
    };
  }
  if (match.redirectTo) return { redirect: `/products/categories/${match.redirectTo}${url.search}` };

  const result = await listProducts({ subcategoryId: match.id }, query, lng);
  const path = `/products/categories/${match.slug}`;
  const title = match.name;
  const category = match.category.name;
  return {
    status: 200,
    view: view(
      {
        kind: "subcategory",
        title,
        path,
        breadcrumb: [home, { label: category, href: `/collections/${match.category.slug}` }, { label: title }],
        banner: result.banner,
        seo: pagedSeo(
          ctx,
          path,
          result,
          t("meta.subcategoryTitle", { name: title, category }),
          t("meta.subcategoryDescription", { name: title, category, count: result.total }),
        ),
        notFound: null,
      },
      result,
      query,
    ),
  };
}
