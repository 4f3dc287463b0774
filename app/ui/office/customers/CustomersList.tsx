import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerRow } from "~/modules/office/customers/list.server";
import { CUSTOMERS_PATH, type CustomersQuery } from "~/modules/office/customers/schemas";
import { fieldClass } from "~/ui/kit/Field";
import { fullName, useOfficeFormat } from "../format";
import { TableWrap, td, textLink, th } from "../parts";
import { rowClass } from "../tables";

/** The customers list's filters, inside the search form (a GET: works without JavaScript). */
export function CustomerFilters({ query }: { query: CustomersQuery }) {
  const { t } = useTranslation("customers-office");
  const { t: to } = useTranslation("office");
  return (
    <>
      {query.mode ? <input type="hidden" name="mode" value={query.mode} /> : null}
      <Filter name="role" label={t("list.filters.role")} value={query.role}>
        {(["user", "manager", "admin"] as const).map((r) => (
          <option key={r} value={r}>
            {to(`roles.${r}`)}
          </option>
        ))}
      </Filter>
      <Filter name="disabled" label={t("list.filters.disabled")} value={query.disabled}>
        <option value="no">{t("list.filters.enabled")}</option>
        <option value="yes">{t("list.filters.disabledOnly")}</option>
      </Filter>
      <Filter name="newsletter" label={t("list.filters.newsletter")} value={query.newsletter}>
        <option value="yes">{t("list.filters.subscribed")}</option>
        <option value="no">{t("list.filters.notSubscribed")}</option>
      </Filter>
    </>
  );
}

function Filter({
  name,
  label,
  value,
  children,
}: {
  name: string;
  label: string;
  value: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation("customers-office");
  const id = `customers-filter-${name}`;
  return (
    <div className="min-w-36">
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={`${fieldClass} min-h-11 border-stone-500`}>
        <option value="">{t("list.filters.any")}</option>
        {children}
      </select>
    </div>
  );
}

const badge = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1";

export function LoginBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation("customers-office");
  return disabled ? (
    <span className={`${badge} bg-red-50 text-red-900 ring-red-900/20`}>{t("status.disabled")}</span>
  ) : (
    <span className={`${badge} bg-emerald-50 text-emerald-900 ring-emerald-900/20`}>{t("status.active")}</span>
  );
}

const actionLink =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/25 hover:bg-sandal-100";

/**
 * The customers table. Each name opens the customer page; in manage mode (admins) a last column
 * offers edit, disable / re-enable and delete, each leading to its password form. `selfId` is the
 * admin's own account, which they cannot disable or delete.
 */
export function CustomersTable({ rows, manage, selfId }: { rows: CustomerRow[]; manage: boolean; selfId: string }) {
  const { t } = useTranslation("customers-office");
  const { t: to } = useTranslation("office");
  const f = useOfficeFormat();
  const caption = t("list.caption");
  const columns = [
    "name",
    "email",
    "country",
    "role",
    "newsletter",
    "status",
    "created",
    ...(manage ? ["actions"] : []),
  ];
  return (
    <TableWrap label={caption}>
      <table
        className={`w-full ${manage ? "min-w-[76rem]" : "min-w-[60rem]"} border-collapse`}
        data-testid="users-table"
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sandal-100">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {t(`list.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => {
            const name = fullName(u) || u.email;
            const page = `${CUSTOMERS_PATH}/${u.id}`;
            return (
              <tr key={u.id} className={rowClass}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  <Link to={page} className={textLink}>
                    {name}
                  </Link>
                </th>
                <td className={`${td} whitespace-nowrap`}>{u.email}</td>
                <td className={td}>{u.country || to("common.none")}</td>
                <td className={td}>{to(`roles.${u.role}`)}</td>
                <td className={td}>{u.newsletter ? t("list.yes") : t("list.no")}</td>
                <td className={td}>
                  <LoginBadge disabled={u.disabled} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{f.date(u.createdAt)}</td>
                {manage ? (
                  <td className={td}>
                    <div className="flex gap-2">
                      <Link to={`${page}/edit`} className={actionLink} aria-label={t("list.editNamed", { name })}>
                        {t("list.edit")}
                      </Link>
                      {u.id === selfId ? null : (
                        <>
                          <Link
                            to={`${page}#access`}
                            className={actionLink}
                            aria-label={t(u.disabled ? "list.enableNamed" : "list.disableNamed", { name })}
                          >
                            {t(u.disabled ? "list.enable" : "list.disable")}
                          </Link>
                          <Link
                            to={`${page}#erase`}
                            className={`${actionLink} text-red-800 ring-red-800/30`}
                            aria-label={t("list.deleteNamed", { name })}
                          >
                            {t("list.delete")}
                          </Link>
                        </>
                      )}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
