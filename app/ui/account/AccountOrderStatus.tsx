import { useTranslation } from "react-i18next";
import { AccountBadge, type BadgeTone } from "./AccountBadge";

const tones: Record<string, BadgeTone> = {
  pending: "waiting",
  processing: "working",
  shipped: "moving",
  delivered: "good",
  cancelled: "closed",
  returned: "bad",
};

/** An order's status as a translated badge. */
export function AccountOrderStatus({ status }: { status: string }) {
  const { t } = useTranslation("account");
  return (
    <AccountBadge tone={tones[status] ?? "closed"} testId="order-status">
      {t(`status.${status}`)}
    </AccountBadge>
  );
}
