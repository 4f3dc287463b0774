import { COOKIE_CONSENT_COOKIE } from "~/lib/chrome";
import { readCookie } from "~/lib/cookies";
import { countryName } from "~/lib/country-name";
import { logError } from "~/lib/log.server";
import { readCart } from "~/modules/cart/cart-cookie.server";
import { cartCount } from "~/modules/cart/cart";
import { getPopularLinks } from "~/modules/catalog/popular.server";
import { fallbackNavigation, navigationIn } from "~/modules/catalog/taxonomy.server";
import type { Language } from "~/modules/i18n/config";
import { SETTING_DEFAULTS, type ShopSettings } from "~/modules/settings/defaults";
import { getShopSettings } from "~/modules/settings/settings.server";

export const COOKIE_CONSENT = COOKIE_CONSENT_COOKIE;

/**
 * The shop's identity as the footer shows it (the legal identity of the shop's settings), with its
 * country's name in the page's language written here: a browser making an Intl.DisplayNames while
 * it hydrates pays for ICU's set-up (lib/numbers says how much).
 */
export type ChromeShop = Pick<
  ShopSettings["legal"],
  "name" | "street" | "postalCode" | "city" | "province" | "country" | "vatNumber" | "email" | "phone"
> & { countryName: string };

function chromeShop(legal: ShopSettings["legal"], lng: Language): ChromeShop {
  const { name, street, postalCode, city, province, country, vatNumber, email, phone } = legal;
  return {
    name,
    street,
    postalCode,
    city,
    province,
    country,
    countryName: countryName(country, lng),
    vatNumber,
    email,
    phone,
  };
}

/**
 * What the header and footer need on every public page. Server code, so it lives in a module
 * (it was in ui/ before the settings came: the house plan keeps ui/ free of loaders).
 */
export async function getChromeData(request: Request, lng: Language) {
  const [cart, popular, nav, settings] = await Promise.all([
    readCart(request),
    getPopularLinks(6, Date.now(), lng),
    // The header must not take a page down: without the database, the labels' translations stand in.
    navigationIn(lng).catch(() => fallbackNavigation()),
    // Nor the footer: without the database it shows the shop's default identity (and says so in the log).
    getShopSettings().catch((error: unknown) => {
      logError(error, { step: "chrome: shop settings" });
      return SETTING_DEFAULTS;
    }),
  ]);
  const data = {
    lng,
    cartCount: cartCount(cart),
    cookieConsent: readCookie(request.headers.get("Cookie"), COOKIE_CONSENT) === "yes",
    popular,
    nav,
    shop: chromeShop(settings.legal, lng),
    /** What the newsletter's welcome code takes off (the announcement, the sign-up form). */
    welcomePercent: settings.newsletter.percent,
  };
  return { data, setCookies: [] as string[] };
}
