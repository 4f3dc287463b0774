import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/ui/kit/useHydrated";
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
  const hydrated = useHydrated();

  const fromUrl = new URLSearchParams(location.search).get("newsletter");
  const status: NewsletterStatus | null = fetcher.data?.status ?? (isNewsletterStatus(fromUrl) ? fromUrl : null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "ok") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-sandal-100">
      <div className="nl">
        <div>
          <p className="nl-kicker">{t("heading")}</p>
          <h2 id="newsletter-title" className="nl-title">
            {t("offer", { percent })}
          </h2>
          <p className="mt-3 max-w-md text-stone-700">{t("intro")}</p>
        </div>
        <fetcher.Form ref={formRef} method="post" action="/newsletter" className="space-y-4">
          <input type="hidden" name="redirectTo" value={returnPath(location.pathname, location.search)} />
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <div>
            <label htmlFor="newsletter-email" className="nl-label">
              {t("emailLabel")}
            </label>
            <div className="nl-row">
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                placeholder={t("emailPlaceholder")}
                aria-describedby={status ? "newsletter-status" : undefined}
                className="nl-email"
              />
              <button type="submit" disabled={busy} className="nl-submit">
                {busy ? t("sending") : t("subscribe")}
              </button>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input id="newsletter-consent" name="consent" type="checkbox" value="yes" required className="nl-check" />
            <label htmlFor="newsletter-consent" className="nl-consent">
              {t("consent")}{" "}
              <Link to="/privacy-policy" className="text-plum-800 underline">
                {t("privacyLink")}
              </Link>
            </label>
          </div>
          <div id="newsletter-status" aria-live="polite">
            {status ? (
              <p className={status === "ok" ? "nl-status nl-ok" : "nl-status nl-bad"}>
                {t(`status.${status}`, { percent })}
              </p>
            ) : null}
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
