import { describe, expect, it } from "vitest";
import { areaPath, barLengths, labelIndexes, linePath, valueAxis, xPositions, yScale } from "./geometry";

describe("chart geometry", () => {
  it("a value axis from 0 in round steps that reaches the largest value", () => {
    expect(valueAxis([0, 37, 12])).toEqual({ max: 40, step: 10, ticks: [0, 10, 20, 30, 40] });
    expect(valueAxis([1234567])).toMatchObject({ max: 2_000_000, step: 500_000 });
    expect(valueAxis([950])).toMatchObject({ max: 1000, step: 250 });
    expect(valueAxis([9])).toMatchObject({ max: 10, step: 2.5 });
    // Counts: whole steps only.
    expect(valueAxis([3], { integer: true })).toMatchObject({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(valueAxis([1], { integer: true })).toMatchObject({ max: 1, step: 1, ticks: [0, 1] });
    expect(valueAxis([9], { integer: true })).toMatchObject({ max: 20, step: 5 });
  });

  it("empty or all-zero data gets an axis all the same (no division by zero)", () => {
    for (const values of [[], [0, 0], [Number.NaN]]) {
      const axis = valueAxis(values);
      expect(axis).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
      expect(yScale(axis, 10, 110)(0)).toBe(110);
    }
  });

  it("y grows upwards from the bottom, clamped to the axis", () => {
    const y = yScale(valueAxis([40]), 10, 110);
    expect(y(0)).toBe(110);
    expect(y(40)).toBe(10);
    expect(y(20)).toBe(60);
    expect(y(-5)).toBe(110);
    expect(y(1000)).toBe(10);
  });

  it("points spread from left to right; one point in the middle; none for no data", () => {
    expect(xPositions(3, 0, 100)).toEqual([0, 50, 100]);
    expect(xPositions(1, 0, 100)).toEqual([50]);
    expect(xPositions(0, 0, 100)).toEqual([]);
  });

  it("paths: a line, a closed area, a dot for one point, nothing for no point", () => {
    const pts = [
      { x: 0, y: 10 },
      { x: 50, y: 5.555 },
      { x: 100, y: 0 },
    ];
    expect(linePath(pts)).toBe("M0 10L50 5.56L100 0");
    expect(areaPath(pts, 20)).toBe("M0 10L50 5.56L100 0L100 20L0 20Z");
    expect(linePath([{ x: 50, y: 7 }])).toBe("M50 7L50 7");
    expect(linePath([])).toBe("");
    expect(areaPath([], 20)).toBe("");
  });

  it("bars: the longest full, a small non-zero value still visible, zero none", () => {
    expect(barLengths([50, 100, 0, 0.1], 200, 2)).toEqual([100, 200, 0, 2]);
    expect(barLengths([0, 0], 200)).toEqual([0, 0]);
    expect(barLengths([], 200)).toEqual([]);
  });

  it("at most so many axis labels, always the first and the last", () => {
    expect(labelIndexes(5, 6)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndexes(30, 6)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(labelIndexes(31, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(labelIndexes(1, 6)).toEqual([0]);
    expect(labelIndexes(0, 6)).toEqual([]);
  });
});
