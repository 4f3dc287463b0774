import { Link } from "@remix-run/react";
import type { NavCollectionEntry } from "~/lib/chrome";
import { useTranslation } from "react-i18next";
import { CartButton } from "~/ui/store/cart/CartButton";
import { AnnouncementLine } from "~/ui/store/widgets/AnnouncementLine";
import { AccountMenu, type ChromeUser } from "./AccountMenu";
import { DesktopNav } from "./DesktopNav";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { MobileNav } from "./MobileNav";
import { SearchBox } from "~/ui/store/search/SearchBox";

/** The public header (SPEC "Public header"): flags, announcement, search, logo, account, cart, navigation. */
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
  return (
    <header className="relative z-40 bg-white" data-testid="store-header">
      <div className="bg-plum-900 text-sandal-50">
        <div className="mx-auto flex min-h-10 max-w-7xl items-center justify-center px-4 lg:justify-between lg:px-6">
          <AnnouncementLine />
          <LanguageSwitch current={lng} tone="dark" className="hidden lg:block" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-x-3 gap-y-3 px-4 py-3 [grid-template-areas:'menu_logo_actions'_'search_search_search'] lg:gap-x-8 lg:px-6 lg:py-5 lg:[grid-template-areas:'search_logo_actions']">
        <div className="[grid-area:menu] lg:hidden">
          <MobileNav lng={lng} nav={nav} />
        </div>
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
      </div>
      <DesktopNav nav={nav} />
    </header>
  );
}
