import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";

import type { Crumb } from "~/modules/catalog/listing-view";

export type { Crumb };

/** Home › … › current page (the last crumb is the page itself, not a link). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("listing");
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-x-1">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${c.label}-${i}`} className="flex items-center gap-x-1">
              {c.href && !last ? (
                <Link
                  to={c.href}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:text-plum-800 hover:underline"
                >
                  {c.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className="inline-flex min-h-11 items-center font-medium text-stone-900"
                >
                  {c.label}
                </span>
              )}
              {!last ? (
                <span aria-hidden="true" className="px-1 text-stone-400">
                  ›
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
