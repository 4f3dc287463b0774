import { useTranslation } from "react-i18next";
import { Section } from "./Section";

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

/** The flower-recycling process in four illustrated steps. */
export function ProcessSection() {
  const { t } = useTranslation("store");
  return (
    // The same for every visitor of a language: rendered once on the server.
    <Section
      name="process"
      title={t("home.process.title")}
      lead={t("home.process.lead")}
      tone="sandal"
      cacheKey={() => "home-process"}
    >
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
    </Section>
  );
}
