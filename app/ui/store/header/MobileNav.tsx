import { Link, NavLink } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ALL_COLLECTIONS_HREF, NAV_PAGES, subcategoryHref, type NavCollectionEntry } from "~/lib/chrome";
import { ChevronDown, CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitch } from "./LanguageSwitch";
import { useDetailsDismiss } from "./useDetailsDismiss";

const row =
  "flex min-h-12 w-full items-center justify-between border-b border-sandal-200/70 px-1 text-base text-stone-ink transition hover:text-plum-800";
const subRow =
  "flex min-h-11 items-center rounded-md px-3 text-[0.95rem] text-stone-700 hover:bg-sandal-100 hover:text-plum-800";

/**
 * The hamburger menu of narrow screens: a native `<details>` disclosure (works without JS),
 * with one nested disclosure per collection. JS adds Escape, click-outside and close-on-navigate.
 */
export function MobileNav({ lng, nav }: { lng: string; nav: NavCollectionEntry[] }) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  return (
    <details ref={ref} className="group lg:hidden" data-testid="mobile-menu">
      <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-plum-800 transition hover:bg-sandal-100 [&::-webkit-details-marker]:hidden">
        <MenuIcon className="h-6 w-6 group-open:hidden" />
        <CloseIcon className="hidden h-6 w-6 group-open:block" />
        <span className="sr-only">{t("header.menu")}</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-sandal-200 bg-white px-5 pb-8 pt-2 shadow-2xl shadow-plum-900/15">
        <nav aria-label={t("header.mainNav")}>
          <ul>
            <li>
              <NavLink to={ALL_COLLECTIONS_HREF} className={row}>
                {t("nav.collections")}
              </NavLink>
            </li>
            {nav.map((c) => (
              <li key={c.key}>
                <details className="group/sub">
                  <summary className={`${row} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                    {c.name ?? t(`nav.${c.key}`)}
                    <ChevronDown className="h-4 w-4 text-stone-600 transition-transform group-open/sub:rotate-180" />
                  </summary>
                  <ul className="py-2 pl-2">
                    <li>
                      <Link to={c.href} className={`${subRow} font-semibold text-plum-800`}>
                        {t("header.shopAll", { name: c.name ?? t(`nav.${c.key}`) })}
                      </Link>
                    </li>
                    {c.links.map((s) => (
                      <li key={s.slug}>
                        <Link to={subcategoryHref(s.slug)} className={subRow}>
                          {s.name ?? t(`sub.${s.slug}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {NAV_PAGES.map((p) => (
              <li key={p.key}>
                <NavLink to={p.href} className={row}>
                  {t(`nav.${p.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <p className="mb-1 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">{t("lang.label")}</p>
          <LanguageSwitch current={lng} tone="light" />
        </div>
      </div>
    </details>
  );
}
