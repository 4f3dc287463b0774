import { Link, useRouteLoaderData } from "@remix-run/react";
import { onDemand } from "~/ui/kit/onDemand";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { ProductCardData } from "~/modules/catalog/types";
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
  product: ProductCardData;
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
    <article className="group relative flex h-full flex-col">
      <Link to={`/product/${product.slug}`} className="block rounded-2xl focus-visible:outline-offset-4">
        <span className="relative block aspect-square overflow-hidden rounded-2xl bg-sandal-100 ring-1 ring-sandal-200/70">
          {first ? (
            <Photo
              image={first}
              loading={eager || priority ? "eager" : "lazy"}
              decoding="async"
              // React 18 does not know `fetchPriority`; the lower-case attribute reaches the HTML.
              {...(priority ? { fetchpriority: "high" } : {})}
              className={`absolute inset-0 h-full w-full object-cover transition duration-500 group-hover:scale-[1.03] ${out ? "opacity-70" : ""}`}
            />
          ) : null}
          {second ? (
            <Photo
              image={second}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover opacity-0 transition duration-500 group-hover:scale-[1.03] group-hover:opacity-100"
            />
          ) : null}
          {product.discountPercent > 0 ? (
            <span className="absolute left-2 top-2 rounded-full bg-plum-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              −{product.discountPercent}%
            </span>
          ) : null}
          {out ? (
            <span className="absolute bottom-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
              {t("product.outOfStock")}
            </span>
          ) : null}
        </span>
        <span className="mt-3 block px-0.5">
          <span className="block text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-saffron-700">
            {product.brand}
          </span>
          <span className="mt-1 line-clamp-2 block font-display text-base leading-snug text-stone-900 group-hover:text-plum-800">
            {product.title}
          </span>
        </span>
      </Link>
      <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 px-0.5 text-sm">
        <span className="font-semibold text-stone-900">{formatEUR(product.priceCents, i18n.language)}</span>
        {product.priorPriceCents ? (
          // Said in words below (Omnibus: the lowest price of the 30 days before the discount).
          <s aria-hidden="true" className="text-stone-600">
            {formatEUR(product.priorPriceCents, i18n.language)}
          </s>
        ) : null}
        {product.rating > 0 ? (
          <span className="ml-auto text-xs text-stone-600">
            <span aria-hidden="true" className="text-saffron-500">
              ★{" "}
            </span>
            {product.rating.toFixed(1)}/5
          </span>
        ) : null}
      </p>
      {product.priorPriceCents ? (
        <p className="mt-0.5 px-0.5 text-xs text-stone-600" data-testid="prior-price">
          {t("prices:cardLowest", { price: formatEUR(product.priorPriceCents, i18n.language) })}
        </p>
      ) : null}
      {/* The top right corner of the photo (the no-stock badge sits at its bottom left). */}
      <WishlistHeart productId={product.id} title={product.title} />
      {staff ? <StaffTools product={product} /> : null}
    </article>
  );
}
