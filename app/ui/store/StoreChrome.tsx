import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RootLoaderData } from "~/root";
import { CartDrawer } from "~/ui/store/cart/CartDrawer";
import { Footer } from "~/ui/store/footer/Footer";
import { Header } from "~/ui/store/header/Header";
import type { ChromeUser } from "~/ui/store/header/AccountMenu";
import { onDemand } from "~/ui/kit/onDemand";
import { FallingDots } from "~/ui/store/widgets/FallingDots";
import { ScrollToTop } from "~/ui/store/widgets/ScrollToTop";

// Only a visitor who has not accepted the notice yet loads its code.
const CookieBanner = onDemand(
  import.meta.env.SSR ? (await import("~/ui/store/widgets/CookieBanner")).CookieBanner : undefined,
  () => import("~/ui/store/widgets/CookieBanner").then((m) => m.CookieBanner),
);

/** Public header, footer and the global widgets around every storefront page. */
export function StoreChrome({
  chrome,
  user,
  children,
}: {
  chrome: RootLoaderData["chrome"];
  user?: ChromeUser;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-plum-800 px-5 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t("skip")}
      </a>
      <Header lng={chrome.lng} cartCount={chrome.cartCount} user={user} nav={chrome.nav} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer popular={chrome.popular} shop={chrome.shop} />
      <CartDrawer />
      {chrome.cookieConsent ? null : <CookieBanner accepted={false} />}
      <ScrollToTop raised={!chrome.cookieConsent} />
      <FallingDots />
    </div>
  );
}
