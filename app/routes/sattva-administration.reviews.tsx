import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listReviews } from "~/modules/office/lists.server";
import { officeTitle } from "~/modules/office/page.server";
import { listQuerySchema, parseQuery } from "~/modules/office/schemas";
import { OfficeError } from "~/ui/office/OfficeError";
import { EmptyState, PageHeader, Pager, SearchForm } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { ReviewsTable } from "~/ui/office/tables";

export const handle = { i18n: ["office"] };
export const meta = officeMeta;
export const headers = officeHeaders;

/** Reviews (SPEC "Reviews": list of reviews): product, author, rating, comment, date; newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(listQuerySchema, new URL(request.url));
  const [list, title] = await Promise.all([listReviews(query), officeTitle(request, "reviews.title")]);
  return { list, q: query.q ?? "", title };
}

export default function ReviewsPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <>
      <PageHeader title={t("reviews.title")} lead={t("reviews.lead")} />
      <div className="mt-6">
        <SearchForm q={q} label={t("reviews.search")} placeholder={t("reviews.searchPlaceholder")} />
      </div>
      <div className="mt-6">
        {list.rows.length ? (
          <>
            <ReviewsTable rows={list.rows} caption={t("reviews.title")} />
            <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
          </>
        ) : (
          <EmptyState text={t("empty.reviews")} />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
