import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { LOW_STOCK_THRESHOLD } from "~/modules/inventory/stock-status";
import { listInventory } from "~/modules/office/lists.server";
import { officeTitle } from "~/modules/office/page.server";
import { inventoryQuerySchema, parseQuery } from "~/modules/office/schemas";
import { fieldClass } from "~/ui/content/Field";
import { useOfficeFormat } from "~/ui/office/format";
import { OfficeError } from "~/ui/office/OfficeError";
import { EmptyState, PageHeader, Pager, SearchForm } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { ProductsTable } from "~/ui/office/tables";

export const handle = { i18n: ["office"] };
export const meta = officeMeta;
export const headers = officeHeaders;

/** Inventory (SPEC "Inventory"): search box, status filter (out / low / in), table, lowest stock first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(inventoryQuerySchema, new URL(request.url));
  const [list, title] = await Promise.all([listInventory(query), officeTitle(request, "inventory.title")]);
  return { list, q: query.q ?? "", status: query.status ?? "", threshold: LOW_STOCK_THRESHOLD, title };
}

export default function InventoryPage() {
  const { list, q, status, threshold } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <>
      <PageHeader title={t("inventory.title")} lead={t("inventory.lead", { threshold })} />
      <dl className="mt-6 flex flex-wrap gap-3 text-sm" data-testid="inventory-counts">
        {(["out", "low", "in"] as const).map((s) => (
          <div key={s} className="rounded-full border border-sandal-200 bg-white px-4 py-2">
            <dt className="inline text-stone-700">{t(`stockStatus.${s}`)}: </dt>
            <dd className="inline font-semibold tabular-nums">{f.number(list.counts[s])}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <SearchForm q={q} label={t("inventory.search")} placeholder={t("products.searchPlaceholder")}>
          <div>
            <label htmlFor="office-status" className="block text-sm font-medium text-stone-900">
              {t("inventory.status")}
            </label>
            <select
              id="office-status"
              name="status"
              defaultValue={status}
              className={`${fieldClass} min-h-11 border-stone-500`}
            >
              <option value="">{t("inventory.allStatuses")}</option>
              <option value="out">{t("stockStatus.out")}</option>
              <option value="low">{t("stockStatus.low")}</option>
              <option value="in">{t("stockStatus.in")}</option>
            </select>
          </div>
        </SearchForm>
      </div>
      <div className="mt-6">
        {list.rows.length ? (
          <>
            <ProductsTable rows={list.rows} caption={t("inventory.title")} />
            <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
          </>
        ) : (
          <EmptyState text={t("empty.products")} />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
