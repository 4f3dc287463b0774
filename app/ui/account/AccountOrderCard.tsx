import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { ShopperOrder } from "~/modules/orders/customer-orders.server";
import { accountButtonClass, accountSecondaryButtonClass } from "./AccountField";
import { formatDate } from "~/lib/dates";
import { AccountOrderStatus } from "./AccountOrderStatus";
import { AccountOrderWithdrawal } from "./AccountOrderWithdrawal";
import { ProductThumb } from "~/ui/kit/ProductThumb";

/** One order of the shopper: reference, date, status, lines, totals in EUR, and Cancel while allowed. */
export function AccountOrderCard({
  order,
  countryName,
  confirming,
}: {
  order: ShopperOrder;
  /** The name of the country shipped to, in the page's language (written by the loader). */
  countryName: string;
  confirming?: ReactNode;
}) {
  const { t, i18n } = useTranslation("account");
  const lng = i18n.language;
  const money = (cents: number) => formatEUR(cents, lng);
  const headingId = `order-${order.oid}-title`;
  return (
    <article
      id={`order-${order.oid}`}
      aria-labelledby={headingId}
      className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm md:p-6"
      data-testid="order-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-xl text-plum-900">
            {t("orders.orderRef", { oid: order.oid })}
          </h3>
          <p className="mt-1 text-sm text-stone-700">
            {t("orders.placedOn", { date: formatDate(order.createdAt, lng, "long") })}
            {order.placedAsGuest ? <> · {t("orders.asGuest")}</> : null}
          </p>
        </div>
        <AccountOrderStatus status={order.status} />
      </header>

      <ul className="mt-4 divide-y divide-sandal-200 border-y border-sandal-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-4 py-3">
            <ProductThumb src={line.imageUrl} size={56} />
            <div className="min-w-0 flex-1">
              {line.productSlug ? (
                <Link
                  to={`/product/${line.productSlug}`}
                  className="font-medium text-stone-900 underline-offset-4 hover:underline"
                >
                  {line.title}
                </Link>
              ) : (
                <span className="font-medium text-stone-900">{line.title}</span>
              )}
              <p className="text-sm text-stone-700">
                {t("orders.quantityTimesPrice", { quantity: line.quantity, price: money(line.unitPriceCents) })}
              </p>
            </div>
            <span className="font-medium tabular-nums text-stone-900">{money(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>

      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <div className="text-sm text-stone-800">
          <h4 className="font-semibold text-stone-900">{t("orders.shipTo")}</h4>
          <p className="mt-1">
            {order.shipTo.name}
            <br />
            {order.shipTo.street}
            <br />
            {order.shipTo.postalCode} {order.shipTo.city}
            <br />
            {countryName}
          </p>
          {order.shipment ? (
            <p className="mt-2">
              {t("orders.shipment", { carrier: order.shipment.carrier ?? "", awb: order.shipment.awb })}
            </p>
          ) : null}
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-stone-800 sm:justify-self-end">
          <dt>{t("orders.subtotal")}</dt>
          <dd className="text-right tabular-nums">{money(order.subtotalCents)}</dd>
          {order.discountCents > 0 ? (
            <>
              <dt>{order.discountCode ? `${t("orders.discount")} (${order.discountCode})` : t("orders.discount")}</dt>
              <dd className="text-right tabular-nums">−{money(order.discountCents)}</dd>
            </>
          ) : null}
          <dt>{t("orders.shipping")}</dt>
          <dd className="text-right tabular-nums">
            {order.shippingCents === 0 ? t("orders.freeShipping") : money(order.shippingCents)}
          </dd>
          <dt className="text-stone-700">{t("orders.vatIncluded")}</dt>
          <dd className="text-right tabular-nums text-stone-700">{money(order.vatCents)}</dd>
          <dt className="mt-1 border-t border-sandal-200 pt-1 font-semibold text-stone-900">{t("orders.total")}</dt>
          <dd
            className="mt-1 border-t border-sandal-200 pt-1 text-right font-semibold tabular-nums text-stone-900"
            data-testid="order-total"
          >
            {money(order.totalCents)}
          </dd>
        </dl>
      </div>

      {order.payment ? (
        // A plain form: the checkout starts the same payment attempt again (no second order).
        <form method="post" action="/pages/payment-proceed" className="mt-5 rounded-xl bg-saffron-100 p-4">
          <p className="text-sm text-stone-800">
            {t("orders.awaitingPayment", { time: formatDate(order.payment.reservedUntil, lng, "medium", true) })}
          </p>
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="attempt" value={order.payment.token} />
          <button type="submit" className={`${accountButtonClass} mt-3`} aria-describedby={headingId}>
            {t("orders.payNow")}
          </button>
        </form>
      ) : null}

      {order.cancellable ? (
        <div className="mt-5">
          {confirming ?? (
            <Link
              to={`/account/orders?cancel=${encodeURIComponent(order.oid)}#order-${order.oid}`}
              preventScrollReset
              className={accountSecondaryButtonClass}
              aria-describedby={headingId}
            >
              {t("orders.cancel")}
            </Link>
          )}
        </div>
      ) : null}
      <AccountOrderWithdrawal order={order} describedBy={headingId} />
    </article>
  );
}
