import { useTranslation } from "react-i18next";
import { fullName, useOfficeFormat } from "~/ui/office/format";
import { TableWrap, td, th } from "~/ui/office/parts";
import type { RefundHistoryRow, RefundPageOrder } from "./types";

const tone: Record<RefundHistoryRow["status"], string> = {
  succeeded: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};

/** The order's earlier refunds: when, how much, what, by whom, and how each ended. */
export function RefundHistory({ refunds, order }: { refunds: RefundHistoryRow[]; order: RefundPageOrder }) {
  const { t } = useTranslation("refunds-office");
  const f = useOfficeFormat();
  const titles = new Map(order.lines.map((l) => [l.id, l.title]));
  if (refunds.length === 0) return <p className="text-stone-700">{t("history.none")}</p>;
  const what = (r: RefundHistoryRow) =>
    r.detail.kind === "amount"
      ? t("kind.amount")
      : [
          ...r.detail.lines.map((l) => `${l.quantity} × ${titles.get(l.lineId) ?? "—"}`),
          ...(r.detail.shipping ? [t("history.shipping")] : []),
        ].join(", ") || t(`kind.${r.detail.kind}`);
  return (
    <TableWrap label={t("history.title")}>
      <table className="min-w-full divide-y divide-sandal-200" data-testid="refund-history">
        <thead className="bg-sandal-50">
          <tr>
            <th scope="col" className={th}>
              {t("history.when")}
            </th>
            <th scope="col" className={th}>
              {t("history.amount")}
            </th>
            <th scope="col" className={th}>
              {t("history.what")}
            </th>
            <th scope="col" className={th}>
              {t("history.status")}
            </th>
            <th scope="col" className={th}>
              {t("history.by")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sandal-200">
          {refunds.map((r) => (
            <tr key={r.id}>
              <td className={td}>{f.dateTime(r.createdAt)}</td>
              <td className={`${td} font-semibold`}>{f.money(r.amountCents)}</td>
              <td className={td}>
                {what(r)}
                {r.reason ? <p className="mt-1 text-stone-700">{t("history.reason", { reason: r.reason })}</p> : null}
              </td>
              <td className={td}>
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone[r.status]}`}>
                  {t(`status.${r.status}`)}
                </span>
                {r.status === "failed" && r.failureReason ? (
                  <p className="mt-1 text-stone-700">{r.failureReason}</p>
                ) : null}
              </td>
              <td className={td}>{r.actor ? fullName(r.actor) : t("history.provider")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
