import { intlLocale, isLanguage, type Language } from "./languages";

/**
 * Whole numbers and euro amounts written as Intl writes them in the shop's five languages, without
 * Intl: in Chromium the first Intl.NumberFormat, DateTimeFormat or DisplayNames of a page costs
 * 35–140 ms of main thread (ICU's data being set up, measured on Debian's Chromium), which a page
 * would pay while it hydrates. The patterns are CLDR's, as Node's and Chromium's ICU apply them
 * (numbers.test.ts compares every pattern with Intl over many values): the group separator, the
 * decimal separator, how many digits the integer part needs before it is grouped at all (4200 in
 * Italian and Spanish, 4.200 in German), and where the euro sign goes. The server uses the same
 * functions, so the server's markup and the browser's render agree by construction.
 */
interface Pattern {
  group: string;
  decimal: string;
  /** The fewest digits an integer part has for its thousands to be grouped. */
  groupFrom: number;
  /** The euro sign before the number (`€9.90`), else after it with a no-break space (`9,90 €`). */
  euroFirst: boolean;
}

const MAX_CENTS = 9e12;
const NBSP = "\u00a0";
const NNBSP = "\u202f";

const patterns: Record<Language, Pattern> = {
  it: { group: ".", decimal: ",", groupFrom: 5, euroFirst: false },
  en: { group: ",", decimal: ".", groupFrom: 4, euroFirst: true },
  fr: { group: NNBSP, decimal: ",", groupFrom: 4, euroFirst: false },
  de: { group: ".", decimal: ",", groupFrom: 4, euroFirst: false },
  es: { group: ".", decimal: ",", groupFrom: 5, euroFirst: false },
};

function patternOf(lng: string): Pattern {
  return patterns[isLanguage(lng) ? lng : "it"];
}

/** The digits of a non-negative whole number, grouped by thousands as the language does. */
function grouped(digits: string, p: Pattern): string {
  if (digits.length < p.groupFrom) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += p.group + digits.slice(i, i + 3);
  return out;
}

// Values these patterns do not cover (not finite, not safe integers) go to Intl, as before.
const fallbacks = new Map<string, Intl.NumberFormat>();
function intl(lng: string, options: Intl.NumberFormatOptions) {
  const locale = isLanguage(lng) ? intlLocale[lng] : "it-IT";
  const key = `${locale}|${options.style ?? ""}`;
  let f = fallbacks.get(key);
  if (!f) fallbacks.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** A whole number in the page's language: 4200 / 12.345 (it), 4,200 (en), 4 200 (fr). */
export function formatInteger(n: number, lng: string): string {
  if (!Number.isSafeInteger(n)) return intl(lng, {}).format(n);
  const body = grouped(String(Math.abs(n)), patternOf(lng));
  return n < 0 || Object.is(n, -0) ? `-${body}` : body;
}

/** Integer cents as euros in the page's language (e.g. "12,50 €" in Italian, "€12.50" in English). */
export function formatEUR(cents: number, lng: string): string {
  const whole = Math.round(Math.abs(cents));
  // Up to 90 billion euros; larger (or not finite) amounts as Intl writes them, float rounding and all.
  if (!(whole <= MAX_CENTS)) return intl(lng, { style: "currency", currency: "EUR" }).format(cents / 100);
  const p = patternOf(lng);
  const amount = `${grouped(String(Math.floor(whole / 100)), p)}${p.decimal}${String(whole % 100).padStart(2, "0")}`;
  // Intl writes the sign of a negative amount, negative zero included ("-0,00 €").
  const sign = cents < 0 || Object.is(cents, -0) ? "-" : "";
  return p.euroFirst ? `${sign}€${amount}` : `${sign}${amount}${NBSP}€`;
}
