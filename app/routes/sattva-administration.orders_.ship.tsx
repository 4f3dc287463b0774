import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import { bulkShipAction, bulkShipPageData, type BulkShipAnswer } from "~/modules/orders/bulk-ship.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { BulkShipConfirm } from "~/ui/office/order/BulkShipConfirm";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "order-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Bulk "mark shipped" (orders/bulk-ship.server.ts). GET with the chosen `oid`s: the confirmation
 * page (carrier and password), for a browser without JavaScript; POST `oid` (repeated), `carrier`,
 * `password`, `returnTo`: ships each order that can be, back to `returnTo` with a toast.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return bulkShipPageData(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return bulkShipAction(request, user);
}

export default function BulkShipRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as BulkShipAnswer | undefined;
  return <BulkShipConfirm page={page} answer={answer} />;
}

export function ErrorBoundary() {
  return <OfficeError />;
}
