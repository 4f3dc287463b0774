import { useTranslation } from "react-i18next";
import { keptPart, RenderedOnce } from "~/ui/kit/RenderedOnce";
import type { Crumb } from "~/ui/store/product/ProductSections";

// The trail's code comes with the product page's other kept parts, when the browser must draw another product's.
export const CrumbTrail = keptPart(
  import.meta.env.SSR ? (await import("./ProductSections")).CrumbTrail : undefined,
  () => import("./ProductSections").then((m) => m.CrumbTrail),
);

/**
 * Home › Collection › Subcategory › Product; the last crumb is the current page. Rendered once per
 * trail and language on the server, kept as the server wrote it by the browser.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("store");
  return (
    <RenderedOnce
      as="nav"
      aria-label={t("product.breadcrumb")}
      className="text-sm text-stone-600"
      keep
      cacheKey={() => `crumbs\u0000${JSON.stringify(items)}`}
    >
      <CrumbTrail items={items} />
    </RenderedOnce>
  );
}
