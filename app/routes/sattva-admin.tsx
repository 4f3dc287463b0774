import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/modules/accounts/guards.server";
import { adminDashboard } from "~/modules/office/dashboard.server";
import { officeTitle } from "~/modules/office/page.server";
import { AdminDashboardView, DashboardPage } from "~/ui/office/Dashboards";
import { secondaryButton } from "~/ui/office/parts";
import { frameStaff, officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** The admin dashboard (admin only): real figures of the shop at this moment. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  const [dashboard, title] = await Promise.all([adminDashboard(), officeTitle(request, "dashboard.adminTitle")]);
  return { staff: frameStaff(user), dashboard, title };
}

export default function AdminDashboardPage() {
  const { staff, dashboard } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <DashboardPage
      staff={staff}
      title={t("dashboard.adminTitle")}
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
