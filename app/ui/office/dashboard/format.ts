import { useTranslation } from "react-i18next";
import { intlLocale, isLanguage } from "~/modules/i18n/config";
import type { Grouping } from "~/modules/office/dashboard/period";

/** A shop calendar day (YYYY-MM-DD) as the instant Intl formats in UTC, so no zone moves the day. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** Dates of buckets and ranges, percentages, in the page's language. */
export function useDashboardFormat() {
  const { i18n } = useTranslation("dashboard-office");
  const lng = i18n.language;
  const locale = isLanguage(lng) ? intlLocale[lng] : "it-IT";
  const dayMonth = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const monthShort = new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" });
  const monthLong = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
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
