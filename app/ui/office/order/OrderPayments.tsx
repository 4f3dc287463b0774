import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { OrderStock } from "~/modules/inventory/order-stock.server";
import type { OrderPayment } from "~/modules/payments/order-payments.server";
import { OFFICE_BASE } from "~/ui/office/nav";
import { useOfficeFormat } from "~/ui/office/format";
import { EmptyState, Panel, TableWrap, td, textLink, th } from "~/ui/office/parts";

/** Each payment attempt with the provider's notifications about it and the refunds made through it. */
export function OrderPayments({ payments }: { payments: OrderPayment[] }) {
  const { t } = useTranslation("order-office");
  const f = useOfficeFormat();
  return (
    <Panel title={t("payments.title")} id="order-payments-title">
      {payments.length === 0 ? (
        <EmptyState text={t("payments.none")} />
      ) : (
        <ol className="space-y-4" data-testid="order-payments">
          {payments.map((p) => (
            <li key={p.id} className="rounded-xl border border-sandal-200 p-4">
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                {(
                  [
                    [t("payments.provider"), t(`providerNames.${p.provider}`, { defaultValue: p.provider })],
                    [t("payments.method"), t(`methodNames.${p.method}`, { defaultValue: p.method })],
                    [t("payments.status"), t(`paymentStatus.${p.status}`, { defaultValue: p.status })],
                    [t("payments.amount"), f.money(p.amountCents)],
                    [t("payments.reference"), p.providerRef ?? "—"],
                    [t("payments.started"), f.dateTime(p.createdAt)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="font-medium text-stone-700">{label}</dt>
                    <dd className="break-all text-stone-ink">{value}</dd>
                  </div>
                ))}
              </dl>
              {p.failureReason ? (
                <p className="mt-2 text-sm text-stone-700">{t("payments.failure", { reason: p.failureReason })}</p>
              ) : null}
              <h3 className="mt-3 text-sm font-semibold text-stone-900">{t("payments.events")}</h3>
              {p.events.length ? (
                <ul className="mt-1 space-y-1 text-sm">
                  {p.events.map((e) => (
                    <li key={e.id} className="flex flex-wrap gap-x-3">
                      <span className="tabular-nums text-stone-700">{f.dateTime(e.receivedAt)}</span>
                      <span className="font-medium">{t(`paymentStatus.${e.status}`, { defaultValue: e.status })}</span>
                      <span className="break-all font-mono text-xs text-stone-600">{e.eventKey}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-stone-700">{t("payments.noEvents")}</p>
              )}
              {p.refunds.length ? (
                <>
                  <h3 className="mt-3 text-sm font-semibold text-stone-900">{t("payments.refunds")}</h3>
                  <ul className="mt-1 space-y-1 text-sm" data-testid="order-refunds">
                    {p.refunds.map((r) => (
                      <li key={r.id} className="flex flex-wrap gap-x-3">
                        <span className="tabular-nums text-stone-700">{f.dateTime(r.createdAt)}</span>
                        <span className="font-medium tabular-nums">{f.money(r.amountCents)}</span>
                        <span>{t(`refundStatus.${r.status}`)}</span>
                        {r.actor ? <span>{t("payments.by", { name: r.actor })}</span> : null}
                        {r.reason ? <span className="text-stone-700">{r.reason}</span> : null}
                        {r.failureReason ? <span className="text-red-800">{r.failureReason}</span> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** The units the order holds now, and every movement of stock it made (from the stock ledger). */
export function OrderStockPanel({ stock }: { stock: OrderStock }) {
  const { t } = useTranslation(["order-office", "inventory"]);
  const f = useOfficeFormat();
  return (
    <Panel title={t("stock.title")} id="order-stock-title">
      <p className="text-sm text-stone-800" data-testid="order-stock-held">
        {stock.held.length
          ? t("stock.holds", {
              list: stock.held.map((h) => `${f.number(h.units)} × ${h.title}`).join(", "),
            })
          : t("stock.holdsNone")}
      </p>
      {stock.movements.length ? (
        <div className="mt-4">
          <TableWrap label={t("stock.title")}>
            <table className="w-full min-w-[32rem] border-collapse" data-testid="order-stock">
              <caption className="sr-only">{t("stock.title")}</caption>
              <thead className="bg-sandal-100">
                <tr>
                  <th scope="col" className={th}>
                    {t("stock.when")}
                  </th>
                  <th scope="col" className={th}>
                    {t("stock.product")}
                  </th>
                  <th scope="col" className={th}>
                    {t("stock.reason")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("stock.change")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stock.movements.map((m) => (
                  <tr key={m.id} className="border-t border-sandal-200">
                    <td className={`${td} tabular-nums`}>{f.dateTime(m.createdAt)}</td>
                    <td className={td}>
                      <Link to={`${OFFICE_BASE}/inventory/${m.productId}`} className={textLink}>
                        {m.title}
                      </Link>
                    </td>
                    <td className={td}>{t(`inventory:reasons.${m.reason}`, { defaultValue: m.reason })}</td>
                    <td className={`${td} text-right tabular-nums`}>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </div>
      ) : null}
    </Panel>
  );
}
