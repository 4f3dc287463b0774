import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/ui/store/listing/ListingPage";
import { loadCollection } from "~/modules/catalog/listing-page.server";
import { seoMeta } from "~/ui/store/listing/seo";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["listing"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data?.view.seo, location.search);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const load = await loadCollection(request, params.slug ?? "");
  if ("redirect" in load) throw redirect(load.redirect, 301);
  return data({ view: load.view }, { status: load.status });
}

export default function CollectionRoute() {
  const { view } = useLoaderData<typeof loader>();
  return <ListingPage view={view} />;
}
