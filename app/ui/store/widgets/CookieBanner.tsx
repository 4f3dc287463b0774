import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useHydrated } from "~/ui/kit/useHydrated";
import { useTranslation } from "react-i18next";

/**
 * Informational cookie notice (only strictly necessary cookies are used), shown until accepted.
 * Without JS the form posts to /cookie-consent and comes back here; with JS a fetcher posts
 * and the banner hides at once.
 */
export function CookieBanner({ accepted }: { accepted: boolean }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const fetcher = useFetcher();
  // Only a hydrated page asks for a data answer; a plain form post gets a redirect back.
  const enhanced = useHydrated();
  if (accepted || fetcher.state !== "idle" || fetcher.data) return null;
  const here = location.pathname + location.search;
  return (
    <section
      aria-label={t("cookie.label")}
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-sandal-200 bg-white/95 p-4 shadow-2xl shadow-plum-900/15 backdrop-blur sm:inset-x-auto sm:left-5 sm:bottom-5 sm:max-w-md sm:p-5"
    >
      <h2 className="font-display text-lg text-plum-800">{t("cookie.title")}</h2>
      <p className="mt-1 text-sm leading-relaxed text-stone-700">{t("cookie.text")}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/privacy-policy"
          className="inline-flex min-h-11 items-center text-sm text-plum-800 underline decoration-saffron-500 underline-offset-4 hover:text-saffron-700"
        >
          {t("cookie.privacy")}
        </Link>
        <fetcher.Form method="post" action="/cookie-consent">
          <input type="hidden" name="redirectTo" value={here} />
          {enhanced ? <input type="hidden" name="mode" value="fetch" /> : null}
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-plum-800 px-6 text-sm font-semibold text-white transition hover:bg-plum-700"
          >
            {t("cookie.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
