import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { footerPageLoaderData } from "~/modules/content/pages.server";
import { getT } from "~/modules/i18n/i18n.server";
import { InfoPage, seoMeta } from "~/ui/content/InfoPage";

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

/** The privacy policy, ending with the way to erase a guest's data (an account deletes itself in Settings). */
export async function loader({ request }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([footerPageLoaderData(request, "privacy"), getT(request, "erasure")]);
  return { ...page, more: { text: t("privacyLink.text"), link: t("privacyLink.link"), to: "/pages/erase-my-data" } };
}

export default function FooterInfoPage() {
  return <InfoPage {...useLoaderData<typeof loader>()} />;
}
