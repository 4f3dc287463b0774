import { useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useDetailsDismiss } from "./useDetailsDismiss";

/**
 * The hamburger of narrow screens: a native `<details>` disclosure (works without JS) whose
 * summary opens the drawer that follows it in the page (`drawer`: the main navigation and the
 * flags, written once for every screen width; app.css shows it while this disclosure is open).
 * JS adds Escape (from inside the drawer too), click-outside and close-on-navigate.
 */
export function MobileNav({ drawer }: { drawer: RefObject<HTMLElement> }) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref, drawer);
  return (
    <details
      ref={ref}
      className="menu-toggle group justify-self-start [grid-area:menu] lg:hidden"
      data-testid="mobile-menu"
    >
      <summary className="header-btn w-11">
        <span aria-hidden="true" className="icon icon-menu group-open:hidden" />
        <span aria-hidden="true" className="icon icon-close hidden group-open:block" />
        <span className="sr-only">{t("header.menu")}</span>
      </summary>
    </details>
  );
}
