import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOfficeFormat } from "~/ui/office/format";
import { EmptyState, secondaryButton, TableWrap, td, th } from "~/ui/office/parts";
import {
  dangerButton,
  disclosureSummary,
  FormAlert,
  IntentForm,
  StaffPasswordField,
  useSending,
  type StaffAnswer,
} from "./StaffParts";

export interface InviteRow {
  id: string;
  email: string;
  role: "admin" | "manager" | "user";
  invitedBy: string | null;
  expiresAt: Date | string;
  expired: boolean;
}

/**
 * Invitations waiting for an answer: per invitation a disclosure with the admin's password and
 * two submit buttons (resend with a new link, revoke). The first is the one Enter presses.
 */
export function InvitesTable({ rows, answer }: { rows: InviteRow[]; answer?: StaffAnswer }) {
  const { t } = useTranslation("staff-office");
  const format = useOfficeFormat();
  if (rows.length === 0) return <EmptyState text={t("invites.empty")} />;
  return (
    <TableWrap label={t("invites.title")}>
      <table className="min-w-full divide-y divide-sandal-200" data-testid="invites-table">
        <caption className="sr-only">{t("invites.title")}</caption>
        <thead className="bg-sandal-50">
          <tr>
            <th scope="col" className={th}>
              {t("invites.columns.email")}
            </th>
            <th scope="col" className={th}>
              {t("invites.columns.role")}
            </th>
            <th scope="col" className={th}>
              {t("invites.columns.invitedBy")}
            </th>
            <th scope="col" className={th}>
              {t("invites.columns.expires")}
            </th>
            <th scope="col" className={th}>
              {t("invites.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sandal-200">
          {rows.map((row) => {
            const refused =
              (answer?.intent === "resend" || answer?.intent === "revoke") && answer.target === row.id
                ? answer
                : undefined;
            const date = format.dateTime(new Date(row.expiresAt).toISOString());
            return (
              <tr key={row.id} data-testid={`invite-row-${row.email}`}>
                <th scope="row" className={`${td} min-w-56 break-words text-left font-semibold`}>
                  {row.email}
                </th>
                <td className={td}>{t(`roles.${row.role}`)}</td>
                <td className={td}>{row.invitedBy ?? "—"}</td>
                <td className={`${td} min-w-36`}>
                  {row.expired ? (
                    <span className="font-medium text-red-800">{t("invites.expired", { date })}</span>
                  ) : (
                    t("invites.until", { date })
                  )}
                </td>
                <td className={td}>
                  <InviteActions row={row} refused={refused} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}

function InviteActions({ row, refused }: { row: InviteRow; refused?: StaffAnswer }) {
  const location = useLocation();
  const { t } = useTranslation("staff-office");
  const sending = useSending("resend", "inviteId", row.id);
  const label = t("invites.manageFor", { email: row.email });
  return (
    // Keyed on the location: closed again after the redirect that follows a success.
    <details key={location.key} open={Boolean(refused)} className="min-w-64">
      <summary className={disclosureSummary} aria-label={label}>
        {t("invites.manage")}
      </summary>
      {/* The intent is the pressed button's (Enter presses the first one, resend). */}
      <IntentForm className="mt-3 space-y-3" label={label}>
        {refused ? <FormAlert text={t(refused.error, refused.values)} testId="invite-action-error" /> : null}
        <input type="hidden" name="inviteId" value={row.id} />
        <p className="text-sm text-stone-700">{t("invites.resendHint")}</p>
        <StaffPasswordField id={`invite-${row.id}-password`} error={refused?.fields?.password} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="resend" className={secondaryButton} disabled={sending}>
            {t("invites.resend")}
          </button>
          <button type="submit" name="intent" value="revoke" className={dangerButton} disabled={sending}>
            {t("invites.revoke")}
          </button>
        </div>
      </IntentForm>
    </details>
  );
}
