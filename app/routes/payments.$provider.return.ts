import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { returnFromProvider } from "~/modules/payments/return.server";

/**
 * GET /payments/{provider}/return?attempt=…: where a provider sends the shopper back. The query
 * is never trusted: the provider's file re-fetches the status (PayPal: captures), the result is
 * applied like a notification, and the shopper lands on /payment-status/success, /canceled or
 * /pending, which shows the order's current status.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = await returnFromProvider(params.provider ?? "", url.searchParams);
  return redirect(target, { headers: { "Cache-Control": "no-store" } });
}
