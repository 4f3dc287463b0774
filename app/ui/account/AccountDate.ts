import { intlLocale, isLanguage } from "~/modules/i18n/config";

/**
 * A date of the account area in the page's language, in the shop's time zone (Italy), so the
 * server's render and the browser's agree whatever the visitor's clock says.
 */
export function accountDate(iso: string, lng: string, style: "long" | "medium" = "medium", withTime = false) {
  const locale = isLanguage(lng) ? intlLocale[lng] : "it-IT";
  return new Intl.DateTimeFormat(locale, {
    dateStyle: style,
    ...(withTime ? { timeStyle: "short" as const } : {}),
    timeZone: "Europe/Rome",
  }).format(new Date(iso));
}
