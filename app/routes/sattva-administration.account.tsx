import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { requireSession, requireStaff } from "~/modules/accounts/guards.server";
import { sessionPolicy } from "~/modules/accounts/sessions.server";
import { languageNames, isLanguage } from "~/modules/i18n/config";
import { ownAccountPageData } from "~/modules/office/page.server";
import { useOfficeFormat } from "~/ui/office/format";
import { OFFICE_BASE } from "~/ui/office/nav";
import { OfficeError } from "~/ui/office/OfficeError";
import { DetailList, PageHeader, Panel, secondaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** The staff member's own account: sign-in e-mail, role, language, and their open sessions. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { sessionId } = await requireSession(request);
  const { account, title } = await ownAccountPageData(request, user.id, "account.title");
  return {
    account: account.user,
    sessions: account.sessions.map((s) => ({ ...s, current: s.id === sessionId })),
    idleHours: sessionPolicy.staff.idleMs / 3_600_000,
    absoluteHours: sessionPolicy.staff.absoluteMs / 3_600_000,
    title,
  };
}

export default function AccountPage() {
  const { account, sessions, idleHours, absoluteHours } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  const language = isLanguage(account.locale) ? languageNames[account.locale] : account.locale;
  const rows: [string, string][] = [
    [t("account.email"), account.email],
    [t("account.role"), t(`roles.${account.role}`)],
    [t("account.permissions"), t(`account.permissionsOf.${account.role}`)],
    [t("account.language"), language],
    [t("account.since"), f.date(account.createdAt)],
  ];
  return (
    <>
      <PageHeader
        title={t("account.title")}
        lead={t("account.lead")}
        actions={
          <Link className={secondaryButton} to={`${OFFICE_BASE}/settings`}>
            {t("frame.settings")}
          </Link>
        }
      />
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <Panel title={t("account.details")} id="account-details">
          <DetailList rows={rows} />
        </Panel>
        <Panel title={t("account.sessions")} id="account-sessions">
          <p className="text-sm text-stone-700">
            {t("account.sessionsLead", { idle: idleHours, absolute: absoluteHours })}
          </p>
          <ul className="mt-4 divide-y divide-sandal-200" data-testid="account-sessions">
            {sessions.map((s) => (
              <li key={s.id} className="py-3 text-sm">
                <p className="font-medium">
                  {t("account.sessionStarted", { date: f.dateTime(s.createdAt) })}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {t("account.thisSession")}
                    </span>
                  ) : null}
                </p>
                <p className="text-stone-700">{t("account.lastSeen", { date: f.dateTime(s.lastSeenAt) })}</p>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
