import { Link } from "~/ui/kit/Link";
import { useRef } from "react";
import type { NavCollectionEntry } from "~/lib/chrome";
import { useTranslation } from "react-i18next";
import { CartButton } from "~/ui/store/cart/CartButton";
import { AnnouncementLine } from "~/ui/store/widgets/AnnouncementLine";
import { AccountMenu, type ChromeUser } from "./AccountMenu";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { MainNav } from "./MainNav";
import { MobileNav } from "./MobileNav";
import { SearchBox } from "~/ui/store/search/SearchBox";

/**
 * The public header (SPEC "Public header"): flags, announcement, search, logo, account, cart, navigation.
 * The navigation is in the page once (`.nav-drawer`): the bar under the header on wide screens, the
 * hamburger's drawer on narrow ones. The hamburger comes last in the row, so the drawer it opens
 * follows it in the reading and tab order.
 */
export function Header({
  lng,
  cartCount,
  user,
  nav,
}: {
  lng: string;
  cartCount: number;
  user?: ChromeUser;
  nav: NavCollectionEntry[];
}) {
  const { t } = useTranslation("common");
  const drawer = useRef<HTMLDivElement>(null);
  return (
    <header className="store-header relative z-40 bg-white" data-testid="store-header">
      <div className="bg-plum-900 text-sandal-50">
        <div className="header-bar">
          <AnnouncementLine />
          <LanguageSwitch current={lng} tone="dark" className="hidden lg:block" />
        </div>
      </div>
      <div className="header-row">
        <div className="[grid-area:search] lg:max-w-xs">
          <SearchBox />
        </div>
        <Link
          to="/"
          className="flex min-h-11 items-center justify-self-center rounded-md [grid-area:logo]"
          aria-label={t("header.home")}
        >
          <Logo />
        </Link>
        <div className="flex items-center justify-self-end gap-1 [grid-area:actions] lg:gap-2">
          <AccountMenu user={user} />
          <CartButton count={cartCount} />
        </div>
        <MobileNav drawer={drawer} />
      </div>
      <div ref={drawer} className="nav-drawer">
        <MainNav nav={nav} />
        <div className="mt-6 lg:hidden">
          <p className="drawer-label">{t("lang.label")}</p>
          <LanguageSwitch current={lng} tone="light" />
        </div>
      </div>
    </header>
  );
}
