import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { ShopperOrder } from "~/modules/orders/customer-orders.server";
import { accountSecondaryButtonClass } from "./AccountField";
import { formatDate, formatDay } from "~/lib/dates";

/**
 * The order's withdrawal function (art. 11a): "Withdraw from contract here" while the period is
 * open, "withdrawal requested" once the buyer used it, the day it ended after that.
 */
export function AccountOrderWithdrawal({ order, describedBy }: { order: ShopperOrder; describedBy: string }) {
  const { t, i18n } = useTranslation("withdrawal");
  const lng = i18n.language;
  const w = order.withdrawal;
  if (w.requestedAt) {
    return (
      <p
        className="mt-4 inline-flex rounded-full bg-saffron-100 px-3 py-1 text-sm font-semibold text-stone-900"
        data-testid="withdrawal-requested"
      >
        {t("account.requested", { date: formatDate(w.requestedAt, lng, "long", true) })}
      </p>
    );
  }
  if (w.open) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link
          to={`/pages/withdrawal?order=${encodeURIComponent(order.oid)}`}
          className={accountSecondaryButtonClass}
          aria-describedby={describedBy}
        >
          {t("control")}
        </Link>
        {w.until ? (
          <span className="text-sm text-stone-700">{t("account.until", { date: formatDay(w.until, lng) })}</span>
        ) : null}
      </div>
    );
  }
  if (w.ended)
    return <p className="mt-4 text-sm text-stone-700">{t("account.ended", { date: formatDay(w.ended, lng) })}</p>;
  return null;
}
