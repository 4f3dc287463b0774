import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listProducts } from "~/modules/office/lists.server";
import { officeTitle } from "~/modules/office/page.server";
import { listQuerySchema, parseQuery } from "~/modules/office/schemas";
import { OFFICE_BASE } from "~/ui/office/nav";
import { OfficeError } from "~/ui/office/OfficeError";
import { EmptyState, PageHeader, Pager, SearchForm, secondaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { ProductsTable } from "~/ui/office/tables";

export const handle = { i18n: ["office"] };
export const meta = officeMeta;
export const headers = officeHeaders;

/** Products (SPEC "Products"): the catalogue as a table, searchable by pid, title, brand or category. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(listQuerySchema, new URL(request.url));
  const [list, title] = await Promise.all([listProducts(query), officeTitle(request, "products.title")]);
  return { list, q: query.q ?? "", title };
}

export default function ProductsPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <>
      <PageHeader
        title={t("products.title")}
        lead={t("products.lead")}
        actions={
          <Link className={secondaryButton} to={`${OFFICE_BASE}/manage-products`}>
            {t("products.manage")}
          </Link>
        }
      />
      <div className="mt-6">
        <SearchForm q={q} label={t("products.search")} placeholder={t("products.searchPlaceholder")} />
      </div>
      <div className="mt-6">
        {list.rows.length ? (
          <>
            <ProductsTable rows={list.rows} caption={t("products.title")} />
            <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
          </>
        ) : (
          <EmptyState text={t("empty.products")} />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
