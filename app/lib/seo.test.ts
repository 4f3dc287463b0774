import { describe, expect, it } from "vitest";
import { languages } from "~/modules/i18n/config";
import {
  SEO_LANGUAGES,
  absoluteUrl,
  alternateLinks,
  clip,
  languageUrl,
  pageMeta,
  productJsonLd,
  productMeta,
  type ProductSeoInput,
} from "./seo";

const origin = "https://shop.example";
const product: ProductSeoInput = {
  origin,
  lng: "en",
  slug: "hem-precious-chandan",
  pid: "PID007A",
  title: "HEM Precious Chandan",
  brand: "HEM",
  category: "Incense & Perfumes",
  description: ["Sandalwood masala sticks", "20 sticks a box"],
  images: [{ url: "/art/incense/1.svg", width: 800, height: 800, alt: "A box" }],
  priceCents: 1250,
  stock: 4,
  rating: 4.66,
  reviewCount: 3,
};

const find = (meta: ReturnType<typeof pageMeta>, pred: (m: Record<string, unknown>) => boolean) =>
  meta.find((m) => pred(m as Record<string, unknown>)) as Record<string, unknown> | undefined;

describe("urls", () => {
  it("makes absolute URLs on the origin", () => {
    expect(absoluteUrl(origin, "/art/x.svg")).toBe("https://shop.example/art/x.svg");
    expect(absoluteUrl(origin + "/", "/a")).toBe("https://shop.example/a");
    expect(absoluteUrl(origin, "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
  it("language URLs carry only ?lng", () => {
    expect(languageUrl(origin, "/product/a?x=1#top", "fr")).toBe("https://shop.example/product/a?lng=fr");
    expect(languageUrl(origin, "/product/a")).toBe("https://shop.example/product/a");
  });
  it("knows the shop's languages (the same list as the i18n config's)", () => {
    expect([...SEO_LANGUAGES]).toEqual([...languages]);
  });
  it("lists the five languages and x-default", () => {
    const links = alternateLinks(origin, "/");
    expect(links.map((l) => (l as { hrefLang: string }).hrefLang)).toEqual(["it", "en", "fr", "de", "es", "x-default"]);
    expect(links[2]).toMatchObject({ tagName: "link", rel: "alternate", href: "https://shop.example/?lng=fr" });
    expect(links[5]).toMatchObject({ href: "https://shop.example/" });
  });
  it("clips long descriptions on a word boundary", () => {
    const long = "word ".repeat(60);
    const c = clip(long, 50);
    expect(c.length).toBeLessThanOrEqual(50);
    expect(c.endsWith("…")).toBe(true);
    expect(clip("  short   text ")).toBe("short text");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta({
    origin,
    path: "/",
    lng: "de",
    title: "Home",
    description: "Calm things",
    image: { url: "/art/hero/1.svg", width: 1600, height: 640 },
  });
  it("titles pages '<title> | Sattva'", () => {
    expect(meta[0]).toEqual({ title: "Home | Sattva" });
    expect(pageMeta({ origin, path: "/", lng: "it", title: "Sattva — shop", description: "" })[0]).toEqual({
      title: "Sattva — shop",
    });
  });
  it("has the asked-for language version as canonical, the bare URL otherwise", () => {
    const seo = { origin, path: "/", lng: "de" as const, title: "Home", description: "Calm things" };
    expect(find(pageMeta(seo, "?lng=de&utm=x"), (m) => m.rel === "canonical")?.href).toBe(
      "https://shop.example/?lng=de",
    );
    expect(find(pageMeta(seo, "?lng=<script>"), (m) => m.rel === "canonical")?.href).toBe("https://shop.example/");
    expect(find(meta, (m) => m.rel === "canonical")?.href).toBe("https://shop.example/");
  });
  it("has absolute Open Graph", () => {
    expect(find(meta, (m) => m.property === "og:image")?.content).toBe("https://shop.example/art/hero/1.svg");
    expect(find(meta, (m) => m.property === "og:locale")?.content).toBe("de_DE");
    expect(find(meta, (m) => m.name === "description")?.content).toBe("Calm things");
  });
});

describe("product SEO", () => {
  it("builds Product JSON-LD with an EUR offer and aggregate rating", () => {
    const ld = productJsonLd(product);
    expect(ld["@type"]).toBe("Product");
    expect(ld.sku).toBe("PID007A");
    expect(ld.brand).toEqual({ "@type": "Brand", name: "HEM" });
    expect(ld.image).toEqual(["https://shop.example/art/incense/1.svg"]);
    expect(ld.offers).toMatchObject({
      priceCurrency: "EUR",
      price: "12.50",
      availability: "https://schema.org/InStock",
      url: "https://shop.example/product/hem-precious-chandan?lng=en",
    });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: "4.7", reviewCount: 3 });
  });
  it("says OutOfStock at 0 and has no aggregate rating without reviews", () => {
    const ld = productJsonLd({ ...product, stock: 0, reviewCount: 0 });
    expect((ld.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
    expect(ld.aggregateRating).toBeUndefined();
  });
  it("productMeta has the title, og:type product and the JSON-LD script", () => {
    const meta = productMeta(product, [{ name: "Home", path: "/" }]);
    expect(meta[0]).toEqual({ title: "HEM Precious Chandan | Sattva" });
    expect(find(meta, (m) => m.property === "og:type")?.content).toBe("product");
    const scripts = meta.filter((m) => "script:ld+json" in m);
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(scripts[0]))["script:ld+json"].offers.price).toBe("12.50");
  });
});
