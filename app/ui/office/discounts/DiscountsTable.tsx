import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { OfficeTable, rowClass } from "~/ui/office/tables";
import { useOfficeFormat } from "~/ui/office/format";
import { EmptyState, td, textLink } from "~/ui/office/parts";

/** A code as the list shows it (dates as the loader sends them). */
export interface DiscountRow {
  id: string;
  code: string;
  kind: "percent" | "fixed";
  value: number;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  minOrderCents: number;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  active: boolean;
  welcome: boolean;
}

const badge = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1";
const TONES = {
  active: "bg-emerald-50 text-emerald-900 ring-emerald-900/20",
  scheduled: "bg-saffron-100 text-stone-900 ring-stone-900/20",
  ended: "bg-stone-100 text-stone-800 ring-stone-800/20",
  disabled: "bg-stone-100 text-stone-800 ring-stone-800/20",
  usedUp: "bg-red-50 text-red-900 ring-red-900/20",
} as const;

/** The state a code is in at `now`: what the shopper would meet. */
export function codeStatus(row: DiscountRow, now: number): keyof typeof TONES {
  if (!row.active) return "disabled";
  if (row.startsAt && now < new Date(row.startsAt).getTime()) return "scheduled";
  if (row.endsAt && now >= new Date(row.endsAt).getTime()) return "ended";
  if (row.totalLimit !== null && row.usedCount >= row.totalLimit) return "usedUp";
  return "active";
}

export function DiscountsTable({ rows, now }: { rows: DiscountRow[]; now: number }) {
  const { t } = useTranslation("discounts");
  const f = useOfficeFormat();
  if (rows.length === 0) return <EmptyState text={t("office.empty")} />;
  const day = (d: Date | string) => f.date(new Date(d).toISOString());
  const last = (d: Date | string) => f.date(new Date(new Date(d).getTime() - 1).toISOString());
  return (
    <OfficeTable
      caption={t("office.tableCaption")}
      minWidth="min-w-[56rem]"
      testId="discounts-table"
      columns={[
        { key: "code", label: t("office.columns.code") },
        { key: "discount", label: t("office.columns.discount") },
        { key: "dates", label: t("office.columns.dates") },
        { key: "minOrder", label: t("office.columns.minOrder"), end: true },
        { key: "uses", label: t("office.columns.uses"), end: true },
        { key: "perCustomer", label: t("office.columns.perCustomer"), end: true },
        { key: "status", label: t("office.columns.status") },
        { key: "edit", label: t("office.columns.edit"), hidden: true },
      ]}
    >
      {rows.map((row) => {
        const status = codeStatus(row, now);
        return (
          <tr key={row.id} className={rowClass} data-testid="discount-row">
            <td className={`${td} font-mono font-semibold`}>
              {row.code}
              {row.welcome ? (
                <span className="mt-1 block font-sans text-xs font-normal text-stone-700">{t("office.welcome")}</span>
              ) : null}
            </td>
            <td className={td}>
              {row.kind === "percent"
                ? t("office.percentOff", { percent: row.value })
                : t("office.amountOff", { amount: f.money(row.value) })}
            </td>
            <td className={td}>
              {row.startsAt ? t("office.from", { date: day(row.startsAt) }) : t("office.always")}
              {row.endsAt ? <span className="block">{t("office.until", { date: last(row.endsAt) })}</span> : null}
            </td>
            <td className={`${td} text-right tabular-nums`}>{row.minOrderCents ? f.money(row.minOrderCents) : "—"}</td>
            <td className={`${td} text-right tabular-nums`}>
              {row.totalLimit === null
                ? f.number(row.usedCount)
                : `${f.number(row.usedCount)} / ${f.number(row.totalLimit)}`}
            </td>
            <td className={`${td} text-right tabular-nums`}>
              {row.perCustomerLimit === null ? "—" : f.number(row.perCustomerLimit)}
            </td>
            <td className={td}>
              <span className={`${badge} ${TONES[status]}`}>{t(`office.status.${status}`)}</span>
            </td>
            <td className={td}>
              <Link to={`/sattva-administration/discounts/${row.id}`} className={textLink}>
                {t("office.edit")}
                <span className="sr-only"> {row.code}</span>
              </Link>
            </td>
          </tr>
        );
      })}
    </OfficeTable>
  );
}
