import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { delayedCandidatesBefore, isDelayed } from "./delay";

// 2026-11-02 is a Monday.
const monday = new Date("2026-11-02T10:00:00Z");
const friday = new Date("2026-11-06T16:00:00Z");

describe("isDelayed", () => {
  it("is not delayed after exactly 7 weekdays, delayed after the 8th", () => {
    // Tue 3 … Wed 11 November: 7 weekdays (the weekend does not count).
    expect(isDelayed(monday, "processing", new Date("2026-11-11T23:59:00Z"))).toBe(false);
    expect(isDelayed(monday, "processing", new Date("2026-11-12T00:30:00Z"))).toBe(true);
  });

  it("skips weekends: an order of Friday is not delayed on the second Tuesday, it is on the second Wednesday", () => {
    // Mon 9 … Fri 13 (5) + Mon 16, Tue 17 = 7 weekdays.
    expect(isDelayed(friday, "pending", new Date("2026-11-17T12:00:00Z"))).toBe(false);
    expect(isDelayed(friday, "pending", new Date("2026-11-18T12:00:00Z"))).toBe(true);
    // Eleven calendar days, but only seven of them weekdays: still on time.
    expect(isDelayed(friday, "shipped", new Date("2026-11-17T23:00:00Z"))).toBe(false);
  });

  it("counts pending, processing and shipped orders; never delivered, cancelled or returned ones", () => {
    const late = new Date("2026-12-15T12:00:00Z");
    expect(isDelayed(monday, "pending", late)).toBe(true);
    expect(isDelayed(monday, "processing", late)).toBe(true);
    expect(isDelayed(monday, "shipped", late)).toBe(true);
    expect(isDelayed(monday, "delivered", late)).toBe(false);
    expect(isDelayed(monday, "cancelled", late)).toBe(false);
    expect(isDelayed(monday, "returned", late)).toBe(false);
  });

  it("a fresh order is never delayed", () => {
    expect(isDelayed(monday, "pending", monday)).toBe(false);
  });

  it("the database pre-filter never drops a delayed order", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2026-01-01"), max: new Date("2027-01-01"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 40 * 24 }),
        (created, hours) => {
          const now = new Date(created.getTime() + hours * 3_600_000);
          if (!isDelayed(created, "pending", now)) return true;
          return created < delayedCandidatesBefore(now);
        },
      ),
    );
  });
});
