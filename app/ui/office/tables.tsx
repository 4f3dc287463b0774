import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OfficeOrderRow, OfficeProductRow, OfficeReviewRow, OfficeUserRow } from "~/modules/office/lists.server";
import { useOfficeFormat } from "./format";
import { DelayedBadge, OrderStatusBadge, StockBadge, TableWrap, td, th } from "./parts";

/** The products table (SPEC "Products": the manage table): pid, title, brand, category, price, stock. */
export function ProductsTable({
  rows,
  caption,
  withShopLink = false,
}: {
  rows: OfficeProductRow[];
  caption: string;
  withShopLink?: boolean;
}) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <TableWrap label={caption}>
      <table className="w-full min-w-[44rem] border-collapse" data-testid="products-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sandal-100">
          <tr>
            <th scope="col" className={th}>
              {t("columns.pid")}
            </th>
            <th scope="col" className={th}>
              {t("columns.title")}
            </th>
            <th scope="col" className={th}>
              {t("columns.brand")}
            </th>
            <th scope="col" className={th}>
              {t("columns.category")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.price")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.stock")}
            </th>
            {withShopLink ? (
              <th scope="col" className={th}>
                <span className="sr-only">{t("columns.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id} className="border-t border-sandal-200">
              <td className={`${td} font-mono text-xs`}>{p.pid}</td>
              <th scope="row" className={`${td} text-left font-medium`}>
                {p.title}
              </th>
              <td className={td}>{p.brand}</td>
              <td className={td}>{p.category}</td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                {f.money(p.priceCents)}
                {p.priceCents < p.originalPriceCents ? (
                  <span className="block text-xs text-stone-600">
                    <span className="sr-only">{t("columns.originalPrice")} </span>
                    <s>{f.money(p.originalPriceCents)}</s>
                  </span>
                ) : null}
              </td>
              <td className={`${td} text-right`}>
                <span className="flex items-center justify-end gap-2">
                  <span className="tabular-nums">{f.number(p.stock)}</span>
                  <StockBadge status={p.status} />
                </span>
              </td>
              {withShopLink ? (
                <td className={td}>
                  <Link
                    to={`/product/${p.slug}`}
                    className="whitespace-nowrap font-medium text-plum-800 underline underline-offset-2 hover:text-plum-900"
                  >
                    {t("common.viewInShop")}
                    <span className="sr-only">: {p.title}</span>
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function OrdersTable({ rows, caption }: { rows: OfficeOrderRow[]; caption: string }) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <TableWrap label={caption}>
      <table className="w-full min-w-[44rem] border-collapse" data-testid="orders-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sandal-100">
          <tr>
            <th scope="col" className={th}>
              {t("columns.order")}
            </th>
            <th scope="col" className={th}>
              {t("columns.customer")}
            </th>
            <th scope="col" className={th}>
              {t("columns.date")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.items")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.total")}
            </th>
            <th scope="col" className={th}>
              {t("columns.status")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} className="border-t border-sandal-200">
              <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-xs font-semibold`}>
                {o.oid}
              </th>
              <td className={td}>
                <span className="block font-medium">{o.customer}</span>
                <span className="block text-xs text-stone-600">
                  {o.email}
                  {o.guest ? ` · ${t("orders.guest")}` : ""}
                </span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{f.dateTime(o.createdAt)}</td>
              <td className={`${td} text-right tabular-nums`}>{f.number(o.itemCount)}</td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{f.money(o.totalCents)}</td>
              <td className={td}>
                <span className="flex flex-wrap gap-1.5">
                  <OrderStatusBadge status={o.status} />
                  {o.delayed ? <DelayedBadge /> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function UsersTable({ rows, caption }: { rows: OfficeUserRow[]; caption: string }) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <TableWrap label={caption}>
      <table className="w-full min-w-[40rem] border-collapse" data-testid="users-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sandal-100">
          <tr>
            <th scope="col" className={th}>
              {t("columns.name")}
            </th>
            <th scope="col" className={th}>
              {t("columns.email")}
            </th>
            <th scope="col" className={th}>
              {t("columns.country")}
            </th>
            <th scope="col" className={th}>
              {t("columns.role")}
            </th>
            <th scope="col" className={th}>
              {t("columns.created")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id} className="border-t border-sandal-200">
              <th scope="row" className={`${td} text-left font-medium`}>
                {`${u.fname} ${u.lname}`.trim()}
              </th>
              <td className={`${td} break-all`}>{u.email}</td>
              <td className={td}>{u.country || t("common.none")}</td>
              <td className={td}>{t(`roles.${u.role}`)}</td>
              <td className={`${td} whitespace-nowrap`}>{f.date(u.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("office");
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-saffron-700">
        {"★".repeat(rating)}
        <span className="text-stone-400">{"★".repeat(Math.max(0, 5 - rating))}</span>
      </span>
      <span className="sr-only">{t("reviews.ratingOf", { rating })}</span>
    </span>
  );
}

export function ReviewsTable({ rows, caption }: { rows: OfficeReviewRow[]; caption: string }) {
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  return (
    <TableWrap label={caption}>
      <table className="w-full min-w-[44rem] border-collapse" data-testid="reviews-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sandal-100">
          <tr>
            <th scope="col" className={th}>
              {t("columns.product")}
            </th>
            <th scope="col" className={th}>
              {t("columns.author")}
            </th>
            <th scope="col" className={th}>
              {t("columns.rating")}
            </th>
            <th scope="col" className={th}>
              {t("columns.comment")}
            </th>
            <th scope="col" className={th}>
              {t("columns.date")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-sandal-200">
              <th scope="row" className={`${td} text-left font-medium`}>
                <Link
                  to={`/product/${r.productSlug}`}
                  className="text-plum-800 underline underline-offset-2 hover:text-plum-900"
                >
                  {r.productTitle}
                </Link>
              </th>
              <td className={td}>
                <span className="block">{r.author ?? t("reviews.anonymous")}</span>
                {r.email ? <span className="block break-all text-xs text-stone-600">{r.email}</span> : null}
              </td>
              <td className={td}>
                <Stars rating={r.rating} />
              </td>
              <td className={`${td} max-w-md`}>
                {r.comment}
                {!r.published ? (
                  <span className="ml-2 text-xs font-semibold text-stone-600">({t("reviews.hidden")})</span>
                ) : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>{f.date(r.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
