import { intlLocale, isLanguage } from "./languages";

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats integer cents as euros in the page's language (e.g. "12,50 €" in Italian). */
export function formatEUR(cents: number, lng: string): string {
  const locale = isLanguage(lng) ? intlLocale[lng] : "it-IT";
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    formatters.set(locale, f);
  }
  return f.format(cents / 100);
}

/** Cents to the decimal string APIs and JSON-LD use ("12.50"). */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

/** Parses "12.50" / "12,5" / 12.5 to whole cents without float drift; null when it is not money. */
export function parseMoneyToCents(value: unknown): number | null {
  const s = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim().replace(",", ".") : "";
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}
