import { ChartTable } from "./ChartTable";
import { areaPath, labelIndexes, linePath, valueAxis, xPositions, yScale } from "./geometry";

/** The plot's own units: it stretches to the width of its box (the lines keep their thickness). */
const W = 600;
const H = 200;
const TOP = 14;
const INSET = 6;

export interface TrendChartProps {
  /** Prefix of the element ids (unique on the page). */
  id: string;
  title: string;
  /** One sentence saying what the chart shows and its totals (read with the title). */
  description: string;
  /** Label of each bucket of the range, and of the same stretch of the previous period. */
  labels: string[];
  /** The buckets' labels in the table (longer: with the year); `labels` when absent. */
  tableLabels?: string[];
  previousLabels: string[];
  current: number[];
  previous: number[];
  currentName: string;
  previousName: string;
  format: (value: number) => string;
  /** Counts: whole steps on the axis. */
  integer?: boolean;
  tableSummary: string;
  bucketHeading: string;
  previousBucketHeading: string;
  testId: string;
}

/**
 * A line chart of the range (plum, filled) over the previous period (saffron, dashed), drawn on
 * the server. The SVG is the picture (role="img", its title and description); the numbers are in
 * the table below it. Axis labels are HTML over the plot so they stay legible at any width.
 */
export function TrendChart(p: TrendChartProps) {
  const n = p.labels.length;
  const axis = valueAxis([...p.current, ...p.previous], { integer: p.integer });
  const y = yScale(axis, TOP, H);
  const xs = xPositions(n, INSET, W - INSET);
  const points = (values: number[]) => values.map((v, i) => ({ x: xs[i], y: y(v) }));
  const cur = points(p.current);
  const prev = points(p.previous);
  const shown = labelIndexes(n, 6);
  const titleId = `${p.id}-title`;
  const descId = `${p.id}-desc`;
  return (
    <figure data-testid={p.testId}>
      <div className="relative">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="block h-48 w-full overflow-visible sm:h-56"
          data-testid={`${p.testId}-svg`}
        >
          <title id={titleId}>{p.title}</title>
          <desc id={descId}>{p.description}</desc>
          {axis.ticks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={W}
              y1={y(t)}
              y2={y(t)}
              className={t === 0 ? "stroke-stone-500" : "stroke-sandal-200"}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path
            d={linePath(prev)}
            fill="none"
            className="stroke-saffron-700"
            strokeWidth={2}
            strokeDasharray="6 4"
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-series="previous"
          />
          <path d={areaPath(cur, H)} className="fill-plum-700/10" data-series="current-area" />
          <path
            d={linePath(cur)}
            fill="none"
            className="stroke-plum-700"
            strokeWidth={n > 60 ? 2 : 3}
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-series="current"
          />
          {n <= 31
            ? cur.map((pt, i) => (
                // A zero-length line with round caps: a dot that stays round when the plot stretches.
                <path
                  key={i}
                  d={`M${pt.x} ${pt.y}h0`}
                  className="stroke-plum-700"
                  strokeWidth={7}
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
              ))
            : null}
        </svg>
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {axis.ticks.slice(1).map((t) => (
            <span
              key={t}
              className="absolute left-0 -translate-y-full bg-white/80 pr-1 text-xs leading-4 text-stone-700 tabular-nums"
              style={{ top: `${(y(t) / H) * 100}%` }}
            >
              {p.format(t)}
            </span>
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="relative mt-1 h-5 text-xs text-stone-700">
        {shown.map((i, k) => (
          <span
            key={i}
            // On a phone every other label in the middle steps aside, so the dates do not touch.
            className={`absolute top-0 whitespace-nowrap ${i === 0 && n > 1 ? "" : i === n - 1 && n > 1 ? "-translate-x-full" : "-translate-x-1/2"} ${k % 2 === 1 && i !== n - 1 ? "max-sm:hidden" : ""}`}
            style={{ left: `${(xs[i] / W) * 100}%` }}
          >
            {p.labels[i]}
          </span>
        ))}
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-800">
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="8" className="shrink-0">
            <line x1="2" x2="22" y1="4" y2="4" className="stroke-plum-700" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {p.currentName}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="8" className="shrink-0">
            <line x1="2" x2="22" y1="4" y2="4" className="stroke-saffron-700" strokeWidth="2" strokeDasharray="6 4" />
          </svg>
          {p.previousName}
        </span>
      </figcaption>
      <ChartTable
        summary={p.tableSummary}
        caption={p.title}
        head={[p.bucketHeading, p.currentName, p.previousBucketHeading, p.previousName]}
        rows={(p.tableLabels ?? p.labels).map((label, i) => [
          label,
          p.format(p.current[i] ?? 0),
          p.previousLabels[i],
          p.format(p.previous[i] ?? 0),
        ])}
        testId={`${p.testId}-table`}
      />
    </figure>
  );
}
