import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { requireRole, requireStaff } from "~/modules/accounts/guards.server";
import { listCustomers } from "~/modules/office/customers/list.server";
import { CUSTOMERS_PATH, customersQuerySchema } from "~/modules/office/customers/schemas";
import { listPageData } from "~/modules/office/page.server";
import { parseQuery } from "~/modules/office/schemas";
import { CustomerFilters, CustomersTable } from "~/ui/office/customers/CustomersList";
import { ListPage } from "~/ui/office/ListPage";
import { OfficeError } from "~/ui/office/OfficeError";
import { secondaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "customers-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Customers (SPEC "Customers"): view mode for staff (search, filters, newest first, each row opens
 * the customer page); manage mode (`?mode=manage`, admins only: a manager asking for it is sent
 * home like any admin-only page) adds edit, disable and delete to each row.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseQuery(customersQuerySchema, url);
  const user = query.mode === "manage" ? await requireRole(request, "admin") : await requireStaff(request);
  const page = await listPageData(request, "customers.title", query, listCustomers);
  return { ...page, query, canManage: user.role === "admin", selfId: user.id };
}

export default function CustomersPage() {
  const { list, q, query, canManage, selfId } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  const { t: tc } = useTranslation("customers-office");
  const manage = query.mode === "manage";
  const toggle = () => {
    const params = new URLSearchParams();
    for (const key of ["q", "role", "disabled", "newsletter"] as const) {
      const v = query[key];
      if (v) params.set(key, v);
    }
    if (!manage) params.set("mode", "manage");
    const s = params.toString();
    return s ? `${CUSTOMERS_PATH}?${s}` : CUSTOMERS_PATH;
  };
  return (
    <ListPage
      title={t("customers.title")}
      lead={manage ? tc("list.leadManage") : tc("list.lead")}
      actions={
        canManage ? (
          <Link to={toggle()} className={secondaryButton} data-testid="customers-mode">
            {manage ? tc("list.view") : tc("list.manage")}
          </Link>
        ) : null
      }
      q={q}
      searchLabel={t("customers.search")}
      searchPlaceholder={t("customers.searchPlaceholder")}
      filters={<CustomerFilters query={query} />}
      list={list}
      table={<CustomersTable rows={list.rows} manage={manage} selfId={selfId} />}
      empty={t("empty.customers")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
