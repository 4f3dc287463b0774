import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { footerPageLoaderData } from "~/modules/content/pages.server";
import { InfoPage, seoMeta } from "~/ui/content/InfoPage";

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

export async function loader({ request }: LoaderFunctionArgs) {
  return footerPageLoaderData(request, "faq");
}

export default function FooterInfoPage() {
  return <InfoPage {...useLoaderData<typeof loader>()} />;
}
