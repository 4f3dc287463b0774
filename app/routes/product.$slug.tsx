import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { env } from "~/lib/env.server";
import { formatEUR } from "~/lib/money";
import { productMeta, urlLanguage } from "~/lib/seo";
import { getUser } from "~/modules/accounts/guards.server";
import { getProductPage, type ProductPageData } from "~/modules/catalog/products.server";
import { slugRedirectOr404 } from "~/modules/catalog/admin/products.server";
import type { TFunction } from "i18next";
import type { Language } from "~/modules/i18n/config";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { Stars } from "~/ui/store/home/icons";
import { ProductRail } from "~/ui/store/home/ProductRail";
import { Breadcrumb } from "~/ui/store/product/Breadcrumb";
import { Gallery } from "~/ui/store/product/Gallery";
import { ProductReviews } from "~/ui/store/product/ProductReviews";
import { PurchaseForm } from "~/ui/store/product/PurchaseForm";
import { SafetyInfo } from "~/ui/store/product/SafetyInfo";
import { WishlistHeart } from "~/ui/store/WishlistHeart";
import { translatedClientLoader } from "~/lib/i18n-client";
import { onDemand } from "~/ui/kit/onDemand";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";

// Sold-out pages only: the others never load its code.
const NotifyWhenBack = onDemand(
  import.meta.env.SSR ? (await import("~/ui/store/product/NotifyWhenBack")).NotifyWhenBack : undefined,
  () => import("~/ui/store/product/NotifyWhenBack").then((m) => m.NotifyWhenBack),
);

export const handle = { i18n: ["store", "restock", "prices", "safety"] };
export const clientLoader = translatedClientLoader(handle);

// The page's tags and JSON-LD are made with its data on the server (app/lib/seo.ts stays out of
// the browser's code); the browser only hands them to <Meta> on a client-side visit.
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [{ title: "Sattva" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  // Staff see drafts (with a banner); to shoppers a draft is not there.
  const user = await getUser(request);
  const staff = user?.role === "admin" || user?.role === "manager";
  const page = await getProductPage(params.slug ?? "", lng, { staff });
  if (!page) throw await slugRedirectOr404(params.slug ?? "");
  const url = new URL(request.url);
  const origin = process.env.PUBLIC_URL ? env().publicUrl : url.origin;
  const shown = await shownOf(page, lng, origin, url.search);
  return data(
    shown,
    // A staff member's view of a draft is theirs alone.
    page.product.published ? undefined : { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * What the page shows, made once per product page the catalog's cache hands out (the same object
 * for the cache's life, a few seconds) and per origin and canonical language: the crumbs, the tags
 * and JSON-LD, and only the fields the page renders (its loader data is serialised into every
 * page's hydration data and every client-side visit's data request).
 */
const shownPages = new WeakMap<ProductPageData, Map<string, Promise<ReturnType<typeof makeShown>>>>();

function shownOf(page: ProductPageData, lng: Language, origin: string, search: string) {
  let byKey = shownPages.get(page);
  if (!byKey) shownPages.set(page, (byKey = new Map()));
  const key = `${lng}|${origin}|${urlLanguage(search) ?? ""}`;
  let shown = byKey.get(key);
  if (!shown) {
    shown = getT(lng, "store").then((t) => makeShown(page, lng, origin, search, t));
    // A staff member's draft page is never cached: nothing to keep for it. A few origins at most
    // (without PUBLIC_URL the origin is the request's Host).
    if (page.product.published && byKey.size < 8) byKey.set(key, shown);
  }
  return shown;
}

function makeShown(page: ProductPageData, lng: Language, origin: string, search: string, t: TFunction) {
  const { product, reviews, related } = page;
  const crumbs = [
    { name: t("product.home"), path: "/" },
    { name: product.category, path: `/collections/${product.categorySlug}` },
    ...(product.subcategory
      ? [{ name: product.subcategory.name, path: `/products/categories/${product.subcategory.slug}` }]
      : []),
    { name: product.title, path: `/product/${product.slug}` },
  ];
  const meta = productMeta(
    {
      origin,
      lng,
      slug: product.slug,
      pid: product.pid,
      title: product.title,
      brand: product.brand,
      category: product.category,
      description: product.description,
      images: product.images,
      priceCents: product.priceCents,
      priorPriceCents: product.priorPriceCents,
      stock: product.stock,
      rating: product.rating,
      reviewCount: reviews.count,
    },
    crumbs,
    search,
  );
  return {
    product: {
      id: product.id,
      pid: product.pid,
      slug: product.slug,
      title: product.title,
      brand: product.brand,
      brandSlug: product.brandSlug,
      rating: product.rating,
      priceCents: product.priceCents,
      priorPriceCents: product.priorPriceCents,
      discountPercent: product.discountPercent,
      stock: product.stock,
      images: product.images,
      description: product.description,
      published: product.published,
      safety: product.safety,
    },
    reviews: {
      count: reviews.count,
      // The product each review is of is this page's: not sent again with every review.
      reviews: reviews.reviews.map(({ id, author, rating, comment, createdAt }) => ({
        id,
        author,
        rating,
        comment,
        createdAt,
      })),
    },
    related,
    lng,
    crumbs,
    meta,
  };
}

export default function ProductPage() {
  const { product: p, reviews, related, crumbs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("store");
  // What the info block shows, and so its key.
  const info: ShownProduct = {
    brand: p.brand,
    brandSlug: p.brandSlug,
    title: p.title,
    rating: p.rating,
    priceCents: p.priceCents,
    priorPriceCents: p.priorPriceCents,
    discountPercent: p.discountPercent,
  };
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
        {p.published ? null : (
          <p
            role="status"
            data-testid="draft-banner"
            className="mb-4 rounded-xl border border-saffron-500 bg-saffron-100 px-4 py-3 text-sm font-semibold text-plum-900"
          >
            {t("product.draftBanner")}
          </p>
        )}
        <Breadcrumb items={crumbs} />
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
          <Gallery images={p.images} title={p.title} />
          <div>
            {/* Brand, title, rating and price: the same for every visitor, rendered once per product on the server. */}
            <RenderedOnce as="div" cacheKey={() => JSON.stringify(["info", info, reviews.count])}>
              <ProductInfo product={info} reviewCount={reviews.count} />
            </RenderedOnce>
            <PurchaseForm productId={p.id} stock={p.stock} returnTo={`/product/${p.slug}`} />
            <SafetyInfo safety={p.safety} />
            {p.stock <= 0 && p.published ? <NotifyWhenBack productId={p.id} /> : null}
            <WishlistHeart productId={p.id} title={p.title} variant="page" />
            {p.description.length ? (
              <RenderedOnce
                as="section"
                aria-labelledby="details"
                className="mt-10 border-t border-sandal-200 pt-6"
                cacheKey={() => `details\u0000${p.pid}\u0000${JSON.stringify(p.description)}`}
              >
                <ProductDetails description={p.description} pid={p.pid} />
              </RenderedOnce>
            ) : null}
          </div>
        </div>
      </div>

      <RenderedOnce
        as="section"
        id="reviews"
        aria-labelledby="reviews-title"
        className="bg-sandal-50 py-12"
        cacheKey={() => `reviews\u0000${JSON.stringify(reviews)}`}
      >
        <ReviewsSection reviews={reviews} />
      </RenderedOnce>

      {related.length ? (
        <section aria-labelledby="related-title" className="py-12">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-title" className="font-display text-2xl">
              {t("product.related", { brand: p.brand })}
            </h2>
            <div className="mt-6">
              <ProductRail products={related} label={t("product.related", { brand: p.brand })} />
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}

type ShownProduct = Pick<
  ProductPageData["product"],
  "brand" | "brandSlug" | "title" | "rating" | "priceCents" | "priorPriceCents" | "discountPercent"
>;

/** Brand, title, rating and price (with the Omnibus prior price). */
function ProductInfo({ product: p, reviewCount }: { product: ShownProduct; reviewCount: number }) {
  const { t, i18n } = useTranslation("store");
  const lng = i18n.language;
  return (
    <>
      <Link
        to={`/collections/all?brand=${encodeURIComponent(p.brandSlug)}`}
        className="inline-flex min-h-8 items-center text-xs font-semibold uppercase tracking-[0.2em] text-saffron-700 hover:underline"
      >
        <span className="sr-only">{t("product.brand")}: </span>
        {p.brand}
      </Link>
      <h1 className="mt-1 font-display text-3xl leading-tight text-stone-900 sm:text-4xl">{p.title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <Stars rating={p.rating} size={18} />
        <span data-testid="rating">
          <span aria-hidden="true">{t("product.rating", { rating: p.rating.toFixed(1) })}</span>
          <span className="sr-only">{t("product.ratingLabel", { rating: p.rating.toFixed(1) })}</span>
        </span>
        <a href="#reviews" className="underline underline-offset-2 hover:text-plum-800">
          {t("product.reviewCount", { n: reviewCount })}
        </a>
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <p className="font-display text-3xl text-plum-800" data-testid="price">
          <span className="sr-only">{t("product.price")}: </span>
          {formatEUR(p.priceCents, lng)}
        </p>
        {p.priorPriceCents ? (
          <>
            {/* Said in words below: the lowest price of the 30 days before the discount (Omnibus). */}
            <s aria-hidden="true" className="text-lg text-stone-600">
              {formatEUR(p.priorPriceCents, lng)}
            </s>
            <span
              className="rounded-full bg-saffron-300 px-3 py-1 text-sm font-bold text-plum-900"
              data-testid="discount-badge"
            >
              <span aria-hidden="true">{t("product.offBadge", { percent: p.discountPercent })}</span>
              <span className="sr-only">{t("prices:offLabel", { percent: p.discountPercent })}</span>
            </span>
            <p className="w-full text-sm text-stone-700" data-testid="prior-price">
              {t("prices:lowest30", { price: formatEUR(p.priorPriceCents, lng) })}
            </p>
          </>
        ) : null}
      </div>
    </>
  );
}

/** The product's details: its description's lines and its code. */
function ProductDetails({ description, pid }: { description: string[]; pid: string }) {
  const { t } = useTranslation("store");
  return (
    <>
      <h2 id="details" className="font-display text-xl">
        {t("product.details")}
      </h2>
      <ul className="mt-3 space-y-2 text-stone-700">
        {description.map((line, i) => (
          <li key={i} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-saffron-500" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-stone-600">{t("product.sku", { pid: pid })}</p>
    </>
  );
}

/** The reviews' heading and list. */
function ReviewsSection({
  reviews,
}: {
  reviews: { count: number; reviews: Parameters<typeof ProductReviews>[0]["reviews"] };
}) {
  const { t } = useTranslation("store");
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="reviews-title" className="font-display text-2xl">
        {t("product.reviews")} <span className="text-stone-600">({reviews.count})</span>
      </h2>
      <div className="mt-6">
        <ProductReviews reviews={reviews.reviews} />
      </div>
    </div>
  );
}
