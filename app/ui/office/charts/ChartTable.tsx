import type { ReactNode } from "react";

/**
 * The numbers behind a chart, as a table in a closed <details>: the chart's text alternative
 * for everyone (screen readers, keyboard, JavaScript or not, a printout).
 */
export function ChartTable({
  summary,
  caption,
  head,
  rows,
  testId,
}: {
  summary: string;
  caption: string;
  head: string[];
  rows: ReactNode[][];
  testId?: string;
}) {
  return (
    <details className="mt-3 text-sm" data-testid={testId}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-plum-800 underline underline-offset-2 hover:text-plum-900">
        {summary}
      </summary>
      <div
        className="mt-2 max-h-96 overflow-auto rounded-xl border border-sandal-200"
        role="region"
        aria-label={caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
      >
        <table className="w-full min-w-[18rem] border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-sandal-50">
            <tr>
              {head.map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  className={`px-3 py-2 text-xs font-semibold text-stone-700 ${i ? "text-right" : ""}`}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              <tr key={r} className="border-t border-sandal-200">
                {cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-1.5 font-normal text-stone-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-3 py-1.5 text-right tabular-nums text-stone-ink">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
