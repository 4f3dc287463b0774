export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as shown (a formatted number or amount). */
  display: string;
  /** Tailwind background class of the bar. */
  tone?: string;
}

/**
 * A horizontal bar chart that is a list first: every bar has its label and value as text, the
 * bars themselves are decoration (screen readers read the list).
 */
export function BarChart({ bars, label, testId }: { bars: Bar[]; label: string; testId?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul aria-label={label} className="space-y-3" data-testid={testId}>
      {bars.map((b) => (
        <li
          key={b.key}
          className="grid grid-cols-[minmax(7rem,10rem)_1fr_auto] items-center gap-3 text-sm"
          data-key={b.key}
        >
          <span className="text-stone-800">{b.label}</span>
          <span aria-hidden="true" className="block h-3 overflow-hidden rounded-full bg-sandal-100">
            <span
              className={`block h-full rounded-full ${b.tone ?? "bg-plum-700"}`}
              style={{ width: `${Math.round((b.value / max) * 100)}%` }}
            />
          </span>
          <span
            className="min-w-10 text-right font-semibold tabular-nums text-stone-ink"
            data-testid={testId ? `${testId}-${b.key}` : undefined}
          >
            {b.display}
          </span>
        </li>
      ))}
    </ul>
  );
}
