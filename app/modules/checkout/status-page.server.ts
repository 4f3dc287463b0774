import { data, redirect } from "@remix-run/node";
import { env } from "~/lib/env.server";
import { getUser } from "~/modules/accounts/guards.server";
import { cartCookieHeader, readCart } from "~/modules/cart/cart-cookie.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { trackingPath } from "~/modules/orders/tracking.server";
import { withdrawalPath } from "~/modules/withdrawal/links";
import { viewAttempt, type AttemptView } from "~/modules/payments/attempts.server";
import { orderProductIds } from "./page.server";
import type { StatusKind } from "./schemas";

/**
 * The payment status page (SPEC "Payment status page") behind `routes/payment-status.$status.tsx`.
 */

type Shown = Exclude<StatusKind, "unknown">;

/** What the page shows for an attempt: its real state; "canceled" also while the buyer left the provider's page. */
function shownFor(view: AttemptView, asked: string | undefined): Shown {
  if (view.paymentStatus === "paid" && view.orderStatus !== "cancelled") return "success";
  if (["failed", "expired", "cancelled", "refunded"].includes(view.paymentStatus) || view.orderStatus === "cancelled") {
    return "canceled";
  }
  return asked === "canceled" && view.canResume ? "canceled" : "pending";
}

/**
 * Where the payment providers send the shopper back (through /payments/<provider>/return). It only
 * tells: an order becomes paid solely through a verified provider notification, never because
 * this page was opened. With `?attempt=<token>` it shows that order's current status (and moves
 * to the address that matches it); a paid order's products leave the cart.
 */
export async function paymentStatusPage(request: Request, status: string | undefined) {
  const url = new URL(request.url);
  const lng = await getLanguage(request);
  const t = await getT(lng, "pages");
  const headers = new Headers({ "Cache-Control": "no-store" });
  const view = await viewAttempt(url.searchParams.get("attempt"));
  const kind: StatusKind = view
    ? shownFor(view, status)
    : status === "success" || status === "canceled"
      ? status
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
  if (kind !== status) throw redirect(self, { headers });
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
        withdrawHref: withdrawalPath(view.oid, view.email),
        signedIn: Boolean(user),
      },
    },
    { headers },
  );
}
