import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/modules/accounts/guards.server";
import { managerDashboard } from "~/modules/office/dashboard.server";
import { officeTitle } from "~/modules/office/page.server";
import { DashboardPage, ManagerDashboardView } from "~/ui/office/Dashboards";
import { frameStaff, officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** The manager dashboard (manager only): stock, catalogue and orders that need attention. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "manager");
  const [dashboard, title] = await Promise.all([managerDashboard(), officeTitle(request, "dashboard.managerTitle")]);
  return { staff: frameStaff(user), dashboard, title };
}

export default function ManagerDashboardPage() {
  const { staff, dashboard } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <DashboardPage staff={staff} title={t("dashboard.managerTitle")}>
      <ManagerDashboardView d={dashboard} />
    </DashboardPage>
  );
}
