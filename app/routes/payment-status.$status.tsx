import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { translatedClientLoader } from "~/lib/i18n-client";
import { paymentStatusPage } from "~/modules/checkout/status-page.server";
import { seoMeta } from "~/ui/content/InfoPage";
import { PaymentStatusView } from "~/ui/store/checkout/PaymentStatusView";

export const handle = { i18n: ["pages", "withdrawal"] };
export const clientLoader = translatedClientLoader(handle);

/** While the provider's word is awaited, the page asks again this often. */
const REFRESH_SECONDS = 5;

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const loader = ({ request, params }: LoaderFunctionArgs) => paymentStatusPage(request, params.status);

/**
 * While waiting, the page asks the server again every few seconds: with JS by revalidating (no
 * reload; a loader redirect moves it to the outcome), without JS by a meta refresh inside
 * <noscript>, so scripted visitors get no reload they did not ask for (WCAG 2.2.1).
 */
export default function PaymentStatus() {
  const loaded = useLoaderData<typeof loader>();
  const { kind, attempt } = loaded;
  const { revalidate } = useRevalidator();
  const waiting = kind === "pending" && attempt !== null;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(revalidate, REFRESH_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [waiting, loaded, revalidate]);
  return (
    <>
      {waiting ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
        </noscript>
      ) : null}
      <PaymentStatusView kind={kind} attempt={attempt} />
    </>
  );
}
