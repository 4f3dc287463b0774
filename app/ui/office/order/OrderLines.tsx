import { useTranslation } from "react-i18next";
import type { OfficeOrderDetail } from "~/modules/orders/order-page.server";
import { Photo } from "~/ui/store/Photo";
import { useOfficeFormat } from "~/ui/office/format";
import { Panel, TableWrap, td, th } from "~/ui/office/parts";

/** The lines as sold (photo, unit price, quantity, line total) and the totals as charged. */
export function OrderLines({ order }: { order: OfficeOrderDetail }) {
  const { t } = useTranslation("order-office");
  const f = useOfficeFormat();
  const { totals } = order;
  const rows: [string, string, string?][] = [
    [t("totals.subtotal"), f.money(totals.subtotalCents)],
    ...(totals.discountCents > 0
      ? [
          [
            totals.discountCode ? t("totals.discountCode", { code: totals.discountCode }) : t("totals.discount"),
            `−${f.money(totals.discountCents)}`,
          ] as [string, string],
        ]
      : []),
    [t("totals.shipping"), totals.shippingCents === 0 ? t("totals.free") : f.money(totals.shippingCents)],
    [t("totals.vat"), f.money(totals.vatCents)],
    [t("totals.total"), f.money(totals.totalCents), "total"],
    [t("totals.refunded"), f.money(totals.refundedCents), "refunded"],
  ];
  return (
    <Panel title={t("lines.title")} id="order-lines-title">
      <TableWrap label={t("lines.title")}>
        <table className="w-full min-w-[36rem] border-collapse" data-testid="order-lines">
          <caption className="sr-only">{t("lines.title")}</caption>
          <thead className="bg-sandal-100">
            <tr>
              <th scope="col" className={th}>
                {t("lines.product")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("lines.unit")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("lines.quantity")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("lines.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id} className="border-t border-sandal-200">
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="flex items-center gap-3">
                    <span className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-sandal-100">
                      {l.image ? (
                        <Photo image={l.image} alt="" sizes="56px" className="h-14 w-14 object-cover" loading="lazy" />
                      ) : null}
                    </span>
                    <span>{l.title}</span>
                  </span>
                </th>
                <td className={`${td} text-right tabular-nums`}>{f.money(l.unitPriceCents)}</td>
                <td className={`${td} text-right tabular-nums`}>{f.number(l.quantity)}</td>
                <td className={`${td} text-right tabular-nums`}>{f.money(l.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <dl className="mt-4 ml-auto max-w-sm divide-y divide-sandal-200" data-testid="order-totals">
        {rows.map(([label, value, kind]) => (
          <div key={label} className="flex justify-between gap-4 py-2 text-sm">
            <dt className={kind === "total" ? "font-semibold text-stone-900" : "text-stone-700"}>{label}</dt>
            <dd
              className={`tabular-nums ${kind === "total" ? "font-semibold text-stone-900" : "text-stone-ink"}`}
              data-testid={kind ? `order-${kind}` : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
