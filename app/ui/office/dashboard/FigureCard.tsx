import { useTranslation } from "react-i18next";
import type { Figure } from "~/modules/office/dashboard.server";
import { useDashboardFormat } from "./format";

/**
 * One figure of the period: its value, the previous period's, and the change in percent ("no
 * previous data" when there is nothing to compare with). Arrows and words, not colour alone,
 * say which way it went; whether that is good depends on the figure, so no green or red.
 */
export function FigureCard({
  label,
  hint,
  figure,
  format,
  testId,
}: {
  label: string;
  hint?: string;
  figure: Figure;
  format: (n: number) => string;
  testId: string;
}) {
  const { t } = useTranslation("dashboard-office");
  const f = useDashboardFormat();
  const { change } = figure;
  return (
    <div className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-2 font-display text-3xl text-plum-900" data-testid={`${testId}-value`}>
        {format(figure.current)}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-stone-600">{hint}</dd> : null}
      <dd className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <span data-testid={`${testId}-previous`}>{t("figures.previous", { value: format(figure.previous) })}</span>
        <span className="font-semibold text-stone-ink" data-testid={`${testId}-change`}>
          {change === null ? (
            t("figures.noPrevious")
          ) : (
            <>
              <span aria-hidden="true">{change > 0 ? "▲ " : change < 0 ? "▼ " : "= "}</span>
              <span aria-hidden="true">{f.change(change)}</span>
              <span className="sr-only">
                {change > 0
                  ? t("figures.up", { value: f.percent(change) })
                  : change < 0
                    ? t("figures.down", { value: f.percent(-change) })
                    : t("figures.same")}
              </span>
            </>
          )}
        </span>
      </dd>
    </div>
  );
}
