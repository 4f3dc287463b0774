import { useTranslation } from "react-i18next";
import type { PaymentOutcome } from "~/modules/payments/history.server";
import { AccountBadge, type BadgeTone } from "./AccountBadge";

const tones: Record<PaymentOutcome, BadgeTone> = {
  success: "good",
  pending: "waiting",
  failed: "bad",
  refunded: "closed",
};

/** A payment's outcome: Success, Pending or Failed (and Refunded, said as it is). */
export function AccountPaymentOutcome({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation("account");
  return <AccountBadge tone={tones[outcome]}>{t(`payments.outcome.${outcome}`)}</AccountBadge>;
}
