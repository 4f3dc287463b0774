import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listReviews } from "~/modules/office/lists.server";
import { listPageData } from "~/modules/office/page.server";
import { listQuerySchema, parseQuery } from "~/modules/office/schemas";
import { ListPage } from "~/ui/office/ListPage";
import { OfficeError } from "~/ui/office/OfficeError";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { ReviewsTable } from "~/ui/office/tables";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Reviews (SPEC "Reviews": list of reviews): product, author, rating, comment, date; newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(listQuerySchema, new URL(request.url));
  return listPageData(request, "reviews.title", query, listReviews);
}

export default function ReviewsPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <ListPage
      title={t("reviews.title")}
      lead={t("reviews.lead")}
      q={q}
      searchLabel={t("reviews.search")}
      searchPlaceholder={t("reviews.searchPlaceholder")}
      list={list}
      table={<ReviewsTable rows={list.rows} caption={t("reviews.title")} />}
      empty={t("empty.reviews")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
