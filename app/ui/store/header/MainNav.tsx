import { useLocation } from "@remix-run/react";
import { Link, navLinkActive } from "~/ui/kit/Link";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";
import { useHydrated } from "~/ui/kit/useHydrated";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ALL_COLLECTIONS_HREF, NAV_PAGES, subcategoryHref, type NavCollectionEntry } from "~/lib/chrome";

/** Whether the wide-screen layout (Tailwind's `lg`) applies: the bar of dropdowns, not the drawer. */
const wide = () => typeof window !== "undefined" && window.matchMedia("(min-width: 64rem)").matches;

// Links whose path another link of the page already has (the mega menu's, "Shop all") are not
// discovered again (`discover="none"`): the same path is known from the first one.
// The Collections mega menu repeats every collection's dropdown side by side: it is drawn while it
// is open (only the dropdowns are in the HTML, and a page that is only hydrated does not build its
// forty links; on a phone it is never shown). Without JS, Collections is a link to the page of all
// collections, as in the narrow-screen drawer (app.css hides its empty chevron).

/**
 * The main navigation, written once in the page: on wide screens the bar of dropdowns under the
 * header, on narrow screens the list inside the hamburger drawer (`.nav-drawer`, see Header and
 * the `nav-*` classes in app.css). Without JS, a dropdown opens on hover and while focus is inside
 * it (CSS) and every top-level label is a link. With JS, the chevron button is a disclosure
 * (aria-expanded); on wide screens Escape closes it and returns focus (in the drawer, Escape
 * closes the whole drawer).
 */
export function LiveMainNav({ nav }: { nav: NavCollectionEntry[] }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const enhanced = useHydrated();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openId) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !navRef.current?.contains(e.target)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointer, { passive: true });
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [openId]);

  return (
    <nav ref={navRef} aria-label={t("header.mainNav")} className="nav" data-enhanced={enhanced ? "" : undefined}>
      <NavList nav={nav} pathname={pathname} enhanced={enhanced} openId={openId} setOpenId={setOpenId} />
    </nav>
  );
}

/** Every path the list links to before it is enhanced (the mega menu is drawn when opened, after hydration). */
function navTargets(nav: NavCollectionEntry[]): string[] {
  return [
    ALL_COLLECTIONS_HREF,
    ...nav.flatMap((c) => [c.href, ...c.links.map((s) => subcategoryHref(s.slug))]),
    ...NAV_PAGES.map((p) => p.href),
  ];
}

const noOpen = () => {};

/**
 * The server's navigation: the list as the browser first draws it (not enhanced, nothing open),
 * rendered once per language, navigation and set of active links (`RenderedOnce`): about 35 links
 * on every page. `MainNav.test.tsx` compares it with `LiveMainNav` on every path it links to.
 */
export function ServerMainNav({ nav }: { nav: NavCollectionEntry[] }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const active = navTargets(nav).filter((to) => navLinkActive(to, pathname));
  return (
    <RenderedOnce
      as="nav"
      aria-label={t("header.mainNav")}
      className="nav"
      pathname={pathname}
      cacheKey={() => JSON.stringify(["nav", nav, active])}
    >
      <NavList nav={nav} pathname={pathname} enhanced={false} openId={null} setOpenId={noOpen} />
    </RenderedOnce>
  );
}

export const MainNav = import.meta.env.SSR ? ServerMainNav : LiveMainNav;

/** The list of dropdowns and links (`enhanced`: hydrated, with JS disclosure; the mega menu while open). */
function NavList({
  nav,
  pathname,
  enhanced,
  openId,
  setOpenId,
}: {
  nav: NavCollectionEntry[];
  pathname: string;
  enhanced: boolean;
  openId: string | null;
  setOpenId: (id: string | null) => void;
}) {
  const { t } = useTranslation("common");
  const dropdown = (id: string, label: string, href: string, panel: ReactNode, mega = false) => (
    <Dropdown
      key={id}
      id={id}
      mega={mega}
      link={
        <ActiveLink pathname={pathname} to={href}>
          {label}
        </ActiveLink>
      }
      open={openId === id}
      enhanced={enhanced}
      onOpenChange={(open) => setOpenId(open ? id : null)}
      toggleLabel={t("header.showSubmenu", { name: label })}
    >
      {panel}
    </Dropdown>
  );

  return (
    <ul className="nav-list">
      {dropdown(
        "collections",
        t("nav.collections"),
        ALL_COLLECTIONS_HREF,
        openId === "collections" && (
          <div className="mx-auto max-w-5xl">
            <div className="grid grid-cols-4 gap-8">
              {nav.map((c) => (
                <div key={c.key}>
                  <ActiveLink
                    pathname={pathname}
                    to={c.href}
                    discover="none"
                    className="mb-2 block px-3 font-display text-lg text-plum-800 hover:text-saffron-700"
                  >
                    {c.name ?? t(`nav.${c.key}`)}
                  </ActiveLink>
                  <ul className="nav-subs">
                    {c.links.map((s) => (
                      <li key={s.slug}>
                        <ActiveLink pathname={pathname} to={subcategoryHref(s.slug)} discover="none">
                          {s.name ?? t(`sub.${s.slug}`)}
                        </ActiveLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="mt-6 border-t border-sandal-200 pt-4 text-center">
              <ActiveLink
                pathname={pathname}
                to={ALL_COLLECTIONS_HREF}
                discover="none"
                className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-plum-800 underline decoration-saffron-500 underline-offset-4 hover:text-saffron-700"
              >
                {t("header.allCollections")}
              </ActiveLink>
            </div>
          </div>
        ),
        true,
      )}
      {nav.map((c) =>
        dropdown(
          c.key,
          c.name ?? t(`nav.${c.key}`),
          c.href,
          <ul className="nav-subs">
            {c.links.map((s) => (
              <li key={s.slug}>
                <ActiveLink pathname={pathname} to={subcategoryHref(s.slug)}>
                  {s.name ?? t(`sub.${s.slug}`)}
                </ActiveLink>
              </li>
            ))}
            <li>
              <ActiveLink pathname={pathname} to={c.href} discover="none" className="font-semibold text-plum-800">
                {t("header.shopAll", { name: c.name ?? t(`nav.${c.key}`) })}
              </ActiveLink>
            </li>
          </ul>,
        ),
      )}
      {NAV_PAGES.map((p) => (
        <li key={p.key}>
          <ActiveLink pathname={pathname} to={p.href}>
            {t(`nav.${p.key}`)}
          </ActiveLink>
        </li>
      ))}
    </ul>
  );
}

function Dropdown({
  id,
  mega,
  link,
  open,
  enhanced,
  onOpenChange,
  toggleLabel,
  children,
}: {
  id: string;
  mega: boolean;
  /** The dropdown's label, a link to its page. */
  link: ReactNode;
  open: boolean;
  enhanced: boolean;
  onOpenChange: (open: boolean) => void;
  toggleLabel: string;
  children: ReactNode;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // How the last press on the chevron was made: a mouse click keeps open what hovering opened.
  const pointer = useRef("");
  const panelId = `nav-panel-${id}`;
  const onKeyDown = (e: KeyboardEvent) => {
    // In the narrow-screen drawer, Escape goes on to the drawer, which closes as a whole.
    if (e.key === "Escape" && open && wide()) {
      e.preventDefault();
      e.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };
  // Hover opens a dropdown only for a mouse on the wide bar (a tap or the drawer toggles on click).
  const hover = (next: boolean) => (e: { pointerType: string }) => {
    if (enhanced && e.pointerType === "mouse" && wide()) onOpenChange(next);
  };
  return (
    // The item only listens (Escape, hover, focus leaving) for the button and links inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={mega ? "nav-item nav-mega" : "nav-item"}
      data-open={open ? "" : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(e) => {
        if (open && wide() && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div>
        {link}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onPointerDown={(e) => {
            pointer.current = e.pointerType;
          }}
          // A keyboard press (detail 0) or a tap toggles; a mouse click keeps open what hovering opened.
          onClick={(e) => onOpenChange(e.detail === 0 || pointer.current !== "mouse" || !wide() ? !open : true)}
          className="nav-toggle"
        >
          <span className="sr-only">{toggleLabel}</span>
        </button>
      </div>
      <div id={panelId} className="nav-panel">
        <div className="nav-card">{children}</div>
      </div>
    </li>
  );
}

type ActiveLinkProps = { to: string; pathname: string; className?: string; discover?: "none"; children: ReactNode };

/**
 * A link of the navigation: a plain `Link` (no router hooks in the browser, ui/kit/Link) with what
 * React Router's `NavLink` adds, `aria-current="page"` and the `active` class when the page is the
 * link's or below it, worked out from the path the list was given (one `useLocation` for all).
 */
function ActiveLink({ to, pathname, className = "", discover, children }: ActiveLinkProps) {
  const active = navLinkActive(to, pathname);
  return (
    <Link
      to={to}
      discover={discover}
      className={active ? `${className} active`.trim() : className}
      aria-current={active ? "page" : undefined}
    >
      {children}
    </Link>
  );
}
