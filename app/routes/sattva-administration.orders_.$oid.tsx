import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { orderPageAction, type OrderFormAnswer } from "~/modules/orders/order-page-actions.server";
import { orderPageData } from "~/modules/orders/order-page.server";
import { withdrawalForStaff } from "~/modules/withdrawal/withdrawal.server";
import { invoiceRequestForStaff } from "~/modules/invoicing/requests.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { OrderPage } from "~/ui/office/order/OrderPage";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "order-office", "inventory", "withdrawal", "invoicing"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

const notFound = () => new Response("Not found", { status: 404 });

/** One order (by its number, SAT-10006), for admins and managers: 404 for a number we do not know. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const order = await orderPageData(params.oid ?? "", await getLanguage(request));
  if (!order) throw notFound();
  const [t, withdrawal, invoiceRequest] = await Promise.all([
    getT(request, ["order-office", "office"]),
    withdrawalForStaff(order.id),
    invoiceRequestForStaff(order.id),
  ]);
  return {
    order,
    withdrawal,
    invoiceRequest,
    title: `${t("order-office:page.title", { oid: order.oid })} · ${t("office:meta.suffix")}`,
  };
}

/** The status form, the note form and "mark as reviewed" (orders/order-page-actions.server.ts). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return orderPageAction(request, user, params.oid ?? "");
}

export default function OrderRoute() {
  const { order, withdrawal, invoiceRequest } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as OrderFormAnswer | undefined;
  return <OrderPage order={order} answer={answer} withdrawal={withdrawal} invoiceRequest={invoiceRequest} />;
}

export function ErrorBoundary() {
  return <OfficeError />;
}
