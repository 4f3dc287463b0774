import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWelcomePercent } from "~/ui/store/useWelcomePercent";
import { isNewsletterStatus, type NewsletterStatus } from "~/modules/marketing/newsletter-status";

/** The page to come back to after a native (no-JS) submit, without our own status parameter. */
function returnPath(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("newsletter");
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The footer's newsletter sign-up (10% off the next order). Without JavaScript it is a plain
 * POST to /newsletter that redirects back here with `?newsletter=<status>`; with JavaScript a
 * fetcher submits it and the answer appears inline.
 */
export function NewsletterForm() {
  const { t } = useTranslation("newsletter");
  const percent = useWelcomePercent();
  const location = useLocation();
  const fetcher = useFetcher<{ status: NewsletterStatus }>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const fromUrl = new URLSearchParams(location.search).get("newsletter");
  const status: NewsletterStatus | null = fetcher.data?.status ?? (isNewsletterStatus(fromUrl) ? fromUrl : null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "ok") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-sandal-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-12 md:grid-cols-2 md:items-center lg:px-6">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-saffron-700">{t("heading")}</p>
          <h2 id="newsletter-title" className="mt-2 font-display text-3xl text-plum-900">
            {t("offer", { percent })}
          </h2>
          <p className="mt-3 max-w-md text-stone-700">{t("intro")}</p>
        </div>
        <fetcher.Form ref={formRef} method="post" action="/newsletter" className="space-y-4">
          <input type="hidden" name="redirectTo" value={returnPath(location.pathname, location.search)} />
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <div>
            <label htmlFor="newsletter-email" className="block text-sm font-medium text-stone-900">
              {t("emailLabel")}
            </label>
            <div className="mt-1 flex flex-col gap-3 sm:flex-row">
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                placeholder={t("emailPlaceholder")}
                aria-describedby={status ? "newsletter-status" : undefined}
                className="min-h-11 w-full flex-1 rounded-full border border-stone-500 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-plum-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500"
              />
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-plum-900 disabled:cursor-wait disabled:opacity-70"
              >
                {busy ? t("sending") : t("subscribe")}
              </button>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input
              id="newsletter-consent"
              name="consent"
              type="checkbox"
              value="yes"
              required
              className="mt-0.5 h-6 w-6 shrink-0 accent-plum-800"
            />
            <label htmlFor="newsletter-consent" className="text-sm leading-relaxed text-stone-800">
              {t("consent")}{" "}
              <Link to="/privacy-policy" className="text-plum-800 underline">
                {t("privacyLink")}
              </Link>
            </label>
          </div>
          <div id="newsletter-status" aria-live="polite">
            {status ? (
              <p
                className={`rounded-xl p-3 text-sm ${
                  status === "ok" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"
                }`}
              >
                {t(`status.${status}`, { percent })}
              </p>
            ) : null}
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
