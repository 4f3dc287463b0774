import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import { siteOrigin } from "~/lib/site-origin.server";
import { productMeta, urlLanguage } from "~/lib/seo";
import { getUser } from "~/modules/accounts/guards.server";
import { getProductPage, type ProductPageData } from "~/modules/catalog/products.server";
import { slugRedirectOr404 } from "~/modules/catalog/admin/products.server";
import type { TFunction } from "i18next";
import type { Language } from "~/modules/i18n/config";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { ProductRail } from "~/ui/store/home/ProductRail";
import { Breadcrumb, CrumbTrail } from "~/ui/store/product/Breadcrumb";
import { Gallery } from "~/ui/store/product/Gallery";
import type { ShownProduct } from "~/ui/store/product/ProductSections";
import { PurchaseForm } from "~/ui/store/product/PurchaseForm";
import { SafetyBody, SafetyInfo } from "~/ui/store/product/SafetyInfo";
import { WishlistHeart } from "~/ui/store/WishlistHeart";
import { translatedClientLoader } from "~/lib/i18n-client";
import { onDemand } from "~/ui/kit/onDemand";
import { keptPart, RenderedOnce } from "~/ui/kit/RenderedOnce";

// Sold-out pages only: the others never load its code.
const NotifyWhenBack = onDemand(
  import.meta.env.SSR ? (await import("~/ui/store/product/NotifyWhenBack")).NotifyWhenBack : undefined,
  () => import("~/ui/store/product/NotifyWhenBack").then((m) => m.NotifyWhenBack),
);

/*
 * Parts that are the same for every visitor: the browser keeps the server's markup (RenderedOnce's
 * `keep`) and loads their code (one chunk) only to draw another product's, on a client navigation,
 * fetched by the clientLoader beside the data.
 */
const sections = () => import("~/ui/store/product/ProductSections");
const serverSections = import.meta.env.SSR ? await sections() : undefined;
const ProductInfo = keptPart(serverSections?.ProductInfo, () => sections().then((m) => m.ProductInfo));
const ProductDetails = keptPart(serverSections?.ProductDetails, () => sections().then((m) => m.ProductDetails));
const ReviewsSection = keptPart(serverSections?.ReviewsSection, () => sections().then((m) => m.ReviewsSection));

export const handle = { i18n: ["store", "restock", "prices", "safety"] };
export const clientLoader = translatedClientLoader(handle, [
  CrumbTrail,
  ProductInfo,
  ProductDetails,
  ReviewsSection,
  SafetyBody,
]);

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
  const shown = await shownOf(page, lng, siteOrigin(request), new URL(request.url).search);
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
        date: formatDate(createdAt, lng),
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
            <RenderedOnce as="div" keep cacheKey={() => JSON.stringify(["info", info, reviews.count])}>
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
                keep
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
        keep
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
