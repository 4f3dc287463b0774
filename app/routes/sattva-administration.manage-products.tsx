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

export const handle = { i18n: ["office", "products-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Manage products (SPEC "Products": the manage table): search, filters, sorts, keyset pages. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return productsPageData(request, "manageProducts.title");
}

export default function ManageProductsPage() {
  const { list, query, options } = useLoaderData<typeof loader>();
  const { t } = useTranslation("products-office");
  const { t: to } = useTranslation("office");
  return (
    <StaffProducts
      title={t("manageTitle")}
      lead={t("manageLead")}
      list={list}
      query={query}
      options={options}
      extraActions={
        <Link className={secondaryButton} to={`${OFFICE_BASE}/inventory`}>
          {to("nav.inventory")}
        </Link>
      }
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
