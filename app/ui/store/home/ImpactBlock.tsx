import { useTranslation } from "react-i18next";
import { formatInteger } from "~/lib/numbers";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";

/** The spec's fixed impact figures. */
export const IMPACT_FIGURES = [
  { key: "flowers", value: 22060 },
  { key: "women", value: 300 },
  { key: "pesticide", value: 11 },
  { key: "children", value: 19 },
] as const;

export function ImpactBlock() {
  return (
    // The same for every visitor of a language: rendered once on the server.
    <RenderedOnce
      as="section"
      aria-labelledby="home-impact"
      data-section="impact"
      className="relative overflow-hidden bg-plum-900 py-14 text-white sm:py-20"
      cacheKey={() => "home-impact"}
    >
      <ImpactContent />
    </RenderedOnce>
  );
}

function ImpactContent() {
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
