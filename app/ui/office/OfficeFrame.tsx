import { Link, NavLink } from "~/ui/kit/Link";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDown, MenuIcon, UserIcon } from "~/ui/store/header/icons";
import { LogoMark } from "~/ui/store/header/Logo";
import { useDetailsDismiss } from "~/ui/store/header/useDetailsDismiss";
import { fullName, initials } from "./format";
import { ADMIN_LINKS, dashboardHref, OFFICE_BASE, SIDEBAR_LINKS, type OfficeLink } from "./nav";

export interface FrameStaff {
  fname: string;
  lname: string;
  role: string;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition ${
    isActive ? "bg-plum-800 text-white" : "text-stone-ink hover:bg-sandal-100 hover:text-plum-800"
  }`;

function NavItems({ links, className }: { links: OfficeLink[]; className: string }) {
  const { t } = useTranslation("office");
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.key}>
          <NavLink to={l.href} end={l.end} className={linkClass}>
            {t(`nav.${l.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SidebarLinks({ role }: { role: string }) {
  const { t } = useTranslation("office");
  return (
    <>
      <NavItems
        className="space-y-1"
        links={[{ key: "dashboard", href: dashboardHref(role), end: true }, ...SIDEBAR_LINKS]}
      />
      {role === "admin" ? (
        <>
          <p className="mt-6 px-3 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">
            {t("nav.adminHeading")}
          </p>
          <NavItems className="mt-2 space-y-1" links={ADMIN_LINKS} />
        </>
      ) : null}
    </>
  );
}

const menuItem =
  "flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-stone-ink transition hover:bg-sandal-100 hover:text-plum-800";

/** The account menu (SPEC "Admin panel frame"): Back To Store, Settings, Help, Logout. */
function AccountMenu() {
  const { t } = useTranslation("office");
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  return (
    <details ref={ref} className="relative" data-testid="office-account-menu">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full px-2 text-plum-800 transition hover:bg-sandal-100 [&::-webkit-details-marker]:hidden">
        <UserIcon className="h-6 w-6" />
        <span className="sr-only">{t("frame.accountMenu")}</span>
        <ChevronDown className="h-4 w-4" />
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-56 rounded-2xl border border-sandal-200 bg-white p-2 shadow-xl shadow-plum-900/10">
        <ul>
          <li>
            <Link className={menuItem} to="/">
              {t("frame.backToStore")}
            </Link>
          </li>
          <li>
            <Link className={menuItem} to={`${OFFICE_BASE}/settings`}>
              {t("frame.settings")}
            </Link>
          </li>
          <li>
            <Link className={menuItem} to={`${OFFICE_BASE}/help`}>
              {t("frame.help")}
            </Link>
          </li>
          <li>
            <form method="post" action="/logout">
              <button type="submit" className={menuItem}>
                {t("frame.logout")}
              </button>
            </form>
          </li>
        </ul>
      </div>
    </details>
  );
}

/**
 * The back office's frame: a sidebar (always there on wide screens, where it folds to a narrow
 * rail; a disclosure on phones; both native `<details>`, so no JavaScript is needed), a header
 * titled by role with the signed-in staff member's name and a profile link, and the account menu.
 */
export function OfficeFrame({ staff, children }: { staff: FrameStaff; children: ReactNode }) {
  const { t } = useTranslation("office");
  const name = fullName(staff);
  const title = staff.role === "admin" ? t("frame.adminTitle") : t("frame.managerTitle");
  const mobileRef = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(mobileRef);
  return (
    <div className="min-h-screen bg-sandal-50 lg:flex">
      <a
        href="#office-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-plum-800 focus:shadow"
      >
        {t("frame.skip")}
      </a>
      <details open className="group/side hidden shrink-0 border-r border-sandal-200 bg-white lg:block">
        <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 px-4 text-plum-800 [&::-webkit-details-marker]:hidden">
          <MenuIcon className="h-6 w-6 shrink-0" />
          <span className="sr-only">{t("frame.toggleSidebar")}</span>
          <span className="hidden items-center gap-2 group-open/side:flex" aria-hidden="true">
            <LogoMark className="h-7 w-7" />
            <span className="font-display text-lg text-plum-900">Sattva</span>
          </span>
        </summary>
        <nav aria-label={t("frame.sidebarLabel")} className="w-60 px-3 pb-8">
          <SidebarLinks role={staff.role} />
        </nav>
      </details>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-40 border-b border-sandal-200 bg-white/95 backdrop-blur">
          <div className="flex min-h-16 items-center gap-3 px-4 sm:px-6">
            <details ref={mobileRef} className="lg:hidden">
              <summary
                data-testid="office-menu"
                className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-full text-plum-800 hover:bg-sandal-100 [&::-webkit-details-marker]:hidden"
              >
                <MenuIcon className="h-6 w-6" />
                <span className="sr-only">{t("frame.menu")}</span>
              </summary>
              <nav
                aria-label={t("frame.sidebarLabel")}
                className="absolute left-0 right-0 top-full z-50 max-h-[80vh] overflow-y-auto border-b border-sandal-200 bg-white p-3 shadow-lg"
              >
                <SidebarLinks role={staff.role} />
              </nav>
            </details>
            <p className="font-display text-lg text-plum-900 sm:text-xl" data-testid="office-title">
              {title}
            </p>
            <div className="ml-auto flex items-center gap-2">
              <Link
                to={`${OFFICE_BASE}/profile`}
                aria-label={t("frame.profileOf", { name })}
                className="flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-medium text-stone-ink hover:bg-sandal-100 sm:px-3"
                data-testid="office-staff-name"
              >
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-plum-100 text-xs font-semibold text-plum-900"
                >
                  {initials(staff)}
                </span>
                <span className="hidden sm:inline">{name}</span>
              </Link>
              <AccountMenu />
            </div>
          </div>
        </header>
        <main id="office-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
