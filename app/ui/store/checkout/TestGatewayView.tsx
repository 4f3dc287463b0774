import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import { Notice } from "~/ui/kit/Notice";

export interface GatewayPayment {
  oid: string;
  method: string;
  amountCents: number;
  currency: string;
  paymentStatus: string;
  orderStatus: string;
  open: boolean;
  canLeavePending: boolean;
}

const base =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70";
const payClass = `${base} bg-plum-800 text-white hover:bg-plum-900`;
const declineClass = `${base} bg-white text-red-800 ring-2 ring-red-800/60 hover:bg-red-50`;
const pendingClass = `${base} bg-white text-plum-800 ring-1 ring-plum-800/40 hover:bg-sandal-100`;
const cancelClass =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-medium text-stone-800 underline underline-offset-4 hover:text-plum-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

/**
 * The built-in test gateway's hosted page: loudly marked as a test, the order and its amount, and
 * the tester's choices. Plain form posts: it works without JS, like a provider's page.
 */
export function TestGatewayView({
  payment,
  error,
}: {
  payment: GatewayPayment;
  error: { error: string; status?: string } | null;
}) {
  const { t, i18n } = useTranslation("checkout");
  const { t: tPages } = useTranslation("pages");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const status = tPages(`paymentStatus.payment.${error?.status ?? payment.paymentStatus}`);
  return (
    <div className="mx-auto max-w-lg px-4 py-10 md:py-14">
      <div
        role="note"
        data-testid="test-banner"
        className="rounded-2xl border-2 border-dashed border-saffron-600 bg-saffron-100 p-4 text-stone-900"
      >
        <p className="flex items-center gap-3 font-bold">
          <span className="rounded-md bg-plum-900 px-2 py-0.5 text-xs uppercase tracking-widest text-white">Test</span>
          {t("gateway.banner")}
        </p>
        <p className="mt-2 text-sm">{t("gateway.bannerBody")}</p>
      </div>

      <section className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sandal-200">
        <h1 className="font-display text-2xl text-plum-900 md:text-3xl">{t("gateway.title", { oid: payment.oid })}</h1>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-stone-800">
          <dt className="font-medium text-stone-600">{t("gateway.order")}</dt>
          <dd className="font-semibold text-stone-900">{payment.oid}</dd>
          <dt className="font-medium text-stone-600">{t("gateway.amount")}</dt>
          <dd className="font-display text-xl font-semibold tabular-nums text-plum-900" data-testid="gateway-amount">
            {formatEUR(payment.amountCents, i18n.language)}
          </dd>
          <dt className="font-medium text-stone-600">{t("gateway.method")}</dt>
          <dd>{t(`page.methods.${payment.method}`)}</dd>
          <dt className="font-medium text-stone-600">{t("gateway.status")}</dt>
          <dd>{tPages(`paymentStatus.payment.${payment.paymentStatus}`)}</dd>
        </dl>

        {error ? (
          <Notice tone="error" as="p" className="mt-5">
            {t(error.error, { status })}
          </Notice>
        ) : null}

        <Form method="post" className="mt-6">
          {payment.open ? (
            <fieldset disabled={busy}>
              <legend className="font-medium text-stone-900">{t("gateway.choose")}</legend>
              <div className="mt-3 grid gap-3">
                <button type="submit" name="intent" value="approve" className={payClass}>
                  {t("gateway.pay")}
                </button>
                <button type="submit" name="intent" value="decline" className={declineClass}>
                  {t("gateway.decline")}
                </button>
                {payment.canLeavePending ? (
                  <button type="submit" name="intent" value="pending" className={pendingClass}>
                    {t("gateway.pending")}
                  </button>
                ) : null}
              </div>
            </fieldset>
          ) : error ? null : (
            <Notice tone="info" as="p">
              {t("gateway.closed", { status })}
            </Notice>
          )}
          <div className="mt-5 border-t border-sandal-200 pt-4 text-center">
            <button type="submit" name="intent" value="cancel" className={cancelClass} disabled={busy}>
              {t("gateway.cancel")}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
