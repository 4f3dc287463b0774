import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { useOfficeFormat } from "~/ui/office/format";
import { DetailList, PageHeader, Panel, textLink } from "~/ui/office/parts";
import { RefundForm } from "./RefundForm";
import { RefundHistory } from "./RefundHistory";
import type { RefundFormAnswer, RefundHistoryRow, RefundPageOrder } from "./types";

/** What a person must do about a flagged order, in words: the refund form is one of the ways. */
function ReviewBox({ review }: { review: NonNullable<RefundPageOrder["review"]> }) {
  const { t } = useTranslation("refunds-office");
  return (
    <section
      aria-labelledby="refund-review-title"
      className="rounded-2xl border-2 border-amber-600 bg-amber-50 p-5"
      data-testid="refund-review"
    >
      <h2 id="refund-review-title" className="font-display text-xl text-stone-900">
        {t("review.title")}
      </h2>
      <p className="mt-2 text-stone-900">{t(`review.${review.kind}`)}</p>
      {review.kind === "other" ? (
        <p className="mt-2 text-sm text-stone-800">{t("review.recorded", { reason: review.reason })}</p>
      ) : null}
    </section>
  );
}

export function RefundPage({
  order,
  payment,
  state,
  idempotencyKey,
  orderHref,
  canRefund,
  answer,
}: {
  order: RefundPageOrder;
  payment: { provider: string; method: string; amountCents: number } | null;
  state: { refundableCents: number; refundedCents: number; refunds: RefundHistoryRow[] };
  idempotencyKey: string;
  orderHref: string;
  /** An admin: the form. Anyone else on staff: who can refund instead. */
  canRefund: boolean;
  answer?: RefundFormAnswer;
}) {
  const { t } = useTranslation("refunds-office");
  const f = useOfficeFormat();
  const provider = payment ? t(`provider.${payment.provider}`, { defaultValue: payment.provider }) : "";
  return (
    <div className="space-y-6">
      <p>
        <Link to={orderHref} className={textLink}>
          {t("back", { oid: order.oid })}
        </Link>
      </p>
      <PageHeader title={t("title", { oid: order.oid })} lead={payment ? t("lead", { provider }) : t("noPayment")} />
      {order.review ? <ReviewBox review={order.review} /> : null}
      <Panel id="refund-summary" title={t("summary.title")}>
        <DetailList
          rows={[
            [t("summary.paid"), payment ? f.money(payment.amountCents) : "—"],
            [t("summary.refunded"), f.money(state.refundedCents)],
            [t("summary.refundable"), f.money(state.refundableCents)],
            [t("summary.buyer"), order.email],
          ]}
        />
      </Panel>
      <Panel id="refund-history-title" title={t("history.title")}>
        <RefundHistory refunds={state.refunds} order={order} />
      </Panel>
      <Panel id="refund-form-title" title={t("form.title")}>
        {!canRefund ? (
          <p className="text-stone-800" data-testid="refund-admin-only">
            {t("adminOnly")}
          </p>
        ) : payment && state.refundableCents > 0 ? (
          <RefundForm
            order={order}
            refundableCents={state.refundableCents}
            idempotencyKey={idempotencyKey}
            orderHref={orderHref}
            answer={answer}
          />
        ) : (
          <p className="text-stone-800" data-testid="refund-nothing">
            {payment ? t("nothingLeft") : t("noPayment")}
          </p>
        )}
      </Panel>
    </div>
  );
}
