import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useHydrated } from "~/ui/kit/useHydrated";
import { useTranslation } from "react-i18next";
import { isFieldError, isRestockStatus, type RestockStatus } from "~/modules/restock/restock-status";

/** The page to come back to after a native (no-JS) submit, without our own status parameter. */
function returnPath(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("restock");
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * "Notify me when it's back", on an out-of-stock product page (the page mounts it only then).
 * A guest gives an e-mail address (confirmed by mail); a signed-in shopper needs no field: the
 * server writes to the account's address. Without JavaScript a plain POST to /back-in-stock
 * comes back here with `?restock=<status>#restock`; with JavaScript a fetcher answers inline.
 * Whether this shopper already waits is not read (the product page stays as fast): posting
 * again is harmless.
 */
export function NotifyWhenBack({ productId }: { productId: string }) {
  const { t } = useTranslation("restock");
  const location = useLocation();
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const fetcher = useFetcher<{ status: RestockStatus }>();
  const hydrated = useHydrated();

  const fromUrl = new URLSearchParams(location.search).get("restock");
  const status: RestockStatus | null = fetcher.data?.status ?? (isRestockStatus(fromUrl) ? fromUrl : null);
  const busy = fetcher.state !== "idle";
  const fieldError = isFieldError(status);
  const good = status === "ok" || status === "active" || status === "inStock";

  return (
    <section
      id="restock"
      aria-labelledby="restock-title"
      className="mt-6 rounded-2xl border border-sandal-200 bg-sandal-50 p-5"
      data-testid="notify-when-back"
    >
      <h2 id="restock-title" className="font-display text-xl text-plum-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{signedIn ? t("introSignedIn") : t("intro")}</p>
      <fetcher.Form method="post" action="/back-in-stock" className="mt-4" noValidate={hydrated}>
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="redirectTo" value={returnPath(location.pathname, location.search)} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {signedIn ? null : (
            <div className="flex-1">
              <label htmlFor="restock-email" className="block text-sm font-medium text-stone-900">
                {t("emailLabel")}
              </label>
              <input
                id="restock-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                placeholder={t("emailPlaceholder")}
                aria-invalid={fieldError || undefined}
                aria-describedby={status ? "restock-status" : undefined}
                className="mt-1 min-h-11 w-full rounded-full border border-stone-500 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-plum-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 aria-[invalid=true]:border-red-700"
              />
            </div>
          )}
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-plum-900 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? t("sending") : t("submit")}
          </button>
        </div>
        <div id="restock-status" aria-live="polite">
          {status ? (
            <p
              className={`mt-3 rounded-xl p-3 text-sm ${good ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
              data-testid="restock-status"
            >
              {t(`status.${status}`)}
            </p>
          ) : null}
        </div>
        {signedIn ? null : (
          <p className="mt-3 text-xs text-stone-700">
            {t("privacy")}{" "}
            <Link to="/privacy-policy" className="text-plum-800 underline">
              {t("privacyLink")}
            </Link>
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
