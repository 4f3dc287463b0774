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

/** Manage products (SPEC "Products": the default manage table), each row linked to its shop page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(listQuerySchema, new URL(request.url));
  return listPageData(request, "manageProducts.title", query, listProducts);
}

export default function ManageProductsPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <ListPage
      title={t("manageProducts.title")}
      lead={t("manageProducts.lead")}
      actions={
        <Link className={secondaryButton} to={`${OFFICE_BASE}/inventory`}>
          {t("nav.inventory")}
        </Link>
      }
      q={q}
      searchLabel={t("products.search")}
      searchPlaceholder={t("products.searchPlaceholder")}
      list={list}
      table={<ProductsTable rows={list.rows} caption={t("manageProducts.title")} withShopLink />}
      empty={t("empty.products")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
