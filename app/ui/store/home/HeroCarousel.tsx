import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { Photo } from "~/ui/store/Photo";
import { useRotation } from "./useRotation";
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from "./icons";

export const HERO_SLIDES = [
  { key: "s1", image: "/art/hero/1.svg", href: "/collections/incense-&-perfumes" },
  { key: "s2", image: "/art/hero/2.svg", href: "/collections/minerals-&-jewels" },
  { key: "s3", image: "/art/hero/3.svg", href: "/collections/crafts-&-decoration" },
] as const;

const controlButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full text-white transition hover:bg-white/20 focus-visible:bg-white/20";

/**
 * The home hero: three slides rotating every 10 s (WAI-ARIA carousel). Without JavaScript the
 * first slide shows with its link and no controls.
 */
export function HeroCarousel() {
  const { t } = useTranslation("store");
  const count = HERO_SLIDES.length;
  const { index, go, next, prev, playing, toggle, rotating, hydrated, rootProps } = useRotation(count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.hero.label")}
      data-section="hero"
      className="relative overflow-hidden bg-plum-900"
      {...rootProps}
    >
      <div className="grid" aria-live={rotating ? "off" : "polite"}>
        {HERO_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.hero.slideLabel", { n: i + 1, total: count })}
              aria-hidden={active ? undefined : true}
              data-active={active ? "true" : undefined}
              className={`col-start-1 row-start-1 flex flex-col transition-opacity duration-700 ease-out sm:relative sm:block sm:aspect-[16/9] lg:aspect-[5/2] ${
                active ? "visible opacity-100" : "invisible opacity-0"
              }`}
            >
              <div className="relative aspect-[16/10] sm:absolute sm:inset-0 sm:aspect-auto">
                {i === 0 || hydrated ? (
                  <Photo
                    image={{
                      url: slide.image,
                      sources: [],
                      alt: t(`home.hero.${slide.key}.alt`),
                      width: 1600,
                      height: 640,
                    }}
                    // The first slide's drawing is written into the page (`Photo`'s `inline`).
                    inline={i === 0}
                    loading={i === 0 ? "eager" : "lazy"}
                    decoding={i === 0 ? "sync" : "async"}
                    {...(i === 0 ? { fetchpriority: "high" } : {})}
                    className="absolute inset-0 h-full w-full object-cover object-[78%_50%] sm:object-center"
                  />
                ) : null}
                <div className="absolute inset-0 hidden bg-gradient-to-r from-plum-900/85 via-plum-900/45 to-transparent sm:block" />
              </div>
              <div className="px-5 pb-20 pt-6 sm:absolute sm:inset-y-0 sm:left-0 sm:flex sm:max-w-xl sm:flex-col sm:justify-center sm:px-10 sm:pb-0 sm:pt-0 lg:max-w-2xl lg:px-16">
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-saffron-300">Sattva</p>
                {i === 0 ? (
                  <h2 className="mt-2 font-display text-3xl leading-tight text-white sm:text-4xl lg:text-5xl">
                    {t(`home.hero.${slide.key}.title`)}
                  </h2>
                ) : (
                  <p className="mt-2 font-display text-3xl leading-tight text-white sm:text-4xl lg:text-5xl">
                    {t(`home.hero.${slide.key}.title`)}
                  </p>
                )}
                <p className="mt-3 max-w-md text-base text-white/90 sm:text-lg">{t(`home.hero.${slide.key}.text`)}</p>
                <Link
                  to={slide.href}
                  tabIndex={active ? undefined : -1}
                  className="mt-6 inline-flex min-h-11 w-fit items-center rounded-full bg-saffron-300 px-6 text-sm font-semibold text-plum-900 shadow-sm transition hover:bg-saffron-100"
                >
                  {t(`home.hero.${slide.key}.cta`)}
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      {hydrated ? (
        <div className="absolute bottom-4 right-4 flex items-center gap-0.5 rounded-full bg-plum-900/70 p-1 backdrop-blur-sm sm:bottom-6 sm:right-6">
          <button
            type="button"
            className={controlButton}
            onClick={toggle}
            data-rotation-toggle=""
            aria-label={playing ? t("home.hero.pause") : t("home.hero.play")}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button type="button" className={controlButton} onClick={prev} aria-label={t("home.hero.previous")}>
            <ChevronLeft />
          </button>
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="inline-flex h-11 w-7 items-center justify-center"
              onClick={() => go(i)}
              aria-label={t("home.hero.goTo", { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${i === index ? "w-5 bg-saffron-300" : "w-2 bg-white/70"}`}
              />
            </button>
          ))}
          <button type="button" className={controlButton} onClick={next} aria-label={t("home.hero.next")}>
            <ChevronRight />
          </button>
        </div>
      ) : null}
    </section>
  );
}
