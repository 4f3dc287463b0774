import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parseListingQuery, parseSearchText } from "~/modules/catalog/listing-params";
import { popularProducts } from "~/modules/catalog/listing.server";
import { searchProducts } from "~/modules/catalog/search.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { seoMeta, type ListingSeo } from "~/ui/store/listing/seo";
import { SearchResults, type SearchView } from "~/ui/store/search/SearchResults";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["listing", "searchscale"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data?.seo, location.search);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = parseSearchText(url.searchParams);
  const { page } = parseListingQuery(url.searchParams);
  const lng = await getLanguage(request);
  const [result, t] = await Promise.all([searchProducts(q, page, lng), getT(request, "listing")]);
  const popular = result.total === 0 ? await popularProducts(8, lng) : [];
  const view: SearchView = {
    q: result.q,
    products: result.products,
    total: result.total,
    totalExact: result.totalExact,
    totalOver: result.totalOver,
    page: result.page,
    pageCount: result.pageCount,
    mode: result.mode,
    popular,
  };
  // Search pages are for people, not for the index.
  const seo: ListingSeo = {
    origin: siteOrigin(request),
    path: "/search",
    lng,
    page: 1,
    title: q ? t("meta.searchTitleQuery", { q: result.q }) : t("meta.searchTitle"),
    description: t("meta.searchDescription"),
    prev: null,
    next: null,
    noindex: true,
  };
  return { view, seo };
}

export default function SearchRoute() {
  const { view } = useLoaderData<typeof loader>();
  return <SearchResults view={view} />;
}
