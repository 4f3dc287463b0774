import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRole } from "~/modules/accounts/guards.server";
import { editCustomerForm } from "~/modules/office/customers/forms.server";
import { customerForEdit } from "~/modules/office/customers/profile.server";
import { customerPath } from "~/modules/office/customers/schemas";
import { officeTitle } from "~/modules/office/page.server";
import { CustomerEditForm } from "~/ui/office/customers/CustomerEditForm";
import { fullName } from "~/ui/office/format";
import { OfficeError } from "~/ui/office/OfficeError";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "customers-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Edit a customer (SPEC "Customers", edit mode; admins only): the form asks the admin's password
 * in the same POST, checked on the server before anything changes.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const customer = await customerForEdit(params.id ?? "");
  if (!customer) throw new Response("Not found", { status: 404 });
  const name = fullName(customer) || customer.email;
  return { customer, name, title: `${name} · ${await officeTitle(request, "customers.title")}` };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  return editCustomerForm(request, user, params.id ?? "");
}

export default function CustomerEditPage() {
  const { customer, name } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <CustomerEditForm name={name} initial={customer} cancelTo={customerPath(customer.id)} answer={answer} />;
}

export function ErrorBoundary() {
  return <OfficeError />;
}
