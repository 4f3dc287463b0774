import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { siteOrigin } from "~/lib/site-origin.server";
import { logError } from "~/lib/log.server";
import { pageMeta } from "~/lib/seo";
import { getHomeData, type HomeData } from "~/modules/catalog/products.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { AnnouncementBand } from "~/ui/store/home/AnnouncementBand";
import { EmptyCatalog } from "~/ui/store/home/EmptyCatalog";
import { HeroCarousel, HERO_SLIDES } from "~/ui/store/home/HeroCarousel";
import { ImpactBlock } from "~/ui/store/home/ImpactBlock";
import { BrandStrip, CategoryTiles, HOME_KEPT_PARTS } from "~/ui/store/home/kept";
import { ProcessSection } from "~/ui/store/home/ProcessSection";
import { ProductRail } from "~/ui/store/home/ProductRail";
import { ReviewsSlider } from "~/ui/store/home/ReviewsSlider";
import { Section } from "~/ui/store/home/Section";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["store"] };
export const clientLoader = translatedClientLoader(handle, HOME_KEPT_PARTS);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  if (!data) return [];
  return pageMeta(
    {
      origin: data.origin,
      path: "/",
      lng: data.lng,
      title: data.seo.title,
      description: data.seo.description,
      image: { url: HERO_SLIDES[0].image, width: 1600, height: 640 },
    },
    location.search,
  );
};

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "store");
  let home: HomeData | null = null;
  try {
    home = await getHomeData(lng);
  } catch (error) {
    // The page still answers: the spec's "Products Not Found OR Server Disconnected." state.
    logError(error, { url: request.url, phase: "home-loader" });
  }
  return {
    lng,
    origin: siteOrigin(request),
    seo: { title: t("home.metaTitle"), description: t("home.metaDescription") },
    home,
  };
}

export default function Home() {
  const { home } = useLoaderData<typeof loader>();
  const { t } = useTranslation("store");
  const hasProducts = !!home && home.productCount > 0;

  return (
    <>
      <h1 className="sr-only">{t("home.heading")}</h1>
      <HeroCarousel />
      <AnnouncementBand tone="saffron" messages={["payment", "returns"]} />
      {!hasProducts || !home ? (
        <EmptyCatalog />
      ) : (
        <>
          <Section
            name="most-loved"
            title={t("home.mostLoved.title")}
            lead={t("home.mostLoved.lead")}
            link={{ to: "/collections/all", label: t("home.viewAll") }}
          >
            <ProductRail products={home.mostLoved} label={t("home.mostLoved.title")} />
          </Section>
          <ImpactBlock />
          <Section
            name="categories"
            title={t("home.categories.title")}
            lead={t("home.categories.lead")}
            keep
            cacheKey={() => JSON.stringify(["home-categories", home.tiles])}
          >
            <CategoryTiles tiles={home.tiles} />
          </Section>
          <AnnouncementBand tone="plum" messages={["artisans", "europe"]} />
          <Section
            name="classics"
            title={t("home.classics.title")}
            lead={t("home.classics.lead")}
            tone="sandal"
            link={{ to: "/collections/all", label: t("home.viewAll") }}
          >
            <ProductRail products={home.classicFavorites} label={t("home.classics.title")} layout="grid" />
          </Section>
          <ProcessSection />
          <AnnouncementBand tone="sandal" messages={["newsletter"]} />
          <Section
            name="reviews"
            title={t("home.reviews.title")}
            cacheKey={() => `home-reviews\u0000${JSON.stringify(home.reviews)}`}
          >
            <ReviewsSlider reviews={home.reviews} />
          </Section>
          <Section
            name="brands"
            title={t("home.brands.title")}
            tone="sandal"
            keep
            cacheKey={() => `home-brands\u0000${JSON.stringify(home.brands)}`}
          >
            <BrandStrip brands={home.brands} />
          </Section>
          <AnnouncementBand tone="ink" messages={["returns", "payment"]} />
          <Section name="also-like" title={t("home.alsoLike.title")} lead={t("home.alsoLike.lead")}>
            <ProductRail products={home.youMayAlsoLike} label={t("home.alsoLike.title")} layout="grid" />
          </Section>
        </>
      )}
    </>
  );
}
