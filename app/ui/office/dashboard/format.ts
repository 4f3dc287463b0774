import { useTranslation } from "react-i18next";
import { intlLocale, isLanguage } from "~/modules/i18n/config";
import type { Grouping } from "~/modules/office/dashboard/period";

/** A shop calendar day (YYYY-MM-DD) as the instant Intl formats in UTC, so no zone moves the day. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

interface Formatters {
  dayMonth: Intl.DateTimeFormat;
  full: Intl.DateTimeFormat;
  monthShort: Intl.DateTimeFormat;
  monthLong: Intl.DateTimeFormat;
  percent: Intl.NumberFormat;
  change: Intl.NumberFormat;
}

/** One set of formatters per language for the process's (or the page's) life: each costs milliseconds to make. */
const byLocale = new Map<string, Formatters>();

function formattersFor(locale: string): Formatters {
  let f = byLocale.get(locale);
  if (!f) {
    f = {
      dayMonth: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
      monthShort: new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }),
      monthLong: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
      percent: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }),
      change: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }),
    };
    byLocale.set(locale, f);
  }
  return f;
}

/** Dates of buckets and ranges, percentages, in the page's language. */
export function useDashboardFormat() {
  const { i18n } = useTranslation("dashboard-office");
  const lng = i18n.language;
  const { dayMonth, full, monthShort, monthLong, percent, change } = formattersFor(
    isLanguage(lng) ? intlLocale[lng] : "it-IT",
  );
  return {
    /** The axis label of a bucket (short). */
    bucket: (date: string, group: Grouping) => (group === "month" ? monthShort : dayMonth).format(day(date)),
    /** The table's label of a bucket (with the year). */
    bucketLong: (date: string, group: Grouping) => (group === "month" ? monthLong : full).format(day(date)),
    range: (from: string, to: string) => full.formatRange(day(from), day(to)),
    percent: (value: number) => percent.format(value / 100),
    change: (value: number) => change.format(value / 100),
  };
}
