import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { env } from "~/lib/env.server";
import { translatedClientLoader } from "~/lib/i18n-client";
import { getUser } from "~/modules/accounts/guards.server";
import { cartCookieHeader, readCart } from "~/modules/cart/cart-cookie.server";
import { orderProductIds } from "~/modules/checkout/page.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { viewAttempt, type AttemptView } from "~/modules/payments/attempts.server";
import { seoMeta } from "~/ui/content/InfoPage";
import { PaymentStatusView, type StatusKind } from "~/ui/store/checkout/PaymentStatusView";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

/** While the provider's word is awaited, the page asks again this often. */
const REFRESH_SECONDS = 5;

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Shown = Exclude<StatusKind, "unknown">;

/** What the page shows for an attempt: its real state; "canceled" also while the buyer left the provider's page. */
function shownFor(view: AttemptView, asked: string | undefined): Shown {
  if (view.paymentStatus === "paid" && view.orderStatus !== "cancelled") return "success";
  if (["failed", "expired", "cancelled", "refunded"].includes(view.paymentStatus) || view.orderStatus === "cancelled") {
    return "canceled";
  }
  return asked === "canceled" && view.canResume ? "canceled" : "pending";
}

const trackingPath = (oid: string, email: string) =>
  `/pages/where's-my-order?${new URLSearchParams({ ref: oid, email }).toString()}`;

/**
 * Where the payment providers send the shopper back (through /payments/<provider>/return). It only
 * tells: an order becomes paid solely through a verified provider notification, never because
 * this page was opened. With `?attempt=<token>` it shows that order's current status (and moves
 * to the address that matches it); a paid order's products leave the cart.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lng = getLanguage(request);
  const t = await getT(lng, "pages");
  const headers = new Headers({ "Cache-Control": "no-store" });
  const view = await viewAttempt(url.searchParams.get("attempt"));
  const kind: StatusKind = view
    ? shownFor(view, params.status)
    : params.status === "success" || params.status === "canceled"
      ? params.status
      : "unknown";
  const seo = {
    origin: env().publicUrl,
    path: `/payment-status/${kind}`,
    lng,
    title: t(`paymentStatus.${kind}.title`),
    description: t(`paymentStatus.${kind}.body`),
    noindex: true,
  };
  if (!view) return data({ kind, seo, attempt: null }, { headers });

  const self = `/payment-status/${kind}?attempt=${encodeURIComponent(view.token)}`;
  if (kind !== params.status) throw redirect(self, { headers });
  if (kind === "success") {
    const bought = await orderProductIds(view.paymentId);
    const cart = await readCart(request);
    const kept = cart.filter((e) => !bought.has(e.productId));
    if (kept.length !== cart.length) {
      headers.append("Set-Cookie", await cartCookieHeader(kept));
      // Once more through the server so the header's cart count is read from the emptied cart
      // (`emptied` keeps a client that ignores cookies from going round in circles).
      if (!url.searchParams.has("emptied")) throw redirect(`${self}&emptied=1`, { headers });
    }
  }
  const user = await getUser(request);
  return data(
    {
      kind,
      seo,
      attempt: {
        oid: view.oid,
        orderStatus: view.orderStatus,
        paymentStatus: view.paymentStatus,
        totalCents: view.totalCents,
        email: view.email,
        token: view.token,
        canResume: view.canResume,
        trackHref: user ? "/account/orders" : trackingPath(view.oid, view.email),
        signedIn: Boolean(user),
      },
    },
    { headers },
  );
}

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
