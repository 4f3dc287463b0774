import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/modules/accounts/guards.server";
import { deletePageData, deleteProductForm } from "~/modules/catalog/admin/pages.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { DeleteProductConfirm } from "~/ui/office/products/DeleteProductConfirm";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "products-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Delete a product (SPEC 4 "Delete product flow"): 'Are you sure you want to delete this
 * product?' and the staff password, checked on the server. The table's and the shop cards'
 * trash icons lead here, so it works without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return deletePageData(request, params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return deleteProductForm(request, user, params.id ?? "");
}

export default function DeleteProductPage() {
  const { product, returnTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <DeleteProductConfirm product={product} returnTo={returnTo} answer={answer} />;
}

export function ErrorBoundary() {
  return <OfficeError />;
}
