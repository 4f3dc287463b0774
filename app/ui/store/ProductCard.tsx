import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { ProductCardData } from "~/modules/catalog/types";

/** A product tile: image (the second one on hover), brand, title, price and badges. */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const [first, second] = product.images;
  return (
    <article className="group relative flex flex-col">
      <Link to={`/product/${product.slug}`} className="block overflow-hidden rounded-xl bg-sandal-100">
        <span className="relative block aspect-square">
          {first ? (
            <img
              src={first.url}
              alt={first.alt}
              width={first.width}
              height={first.height}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover transition-opacity duration-300"
            />
          ) : null}
          {second ? (
            <img
              src={second.url}
              alt=""
              width={second.width}
              height={second.height}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
            />
          ) : null}
          {product.discountPercent > 0 ? (
            <span className="absolute left-2 top-2 rounded-full bg-plum-800 px-2 py-0.5 text-xs font-semibold text-white">
              −{product.discountPercent}%
            </span>
          ) : null}
          {product.stock <= 0 ? (
            <span className="absolute right-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-stone-800">
              {t("product.outOfStock")}
            </span>
          ) : null}
        </span>
        <span className="mt-3 block px-1">
          <span className="block text-xs font-semibold uppercase tracking-wide text-saffron-700">{product.brand}</span>
          <span className="mt-1 block font-display text-base leading-snug text-stone-900">{product.title}</span>
        </span>
      </Link>
      <p className="mt-1 px-1 text-sm">
        <span className="font-semibold">{formatEUR(product.priceCents, i18n.language)}</span>
        {product.discountedPriceCents ? (
          <s className="ml-2 text-stone-600">
            <span className="sr-only">{t("product.originalPrice")} </span>
            {formatEUR(product.originalPriceCents, i18n.language)}
          </s>
        ) : null}
      </p>
    </article>
  );
}
