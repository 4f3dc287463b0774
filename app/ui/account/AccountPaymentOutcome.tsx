import { useTranslation } from "react-i18next";
import type { PaymentOutcome } from "~/modules/payments/history.server";

const colours: Record<PaymentOutcome, string> = {
  success: "bg-emerald-50 text-emerald-900 ring-emerald-800/25",
  pending: "bg-saffron-100 text-stone-ink ring-saffron-700/30",
  failed: "bg-red-50 text-red-900 ring-red-800/25",
  refunded: "bg-stone-100 text-stone-800 ring-stone-500/30",
};

/** A payment's outcome: Success, Pending or Failed (and Refunded, said as it is). */
export function AccountPaymentOutcome({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation("account");
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${colours[outcome]}`}
    >
      {t(`payments.outcome.${outcome}`)}
    </span>
  );
}
