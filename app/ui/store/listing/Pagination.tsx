import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { pageWindow } from "~/modules/catalog/listing-params";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";

const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium";

type Props = { page: number; pageCount: number; hrefFor: (page: number) => string };

/**
 * Previous / numbered / next page links (plain links: they work without JavaScript). On the
 * server they are rendered once per language and set of links (`RenderedOnce`).
 */
export function Pagination({ page, pageCount, hrefFor }: Props) {
  const { t } = useTranslation("listing");
  if (pageCount <= 1) return null;
  return (
    <RenderedOnce
      as="nav"
      aria-label={t("pagination.label")}
      className="mt-12 flex justify-center"
      cacheKey={() =>
        JSON.stringify([
          "pages",
          page,
          pageCount,
          [page - 1, ...pageWindow(page, pageCount), page + 1].map((p) => p && hrefFor(p)),
        ])
      }
    >
      <PageLinks page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </RenderedOnce>
  );
}

export function PageLinks({ page, pageCount, hrefFor }: Props) {
  const { t } = useTranslation("listing");
  return (
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
  );
}
