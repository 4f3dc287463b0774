import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ProviderId } from "~/modules/accounts/oauth.server";
import { providerNames } from "~/modules/accounts/social/provider";

/**
 * The providers' marks, drawn for this shop (not the brands' artwork): Facebook blue, Google's
 * four colours, LinkedIn blue, Amazon's ink and orange smile. Decorative: the button's text names
 * the provider, in stone-ink on white (contrast far above AA).
 */
const marks: Record<ProviderId, ReactNode> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="11" fill="#0866FF" />
      <path
        fill="#fff"
        d="M13.6 23v-8.1h2.6l.45-3.1H13.6V9.9c0-.9.3-1.5 1.6-1.5h1.6V5.6a21 21 0 0 0-2.4-.13c-2.4 0-4 1.45-4 4.1v2.2H7.8v3.1h2.6V23z"
      />
    </>
  ),
  google: (
    <g fill="none" strokeWidth="3.6">
      <path stroke="#4285F4" d="M12 12h8.2M20 12a8 8 0 0 1-2.34 5.66" />
      <path stroke="#34A853" d="M17.66 17.66A8 8 0 0 1 4.48 14.74" />
      <path stroke="#FBBC05" d="M4.48 14.74a8 8 0 0 1 0-5.48" />
      <path stroke="#EA4335" d="M4.48 9.26a8 8 0 0 1 13.18-2.92" />
    </g>
  ),
  linkedin: (
    <>
      <rect x="1" y="1" width="22" height="22" rx="3.5" fill="#0A66C2" />
      <circle cx="7" cy="7.1" r="1.75" fill="#fff" />
      <rect x="5.5" y="9.6" width="3" height="8.9" fill="#fff" />
      <path
        fill="#fff"
        d="M10.6 9.6h2.85v1.25c.5-.85 1.55-1.45 2.9-1.45 2.3 0 3.45 1.45 3.45 4.05v5.05h-3v-4.5c0-1.25-.45-2.05-1.55-2.05s-1.65.8-1.65 2.05v4.5h-3z"
      />
    </>
  ),
  amazon: (
    <>
      <rect x="1" y="1" width="22" height="22" rx="3.5" fill="#232F3E" />
      <circle cx="11.2" cy="10" r="3" fill="none" stroke="#fff" strokeWidth="1.8" />
      <path stroke="#fff" strokeWidth="1.8" d="M14.2 6.6v6.6" />
      <path
        fill="none"
        stroke="#FF9900"
        strokeWidth="1.6"
        strokeLinecap="round"
        d="M5.5 16.2c3.8 2.4 9.2 2.4 12.6-.2"
      />
      <path fill="none" stroke="#FF9900" strokeWidth="1.6" strokeLinecap="round" d="M16.2 15.2l2 .7-.5 2" />
    </>
  ),
};

function ProviderMark({ provider }: { provider: ProviderId }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="shrink-0">
      {marks[provider]}
    </svg>
  );
}

/**
 * One native form per configured provider, posting to /auth/<provider> with `intent` (log in, or
 * link to the signed-in account) and the page to come back to: it works without JavaScript (the
 * server answers with a redirect to the provider). With JavaScript the pressed button shows that
 * the provider is opening and a second press is ignored.
 */
export function SocialButtons({
  providers,
  mode = "login",
  redirectTo,
}: {
  providers: ProviderId[];
  mode?: "login" | "link";
  redirectTo?: string;
}) {
  const { t } = useTranslation("social");
  const [pending, setPending] = useState<ProviderId | null>(null);
  // Back from the provider with the browser's back button (page restored from the bfcache).
  useEffect(() => {
    const reset = () => setPending(null);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  if (providers.length === 0) return null;

  return (
    <div role="group" aria-label={t(mode === "login" ? "groupLogin" : "groupLink")} className="w-full">
      {mode === "login" ? (
        <div className="my-6 flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
          <span className="h-px flex-1 bg-sandal-200" />
          {t("or")}
          <span className="h-px flex-1 bg-sandal-200" />
        </div>
      ) : null}
      <ul className={mode === "login" ? "grid gap-3" : "flex flex-wrap gap-3"}>
        {providers.map((provider) => {
          const name = providerNames[provider];
          const busy = pending === provider;
          return (
            <li key={provider}>
              <form
                method="post"
                action={`/auth/${provider}`}
                onSubmit={(event) => {
                  if (pending) event.preventDefault();
                  else setPending(provider);
                }}
              >
                <input type="hidden" name="intent" value={mode} />
                {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
                <button
                  type="submit"
                  aria-busy={busy || undefined}
                  className={`inline-flex min-h-11 items-center justify-center gap-3 rounded-full border border-stone-400 bg-white px-5 py-2.5 font-semibold text-stone-ink transition-colors hover:border-plum-700 hover:bg-plum-50 ${
                    mode === "login" ? "w-full" : ""
                  } ${pending && !busy ? "opacity-60" : ""} ${busy ? "cursor-wait opacity-70" : ""}`}
                >
                  <ProviderMark provider={provider} />
                  <span>
                    {busy
                      ? t("opening", { provider: name })
                      : t(mode === "login" ? "continueWith" : "link", { provider: name })}
                  </span>
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
