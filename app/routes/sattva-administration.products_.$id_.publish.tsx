import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { PRODUCTS_PATH, togglePublished } from "~/modules/catalog/admin/pages.server";

/** Publish / unpublish (a button on the table and on the form); a GET goes to the product's form. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect(`${PRODUCTS_PATH}/${params.id ?? ""}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return togglePublished(request, user, params.id ?? "");
}
