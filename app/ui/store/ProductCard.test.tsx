import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { ProductCardView } from "~/modules/catalog/types";
import { renderInRouter } from "../../../tests/support/render-in-router";
import common from "../../../locales/en/common.json";
import prices from "../../../locales/en/prices.json";
import wishlist from "../../../locales/en/wishlist.json";
import commonIt from "../../../locales/it/common.json";
import pricesIt from "../../../locales/it/prices.json";
import wishlistIt from "../../../locales/it/wishlist.json";
import { LiveCard, ProductCard } from "./ProductCard";

/**
 * A shopper's card is rendered once per product, place, language, address and heart state on the
 * server (RenderedOnce) and hydrated by the browser's card (LiveCard, with the fetcher's heart, whose
 * markup WishlistHeart.test.tsx compares with the server's). Both are rendered here in a data router,
 * as Remix renders on the server, and must write the same markup, from the cache as well.
 */
const photo = (n: number) => ({ url: `/art/sage/${n}.svg`, sources: [], alt: `Sage ${n}`, width: 800, height: 800 });
const sage: ProductCardView = {
  id: "p1",
  slug: "white-sage",
  title: "White sage",
  brand: "SAGRADA MADRE",
  rating: 4.8,
  priceCents: 990,
  priorPriceCents: 1290,
  discountPercent: 23,
  stock: 0,
  images: [photo(1), photo(7)],
};
const palo: ProductCardView = {
  ...sage,
  id: "p2",
  slug: "palo-santo",
  title: "Palo santo",
  priorPriceCents: null,
  discountPercent: 0,
  stock: 4,
  rating: 0,
  images: [
    {
      url: "/photos/p2/800.jpg",
      sources: [{ type: "image/avif", srcSet: "/photos/p2/400.avif 400w, /photos/p2/800.avif 800w" }],
      alt: "",
      width: 800,
      height: 600,
    },
  ],
};

type Root = { user: { role: string } | null; wishlist: string[] };

async function render(Card: "server" | "live", root: Root, lng = "en", at = "/collections/all?page=2") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: {
      en: { common, prices, wishlist },
      it: { common: commonIt, prices: pricesIt, wishlist: wishlistIt },
    },
    defaultNS: "common",
  });
  const staff = root.user?.role === "admin" || root.user?.role === "manager";
  const cards = [sage, palo].map((p, i) =>
    Card === "server" ? (
      <ProductCard key={p.id} product={p} eager={i === 0} priority={i === 0} />
    ) : (
      <LiveCard key={p.id} product={p} eager={i === 0} priority={i === 0} staff={staff} />
    ),
  );
  return renderInRouter(() => cards, root, `http://shop.test${at}`, i18n);
}

describe("a product card on the server", () => {
  const shopper: Root = { user: { role: "user" }, wishlist: ["p1"] };
  const guest: Root = { user: null, wishlist: [] };

  it("writes the browser's card, the first time and from the cache", async () => {
    const live = await render("live", shopper);
    expect(await render("server", shopper)).toBe(live);
    expect(await render("server", shopper)).toBe(live);
    // The markup is what the card shows: prices, badges, the photo's sources, the heart's state and address.
    expect(live).toContain("Out of stock");
    expect(live).toContain("−<!-- -->23<!-- -->%");
    expect(live).toContain('fetchpriority="high"');
    expect(live).toContain('type="image/avif"');
    expect(live.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(live).toContain('name="redirectTo" value="/collections/all?page=2"');
  });

  it("keeps apart what differs: the heart's state, the address and the language", async () => {
    const cases: [Root, string, string][] = [
      [guest, "en", "/collections/all?page=2"],
      [shopper, "en", "/search?q=sage"],
      [shopper, "it", "/collections/all?page=2"],
      [guest, "it", "/search?q=sage"],
    ];
    for (const [root, lng, at] of cases) {
      const server = await render("server", root, lng, at);
      expect(server).toBe(await render("live", root, lng, at));
      expect(server).toContain(`name="redirectTo" value="${at.replace("&", "&amp;")}"`);
    }
    expect(await render("server", guest, "it")).toContain("Esaurito");
    expect(await render("server", guest)).not.toContain('aria-pressed="true"');
  });

  it("draws staff's cards with the page (their tools, no heart)", async () => {
    const staff: Root = { user: { role: "manager" }, wishlist: [] };
    const server = await render("server", staff);
    expect(server).toBe(await render("live", staff));
    expect(server).not.toContain("wishlist-form");
  });
});
