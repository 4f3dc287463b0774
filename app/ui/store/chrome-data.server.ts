import { COOKIE_CONSENT_COOKIE } from "~/lib/chrome";
import { readCookie } from "~/lib/cookies";
import { readCart } from "~/modules/cart/cart-cookie.server";
import { cartCount } from "~/modules/cart/cart";
import { getPopularLinks } from "~/modules/catalog/popular.server";
import type { Language } from "~/modules/i18n/config";

export const COOKIE_CONSENT = COOKIE_CONSENT_COOKIE;

/** What the header and footer need on every public page. */
export async function getChromeData(request: Request, lng: Language) {
  const [cart, popular] = await Promise.all([readCart(request), getPopularLinks()]);
  const data = {
    lng,
    cartCount: cartCount(cart),
    cookieConsent: readCookie(request.headers.get("Cookie"), COOKIE_CONSENT) === "yes",
    popular,
  };
  return { data, setCookies: [] as string[] };
}
