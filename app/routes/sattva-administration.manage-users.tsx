import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { requireUserManager, staffPageAction, staffPageData } from "~/modules/office/staff-page.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, Panel, secondaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { InvitesTable } from "~/ui/office/staff/InvitesTable";
import { InviteForm } from "~/ui/office/staff/InviteForm";
import type { StaffAnswer } from "~/ui/office/staff/StaffParts";
import { StaffTable } from "~/ui/office/staff/StaffTable";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "staff-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Manage users (admin only; SPEC "/{shop}-administration/manage-users"): the staff page. Staff
 * members and their roles, open invitations, the invite form. Every customer's account is on the
 * customers page. Anyone else is sent home with the spec's "You don't have permission to manage
 * users."
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserManager(request);
  return staffPageData(request, user);
}

/** invite, resend, revoke, role: each with the admin's password (modules/office/staff-page.server). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserManager(request);
  return staffPageAction(request, user);
}

export default function ManageUsersPage() {
  const { staff, invites, me } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as StaffAnswer | undefined;
  const { t } = useTranslation(["staff-office", "office"]);
  return (
    <div className="space-y-8">
      <PageHeader
        title={t("office:users.title")}
        lead={t("page.lead")}
        actions={
          <Link to="/sattva-administration/customers" className={secondaryButton}>
            {t("page.allAccounts")}
          </Link>
        }
      />
      <Panel id="staff-members" title={`${t("staff.title")} (${t("staff.count", { count: staff.length })})`}>
        <StaffTable rows={staff} me={me} answer={answer} />
      </Panel>
      <Panel id="staff-invites" title={t("invites.title")}>
        <InvitesTable rows={invites} answer={answer} />
      </Panel>
      <Panel id="staff-invite" title={t("invite.title")}>
        <p className="mb-4 max-w-prose text-stone-700">{t("invite.lead")}</p>
        <InviteForm answer={answer} />
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
