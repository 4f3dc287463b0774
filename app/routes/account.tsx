import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/modules/accounts/guards.server";
import { getT } from "~/modules/i18n/i18n.server";
import { unreadCount } from "~/modules/notifications/notifications.server";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountTabs } from "~/ui/account/AccountTabs";
import { ErrorScreen } from "~/ui/store/ErrorScreen";
import { translatedClientLoader } from "~/lib/i18n-client";

/**
 * The shopper area's frame: heading, tabs (each a page of its own) and the tab's page. Role
 * `user` only. This loader does not protect the tabs: each tab's loader and action calls
 * requireRole itself (Remix runs them independently).
 */

// "restock": the alerts tab is named in it.
export const handle = { i18n: ["account", "restock"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const [t, unread] = await Promise.all([getT(request, "account"), unreadCount(user.id)]);
  return data({ fname: user.fname, unread, title: t("meta.account") }, { headers: NO_STORE });
}

export default function AccountLayout() {
  const { fname, unread } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-saffron-700">{t("eyebrow")}</p>
        <h1 className="mt-1 font-display text-3xl text-plum-900 md:text-4xl">{t("greeting", { name: fname })}</h1>
      </header>
      <div className="mt-8 grid grid-cols-1 gap-8 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-12">
        <AccountTabs unread={unread} />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} path={location.pathname} />;
}
