import { describe, expect, it } from "vitest";
import { addDays, refundDueBy, shopDay, withdrawalPeriod, type PeriodOrder } from "./period";

const order = (over: Partial<PeriodOrder> = {}): PeriodOrder => ({
  status: "delivered",
  deliveredAt: new Date("2026-06-20T10:00:00Z"),
  updatedAt: new Date("2026-06-20T10:00:00Z"),
  totalCents: 5000,
  refundedCents: 0,
  ...over,
});

describe("the withdrawal period", () => {
  it("runs until the end of the 14th day after delivery, in the shop's time zone", () => {
    expect(withdrawalPeriod(order(), new Date("2026-07-04T21:59:59Z"))).toEqual({ open: true, until: "2026-07-04" });
    // 4 July ends at 22:00 UTC in Rome (summer time).
    expect(withdrawalPeriod(order(), new Date("2026-07-04T22:00:00Z"))).toEqual({
      open: false,
      reason: "expired",
      ended: "2026-07-04",
    });
  });

  it("counts the delivery day in Rome, not in UTC", () => {
    // 23:30 UTC on 20 June is already 21 June in Rome.
    const late = order({ deliveredAt: new Date("2026-06-20T23:30:00Z") });
    expect(withdrawalPeriod(late, new Date("2026-07-05T12:00:00Z"))).toEqual({ open: true, until: "2026-07-05" });
  });

  it("is open from the order on, before delivery", () => {
    for (const status of ["pending", "processing", "shipped"] as const) {
      expect(withdrawalPeriod(order({ status, deliveredAt: null }), new Date("2027-01-01"))).toEqual({
        open: true,
        until: null,
      });
    }
  });

  it("takes the last change for a delivered order without a delivery time", () => {
    const o = order({ deliveredAt: null, updatedAt: new Date("2026-06-25T10:00:00Z") });
    expect(withdrawalPeriod(o, new Date("2026-07-09T10:00:00Z"))).toEqual({ open: true, until: "2026-07-09" });
  });

  it("has nothing to withdraw from once cancelled, returned or refunded in full", () => {
    expect(withdrawalPeriod(order({ status: "cancelled" }))).toEqual({ open: false, reason: "cancelled" });
    expect(withdrawalPeriod(order({ status: "returned" }))).toEqual({ open: false, reason: "returned" });
    expect(withdrawalPeriod(order({ refundedCents: 5000 }), new Date("2026-06-21"))).toEqual({
      open: false,
      reason: "refunded",
    });
    expect(withdrawalPeriod(order({ refundedCents: 1000 }), new Date("2026-06-21")).open).toBe(true);
  });

  it("adds calendar days across months and years", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2028-02-20", 14)).toBe("2028-03-05");
    expect(shopDay(new Date("2026-01-01T00:30:00Z"))).toBe("2026-01-01");
    expect(refundDueBy(new Date("2026-06-01T08:00:00Z")).toISOString()).toBe("2026-06-15T08:00:00.000Z");
  });
});
