import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languageHref } from "~/lib/chrome";
import { languageNames, languages, type Language } from "~/modules/i18n/config";
import { Flag } from "./Flags";

/**
 * The five language flags. Each link keeps the page and its parameters and sets `?lng`;
 * `reloadDocument` so the whole document (html lang, embedded translations) switches.
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
    <nav aria-label={t("lang.label")} className={className}>
      <ul className="flex items-center gap-0.5">
        {languages.map((lng: Language) => {
          const active = lng === current;
          return (
            <li key={lng}>
              <Link
                to={languageHref(location.pathname, location.search, lng)}
                reloadDocument
                hrefLang={lng}
                lang={lng}
                aria-current={active ? "true" : undefined}
                title={languageNames[lng]}
                className={`flex min-h-11 min-w-11 items-center justify-center rounded-md transition ${
                  active
                    ? tone === "dark"
                      ? "bg-white/15 ring-1 ring-saffron-300"
                      : "bg-sandal-100 ring-1 ring-saffron-500"
                    : tone === "dark"
                      ? "opacity-80 hover:bg-white/10 hover:opacity-100"
                      : "hover:bg-sandal-100"
                }`}
              >
                <span className="overflow-hidden rounded-[3px] shadow-sm ring-1 ring-black/10">
                  <Flag lng={lng} />
                </span>
                <span className="sr-only">{languageNames[lng]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
