import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { pageWindow } from "~/modules/catalog/listing-params";

const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium";

/** Previous / numbered / next page links (plain links: they work without JavaScript). */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation("listing");
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={`${base} text-plum-800 hover:bg-plum-50`}>
              <span aria-hidden="true">←&nbsp;</span>
              {t("pagination.previous")}
            </Link>
          ) : (
            <span className={`${base} cursor-not-allowed text-stone-500`} aria-disabled="true">
              <span aria-hidden="true">←&nbsp;</span>
              {t("pagination.previous")}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span
                  aria-current="page"
                  aria-label={t("pagination.current", { page: p })}
                  className={`${base} bg-plum-800 text-white`}
                >
                  {p}
                </span>
              ) : (
                <Link
                  to={hrefFor(p)}
                  aria-label={t("pagination.page", { page: p })}
                  className={`${base} text-stone-800 hover:bg-plum-50`}
                >
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className={`${base} text-plum-800 hover:bg-plum-50`}>
              {t("pagination.next")}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : (
            <span className={`${base} cursor-not-allowed text-stone-500`} aria-disabled="true">
              {t("pagination.next")}
              <span aria-hidden="true">&nbsp;→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
