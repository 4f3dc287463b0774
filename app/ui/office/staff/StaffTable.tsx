import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "~/ui/kit/Field";
import { fullName, useOfficeFormat } from "~/ui/office/format";
import { primaryButton, TableWrap, td, th } from "~/ui/office/parts";
import {
  disclosureSummary,
  FormAlert,
  IntentForm,
  StaffPasswordField,
  useSending,
  type StaffAnswer,
} from "./StaffParts";

export interface StaffRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  role: "admin" | "manager";
  lastSeenAt: Date | string | null;
  disabled: boolean;
  invitedBy: string | null;
}

const ROLES = ["admin", "manager", "user"] as const;

const roleBadge = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1";
const ROLE_TONES: Record<string, string> = {
  admin: "bg-plum-50 text-plum-900 ring-plum-900/20",
  manager: "bg-sky-50 text-sky-900 ring-sky-900/20",
};

/**
 * The staff members: role, last seen, who invited them, and per person a disclosure (a native
 * <details>, so it works without JavaScript) with the role form and the admin's password. The
 * admin's own row has no form: nobody changes their own role.
 */
export function StaffTable({ rows, me, answer }: { rows: StaffRow[]; me: string; answer?: StaffAnswer }) {
  const { t } = useTranslation("staff-office");
  const format = useOfficeFormat();
  return (
    <TableWrap label={t("staff.title")}>
      <table className="min-w-full divide-y divide-sandal-200" data-testid="staff-table">
        <caption className="sr-only">{t("staff.title")}</caption>
        <thead className="bg-sandal-50">
          <tr>
            <th scope="col" className={th}>
              {t("staff.columns.person")}
            </th>
            <th scope="col" className={th}>
              {t("staff.columns.role")}
            </th>
            <th scope="col" className={th}>
              {t("staff.columns.lastSeen")}
            </th>
            <th scope="col" className={th}>
              {t("staff.columns.invitedBy")}
            </th>
            <th scope="col" className={th}>
              {t("staff.columns.change")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sandal-200">
          {rows.map((row) => {
            const name = fullName(row) || row.email;
            const mine = row.id === me;
            const refused = answer?.intent === "role" && answer.target === row.id ? answer : undefined;
            return (
              <tr key={row.id} data-testid={`staff-row-${row.email}`}>
                <th scope="row" className={`${td} min-w-56 text-left font-normal`}>
                  <span className="font-semibold">{name}</span>
                  {mine ? <span className="ml-2 text-stone-600">({t("staff.you")})</span> : null}
                  <br />
                  <span className="break-words text-stone-700">{row.email}</span>
                  {row.disabled ? (
                    <>
                      <br />
                      <span className="text-sm font-medium text-red-800">{t("staff.disabled")}</span>
                    </>
                  ) : null}
                </th>
                <td className={td}>
                  <span className={`${roleBadge} ${ROLE_TONES[row.role]}`}>{t(`roles.${row.role}`)}</span>
                </td>
                <td className={td}>
                  {row.lastSeenAt ? format.dateTime(new Date(row.lastSeenAt).toISOString()) : t("staff.never")}
                </td>
                <td className={`${td} min-w-32`}>{row.invitedBy ?? t("staff.notInvited")}</td>
                <td className={td}>
                  {mine ? (
                    <span className="text-stone-700">{t("staff.ownRole")}</span>
                  ) : (
                    <RoleForm row={row} name={name} refused={refused} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}

function RoleForm({ row, name, refused }: { row: StaffRow; name: string; refused?: StaffAnswer }) {
  const location = useLocation();
  const { t } = useTranslation("staff-office");
  const sending = useSending("role", "userId", row.id);
  const id = `role-${row.id}`;
  return (
    // Keyed on the location: closed again after the redirect that follows a success.
    <details key={location.key} open={Boolean(refused)} className="min-w-64">
      <summary className={disclosureSummary} aria-label={t("staff.changeFor", { name })}>
        {t("staff.change")}
      </summary>
      <IntentForm intent="role" className="mt-3 space-y-3" label={t("staff.changeFor", { name })}>
        {refused ? <FormAlert text={t(refused.error, refused.values)} testId="staff-role-error" /> : null}
        <input type="hidden" name="userId" value={row.id} />
        <SelectField
          id={`${id}-role`}
          name="role"
          label={t("staff.newRole", { name })}
          hint={t("staff.removeHint")}
          defaultValue={row.role}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <StaffPasswordField id={`${id}-password`} error={refused?.fields?.password} />
        <button type="submit" className={primaryButton} disabled={sending}>
          {t("staff.submit")}
        </button>
      </IntentForm>
    </details>
  );
}
