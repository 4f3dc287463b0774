import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { StatusKind } from "~/modules/checkout/schemas";
import { WithdrawLink } from "~/ui/store/withdrawal/WithdrawLink";

/** What the holder of an attempt token may see of the order (never more). */
export interface StatusAttempt {
  oid: string;
  orderStatus: string;
  paymentStatus: string;
  totalCents: number;
  email: string;
  token: string;
  canResume: boolean;
  /** Where to follow the order: the tracking page, or the shopper's orders when signed in. */
  trackHref: string;
  /** The order's withdrawal function (CRD art. 11a). */
  withdrawHref: string;
  signedIn: boolean;
}

const icon: Record<StatusKind, { symbol: string; className: string }> = {
  success: { symbol: "✓", className: "bg-emerald-100 text-emerald-900" },
  canceled: { symbol: "×", className: "bg-saffron-100 text-saffron-700" },
  pending: { symbol: "…", className: "bg-sandal-100 text-plum-800" },
  unknown: { symbol: "?", className: "bg-stone-200 text-stone-800" },
};

const primaryClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-8 py-2.5 font-semibold text-white hover:bg-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:bg-plum-700/80";
const secondaryClass =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-semibold text-plum-800 ring-1 ring-plum-800/40 hover:bg-sandal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

/** "Return to payment": the same attempt started again through the payment page (no new order). */
function ResumeForm({ token, primary }: { token: string; primary: boolean }) {
  const { t } = useTranslation("pages");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "retry";
  return (
    <Form method="post" action="/pages/payment-proceed">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="attempt" value={token} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={primary ? primaryClass : secondaryClass}
      >
        {t("paymentStatus.resume")}
      </button>
    </Form>
  );
}

/**
 * The payment result (SPEC "Payment status page"): the spec's texts, and with an attempt token
 * the order number, its current status in words and what to do next. It only tells: nothing here
 * changes a payment.
 */
export function PaymentStatusView({ kind, attempt }: { kind: StatusKind; attempt: StatusAttempt | null }) {
  const { t, i18n } = useTranslation("pages");
  const lng = i18n.language;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center md:py-20">
      <span
        aria-hidden="true"
        className={`flex h-16 w-16 items-center justify-center rounded-full text-3xl font-semibold ${icon[kind].className}`}
      >
        {icon[kind].symbol}
      </span>
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{t(`paymentStatus.${kind}.title`)}</h1>
      <p className="mt-4 text-lg text-stone-700">{t(`paymentStatus.${kind}.body`)}</p>

      {attempt ? (
        <>
          <section
            aria-labelledby="status-details"
            className="mt-8 w-full rounded-2xl bg-sandal-50 p-5 text-left ring-1 ring-sandal-200"
          >
            <h2 id="status-details" className="font-display text-xl text-plum-900">
              {t("paymentStatus.detailsTitle")}
            </h2>
            <dl
              className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-stone-800"
              data-testid="status-details"
            >
              <dt className="font-medium text-stone-600">{t("paymentStatus.order")}</dt>
              <dd className="font-semibold text-stone-900" data-testid="status-oid">
                {attempt.oid}
              </dd>
              <dt className="font-medium text-stone-600">{t("paymentStatus.amount")}</dt>
              <dd className="tabular-nums">{formatEUR(attempt.totalCents, lng)}</dd>
              <dt className="font-medium text-stone-600">{t("paymentStatus.orderStatus")}</dt>
              <dd data-testid="status-order">{t(`tracking.status.${attempt.orderStatus}`)}</dd>
              <dt className="font-medium text-stone-600">{t("paymentStatus.paymentLabel")}</dt>
              <dd data-testid="status-payment">{t(`paymentStatus.payment.${attempt.paymentStatus}`)}</dd>
            </dl>
          </section>

          {kind === "success" ? (
            <>
              <p className="mt-6 text-stone-800">{t("paymentStatus.confirmationSent", { email: attempt.email })}</p>
              <Link to={attempt.trackHref} className={`${primaryClass} mt-6`}>
                {attempt.signedIn ? t("paymentStatus.myOrders") : t("paymentStatus.track")}
              </Link>
              <WithdrawLink href={attempt.withdrawHref} />
            </>
          ) : null}

          {kind === "pending" ? (
            <div className="mt-6 flex flex-col items-center gap-4">
              <p role="status" className="flex items-center gap-3 text-stone-700">
                <span
                  aria-hidden="true"
                  className="h-5 w-5 animate-spin rounded-full border-2 border-sandal-200 border-t-plum-800 motion-reduce:animate-none"
                />
                {t("paymentStatus.refreshNote")}
              </p>
              <a href={`/payment-status/pending?attempt=${encodeURIComponent(attempt.token)}`} className={primaryClass}>
                {t("paymentStatus.refresh")}
              </a>
              {attempt.canResume ? <ResumeForm token={attempt.token} primary={false} /> : null}
            </div>
          ) : null}

          {kind === "canceled" && attempt.canResume ? (
            <div className="mt-6 flex flex-col items-center gap-4">
              <p className="text-stone-800">{t("paymentStatus.resumeNote")}</p>
              <ResumeForm token={attempt.token} primary />
            </div>
          ) : null}
        </>
      ) : null}

      <Link to="/" className={`${attempt ? secondaryClass : primaryClass} mt-10`}>
        {t("paymentStatus.backHome")}
      </Link>
    </section>
  );
}
