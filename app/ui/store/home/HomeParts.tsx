import { useTranslation } from "react-i18next";
import { formatInteger } from "~/lib/numbers";

/*
 * The home page's parts that are the same for every visitor of a language (or follow from the
 * catalogue alone): the server renders them once, the browser keeps the server's markup and loads
 * this module only to draw them itself (./kept).
 */

export { BrandStrip } from "./BrandStrip";
export { CategoryTiles } from "./CategoryTiles";

/** The spec's fixed impact figures. */
export const IMPACT_FIGURES = [
  { key: "flowers", value: 22060 },
  { key: "women", value: 300 },
  { key: "pesticide", value: 11 },
  { key: "children", value: 19 },
] as const;

/** The impact block's title, lead and figures (ImpactBlock draws them in its section). */
export function ImpactContent() {
  const { t, i18n } = useTranslation("store");
  return (
    <>
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 text-plum-800"
        viewBox="0 0 200 200"
      >
        <g fill="currentColor">
          {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
            <ellipse key={a} cx="100" cy="50" rx="22" ry="50" transform={`rotate(${a} 100 100)`} opacity="0.55" />
          ))}
        </g>
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="home-impact" className="max-w-3xl font-display text-2xl leading-tight sm:text-4xl">
          {t("home.impact.title")}
        </h2>
        <p className="mt-4 max-w-2xl text-white/85 sm:text-lg">{t("home.impact.lead")}</p>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {IMPACT_FIGURES.map((f) => (
            <div key={f.key} className="flex flex-col border-l-2 border-saffron-300 pl-4">
              <dt className="text-sm text-white/85 sm:text-base">{t(`home.impact.${f.key}`)}</dt>
              <dd className="order-first font-display text-3xl text-saffron-300 sm:text-5xl" data-figure={f.key}>
                {formatInteger(f.value, i18n.language)}+
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

const icon = {
  width: 40,
  height: 40,
  viewBox: "0 0 48 48",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

const STEPS = [
  {
    key: "collect",
    icon: (
      <svg {...icon}>
        <circle cx="24" cy="20" r="4" />
        <path d="M24 16c-2-6 2-10 0-10s-2 4 0 10M28 20c6-2 10 2 10 0s-4-2-10 0M24 24c2 6-2 10 0 10s2-4 0-10M20 20c-6 2-10-2-10 0s4 2 10 0" />
        <path d="M10 36h28l-3 7H13z" />
      </svg>
    ),
  },
  {
    key: "sort",
    icon: (
      <svg {...icon}>
        <path d="M14 26V12a3 3 0 0 1 6 0v10M20 20v-9a3 3 0 0 1 6 0v11M26 21v-6a3 3 0 0 1 6 0v13c0 8-5 13-12 13-5 0-8-3-10-7l-4-8a3 3 0 0 1 5-3l3 5" />
      </svg>
    ),
  },
  {
    key: "dry",
    icon: (
      <svg {...icon}>
        <circle cx="24" cy="24" r="8" />
        <path d="M24 6v4M24 38v4M6 24h4M38 24h4M11 11l3 3M34 34l3 3M11 37l3-3M34 14l3-3" />
      </svg>
    ),
  },
  {
    key: "roll",
    icon: (
      <svg {...icon}>
        <path d="M16 42l18-30M22 42l14-24" />
        <path d="M34 12c0-3 3-4 2-7M37 18c1-3 4-3 3-6" />
        <path d="M8 34h20v8H8z" />
      </svg>
    ),
  },
] as const;

/** The flower-recycling process's four illustrated steps (ProcessSection draws them in its section). */
export function ProcessSteps() {
  const { t } = useTranslation("store");
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, i) => (
        <li
          key={step.key}
          className="relative flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sandal-200 sm:block sm:p-6"
        >
          <span className="flex h-14 w-14 flex-none items-center justify-center rounded-full bg-saffron-100 text-saffron-700 sm:h-16 sm:w-16">
            {step.icon}
          </span>
          <div>
            <p className="text-xs sm:mt-4 font-semibold uppercase tracking-widest text-saffron-700">
              {t("home.process.step", { n: i + 1 })}
            </p>
            <h3 className="mt-1 font-display text-xl">{t(`home.process.${step.key}.title`)}</h3>
            <p className="mt-2 text-stone-600">{t(`home.process.${step.key}.text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
