import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { languageHref } from "~/lib/chrome";
import { languageNames, languages, type Language } from "~/modules/i18n/config";

/**
 * The five language flags. Each link keeps the page and its parameters and sets `?lng`;
 * `reloadDocument` so the whole document (html lang, embedded translations) switches.
 * The flags are static SVG files (public/flags, cached), lazy: the switch is hidden on a phone
 * (the menu's copy until the menu opens), and a hidden lazy picture is not fetched, nor drawn as
 * a document of its own on the page's main thread. Each flag's alt text, the language's
 * name in that language, is its link's name. The current language is marked by aria-current
 * (styled in app.css, classes `lang`).
 */
export function LanguageSwitch({
  current,
  tone = "dark",
  className = "",
}: {
  current: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  const { t } = useTranslation("common");
  const location = useLocation();
  return (
    <nav
      aria-label={t("lang.label")}
      className={`${tone === "dark" ? "lang lang-dark" : "lang lang-light"} ${className}`}
    >
      <ul>
        {languages.map((lng: Language) => (
          <li key={lng}>
            <Link
              to={languageHref(location.pathname, location.search, lng)}
              reloadDocument
              hrefLang={lng}
              lang={lng}
              aria-current={lng === current ? "true" : undefined}
              title={languageNames[lng]}
            >
              <img src={`/flags/${lng}.svg`} width={24} height={16} alt={languageNames[lng]} loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
