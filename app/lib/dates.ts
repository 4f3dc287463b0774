import { intlLocale, isLanguage, type Language } from "./languages";

/**
 * Dates as the shop shows them ("5 marzo 2026", "05.03.2026, 09:05"), written without Intl.
 *
 * Why not Intl: in Chromium the first Intl formatter a page makes sets ICU up, 35–140 ms of main
 * thread inside the hydration task (lib/numbers says more). Pages that show dates (the account
 * area, the withdrawal and erasure pages, reviews) would pay it on every load. The same code runs
 * on the server and in the browser, so their texts agree even where Node's and the browser's ICU
 * differ. `dates.test.ts` compares every form with Node's Intl (the shop's locales, `intlLocale`)
 * over years of instants, the daylight-saving changes included.
 *
 * Patterns: CLDR's `dateStyle` medium and long, with `timeStyle` short, for it-IT, en-IE, fr-FR,
 * de-DE and es-ES. Italy's time is CET/CEST by the EU's rule (summer time from the last Sunday of
 * March to the last Sunday of October, both at 01:00 UTC), in force since 1996; an instant outside
 * 1996–2099, or not a date at all, goes to Intl.
 */

export type DateStyle = "medium" | "long";
/** The shop's time zone, or UTC for a calendar day stored as such (`2026-03-05`). */
export type DateZone = "Europe/Rome" | "UTC";

interface Words {
  /** Month names as `dateStyle: "long"` writes them. */
  long: readonly string[];
  /** As `dateStyle: "medium"` writes them (German writes the month's number). */
  short: readonly string[];
  /** Between the date and the time: medium, long. */
  joins: readonly [string, string];
}

const WORDS: Record<Language, Words> = {
  it: {
    long: "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(" "),
    short: "gen feb mar apr mag giu lug ago set ott nov dic".split(" "),
    joins: [", ", " alle ore "],
  },
  en: {
    long: "January February March April May June July August September October November December".split(" "),
    short: "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec".split(" "),
    joins: [", ", " at "],
  },
  fr: {
    long: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" "),
    short: "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(" "),
    joins: [", ", " à "],
  },
  de: {
    long: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(" "),
    short: [],
    joins: [", ", " um "],
  },
  es: {
    long: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(" "),
    short: "ene feb mar abr may jun jul ago sept oct nov dic".split(" "),
    joins: [", ", " a las "],
  },
};

const HOUR = 3_600_000;

/** The last Sunday of a month (0-based), 01:00 UTC: when Italy's clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** Italy's offset from UTC at an instant, in ms (CET +1 h, CEST +2 h). */
export function romeOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9) ? 2 * HOUR : HOUR;
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

function dayText(lng: Language, style: DateStyle, year: number, month: number, day: number): string {
  const words = WORDS[lng];
  if (lng === "de")
    return style === "long" ? `${day}. ${words.long[month]} ${year}` : `${two(day)}.${two(month + 1)}.${year}`;
  const name = style === "long" ? words.long[month] : words.short[month];
  return lng === "es" && style === "long" ? `${day} de ${name} de ${year}` : `${day} ${name} ${year}`;
}

const fallbacks = new Map<string, Intl.DateTimeFormat>();

function viaIntl(at: Date, lng: Language, style: DateStyle, withTime: boolean, zone: DateZone): string {
  const key = `${lng} ${style} ${withTime} ${zone}`;
  let f = fallbacks.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale[lng], {
      dateStyle: style,
      ...(withTime ? { timeStyle: "short" as const } : {}),
      timeZone: zone,
    });
    fallbacks.set(key, f);
  }
  return f.format(at);
}

/**
 * A date (and with `withTime` its hours and minutes) in the page's language, as
 * `Intl.DateTimeFormat(intlLocale[lng], { dateStyle: style, timeStyle: "short", timeZone: zone })`
 * writes it. An unknown language is written as Italian.
 */
export function formatDate(
  at: string | Date,
  lng: string,
  style: DateStyle = "medium",
  withTime = false,
  zone: DateZone = "Europe/Rome",
): string {
  const language: Language = isLanguage(lng) ? lng : "it";
  const instant = typeof at === "string" ? new Date(at) : at;
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  if (!Number.isFinite(ms) || year < 1996 || year > 2099) return viaIntl(instant, language, style, withTime, zone);
  const local = new Date(ms + (zone === "UTC" ? 0 : romeOffset(ms)));
  const day = dayText(language, style, local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (!withTime) return day;
  const hours = language === "es" ? `${local.getUTCHours()}` : two(local.getUTCHours());
  return `${day}${WORDS[language].joins[style === "long" ? 1 : 0]}${hours}:${two(local.getUTCMinutes())}`;
}

/** A calendar day (`2026-03-05`) written out in the page's language ("5 marzo 2026"), the same in every zone. */
export function formatDay(day: string, lng: string): string {
  return formatDate(`${day}T12:00:00Z`, lng, "long", false, "UTC");
}
