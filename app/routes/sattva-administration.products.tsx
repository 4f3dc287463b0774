import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listProducts } from "~/modules/office/lists.server";
import { listPageData } from "~/modules/office/page.server";
import { listQuerySchema, parseQuery } from "~/modules/office/schemas";
import { ListPage } from "~/ui/office/ListPage";
import { OFFICE_BASE } from "~/ui/office/nav";
import { OfficeError } from "~/ui/office/OfficeError";
import { secondaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { ProductsTable } from "~/ui/office/tables";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Products (SPEC "Products"): the catalogue as a table, searchable by pid, title, brand or category. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(listQuerySchema, new URL(request.url));
  return listPageData(request, "products.title", query, listProducts);
}

export default function ProductsPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <ListPage
      title={t("products.title")}
      lead={t("products.lead")}
      actions={
        <Link className={secondaryButton} to={`${OFFICE_BASE}/manage-products`}>
          {t("products.manage")}
        </Link>
      }
      q={q}
      searchLabel={t("products.search")}
      searchPlaceholder={t("products.searchPlaceholder")}
      list={list}
      table={<ProductsTable rows={list.rows} caption={t("products.title")} />}
      empty={t("empty.products")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
