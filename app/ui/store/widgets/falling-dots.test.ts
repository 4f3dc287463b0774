import { describe, expect, it } from "vitest";
import { DOT_LIFETIME_MS, DOT_SIZES, dotsAllowed, dotStyle, MAX_LIVE_DOTS } from "./falling-dots";

describe("falling dots", () => {
  it("cycles through the spec's sizes and lives 1.5 s", () => {
    expect(DOT_SIZES).toEqual([12, 11, 10, 8, 6, 5]);
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => dotStyle(n).size)).toEqual([12, 11, 10, 8, 6, 5, 12]);
    expect(DOT_LIFETIME_MS).toBe(1500);
    expect(MAX_LIVE_DOTS).toBeLessThanOrEqual(30);
  });
  it("stays off for touch screens and reduced motion", () => {
    const win = (matches: boolean) => ({ matchMedia: () => ({ matches }) as unknown as MediaQueryList });
    expect(dotsAllowed(win(true))).toBe(false);
    expect(dotsAllowed(win(false))).toBe(true);
  });
});
