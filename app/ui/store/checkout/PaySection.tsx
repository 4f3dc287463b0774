import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";

const payButtonClass =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-plum-800 px-8 text-base font-semibold text-white transition-colors hover:bg-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:bg-plum-700/80";

/**
 * The end of the payment form: the total to pay, the button (disabled and saying 'Processing...'
 * while the order is being placed) and where the payment happens.
 */
export function PaySection({
  totalCents,
  vatCents,
  placing,
}: {
  totalCents: number;
  vatCents: number;
  placing: boolean;
}) {
  const { t, i18n } = useTranslation("checkout");
  return (
    <div className="rounded-2xl border border-sandal-200 bg-white p-5">
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-semibold text-stone-900">{t("page.totalToPay")}</span>
        <span className="font-display text-2xl font-semibold tabular-nums text-plum-900" data-testid="pay-total">
          {formatEUR(totalCents, i18n.language)}
        </span>
      </p>
      <p className="mt-1 text-right text-sm text-stone-600">
        {t("summary.vatIncluded", { amount: formatEUR(vatCents, i18n.language) })}
      </p>
      {/* Placing the order records the acceptance of the terms (privacy/consents): the buyer is told so here, in words. */}
      <p id="checkout-terms" className="mt-4 text-sm leading-relaxed text-stone-800" data-testid="checkout-terms">
        <Trans
          t={t}
          i18nKey="page.termsLine"
          components={{ terms: <NewTabLink to="/terms-&-conditions" />, privacy: <NewTabLink to="/privacy-policy" /> }}
        />
      </p>
      <button
        type="submit"
        name="intent"
        value="place"
        disabled={placing}
        aria-busy={placing || undefined}
        aria-describedby="checkout-terms"
        className={`${payButtonClass} mt-3`}
      >
        {placing ? (
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
          />
        ) : null}
        {placing ? t("page.processing") : t("page.pay")}
      </button>
      <p className="mt-3 flex items-start gap-2 text-sm text-stone-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 h-4 w-4 flex-none text-saffron-700"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        {t("page.secureNote")}
      </p>
    </div>
  );
}

/** A link out of the payment form opens a new tab, so the details typed so far stay; it says so. */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation("checkout");
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-medium text-plum-800 underline">
      {children}
      <span className="sr-only"> {t("page.newTab")}</span>
    </Link>
  );
}
