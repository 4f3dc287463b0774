import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { StaffWithdrawal } from "~/modules/withdrawal/withdrawal.server";
import { useOfficeFormat } from "~/ui/office/format";
import { secondaryButton } from "~/ui/office/parts";

/**
 * Whether the acknowledgement went out: when; else its sends so far, the last error and the next
 * try (the retry job, modules/withdrawal/ack-retry.server.ts), or that it stopped trying.
 */
export function AcknowledgementState({ withdrawal: w }: { withdrawal: StaffWithdrawal }) {
  const { t } = useTranslation("withdrawal");
  const { dateTime } = useOfficeFormat();
  if (w.acknowledgedAt) {
    const time = dateTime(w.acknowledgedAt);
    return w.ackAttempts > 1
      ? t("office.acknowledgedAfter", { time, attempts: w.ackAttempts })
      : t("office.acknowledged", { time });
  }
  const error = w.ackLastError ?? t("office.ackErrorUnknown");
  if (!w.ackNextAt) return t("office.ackGaveUp", { attempts: w.ackAttempts, error, email: w.email });
  const next = dateTime(w.ackNextAt);
  return w.ackLastError
    ? t("office.ackRetrying", { attempts: w.ackAttempts, error, time: next })
    : t("office.ackPending", { attempts: w.ackAttempts, time: next });
}

/**
 * The buyer withdrew (CRD art. 11a): when and how, the refund's due date (14 days, art. 13), the
 * goods expected back, and the way into the refund flow (decision 010).
 */
export function WithdrawalPanel({ withdrawal: w, refundHref }: { withdrawal: StaffWithdrawal; refundHref: string }) {
  const { t } = useTranslation("withdrawal");
  const f = useOfficeFormat();
  return (
    <section
      aria-labelledby="order-withdrawal-title"
      className="mt-6 rounded-2xl border border-saffron-500/50 bg-saffron-100 p-5 text-stone-900"
      data-testid="order-withdrawal"
    >
      <h2 id="order-withdrawal-title" className="font-display text-xl text-plum-900">
        {t("office.title")}
      </h2>
      <p className="mt-2">
        {t("office.lead", {
          time: f.dateTime(w.at),
          via: w.via === "guest" ? t("office.viaGuest") : t("office.viaAccount"),
          name: w.name,
          email: w.email,
        })}
      </p>
      <p className="mt-3 font-semibold" data-testid="withdrawal-refund-due">
        {t("office.refundDue", { date: f.date(w.refundDueBy) })}
      </p>
      <p className="mt-1 text-sm text-stone-800">{t("office.refundNote")}</p>
      <h3 className="mt-4 font-semibold">{t("office.goods")}</h3>
      {w.whole ? <p className="text-sm">{t("office.whole")}</p> : null}
      <ul className="mt-1 list-disc pl-5 text-sm">
        {w.lines.map((l, i) => (
          <li key={i}>{t("office.line", { quantity: l.quantity, bought: l.bought, title: l.title })}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-800" data-testid="withdrawal-ack">
        <AcknowledgementState withdrawal={w} />
      </p>
      <Link to={refundHref} className={`${secondaryButton} mt-4 bg-white`}>
        {t("office.refundLink")}
      </Link>
    </section>
  );
}
