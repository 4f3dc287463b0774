import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listInventory } from "~/modules/office/lists.server";
import { listPageData } from "~/modules/office/page.server";
import { inventoryQuerySchema, parseQuery } from "~/modules/office/schemas";
import { fieldClass } from "~/ui/content/Field";
import { useOfficeFormat } from "~/ui/office/format";
import { ListPage } from "~/ui/office/ListPage";
import { OfficeError } from "~/ui/office/OfficeError";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { INVENTORY_PATH, InventoryTable } from "~/ui/office/inventory/InventoryTable";
import { secondaryButton } from "~/ui/office/parts";
import { getShopSettings } from "~/modules/settings/settings.server";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office", "inventory"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Inventory (SPEC "Inventory"): search box, status filter (out / low / in, by each product's own
 * threshold), table, lowest stock first; each product links to its stock page (adjust, threshold,
 * history). CSV export of what is shown, and an import of stock counts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(inventoryQuerySchema, new URL(request.url));
  const [page, settings] = await Promise.all([
    listPageData(request, "inventory.title", query, listInventory),
    getShopSettings(),
  ]);
  // The shop's default threshold (new products start with it), named in the page's explanation.
  return { ...page, status: query.status ?? "", threshold: settings.lowStockDefault };
}

export default function InventoryPage() {
  const { list, q, status, threshold } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["office", "inventory"]);
  const f = useOfficeFormat();
  const exportQuery = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) }).toString();
  return (
    <ListPage
      title={t("inventory.title")}
      lead={t("inventory:lead", { threshold })}
      actions={
        <>
          {/* A file download, not a page: a plain link the router leaves to the browser. */}
          <a href={`${INVENTORY_PATH}.csv${exportQuery ? `?${exportQuery}` : ""}`} className={secondaryButton} download>
            {t("inventory:export")}
          </a>
          <Link to={`${INVENTORY_PATH}/import`} className={secondaryButton}>
            {t("inventory:import.link")}
          </Link>
        </>
      }
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
      table={<InventoryTable rows={list.rows} caption={t("inventory.title")} />}
      empty={t("empty.products")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
