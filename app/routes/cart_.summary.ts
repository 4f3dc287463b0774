import type { LoaderFunctionArgs } from "@remix-run/node";
import { cartCookieHeader, readCart } from "~/modules/cart/cart-cookie.server";
import { cartSuggestions, loadCart } from "~/modules/cart/cart.server";
import { withCheckoutMethods } from "~/modules/checkout/page.server";
import { getLanguage } from "~/modules/i18n/i18n.server";

/**
 * The cart drawer's data, as JSON: the priced cart, and suggestions when it is empty. A plain
 * resource route (not a fetcher load) so a failure reaches the drawer as a failed fetch and it
 * can say so, instead of bubbling to the page's error screen.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const { view, entries, changed } = await loadCart(await readCart(request), lng);
  const suggestions = view.lines.length === 0 ? await cartSuggestions(12, lng) : [];
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (changed) headers.append("Set-Cookie", await cartCookieHeader(entries));
  return Response.json({ cart: await withCheckoutMethods(view), suggestions }, { headers });
}
