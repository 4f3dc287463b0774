import { z } from "zod";

/**
 * The dashboards' date range (no server imports: the range form reads the same names). Dates
 * are calendar days of the shop (Europe/Rome), written YYYY-MM-DD; a range includes both ends.
 * The previous period is the same number of days just before it.
 */

export const SHOP_TIME_ZONE = "Europe/Rome";

export const PRESETS = ["7d", "30d", "month", "90d", "year"] as const;
export type Preset = (typeof PRESETS)[number];
export const GROUPINGS = ["day", "week", "month"] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const DEFAULT_PRESET: Preset = "30d";
/** Longest range one page computes (three years): a bound on the work one request can ask for. */
export const MAX_RANGE_DAYS = 1096;
/** Longest range shown day by day: beyond that a chart has more points than pixels on a phone. */
export const MAX_DAY_BUCKETS = 186;

export interface Period {
  from: string;
  to: string;
  days: number;
}

export interface DashboardRange {
  preset: Preset | "custom";
  group: Grouping;
  current: Period;
  previous: Period;
}

export type RangeError = "invalidDate" | "fromAfterTo" | "tooLong" | "tooManyDays";

const DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a calendar day (midnight UTC stands for the day), or NaN for a date that does not exist. */
function dayValue(date: string): number {
  if (!ISO_DATE.test(date)) return NaN;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date ? NaN : t;
}

export function isCalendarDate(date: string): boolean {
  return !Number.isNaN(dayValue(date));
}

export function addDays(date: string, days: number): string {
  return new Date(dayValue(date) + days * DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((dayValue(to) - dayValue(from)) / DAY) + 1;
}

/** The shop's calendar day at `now`. */
export function shopDate(now: Date): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function presetPeriod(preset: Preset, today: string): { from: string; to: string } {
  switch (preset) {
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "90d":
      return { from: addDays(today, -89), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "year":
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}

/** The grouping a range gets when none is asked for: about 7 to 60 points. */
export function defaultGrouping(days: number): Grouping {
  if (days <= 62) return "day";
  if (days <= 366) return "week";
  return "month";
}

export function makeRange(preset: Preset | "custom", from: string, to: string, group: Grouping): DashboardRange {
  const days = daysInRange(from, to);
  return {
    preset,
    group,
    current: { from, to, days },
    previous: { from: addDays(from, -days), to: addDays(from, -1), days },
  };
}

const queryShape = z.object({
  preset: z.enum(PRESETS).optional().catch(undefined),
  group: z.enum(GROUPINGS).optional().catch(undefined),
  from: z.string().trim().max(20).optional().catch(undefined),
  to: z.string().trim().max(20).optional().catch(undefined),
});

/**
 * The range asked for by the dashboard's GET form. `from` and `to` (both given) win over a
 * preset; no dates and no preset is the last 30 days. A range that cannot be shown gives the
 * default range and says why (`error`), so the page still answers, with a 400.
 */
export function parseDashboardRange(
  params: URLSearchParams,
  now: Date,
): { range: DashboardRange; error: RangeError | null; asked: { from: string; to: string } } {
  const q = queryShape.parse({
    preset: params.get("preset") ?? undefined,
    group: params.get("group") ?? undefined,
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
  });
  const today = shopDate(now);
  const fallback = (error: RangeError | null, asked: { from: string; to: string }) => {
    const p = presetPeriod(DEFAULT_PRESET, today);
    const days = daysInRange(p.from, p.to);
    const group = q.group && !(q.group === "day" && days > MAX_DAY_BUCKETS) ? q.group : defaultGrouping(days);
    return { range: makeRange(DEFAULT_PRESET, p.from, p.to, group), error, asked };
  };

  if (q.from || q.to) {
    const asked = { from: q.from ?? "", to: q.to ?? "" };
    if (!q.from || !q.to || !isCalendarDate(q.from) || !isCalendarDate(q.to)) return fallback("invalidDate", asked);
    const days = daysInRange(q.from, q.to);
    if (days < 1) return fallback("fromAfterTo", asked);
    if (days > MAX_RANGE_DAYS) return fallback("tooLong", asked);
    const group = q.group ?? defaultGrouping(days);
    if (group === "day" && days > MAX_DAY_BUCKETS) return fallback("tooManyDays", asked);
    const preset = PRESETS.find((p) => {
      const r = presetPeriod(p, today);
      return r.from === q.from && r.to === q.to;
    });
    return { range: makeRange(preset ?? "custom", q.from, q.to, group), error: null, asked };
  }

  const preset = q.preset ?? DEFAULT_PRESET;
  const p = presetPeriod(preset, today);
  const days = daysInRange(p.from, p.to);
  const wanted = q.group ?? (preset === "90d" ? "week" : preset === "year" ? "month" : "day");
  const group = wanted === "day" && days > MAX_DAY_BUCKETS ? "week" : wanted;
  return { range: makeRange(preset, p.from, p.to, group), error: null, asked: p };
}

/**
 * The change from the previous period in percent (one decimal), or null when the previous
 * period had nothing to compare with (the page says "no previous data", never ∞).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
