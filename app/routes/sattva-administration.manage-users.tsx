import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/modules/accounts/guards.server";
import { listUsers } from "~/modules/office/lists.server";
import { listPageData } from "~/modules/office/page.server";
import { listQuerySchema, parseQuery } from "~/modules/office/schemas";
import { ListPage } from "~/ui/office/ListPage";
import { OfficeError } from "~/ui/office/OfficeError";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { UsersTable } from "~/ui/office/tables";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Manage users (admin only): every account with its role. A manager is sent to the home page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const query = parseQuery(listQuerySchema, new URL(request.url));
  return listPageData(request, "users.title", query, listUsers);
}

export default function ManageUsersPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <ListPage
      title={t("users.title")}
      lead={t("users.lead")}
      q={q}
      searchLabel={t("customers.search")}
      searchPlaceholder={t("customers.searchPlaceholder")}
      list={list}
      table={<UsersTable rows={list.rows} caption={t("users.title")} />}
      empty={t("empty.customers")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
