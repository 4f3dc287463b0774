import { z } from "zod";
import { parseMoneyToCents } from "~/lib/money";
import { CODE_PATTERN } from "./rules";

/**
 * The office form of a discount code (new and edit), over the form's strings. Messages are keys
 * of the "discounts" namespace. Amounts are euros as typed ("12,50"), dates are days in the
 * shop's time zone (the code works from the first day's start to the last day's end).
 */

export const DISCOUNT_FIELDS = [
  "code",
  "kind",
  "value",
  "startsOn",
  "endsOn",
  "minOrder",
  "totalLimit",
  "perCustomerLimit",
  "active",
] as const;
export type DiscountField = (typeof DISCOUNT_FIELDS)[number];

/** A fixed amount or a minimum up to €100,000; limits up to a million uses. */
export const DISCOUNT_MONEY_MAX = 10_000_000;
export const DISCOUNT_LIMIT_MAX = 1_000_000;
export const PERCENT_MAX = 90;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => day.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

const optionalDay = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === "string" ? v.trim() : v),
    z.string({ error: message }).refine(isDay, { error: message }).nullable(),
  );

const optionalLimit = z.preprocess(
  (v) => (blank(v) ? null : typeof v === "string" && /^\d{1,7}$/.test(v.trim()) ? Number(v.trim()) : NaN),
  z
    .number({ error: "office.errors.limit" })
    .int("office.errors.limit")
    .min(1, "office.errors.limit")
    .max(DISCOUNT_LIMIT_MAX, "office.errors.limit")
    .nullable(),
);

export const discountFormSchema = z
  .object({
    code: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
      z.string({ error: "office.errors.code" }).regex(CODE_PATTERN, "office.errors.code"),
    ),
    kind: z.enum(["percent", "fixed"], { error: "office.errors.kind" }),
    value: z.string({ error: "office.errors.value" }).trim().min(1, "office.errors.value"),
    startsOn: optionalDay("office.errors.date"),
    endsOn: optionalDay("office.errors.date"),
    minOrder: z.preprocess(
      (v) => (blank(v) ? 0 : parseMoneyToCents(v)),
      z
        .number({ error: "office.errors.money" })
        .int("office.errors.money")
        .min(0, "office.errors.money")
        .max(DISCOUNT_MONEY_MAX, "office.errors.money"),
    ),
    totalLimit: optionalLimit,
    perCustomerLimit: optionalLimit,
    active: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  })
  .transform((f, ctx) => {
    const value =
      f.kind === "percent"
        ? /^\d{1,2}$/.test(f.value) && Number(f.value) >= 1 && Number(f.value) <= PERCENT_MAX
          ? Number(f.value)
          : null
        : parseMoneyToCents(f.value);
    if (value === null || value < 1 || value > DISCOUNT_MONEY_MAX) {
      ctx.addIssue({ code: "custom", path: ["value"], message: `office.errors.${f.kind}Value` });
      return z.NEVER;
    }
    if (f.startsOn && f.endsOn && f.endsOn < f.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "office.errors.endBeforeStart" });
      return z.NEVER;
    }
    return { ...f, value };
  });

export type DiscountForm = z.output<typeof discountFormSchema>;

/** The shop's time zone: a code's days start and end there. */
const TIME_ZONE = "Europe/Rome";

/** The instant a day (YYYY-MM-DD) begins in the shop's time zone. */
export function dayStart(dayText: string): Date {
  const [y, m, d] = dayText.split("-").map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(guess));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return new Date(guess - (shown - guess));
}

/** The day (YYYY-MM-DD) an instant falls on in the shop's time zone. */
export function dayOf(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(instant);
}

/** The day after (YYYY-MM-DD): a code's last day runs until the next one begins. */
export function nextDay(dayText: string): string {
  const d = new Date(`${dayText}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
