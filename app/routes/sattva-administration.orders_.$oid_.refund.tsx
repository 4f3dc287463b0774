import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireRole } from "~/modules/accounts/guards.server";
import { orderPath, refundFormAction, refundPageData } from "~/modules/payments/refund-page.server";
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
 * staff and settings; managers see the refunds on the order page. Both the page and the form
 * check the role.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const oid = params.oid ?? "";
  return { ...(await refundPageData(request, oid)), orderHref: orderPath(oid) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  return refundFormAction(request, user, params.oid ?? "");
}

export default function RefundOrderPage() {
  const { order, payment, state, idempotencyKey, orderHref } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <RefundPage
      order={order}
      payment={payment}
      state={state}
      idempotencyKey={idempotencyKey}
      orderHref={orderHref}
      answer={answer}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
