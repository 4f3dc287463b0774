import { Link } from "~/ui/kit/Link";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";
import { useTranslation } from "react-i18next";

export interface Crumb {
  name: string;
  path: string;
}

/** Home › Collection › Subcategory › Product; the last crumb is the current page. Rendered once per trail and language on the server. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("store");
  return (
    <RenderedOnce
      as="nav"
      aria-label={t("product.breadcrumb")}
      className="text-sm text-stone-600"
      cacheKey={() => `crumbs\u0000${JSON.stringify(items)}`}
    >
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={c.path} className="flex items-center gap-2">
              {i > 0 ? <span aria-hidden="true">›</span> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-stone-900">
                  {c.name}
                </span>
              ) : (
                <Link
                  to={c.path}
                  className="inline-flex min-h-8 items-center underline-offset-2 hover:text-plum-800 hover:underline"
                >
                  {c.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </RenderedOnce>
  );
}
