import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { productsPageData } from "~/modules/catalog/admin/pages.server";
import { OFFICE_BASE } from "~/ui/office/nav";
import { OfficeError } from "~/ui/office/OfficeError";
import { secondaryButton } from "~/ui/office/parts";
import { StaffProducts } from "~/ui/office/products/StaffProducts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "products-office", "safety-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Products (SPEC "Products"): Add and Manage buttons, the manage table by default. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return productsPageData(request, "products.title");
}

export default function ProductsPage() {
  const { list, query, options } = useLoaderData<typeof loader>();
  const { t } = useTranslation("products-office");
  return (
    <StaffProducts
      title={t("title")}
      lead={t("lead")}
      list={list}
      query={query}
      options={options}
      extraActions={
        <Link className={secondaryButton} to={`${OFFICE_BASE}/manage-products`}>
          {t("manage")}
        </Link>
      }
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
