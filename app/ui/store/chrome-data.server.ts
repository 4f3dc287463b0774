import { readCookie } from "~/lib/cookies";
import { readCart } from "~/modules/cart/cart-cookie.server";
import { cartCount } from "~/modules/cart/cart";
import type { Language } from "~/modules/i18n/config";

export const COOKIE_CONSENT = "sattva_cookie_consent";

/** What the header and footer need on every public page. */
export async function getChromeData(request: Request, lng: Language) {
  const cart = await readCart(request);
  const data = {
    lng,
    cartCount: cartCount(cart),
    cookieConsent: readCookie(request.headers.get("Cookie"), COOKIE_CONSENT) === "yes",
  };
  return { data, setCookies: [] as string[] };
}
