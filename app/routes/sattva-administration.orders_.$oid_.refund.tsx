import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import { adminOnlyAnswer, orderPath, refundFormAction, refundPageData } from "~/modules/payments/refund-page.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { RefundPage } from "~/ui/office/orders/refund/RefundPage";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "refunds-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Refund an order through the provider that took the money (docs/decisions/010-refunds.md).
 * Admins only: a refund sends money out of the shop, so it is kept to the role that also manages
 * staff and settings. A manager who follows the order page's link sees the refunds so far and
 * who can make one (403, no form); the form refuses them too. Shoppers and visitors never get in.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const oid = params.oid ?? "";
  const page = { ...(await refundPageData(request, oid)), orderHref: orderPath(oid), canRefund: user.role === "admin" };
  return page.canRefund ? page : data(page, { status: 403 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  if (user.role !== "admin") return adminOnlyAnswer();
  return refundFormAction(request, user, params.oid ?? "");
}

export default function RefundOrderPage() {
  const { order, payment, state, idempotencyKey, orderHref, canRefund } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <RefundPage
      order={order}
      payment={payment}
      state={state}
      idempotencyKey={idempotencyKey}
      orderHref={orderHref}
      canRefund={canRefund}
      answer={answer}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
