import { COOKIE_CONSENT_COOKIE } from "~/lib/chrome";
import { readCookie } from "~/lib/cookies";
import { readCart } from "~/modules/cart/cart-cookie.server";
import { cartCount } from "~/modules/cart/cart";
import { getPopularLinks } from "~/modules/catalog/popular.server";
import { fallbackNavigation, navigationIn } from "~/modules/catalog/taxonomy.server";
import type { Language } from "~/modules/i18n/config";

export const COOKIE_CONSENT = COOKIE_CONSENT_COOKIE;

/** What the header and footer need on every public page. */
export async function getChromeData(request: Request, lng: Language) {
  const [cart, popular, nav] = await Promise.all([
    readCart(request),
    getPopularLinks(6, Date.now(), lng),
    // The header must not take a page down: without the database, the labels' translations stand in.
    navigationIn(lng).catch(() => fallbackNavigation()),
  ]);
  const data = {
    lng,
    cartCount: cartCount(cart),
    cookieConsent: readCookie(request.headers.get("Cookie"), COOKIE_CONSENT) === "yes",
    popular,
    nav,
  };
  return { data, setCookies: [] as string[] };
}
