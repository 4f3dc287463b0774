import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { StockMovementRow } from "~/modules/inventory/inventory.server";
import type { InventoryRow } from "~/modules/office/lists.server";
import { useOfficeFormat } from "~/ui/office/format";
import { StockBadge, td, textLink } from "~/ui/office/parts";
import { OfficeTable, rowClass, type Column } from "~/ui/office/tables";

export const INVENTORY_PATH = "/sattva-administration/inventory";

const figure = `${td} text-right tabular-nums`;

/** The inventory: pid, title (to its stock page), brand, category, stock with its status, threshold. */
export function InventoryTable({ rows, caption }: { rows: InventoryRow[]; caption: string }) {
  const { t } = useTranslation(["inventory", "office"]);
  const f = useOfficeFormat();
  const columns: Column[] = [
    "pid",
    "title",
    "brand",
    "category",
    { key: "stock", end: true },
    { key: "threshold", label: t("columns.threshold"), end: true },
  ];
  return (
    <OfficeTable caption={caption} columns={columns} minWidth="min-w-[44rem]" testId="inventory-table">
      {rows.map((p) => (
        <tr key={p.id} className={rowClass}>
          <td className={`${td} font-mono text-xs`}>{p.pid}</td>
          <th scope="row" className={`${td} text-left font-medium`}>
            <Link to={`${INVENTORY_PATH}/${p.id}`} className={textLink}>
              {p.title}
            </Link>
          </th>
          <td className={td}>{p.brand}</td>
          <td className={td}>{p.category}</td>
          <td className={`${td} text-right`}>
            <span className="flex items-center justify-end gap-2">
              <span className="tabular-nums">{f.number(p.stock)}</span>
              <StockBadge status={p.status} />
            </span>
          </td>
          <td className={figure}>{f.number(p.threshold)}</td>
        </tr>
      ))}
    </OfficeTable>
  );
}

/** A product's stock movements, newest first. */
export function StockHistoryTable({ rows, caption }: { rows: StockMovementRow[]; caption: string }) {
  const { t } = useTranslation(["inventory", "office"]);
  const f = useOfficeFormat();
  const label = (key: string, end = false) => ({ key, label: t(`columns.${key}`), end });
  const columns: Column[] = [
    label("date"),
    label("reason"),
    label("delta", true),
    label("stockAfter", true),
    label("note"),
    label("order"),
    label("who"),
  ];
  const none = t("office:common.none");
  return (
    <OfficeTable caption={caption} columns={columns} minWidth="min-w-[48rem]" testId="stock-history">
      {rows.map((m) => (
        <tr key={m.id} className={rowClass}>
          <td className={`${td} whitespace-nowrap`}>{f.dateTime(m.createdAt)}</td>
          <td className={td}>{t(`reasons.${m.reason}`)}</td>
          <td className={figure}>{m.delta > 0 ? `+${f.number(m.delta)}` : f.number(m.delta)}</td>
          <td className={figure}>{f.number(m.stockAfter)}</td>
          <td className={`${td} break-words`}>{m.note ?? none}</td>
          <td className={td}>
            {m.oid ? (
              <Link to={`/sattva-administration/orders?view=oid&oid=${encodeURIComponent(m.oid)}`} className={textLink}>
                {m.oid}
              </Link>
            ) : (
              none
            )}
          </td>
          <td className={td}>{m.actor ?? none}</td>
        </tr>
      ))}
    </OfficeTable>
  );
}
