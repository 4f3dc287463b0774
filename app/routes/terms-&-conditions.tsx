import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatDay } from "~/lib/dates";
import { footerPageLoaderData } from "~/modules/content/pages.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { CONSENT_VERSIONS } from "~/modules/privacy/consent-versions";
import { InfoPage, seoMeta } from "~/ui/content/InfoPage";

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

/** The terms, with their version: the date a checkout's consent record names (consent-versions.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const [page, t] = await Promise.all([footerPageLoaderData(request, "terms"), getT(lng, "privacy")]);
  const date = formatDay(CONSENT_VERSIONS.terms, lng);
  return { ...page, note: t("termsVersion", { date }) };
}

export default function FooterInfoPage() {
  return <InfoPage {...useLoaderData<typeof loader>()} />;
}
