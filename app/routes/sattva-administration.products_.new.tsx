import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { productFormPageData, saveProductForm } from "~/modules/catalog/admin/pages.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader } from "~/ui/office/parts";
import { ProductForm } from "~/ui/office/products/ProductForm";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "products-office", "safety-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Add product (SPEC 5 "Add product"): the pid and the slug are made by the server on save. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return productFormPageData(request, null);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return saveProductForm(request, user, null);
}

export default function NewProductPage() {
  const { values, options } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("products-office");
  return (
    <>
      <PageHeader title={t("form.newTitle")} lead={t("form.lead")} />
      <ProductForm product={null} values={answer?.values ?? values} errors={answer?.errors ?? {}} options={options} />
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
