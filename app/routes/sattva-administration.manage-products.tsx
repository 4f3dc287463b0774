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

/** Manage products (SPEC "Products": the default manage table), each row linked to its shop page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(listQuerySchema, new URL(request.url));
  const [list, title] = await Promise.all([listProducts(query), officeTitle(request, "manageProducts.title")]);
  return { list, q: query.q ?? "", title };
}

export default function ManageProductsPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <>
      <PageHeader
        title={t("manageProducts.title")}
        lead={t("manageProducts.lead")}
        actions={
          <Link className={secondaryButton} to={`${OFFICE_BASE}/inventory`}>
            {t("nav.inventory")}
          </Link>
        }
      />
      <div className="mt-6">
        <SearchForm q={q} label={t("products.search")} placeholder={t("products.searchPlaceholder")} />
      </div>
      <div className="mt-6">
        {list.rows.length ? (
          <>
            <ProductsTable rows={list.rows} caption={t("manageProducts.title")} withShopLink />
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
