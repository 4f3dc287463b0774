import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteProductLink } from "./DeleteProductDialog";
import type { StaffProductList } from "~/modules/catalog/admin/list.server";
import { PRODUCT_SORTS, PUBLISH_STATES, STOCK_STATES, type ProductListQuery } from "~/modules/catalog/admin/schemas";
import { fieldClass } from "~/ui/content/Field";
import { useOfficeFormat } from "~/ui/office/format";
import { OFFICE_BASE } from "~/ui/office/nav";
import { KeysetLinks } from "~/ui/office/KeysetPager";
import {
  EmptyState,
  PageHeader,
  SearchForm,
  StockBadge,
  TableWrap,
  primaryButton,
  secondaryButton,
  td,
  textLink,
  th,
} from "~/ui/office/parts";
import type { ProductFormOptionsView } from "./ProductForm";

/**
 * The staff products page (SPEC "Products": Add and Manage, the manage table by default): the
 * search and filter form (GET, so it works without JavaScript and every view has an address),
 * the table with publish, edit and delete, and first / previous / next / last links.
 */
export function StaffProducts({
  title,
  lead,
  list,
  query,
  options,
  extraActions,
}: {
  title: string;
  lead: string;
  list: StaffProductList;
  query: ProductListQuery;
  options: ProductFormOptionsView;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation("products-office");
  return (
    <>
      <PageHeader
        title={title}
        lead={lead}
        actions={
          <>
            <Link className={primaryButton} to={`${OFFICE_BASE}/products/new`}>
              {t("add")}
            </Link>
            {extraActions}
          </>
        }
      />
      <div className="mt-6">
        <SearchForm q={query.q} label={t("list.search")} placeholder={t("list.searchPlaceholder")}>
          <Filter name="category" label={t("list.category")} value={query.category}>
            {options.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Filter>
          <Filter name="subcategory" label={t("list.subcategory")} value={query.subcategory}>
            {options.categories.map((c) => (
              <optgroup key={c.id} label={c.name}>
                {c.subcategories.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Filter>
          <Filter name="brand" label={t("list.brand")} value={query.brand}>
            {options.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Filter>
          <Filter name="stock" label={t("list.stock")} value={query.stock}>
            {STOCK_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`list.stockStates.${s}`)}
              </option>
            ))}
          </Filter>
          <Filter name="state" label={t("list.state")} value={query.state}>
            {PUBLISH_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`list.states.${s}`)}
              </option>
            ))}
          </Filter>
          <Filter name="sort" label={t("list.sort")} value={query.sort} noAny>
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`list.sorts.${s}`)}
              </option>
            ))}
          </Filter>
        </SearchForm>
      </div>
      <div className="mt-6">
        {list.rows.length ? (
          <>
            <ProductsTable list={list} />
            <KeysetPager list={list} />
          </>
        ) : (
          <EmptyState text={t("list.empty")} />
        )}
      </div>
    </>
  );
}

function Filter({
  name,
  label,
  value,
  children,
  noAny = false,
}: {
  name: string;
  label: string;
  value: string | undefined;
  children: ReactNode;
  noAny?: boolean;
}) {
  const { t } = useTranslation("products-office");
  const id = `products-filter-${name}`;
  return (
    <div className="min-w-36">
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={`${fieldClass} min-h-11 border-stone-500`}>
        {noAny ? null : <option value="">{t("list.any")}</option>}
        {children}
      </select>
    </div>
  );
}

function ProductsTable({ list }: { list: StaffProductList }) {
  const { t } = useTranslation("products-office");
  const { t: to } = useTranslation("office");
  const f = useOfficeFormat();
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  const caption = t("list.caption");
  return (
    <TableWrap label={caption}>
      <table className="w-full min-w-[64rem] border-collapse" data-testid="staff-products-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sandal-100">
          <tr>
            <th scope="col" className={th}>
              {to("columns.pid")}
            </th>
            <th scope="col" className={th}>
              {to("columns.title")}
            </th>
            <th scope="col" className={th}>
              {to("columns.brand")}
            </th>
            <th scope="col" className={th}>
              {to("columns.category")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {to("columns.price")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {to("columns.stock")}
            </th>
            <th scope="col" className={th}>
              {t("list.status")}
            </th>
            <th scope="col" className={th}>
              {t("list.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((p) => (
            <tr key={p.id} className="border-t border-sandal-200" data-testid="staff-product-row">
              <td className={`${td} font-mono`}>{p.pid}</td>
              <td className={td}>
                <Link className={textLink} to={`/product/${p.slug}`}>
                  {p.title}
                </Link>
              </td>
              <td className={td}>{p.brand}</td>
              <td className={td}>{p.category}</td>
              <td className={`${td} text-right tabular-nums`}>
                {f.money(p.priceCents)}
                {p.priceCents < p.originalPriceCents ? (
                  <s className="block text-xs text-stone-600">{f.money(p.originalPriceCents)}</s>
                ) : null}
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {p.stock} <StockBadge status={p.status} />
              </td>
              <td className={td}>
                <Form method="post" action={`${OFFICE_BASE}/products/${p.id}/publish`}>
                  <input type="hidden" name="published" value={p.published ? "false" : "true"} />
                  <input type="hidden" name="returnTo" value={decodeURIComponent(back)} />
                  <span className="mr-2 text-sm">
                    {p.published ? t("list.states.published") : t("list.states.draft")}
                  </span>
                  <button
                    type="submit"
                    className="min-h-11 text-sm font-semibold text-plum-800 underline underline-offset-2"
                    aria-label={
                      p.published ? t("list.unpublish", { title: p.title }) : t("list.publish", { title: p.title })
                    }
                  >
                    {p.published ? t("list.unpublishShort") : t("list.publishShort")}
                  </button>
                </Form>
              </td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    className={secondaryButton}
                    to={`${OFFICE_BASE}/products/${p.id}`}
                    aria-label={t("list.edit", { title: p.title })}
                  >
                    {t("list.editShort")}
                  </Link>
                  <DeleteProductLink
                    className={secondaryButton}
                    product={p}
                    returnTo={decodeURIComponent(back)}
                    ariaLabel={t("list.delete", { title: p.title })}
                    texts="office"
                  >
                    {t("list.deleteShort")}
                  </DeleteProductLink>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function KeysetPager({ list }: { list: StaffProductList }) {
  const { t } = useTranslation("products-office");
  return (
    <nav aria-label={t("list.pages")} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-700" data-testid="products-total">
        {list.totalExact
          ? t("list.total", { count: list.total })
          : list.totalOver
            ? t("list.totalOver", { count: list.total })
            : t("list.totalAbout", { count: list.total })}
      </p>
      <KeysetLinks
        list={list}
        labels={{ first: t("list.first"), previous: t("list.previous"), next: t("list.next"), last: t("list.last") }}
        drop={["page"]}
      />
    </nav>
  );
}
