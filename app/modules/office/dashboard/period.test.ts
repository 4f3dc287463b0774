import { describe, expect, it } from "vitest";
import { isDelayed } from "~/modules/orders/delay";
import { delayedCreatedBefore } from "./delayed";
import { defaultGrouping, parseDashboardRange, percentChange, shopDate } from "./period";

const NOW = new Date("2026-11-25T10:00:00Z");
const parse = (q: string, now = NOW) => parseDashboardRange(new URLSearchParams(q), now);

describe("the dashboard's range", () => {
  it("defaults to the last 30 days by day, the previous period just before", () => {
    const { range, error } = parse("");
    expect(error).toBeNull();
    expect(range).toEqual({
      preset: "30d",
      group: "day",
      current: { from: "2026-10-27", to: "2026-11-25", days: 30 },
      previous: { from: "2026-09-27", to: "2026-10-26", days: 30 },
    });
  });

  it("presets: 7 days, this month, 90 days by week, this year by month", () => {
    expect(parse("preset=7d").range.current).toEqual({ from: "2026-11-19", to: "2026-11-25", days: 7 });
    expect(parse("preset=month").range.current).toEqual({ from: "2026-11-01", to: "2026-11-25", days: 25 });
    expect(parse("preset=month").range.previous).toEqual({ from: "2026-10-07", to: "2026-10-31", days: 25 });
    expect(parse("preset=90d").range).toMatchObject({ group: "week", current: { from: "2026-08-28", days: 90 } });
    expect(parse("preset=year").range).toMatchObject({ group: "month", current: { from: "2026-01-01", days: 329 } });
    // A year by day has more days than a chart can show: by week instead.
    expect(parse("preset=year&group=day").range.group).toBe("week");
  });

  it("the shop's day is Rome's: 23:30 UTC is already tomorrow there", () => {
    expect(shopDate(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(parse("preset=7d", new Date("2026-11-25T23:30:00Z")).range.current.to).toBe("2026-11-26");
  });

  it("dates given win over a preset, and a range equal to a preset is named so", () => {
    expect(parse("from=2026-03-01&to=2026-04-30&group=month").range).toMatchObject({
      preset: "custom",
      group: "month",
      current: { days: 61 },
      previous: { from: "2025-12-30", to: "2026-02-28" },
    });
    expect(parse("from=2026-11-19&to=2026-11-25").range.preset).toBe("7d");
    expect(defaultGrouping(62)).toBe("day");
    expect(defaultGrouping(63)).toBe("week");
    expect(defaultGrouping(400)).toBe("month");
  });

  it("refuses what it cannot show, with the reason and the default range", () => {
    expect(parse("from=2026-02-30&to=2026-03-01").error).toBe("invalidDate");
    expect(parse("from=2026-11-01").error).toBe("invalidDate");
    expect(parse("from=yesterday&to=today").error).toBe("invalidDate");
    expect(parse("from=2026-11-10&to=2026-11-01").error).toBe("fromAfterTo");
    expect(parse("from=2020-01-01&to=2026-11-01").error).toBe("tooLong");
    const days = parse("from=2026-01-01&to=2026-11-01&group=day");
    expect(days.error).toBe("tooManyDays");
    expect(days.asked).toEqual({ from: "2026-01-01", to: "2026-11-01" });
    expect(days.range.current.days).toBe(30);
    // A nonsense grouping or preset is ignored, not an error.
    expect(parse("group=hour&preset=forever").range).toMatchObject({ preset: "30d", group: "day" });
  });

  it("the change in percent, none against nothing", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(7, 3)).toBe(133.3);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe("the delayed orders' database bound", () => {
  it("matches isDelayed for every creation hour of the last three weeks, whatever the day of the week", () => {
    for (let n = 0; n < 7; n++) {
      const now = new Date(Date.UTC(2026, 10, 23 + n, 9, 30));
      const bound = delayedCreatedBefore(now);
      for (let h = 0; h < 24 * 21; h++) {
        const createdAt = new Date(now.getTime() - h * 3_600_000);
        expect(createdAt < bound, `${createdAt.toISOString()} at ${now.toISOString()}`).toBe(
          isDelayed(createdAt, "pending", now),
        );
      }
    }
  });
});
