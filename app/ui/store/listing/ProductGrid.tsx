import { useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ProductCardView } from "~/modules/catalog/types";
import { ProductCard } from "~/ui/store/ProductCard";

/** True while the browser loads another state of this same page (filters, sort, page). */
export function useListingLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
}

/**
 * The product grid; dimmed with a spinner while the next state of the list loads. `priority`: the
 * first card's image is the page's largest in the first screen (no banner above it).
 */
export function ProductGrid({
  products,
  label,
  priority = false,
}: {
  products: ProductCardView[];
  label?: string;
  priority?: boolean;
}) {
  const { t } = useTranslation("listing");
  const loading = useListingLoading();
  return (
    <div className="relative" aria-busy={loading}>
      {loading ? (
        <div role="status" className="pointer-events-none absolute inset-x-0 top-24 z-10 flex justify-center">
          <span className="flex items-center gap-3 rounded-full bg-white/95 px-5 py-3 text-sm font-medium text-plum-800 shadow-lg ring-1 ring-sandal-200">
            <span
              aria-hidden="true"
              className="h-5 w-5 animate-spin rounded-full border-2 border-plum-100 border-t-plum-800 motion-reduce:animate-none"
            />
            {t("loading")}
          </span>
        </div>
      ) : null}
      <ul
        aria-label={label}
        className={`grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 xl:grid-cols-4 sm:gap-x-6 transition-opacity duration-200 ${loading ? "opacity-40" : ""}`}
      >
        {products.map((p, i) => (
          <li
            key={p.id}
            data-testid="product-card"
            data-price-cents={p.priceCents}
            data-brand={p.brand}
            data-stock={p.stock}
          >
            <ProductCard product={p} eager={i < 4} priority={priority && i === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
