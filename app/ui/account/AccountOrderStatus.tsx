import { useTranslation } from "react-i18next";

const colours: Record<string, string> = {
  pending: "bg-saffron-100 text-stone-ink ring-saffron-700/30",
  processing: "bg-plum-50 text-plum-900 ring-plum-800/25",
  shipped: "bg-sky-50 text-sky-900 ring-sky-800/25",
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-800/25",
  cancelled: "bg-stone-100 text-stone-800 ring-stone-500/30",
  returned: "bg-red-50 text-red-900 ring-red-800/25",
};

/** An order's status as a translated badge. */
export function AccountOrderStatus({ status }: { status: string }) {
  const { t } = useTranslation("account");
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${colours[status] ?? colours.cancelled}`}
      data-testid="order-status"
    >
      {t(`status.${status}`)}
    </span>
  );
}
