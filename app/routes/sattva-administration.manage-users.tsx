import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "~/modules/accounts/guards.server";
import { listUsers } from "~/modules/office/lists.server";
import { officeTitle } from "~/modules/office/page.server";
import { listQuerySchema, parseQuery } from "~/modules/office/schemas";
import { OfficeError } from "~/ui/office/OfficeError";
import { EmptyState, PageHeader, Pager, SearchForm } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { UsersTable } from "~/ui/office/tables";

export const handle = { i18n: ["office"] };
export const meta = officeMeta;
export const headers = officeHeaders;

/** Manage users (admin only): every account with its role. A manager is sent to the home page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const query = parseQuery(listQuerySchema, new URL(request.url));
  const [list, title] = await Promise.all([listUsers(query), officeTitle(request, "users.title")]);
  return { list, q: query.q ?? "", title };
}

export default function ManageUsersPage() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <>
      <PageHeader title={t("users.title")} lead={t("users.lead")} />
      <div className="mt-6">
        <SearchForm q={q} label={t("customers.search")} placeholder={t("customers.searchPlaceholder")} />
      </div>
      <div className="mt-6">
        {list.rows.length ? (
          <>
            <UsersTable rows={list.rows} caption={t("users.title")} />
            <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
          </>
        ) : (
          <EmptyState text={t("empty.customers")} />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
