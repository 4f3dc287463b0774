import { NavLink } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ALL_COLLECTIONS_HREF, NAV_PAGES, subcategoryHref, type NavCollectionEntry } from "~/lib/chrome";
import { ChevronDown } from "./icons";

const topLink = ({ isActive }: { isActive: boolean }) =>
  `relative flex min-h-12 items-center px-2 text-[0.875rem] font-medium transition hover:text-saffron-700 xl:px-2.5 ${
    isActive
      ? "text-plum-800 after:absolute after:inset-x-3 after:bottom-2 after:h-px after:bg-saffron-500"
      : "text-stone-ink"
  }`;
const subLink =
  "flex min-h-10 items-center rounded-md px-3 text-sm text-stone-700 transition hover:bg-sandal-100 hover:text-plum-800";

/**
 * The wide-screen main navigation. Without JS, a dropdown opens on hover and while focus is
 * inside it (CSS, see `.nav-item` in app.css) and every top-level label is a link. With JS,
 * the chevron button is a disclosure (aria-expanded), Escape closes it and returns focus.
 */
export function DesktopNav({ nav }: { nav: NavCollectionEntry[] }) {
  const { t } = useTranslation("common");
  const [enhanced, setEnhanced] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!openId) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !navRef.current?.contains(e.target)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointer, { passive: true });
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [openId]);

  const dropdown = (id: string, label: string, href: string, panel: ReactNode, mega = false) => (
    <Dropdown
      key={id}
      id={id}
      label={label}
      href={href}
      mega={mega}
      open={openId === id}
      enhanced={enhanced}
      onOpenChange={(open) => setOpenId(open ? id : null)}
      toggleLabel={t("header.showSubmenu", { name: label })}
    >
      {panel}
    </Dropdown>
  );

  return (
    <nav
      ref={navRef}
      aria-label={t("header.mainNav")}
      className="nav hidden border-t border-sandal-200/80 lg:block"
      data-enhanced={enhanced ? "" : undefined}
    >
      <ul className="relative mx-auto flex max-w-7xl flex-wrap items-center justify-center px-4">
        {dropdown(
          "collections",
          t("nav.collections"),
          ALL_COLLECTIONS_HREF,
          <div className="mx-auto max-w-5xl">
            <div className="grid grid-cols-4 gap-8">
              {nav.map((c) => (
                <div key={c.key}>
                  <NavLink
                    to={c.href}
                    className="mb-2 block px-3 font-display text-lg text-plum-800 hover:text-saffron-700"
                  >
                    {c.name ?? t(`nav.${c.key}`)}
                  </NavLink>
                  <ul>
                    {c.links.map((s) => (
                      <li key={s.slug}>
                        <NavLink to={subcategoryHref(s.slug)} className={subLink}>
                          {s.name ?? t(`sub.${s.slug}`)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="mt-6 border-t border-sandal-200 pt-4 text-center">
              <NavLink
                to={ALL_COLLECTIONS_HREF}
                className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-plum-800 underline decoration-saffron-500 underline-offset-4 hover:text-saffron-700"
              >
                {t("header.allCollections")}
              </NavLink>
            </div>
          </div>,
          true,
        )}
        {nav.map((c) =>
          dropdown(
            c.key,
            c.name ?? t(`nav.${c.key}`),
            c.href,
            <ul className="min-w-56">
              {c.links.map((s) => (
                <li key={s.slug}>
                  <NavLink to={subcategoryHref(s.slug)} className={subLink}>
                    {s.name ?? t(`sub.${s.slug}`)}
                  </NavLink>
                </li>
              ))}
              <li className="mt-1 border-t border-sandal-200 pt-1">
                <NavLink to={c.href} className={`${subLink} font-semibold text-plum-800`}>
                  {t("header.shopAll", { name: c.name ?? t(`nav.${c.key}`) })}
                </NavLink>
              </li>
            </ul>,
          ),
        )}
        {NAV_PAGES.map((p) => (
          <li key={p.key}>
            <NavLink to={p.href} className={topLink}>
              {t(`nav.${p.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Dropdown({
  id,
  label,
  href,
  mega,
  open,
  enhanced,
  onOpenChange,
  toggleLabel,
  children,
}: {
  id: string;
  label: string;
  href: string;
  mega: boolean;
  open: boolean;
  enhanced: boolean;
  onOpenChange: (open: boolean) => void;
  toggleLabel: string;
  children: ReactNode;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `nav-panel-${id}`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };
  return (
    // The item only listens (Escape, hover, focus leaving) for the button and links inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`nav-item ${mega ? "static" : "relative"}`}
      data-open={open ? "" : undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={enhanced ? () => onOpenChange(true) : undefined}
      onMouseLeave={enhanced ? () => onOpenChange(false) : undefined}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div className="flex items-center">
        <NavLink to={href} className={(s) => `${topLink(s)} pr-0`}>
          {label}
        </NavLink>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          // A keyboard press (detail 0) toggles; a pointer click keeps open what hovering opened.
          onClick={(e) => onOpenChange(e.detail === 0 ? !open : enhanced ? true : !open)}
          className="mr-1 flex h-11 w-7 items-center justify-center rounded-md text-stone-600 transition hover:text-saffron-700"
        >
          <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
          <span className="sr-only">{toggleLabel}</span>
        </button>
      </div>
      <div id={panelId} className={`nav-panel absolute top-full z-50 pt-1 ${mega ? "inset-x-0" : "left-0"}`}>
        <div
          className={`rounded-2xl border border-sandal-200 bg-white shadow-xl shadow-plum-900/10 ${
            mega ? "mx-6 px-8 py-7" : "p-2"
          }`}
        >
          {children}
        </div>
      </div>
    </li>
  );
}
