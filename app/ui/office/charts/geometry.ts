/**
 * The arithmetic of the dashboards' charts, apart from React so it can be tested: a value axis
 * with round steps, the x position of each point, the SVG paths. Coordinates are in the
 * chart's viewBox units; the y axis points down (SVG).
 */

export interface Point {
  x: number;
  y: number;
}

export interface ValueAxis {
  max: number;
  step: number;
  ticks: number[];
}

/**
 * An axis from 0 with `count` round steps (1, 2, 2.5 or 5 times a power of ten) that reaches the
 * largest value; whole steps only for counts (`integer`), and fewer of them below `count`.
 * Empty or all-zero data gets 0…count.
 */
export function valueAxis(values: number[], { count = 4, integer = false } = {}): ValueAxis {
  const top = Math.max(0, ...values.filter(Number.isFinite));
  // A count that never passes 3 gets one line per unit, not steps of a quarter.
  if (integer && top > 0 && top < count) count = Math.ceil(top);
  let step: number;
  if (top === 0) step = 1;
  else {
    const raw = top / count;
    const power = 10 ** Math.floor(Math.log10(raw));
    const steps = integer && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
    step = (steps.find((s) => s * power >= raw) ?? 10) * power;
    if (integer) step = Math.max(1, Math.ceil(step));
  }
  const ticks = Array.from({ length: count + 1 }, (_, i) => round(i * step));
  return { max: round(count * step), step, ticks };
}

const round = (n: number) => Math.round(n * 1e9) / 1e9;

/** Maps a value on the axis to a y between `bottom` (0) and `top` (the axis' max). */
export function yScale(axis: ValueAxis, top: number, bottom: number): (value: number) => number {
  return (value) => bottom - (Math.max(0, Math.min(value, axis.max)) / axis.max) * (bottom - top);
}

/** x of `n` evenly spread points from `left` to `right`; a single point sits in the middle. */
export function xPositions(n: number, left: number, right: number): number[] {
  if (n <= 0) return [];
  if (n === 1) return [(left + right) / 2];
  return Array.from({ length: n }, (_, i) => left + (i * (right - left)) / (n - 1));
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** "M x y L x y …", or "" without points. One point is a zero-length segment (a dot with round caps). */
export function linePath(points: Point[]): string {
  if (!points.length) return "";
  const [first, ...rest] = points;
  const tail = rest.length ? rest : [first];
  return `M${fmt(first.x)} ${fmt(first.y)}` + tail.map((p) => `L${fmt(p.x)} ${fmt(p.y)}`).join("");
}

/** The area under a line down to `baseline`, closed; "" without points. */
export function areaPath(points: Point[], baseline: number): string {
  if (!points.length) return "";
  const first = points[0];
  const last = points[points.length - 1];
  return `${linePath(points)}L${fmt(last.x)} ${fmt(baseline)}L${fmt(first.x)} ${fmt(baseline)}Z`;
}

/** Widths of horizontal bars in 0…`width`, the longest full; a non-zero value stays visible. */
export function barLengths(values: number[], width: number, minVisible = 1): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max <= 0 || v <= 0 ? 0 : Math.max(minVisible, (v / max) * width)));
}

/** Which of `n` labels to print so that at most `max` show, always the first and the last. */
export function labelIndexes(n: number, max: number): number[] {
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const every = Math.ceil((n - 1) / (max - 1));
  const picked: number[] = [];
  for (let i = 0; i < n - 1; i += every) picked.push(i);
  if (n - 1 - picked[picked.length - 1] < every / 2) picked.pop();
  picked.push(n - 1);
  return picked;
}
