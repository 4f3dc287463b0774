import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/modules/accounts/guards.server";
import { adminDashboard } from "~/modules/office/dashboard.server";
import { parseDashboardRange } from "~/modules/office/dashboard/period";
import { officeTitle } from "~/modules/office/page.server";
import { AdminDashboardView, DashboardPage } from "~/ui/office/Dashboards";
import { secondaryButton } from "~/ui/office/parts";
import { frameStaff, officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "dashboard-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * The admin dashboard (admin only): the shop's figures for a chosen range (GET: preset, or from,
 * to and group) beside the previous period, their trend, and what needs a person. A range that
 * cannot be shown answers 400 with the default range and the reason.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  const now = new Date();
  const { range, error, asked } = parseDashboardRange(new URL(request.url).searchParams, now);
  const [dashboard, title] = await Promise.all([
    adminDashboard(range, now),
    officeTitle(request, "dashboard.adminTitle"),
  ]);
  return data({ staff: frameStaff(user), dashboard, error, asked, title }, { status: error ? 400 : 200 });
}

export default function AdminDashboardPage() {
  const { staff, dashboard, error, asked } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <DashboardPage
      staff={staff}
      title={t("dashboard.adminTitle")}
      range={dashboard.range}
      error={error}
      asked={asked}
      actions={
        <form method="post" action="/logout">
          <button type="submit" className={secondaryButton}>
            {t("frame.logout")}
          </button>
        </form>
      }
    >
      <AdminDashboardView d={dashboard} />
    </DashboardPage>
  );
}
