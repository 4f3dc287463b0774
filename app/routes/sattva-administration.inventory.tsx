import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { LOW_STOCK_THRESHOLD } from "~/modules/inventory/stock-status";
import { listInventory } from "~/modules/office/lists.server";
import { listPageData } from "~/modules/office/page.server";
import { inventoryQuerySchema, parseQuery } from "~/modules/office/schemas";
import { fieldClass } from "~/ui/content/Field";
import { useOfficeFormat } from "~/ui/office/format";
import { ListPage } from "~/ui/office/ListPage";
import { OfficeError } from "~/ui/office/OfficeError";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { ProductsTable } from "~/ui/office/tables";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Inventory (SPEC "Inventory"): search box, status filter (out / low / in), table, lowest stock first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(inventoryQuerySchema, new URL(request.url));
  const page = await listPageData(request, "inventory.title", query, listInventory);
  return { ...page, status: query.status ?? "", threshold: LOW_STOCK_THRESHOLD };
}

export default function InventoryPage() {
  const { list, q, status, threshold } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <ListPage
      title={t("inventory.title")}
      lead={t("inventory.lead", { threshold })}
      summary={
        <dl className="mt-6 flex flex-wrap gap-3 text-sm" data-testid="inventory-counts">
          {(["out", "low", "in"] as const).map((s) => (
            <div key={s} className="rounded-full border border-sandal-200 bg-white px-4 py-2">
              <dt className="inline text-stone-700">{t(`stockStatus.${s}`)}: </dt>
              <dd className="inline font-semibold tabular-nums">{f.number(list.counts[s])}</dd>
            </div>
          ))}
        </dl>
      }
      q={q}
      searchLabel={t("inventory.search")}
      searchPlaceholder={t("products.searchPlaceholder")}
      filters={
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
      }
      list={list}
      table={<ProductsTable rows={list.rows} caption={t("inventory.title")} />}
      empty={t("empty.products")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
