import { ChartTable } from "./ChartTable";
import { barLengths } from "./geometry";

export interface HBar {
  key: string;
  label: string;
  value: number;
  /** The value as shown (a formatted number or amount). */
  display: string;
  /** Tailwind fill class of the bar. */
  tone?: string;
}

/** Height of one row, in px and in the SVG's units alike (the plot stretches only sideways). */
const ROW = 44;
const BAR = 16;
const W = 100;

/**
 * Horizontal bars drawn on the server: labels and values as text beside an SVG that holds the
 * bars (role="img" with its title and description), and the same numbers in a table below.
 */
export function HBarChart({
  id,
  title,
  description,
  bars,
  tableSummary,
  labelHeading,
  valueHeading,
  testId,
}: {
  id: string;
  title: string;
  description: string;
  bars: HBar[];
  tableSummary: string;
  labelHeading: string;
  valueHeading: string;
  testId: string;
}) {
  const lengths = barLengths(
    bars.map((b) => b.value),
    W,
    0.5,
  );
  const height = Math.max(1, bars.length) * ROW;
  return (
    <figure data-testid={testId}>
      <div className="grid grid-cols-[minmax(6rem,40%)_1fr_auto] gap-x-3">
        <ol aria-hidden="true" className="col-start-1 row-start-1 text-sm">
          {bars.map((b) => (
            <li key={b.key} className="flex h-11 items-center text-stone-800">
              <span className="line-clamp-2 leading-tight">{b.label}</span>
            </li>
          ))}
        </ol>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${W} ${height}`}
          preserveAspectRatio="none"
          className="col-start-2 row-start-1 block w-full"
          style={{ height }}
          data-testid={`${testId}-svg`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {bars.map((b, i) => (
            <g key={b.key}>
              <rect x={0} y={i * ROW + (ROW - BAR) / 2} width={W} height={BAR} rx={0} className="fill-sandal-100" />
              <rect
                x={0}
                y={i * ROW + (ROW - BAR) / 2}
                width={lengths[i]}
                height={BAR}
                className={b.tone ?? "fill-plum-700"}
                data-key={b.key}
              />
            </g>
          ))}
        </svg>
        <ol aria-hidden="true" className="col-start-3 row-start-1 text-sm">
          {bars.map((b) => (
            <li
              key={b.key}
              className="flex h-11 items-center justify-end font-semibold tabular-nums text-stone-ink"
              data-testid={`${testId}-${b.key}`}
            >
              {b.display}
            </li>
          ))}
        </ol>
      </div>
      <ChartTable
        summary={tableSummary}
        caption={title}
        head={[labelHeading, valueHeading]}
        rows={bars.map((b) => [b.label, b.display])}
        testId={`${testId}-table`}
      />
    </figure>
  );
}
