import { describe, expect, it } from "vitest";
import { formatDate, formatDay, romeOffset, type DateStyle, type DateZone } from "./dates";
import { intlLocale, languages } from "./languages";

const HOUR = 3_600_000;

/** Instants to compare: both clock changes of 1996–2099 (every 30 minutes for 2 hours around each),
 * the first and last minutes of every month of a few years, and a spread over the whole range. */
function instants(): Date[] {
  const out: number[] = [];
  for (let year = 1996; year <= 2099; year++) {
    for (const month of [2, 9]) {
      const last = new Date(Date.UTC(year, month + 1, 0, 1));
      const change = last.getTime() - last.getUTCDay() * 24 * HOUR;
      for (let m = -120; m <= 120; m += 30) out.push(change + m * 60_000);
    }
  }
  for (const year of [1996, 2024, 2026, 2027, 2028, 2099])
    for (let month = 0; month < 12; month++) {
      out.push(Date.UTC(year, month, 1, 0, 0), Date.UTC(year, month, 1, 22, 59), Date.UTC(year, month + 1, 0, 23, 59));
      out.push(Date.UTC(year, month, 1) - 60_000, Date.UTC(year, month, 9, 9, 5), Date.UTC(year, month, 10, 13, 0));
    }
  // A spread: 1,500 instants from 1996 to 2099 at uneven minutes.
  const from = Date.UTC(1996, 0, 1);
  const to = Date.UTC(2099, 11, 31, 20);
  for (let i = 0; i < 1500; i++) out.push(from + Math.floor(((to - from) / 1500) * i) + i * 7 * 60_000);
  return out.map((ms) => new Date(ms));
}

const all = instants();
const forms: [DateStyle, boolean][] = [
  ["medium", false],
  ["medium", true],
  ["long", false],
  ["long", true],
];

describe("dates, written as Intl writes them", () => {
  for (const lng of languages) {
    for (const zone of ["Europe/Rome", "UTC"] as DateZone[]) {
      it(`${lng} (${intlLocale[lng]}), ${zone}`, () => {
        for (const [style, withTime] of forms) {
          const intl = new Intl.DateTimeFormat(intlLocale[lng], {
            dateStyle: style,
            ...(withTime ? { timeStyle: "short" as const } : {}),
            timeZone: zone,
          });
          for (const at of all)
            expect(formatDate(at, lng, style, withTime, zone), `${at.toISOString()} ${style} ${withTime}`).toBe(
              intl.format(at),
            );
        }
      });
    }
  }

  it("Italy's offset follows the EU's rule at both changes", () => {
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(romeOffset(Date.UTC(2026, 2, 29, 0, 59))).toBe(HOUR);
    expect(romeOffset(Date.UTC(2026, 2, 29, 1, 0))).toBe(2 * HOUR);
    expect(romeOffset(Date.UTC(2026, 9, 25, 0, 59))).toBe(2 * HOUR);
    expect(romeOffset(Date.UTC(2026, 9, 25, 1, 0))).toBe(HOUR);
  });

  it("takes an ISO string as a Date, an unknown language as Italian", () => {
    expect(formatDate("2026-03-05T08:05:00Z", "en", "long", true)).toBe("5 March 2026 at 09:05");
    expect(formatDate("2026-09-25T22:30:00Z", "es", "long", true)).toBe("26 de septiembre de 2026 a las 0:30");
    expect(formatDate("2026-09-25T22:30:00Z", "de")).toBe("26.09.2026");
    expect(formatDate("2026-03-05T08:05:00Z", "xx", "long")).toBe("5 marzo 2026");
    expect(formatDate("2026-11-22T10:00:00Z", "fr")).toBe("22 nov. 2026");
    expect(formatDay("2026-03-05", "es")).toBe("5 de marzo de 2026");
  });

  it("leaves to Intl what its patterns do not cover: out of range, not a date", () => {
    const old = new Date(Date.UTC(1989, 10, 9, 18, 0));
    expect(formatDate(old, "de", "long", true)).toBe(
      new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Rome" }).format(old),
    );
    const far = new Date(Date.UTC(2150, 0, 1));
    expect(formatDate(far, "it")).toBe(
      new Intl.DateTimeFormat("it-IT", { dateStyle: "medium", timeZone: "Europe/Rome" }).format(far),
    );
    expect(() => formatDate("not a date", "it")).toThrow(RangeError);
  });
});
