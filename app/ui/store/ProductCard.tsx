import { useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { onDemand } from "~/ui/kit/onDemand";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { ProductCardView } from "~/modules/catalog/types";
import { Photo } from "~/ui/store/Photo";
import { WishlistHeart } from "~/ui/store/WishlistHeart";

// Edit and delete for a signed-in admin or manager (SPEC 6): only staff load their code.
const StaffTools = onDemand(
  import.meta.env.SSR ? (await import("~/ui/store/StaffCardTools")).StaffTools : undefined,
  () => import("~/ui/store/StaffCardTools").then((m) => m.StaffTools),
);

/**
 * A product tile: image (the second one on hover), brand, title, rating, price and badges.
 * `eager`: in the first screen (not lazy); `priority`: the page's largest image (fetched first).
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductCardView;
  eager?: boolean;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [first, second] = product.images;
  const out = product.stock <= 0;
  // The role comes from the root loader, which every page reads per request already.
  const role = useRouteLoaderData<{ user?: { role?: string } | null }>("root")?.user?.role;
  const staff = role === "admin" || role === "manager";
  return (
    <article className="group pc">
      <Link to={`/product/${product.slug}`} className="pc-link">
        <span className="pc-frame">
          {first ? (
            <Photo
              image={first}
              loading={eager || priority ? "eager" : "lazy"}
              decoding="async"
              // React 18 does not know `fetchPriority`; the lower-case attribute reaches the HTML.
              {...(priority ? { fetchpriority: "high" } : {})}
              className={out ? "pc-img opacity-70" : "pc-img"}
            />
          ) : null}
          {second ? <Photo image={second} alt="" loading="lazy" decoding="async" className="pc-img pc-img2" /> : null}
          {product.discountPercent > 0 ? <span className="pc-off">−{product.discountPercent}%</span> : null}
          {out ? <span className="pc-out">{t("product.outOfStock")}</span> : null}
        </span>
        <span className="pc-text">
          <span className="pc-brand">{product.brand}</span>
          <span className="pc-title font-display">{product.title}</span>
        </span>
      </Link>
      <p className="pc-price">
        <span className="font-semibold text-stone-900">{formatEUR(product.priceCents, i18n.language)}</span>
        {product.priorPriceCents ? (
          // Said in words below (Omnibus: the lowest price of the 30 days before the discount).
          <s aria-hidden="true" className="text-stone-600">
            {formatEUR(product.priorPriceCents, i18n.language)}
          </s>
        ) : null}
        {product.rating > 0 ? (
          <span className="pc-rating">
            <span aria-hidden="true" className="text-saffron-500">
              ★{" "}
            </span>
            {product.rating.toFixed(1)}/5
          </span>
        ) : null}
      </p>
      {product.priorPriceCents ? (
        <p className="pc-prior" data-testid="prior-price">
          {t("prices:cardLowest", { price: formatEUR(product.priorPriceCents, i18n.language) })}
        </p>
      ) : null}
      {/* The top right corner of the photo (the no-stock badge sits at its bottom left). */}
      <WishlistHeart productId={product.id} title={product.title} />
      {staff ? <StaffTools product={product} /> : null}
    </article>
  );
}
