import { useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";
import { onDemand } from "~/ui/kit/onDemand";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { ProductCardView } from "~/modules/catalog/types";
import { Photo } from "~/ui/store/Photo";
import { PlainHeart, useHeart, WishlistHeart } from "~/ui/store/WishlistHeart";

// Edit and delete for a signed-in admin or manager (SPEC 6): only staff load their code.
const StaffTools = onDemand(
  import.meta.env.SSR ? (await import("~/ui/store/StaffCardTools")).StaffTools : undefined,
  () => import("~/ui/store/StaffCardTools").then((m) => m.StaffTools),
);

/**
 * A product tile: image (the second one on hover), brand, title, rating, price and badges, the
 * wishlist heart, and for staff their tools. `eager`: in the first screen (not lazy); `priority`:
 * the page's largest image (fetched first, or written into the page: `Photo`'s `inline`).
 */
export function ProductCard({ product, eager = false, priority = false }: CardProps) {
  // The role comes from the root loader, which every page reads per request already.
  const role = useRouteLoaderData<{ user?: { role?: string } | null }>("root")?.user?.role;
  const staff = role === "admin" || role === "manager";
  if (import.meta.env.SSR && !staff) return <ServerCard product={product} eager={eager} priority={priority} />;
  return <LiveCard product={product} eager={eager} priority={priority} staff={staff} />;
}

/** The card as the browser renders it (and the server, for staff). */
export function LiveCard({ product, eager = false, priority = false, staff }: CardProps & { staff: boolean }) {
  return (
    <article className="group pc">
      <CardBody product={product} eager={eager} priority={priority} />
      {/* The top right corner of the photo (the no-stock badge sits at its bottom left). */}
      <WishlistHeart productId={product.id} title={product.title} />
      {staff ? <StaffTools product={product} /> : null}
    </article>
  );
}

type CardProps = { product: ProductCardView; eager?: boolean; priority?: boolean };

/**
 * A shopper's card on the server, rendered once per product, place, language, page address and
 * heart state (`RenderedOnce`): the markup of `LiveCard`, which the browser hydrates
 * (ProductCard.test.tsx compares them).
 */
function ServerCard({ product, eager = false, priority = false }: CardProps) {
  const heart = useHeart(product.id)!;
  return (
    <RenderedOnce
      as="article"
      className="group pc"
      cacheKey={() => [eager, priority, heart.saved, heart.redirectTo, productKey(product)].join("\u0000")}
    >
      <CardBody product={product} eager={eager} priority={priority} />
      <PlainHeart productId={product.id} title={product.title} saved={heart.saved} redirectTo={heart.redirectTo} />
    </RenderedOnce>
  );
}

/**
 * A card's product as text, once per product object: a listing page is kept a few seconds
 * (listing.server.ts) and hands the same cards to every request, whose 24 `JSON.stringify`s were
 * 1 % of a collection page's server CPU. Cards are views, never changed once made.
 */
const productKeys = new WeakMap<ProductCardView, string>();
function productKey(product: ProductCardView): string {
  let key = productKeys.get(product);
  if (key === undefined) productKeys.set(product, (key = JSON.stringify(product)));
  return key;
}

/** The card's link, price and prior price: from the product and the language alone. */
function CardBody({ product, eager = false, priority = false }: CardProps) {
  const { t, i18n } = useTranslation();
  const [first, second] = product.images;
  const out = product.stock <= 0;
  return (
    <>
      <Link to={`/product/${product.slug}`} className="pc-link">
        <span className="pc-frame">
          {first ? (
            <Photo
              image={first}
              loading={eager || priority ? "eager" : "lazy"}
              decoding={priority ? undefined : "async"}
              inline={priority}
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
    </>
  );
}
