import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { productFormPageData, saveProductForm } from "~/modules/catalog/admin/pages.server";
import { OFFICE_BASE } from "~/ui/office/nav";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, secondaryButton } from "~/ui/office/parts";
import { ProductForm } from "~/ui/office/products/ProductForm";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "products-office", "safety-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Edit a product: the same form as Add; publish and delete beside it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return productFormPageData(request, params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return saveProductForm(request, user, params.id ?? "");
}

const PRODUCTS_PATH = `${OFFICE_BASE}/products`;

export default function EditProductPage() {
  const { product, values, options } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("products-office");
  const id = product!.id;
  return (
    <>
      <PageHeader
        title={t("form.editTitle", { title: values.title })}
        lead={t("form.lead")}
        actions={
          <>
            <Form method="post" action={`${PRODUCTS_PATH}/${id}/publish`}>
              <input type="hidden" name="published" value={values.published ? "false" : "true"} />
              <input type="hidden" name="returnTo" value={`${PRODUCTS_PATH}/${id}`} />
              <button type="submit" className={secondaryButton}>
                {values.published ? t("list.unpublishShort") : t("list.publishShort")}
              </button>
            </Form>
            <Link className={secondaryButton} to={`/product/${product!.slug}`}>
              {t("form.viewInShop")}
            </Link>
            <Link className={secondaryButton} to={`${PRODUCTS_PATH}/${id}/delete`}>
              {t("form.delete")}
            </Link>
          </>
        }
      />
      <ProductForm
        key={product!.slug + (answer ? "-answer" : "")}
        product={product}
        values={answer?.values ?? values}
        errors={answer?.errors ?? {}}
        options={options}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
