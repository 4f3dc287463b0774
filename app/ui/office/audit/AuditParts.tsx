import { useTranslation } from "react-i18next";
import type { AuditRow } from "~/modules/audit/audit-list.server";
import { InputField, SelectField } from "~/ui/kit/Field";
import { useOfficeFormat } from "../format";
import { td } from "../parts";
import { OfficeTable, rowClass } from "../tables";

/** The audit page's filters (inside its GET search form) and its table. */

export function AuditFilters({
  choices,
  query,
}: {
  choices: { actions: string[]; entities: string[] };
  query: { action?: string; entity?: string; from?: string; to?: string };
}) {
  const { t } = useTranslation("audit");
  return (
    <>
      <div className="w-52">
        <SelectField id="audit-action" name="action" label={t("filters.action")} defaultValue={query.action ?? ""}>
          <option value="">{t("filters.any")}</option>
          {choices.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="w-44">
        <SelectField id="audit-entity" name="entity" label={t("filters.entity")} defaultValue={query.entity ?? ""}>
          <option value="">{t("filters.any")}</option>
          {choices.entities.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="w-44">
        <InputField id="audit-from" name="from" type="date" label={t("filters.from")} defaultValue={query.from ?? ""} />
      </div>
      <div className="w-44">
        <InputField id="audit-to" name="to" type="date" label={t("filters.to")} defaultValue={query.to ?? ""} />
      </div>
    </>
  );
}

function Changes({ row }: { row: AuditRow }) {
  const { t } = useTranslation("audit");
  if (row.changes.length === 0 && row.details.length === 0) return <span className="text-stone-600">—</span>;
  return (
    <dl className="space-y-1 text-xs">
      {row.changes.map((c) => (
        <div key={`c-${c.field}`} className="flex flex-wrap gap-x-1">
          <dt className="font-semibold">{c.field}:</dt>
          <dd className="break-all">
            {c.from === null ? (
              <span className="italic text-stone-600">{t("none")}</span>
            ) : (
              <del className="text-red-900">{c.from}</del>
            )}{" "}
            <span aria-hidden="true">→</span>
            <span className="sr-only">{t("becomes")}</span>{" "}
            {c.to === null ? (
              <span className="italic text-stone-600">{t("none")}</span>
            ) : (
              <ins className="text-emerald-900 no-underline">{c.to}</ins>
            )}
          </dd>
        </div>
      ))}
      {row.details.map((d) => (
        <div key={`d-${d.field}`} className="flex flex-wrap gap-x-1 text-stone-700">
          <dt className="font-semibold">{d.field}:</dt>
          <dd className="break-all">{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { t } = useTranslation("audit");
  const f = useOfficeFormat();
  const columns = (["when", "who", "action", "entity", "changes"] as const).map((key) => ({
    key,
    label: t(`columns.${key}`),
  }));
  return (
    <OfficeTable caption={t("title")} columns={columns} minWidth="min-w-[56rem]" testId="audit-table">
      {rows.map((r) => (
        <tr key={r.id} className={rowClass}>
          <td className={`${td} whitespace-nowrap`}>{f.dateTime(r.createdAt)}</td>
          <td className={td}>
            {r.actor ? (
              <>
                <span className="block">{r.actor.name}</span>
                <span className="block break-all text-xs text-stone-600">{r.actor.email}</span>
              </>
            ) : (
              <span className="italic">{t("system")}</span>
            )}
            {r.ip ? <span className="block text-xs text-stone-600">{r.ip}</span> : null}
          </td>
          <th scope="row" className={`${td} text-left font-mono text-xs font-semibold`}>
            {r.action}
          </th>
          <td className={td}>
            <span className="block">{r.entity}</span>
            {r.entityId ? <span className="block break-all font-mono text-xs text-stone-600">{r.entityId}</span> : null}
          </td>
          <td className={`${td} max-w-lg`}>
            <Changes row={r} />
          </td>
        </tr>
      ))}
    </OfficeTable>
  );
}
