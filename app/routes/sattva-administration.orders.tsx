import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { DELAY_WEEKDAYS } from "~/modules/orders/delay";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listOrders } from "~/modules/office/lists.server";
import { officeTitle } from "~/modules/office/page.server";
import { ORDER_VIEWS, ordersQuerySchema, parseQuery } from "~/modules/office/schemas";
import { orderListPage } from "~/modules/orders/office-list-page.server";
import { fieldClass } from "~/ui/content/Field";
import { OFFICE_BASE } from "~/ui/office/nav";
import { OfficeError } from "~/ui/office/OfficeError";
import { OrdersListView } from "~/ui/office/orders/list/OrdersListView";
import { PageHeader, primaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { OrdersTable } from "~/ui/office/tables";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "orders-office", "withdrawal"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Orders (SPEC "Orders"): the spec's three views, Latest 10, OID Wise (search by order id),
 * Delayed Orders, and the full list (`?view=all`: search, filters, sorts, pages, bulk actions,
 * CSV). A filter that makes no sense answers 400 with the reason on the form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const title = officeTitle(request, "orders.title");
  if (url.searchParams.get("view") === "all") {
    const { page, status } = await orderListPage(url);
    return data({ view: "all" as const, page, title: await title }, { status });
  }
  const query = parseQuery(ordersQuerySchema, url);
  const orders = await listOrders(query);
  return data({ view: query.view, orders, oid: query.oid ?? "", title: await title });
}

const VIEWS = [...ORDER_VIEWS, "all"] as const;
type View = (typeof VIEWS)[number];

export default function OrdersPage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  const { t: tl } = useTranslation("orders-office");
  const viewName = (v: View) =>
    v === "all"
      ? tl("views.all")
      : t({ latest: "orders.viewLatest", oid: "orders.viewOid", delayed: "orders.viewDelayed" }[v]);
  return (
    <>
      <PageHeader title={t("orders.title")} lead={loaded.view === "all" ? tl("lead") : t("orders.lead")} />
      <nav aria-label={t("orders.views")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map((v) => (
            <li key={v}>
              <Link
                to={`${OFFICE_BASE}/orders?view=${v}`}
                aria-current={v === loaded.view ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold transition ${
                  v === loaded.view
                    ? "bg-plum-800 text-white"
                    : "text-plum-800 ring-1 ring-plum-800/25 hover:bg-sandal-100"
                }`}
              >
                {viewName(v)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaded.view === "all" ? (
        <OrdersListView page={loaded.page} />
      ) : (
        <SpecView view={loaded.view} oid={loaded.oid} orders={loaded.orders} caption={viewName(loaded.view)} />
      )}
    </>
  );
}

function SpecView({
  view,
  oid,
  orders,
  caption,
}: {
  view: Exclude<View, "all">;
  oid: string;
  orders: Parameters<typeof OrdersTable>[0]["rows"];
  caption: string;
}) {
  const { t } = useTranslation("office");
  const waitingForOid = view === "oid" && !oid;
  return (
    <>
      {view === "oid" ? (
        <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
          <input type="hidden" name="view" value="oid" />
          <div className="min-w-56 flex-1">
            <label htmlFor="office-oid" className="block text-sm font-medium text-stone-900">
              {t("orders.oidLabel")}
            </label>
            <input
              id="office-oid"
              name="oid"
              type="search"
              defaultValue={oid}
              placeholder="SAT-10006"
              maxLength={64}
              className={`${fieldClass} min-h-11 border-stone-500`}
            />
          </div>
          <button type="submit" className={primaryButton}>
            {t("common.search")}
          </button>
        </Form>
      ) : null}
      {view === "delayed" ? (
        <p className="mt-6 text-sm text-stone-700">{t("orders.delayedLead", { weekdays: DELAY_WEEKDAYS })}</p>
      ) : null}

      <div className="mt-6">
        {waitingForOid ? (
          <p className="text-stone-700">{t("orders.oidHint")}</p>
        ) : (
          <OrdersTable rows={orders} caption={caption} empty={t("empty.orders")} />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
