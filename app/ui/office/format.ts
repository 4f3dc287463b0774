import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import { intlLocale, isLanguage } from "~/modules/i18n/config";

/** The shop's time zone: server and browser format dates the same way (no hydration drift). */
const TIME_ZONE = "Europe/Rome";

/** Formatters in the page's language: euros, numbers, dates. */
export function useOfficeFormat() {
  const { i18n } = useTranslation("office");
  const lng = i18n.language;
  const locale = isLanguage(lng) ? intlLocale[lng] : "it-IT";
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: TIME_ZONE });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
  const number = new Intl.NumberFormat(locale);
  return {
    money: (cents: number) => formatEUR(cents, lng),
    number: (n: number) => number.format(n),
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}

interface Named {
  fname: string;
  lname: string;
}

/** "First Last", without a stray space when one of them is empty. */
export function fullName(p: Named): string {
  return `${p.fname} ${p.lname}`.trim();
}

/** The initials shown in an avatar circle. */
export function initials(p: Named): string {
  return (p.fname[0] ?? "") + (p.lname[0] ?? "");
}
