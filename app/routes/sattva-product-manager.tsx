import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/modules/accounts/guards.server";
import { managerDashboard } from "~/modules/office/dashboard.server";
import { parseDashboardRange } from "~/modules/office/dashboard/period";
import { officeTitle } from "~/modules/office/page.server";
import { DashboardPage, ManagerDashboardView } from "~/ui/office/Dashboards";
import { frameStaff, officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "dashboard-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * The manager dashboard (manager only): orders of a chosen range beside the previous period and
 * their trend, best sellers by units, stock, low stock and delayed orders. No money: revenue,
 * refunds and order values are the admin's.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "manager");
  const now = new Date();
  const { range, error, asked } = parseDashboardRange(new URL(request.url).searchParams, now);
  const [dashboard, title] = await Promise.all([
    managerDashboard(range, now),
    officeTitle(request, "dashboard.managerTitle"),
  ]);
  return data({ staff: frameStaff(user), dashboard, error, asked, title }, { status: error ? 400 : 200 });
}

export default function ManagerDashboardPage() {
  const { staff, dashboard, error, asked } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <DashboardPage
      staff={staff}
      title={t("dashboard.managerTitle")}
      range={dashboard.range}
      error={error}
      asked={asked}
    >
      <ManagerDashboardView d={dashboard} />
    </DashboardPage>
  );
}
