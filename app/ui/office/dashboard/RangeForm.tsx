import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { GROUPINGS, PRESETS, type DashboardRange, type RangeError } from "~/modules/office/dashboard/period";
import { fieldClass } from "~/ui/content/Field";
import { primaryButton } from "../parts";

const chip =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 transition focus-visible:outline-offset-2";

/**
 * The period of the dashboard: quick choices as links, or two dates and a grouping in a GET
 * form. Both work without JavaScript (the URL holds the choice, so it can be shared).
 */
export function RangeForm({
  range,
  error,
  asked,
}: {
  range: DashboardRange;
  error: RangeError | null;
  asked: { from: string; to: string };
}) {
  const { t } = useTranslation("dashboard-office");
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
  // After a refused range the fields show what was typed, so it can be corrected.
  const shown = error ? asked : range.current;
  return (
    <section aria-labelledby="range-legend" className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm">
      <h2 id="range-legend" className="font-display text-xl text-plum-900">
        {t("range.legend")}
      </h2>
      <nav aria-label={t("range.presetsLabel")} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((p) => {
            const current = !error && range.preset === p;
            return (
              <li key={p}>
                <Link
                  to={`${pathname}?preset=${p}`}
                  aria-current={current ? "true" : undefined}
                  className={`${chip} ${current ? "bg-plum-800 text-white ring-plum-800" : "text-plum-800 ring-plum-800/25 hover:bg-sandal-100"}`}
                  data-testid={`preset-${p}`}
                >
                  {t(`range.preset.${p}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" data-testid="range-form">
        <div>
          <label htmlFor="range-from" className="block text-sm font-medium text-stone-900">
            {t("range.from")}
          </label>
          <input
            id="range-from"
            name="from"
            type="date"
            defaultValue={shown.from}
            key={`from-${shown.from}`}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "range-error" : undefined}
            className={`${fieldClass} min-h-11 border-stone-500`}
          />
        </div>
        <div>
          <label htmlFor="range-to" className="block text-sm font-medium text-stone-900">
            {t("range.to")}
          </label>
          <input
            id="range-to"
            name="to"
            type="date"
            defaultValue={shown.to}
            key={`to-${shown.to}`}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "range-error" : undefined}
            className={`${fieldClass} min-h-11 border-stone-500`}
          />
        </div>
        <div>
          <label htmlFor="range-group" className="block text-sm font-medium text-stone-900">
            {t("range.group")}
          </label>
          <select
            id="range-group"
            name="group"
            defaultValue={range.group}
            key={`group-${range.group}`}
            className={`${fieldClass} min-h-11 border-stone-500`}
          >
            {GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {t(`range.grouping.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("range.submit")}
        </button>
      </Form>
      {error ? (
        <p id="range-error" role="alert" className="mt-3 text-sm font-medium text-red-800" data-testid="range-error">
          {t(`range.errors.${error}`)}
        </p>
      ) : null}
    </section>
  );
}
