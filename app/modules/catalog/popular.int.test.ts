import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { createTestDatabase } from "../../../tests/support/db";
import { clearPopularLinksCache, getPopularLinks, loadPopularLinks } from "./popular.server";

describe("popular links for the footer", () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
    const p = db();
    const incense = await p.category.create({
      data: { name: "Incense & Perfumes", slug: "incense-and-perfumes", position: 0 },
    });
    const minerals = await p.category.create({
      data: { name: "Minerals & Jewels", slug: "minerals-and-jewels", position: 1 },
    });
    await p.category.create({ data: { name: "Baths & Cosmetics", slug: "baths-and-cosmetics", position: 3 } });
    const candles = await p.subcategory.create({
      data: { name: "Candles", slug: "candles", categoryId: incense.id, position: 0 },
    });
    const stones = await p.subcategory.create({
      data: { name: "Tumbled Stones", slug: "tumbled-stones", categoryId: minerals.id, position: 0 },
    });
    await p.subcategory.create({ data: { name: "Oils", slug: "oils", categoryId: incense.id, position: 1 } });
    const brand = await p.brand.create({ data: { name: "HEM", slug: "hem" } });
    const rows = [
      { title: "Rose Candle", sub: candles.id, cat: incense.id, popularity: 5 },
      { title: "Jasmine Candle", sub: candles.id, cat: incense.id, popularity: 50 },
      { title: "Amber Candle", sub: candles.id, cat: incense.id, popularity: 1 },
      { title: "Quartz Stone", sub: stones.id, cat: minerals.id, popularity: 20 },
      { title: "Loose Resin", sub: null, cat: incense.id, popularity: 0 },
    ];
    let n = 1;
    for (const r of rows) {
      await p.product.create({
        data: {
          pid: `PID00${n++}A`,
          slug: r.title.toLowerCase().replace(/ /g, "-"),
          title: r.title,
          categoryId: r.cat,
          subcategoryId: r.sub,
          brandId: brand.id,
          originalPriceCents: 1000,
          popularity: r.popularity,
        },
      });
    }
  });
  afterAll(async () => {
    clearPopularLinksCache();
    await cleanup();
  });

  it("lists products by popularity and categories by product count, with links", async () => {
    const links = await loadPopularLinks(3);
    expect(links.products.map((p) => p.href)).toEqual([
      "/product/jasmine-candle",
      "/product/quartz-stone",
      "/product/rose-candle",
    ]);
    expect(links.categories).toEqual([
      { slug: "candles", name: "Candles", href: "/products/categories/candles" },
      { slug: "tumbled-stones", name: "Tumbled Stones", href: "/products/categories/tumbled-stones" },
      // Subcategories without products are left out; collections fill the list.
      { slug: "incense-and-perfumes", name: "Incense & Perfumes", href: "/collections/incense-and-perfumes" },
    ]);
  });

  it("caches the lists for a minute", async () => {
    clearPopularLinksCache();
    const t0 = 1_000_000;
    const first = await getPopularLinks(6, t0);
    await db().product.update({ where: { slug: "amber-candle" }, data: { popularity: 999 } });
    expect(await getPopularLinks(6, t0 + 59_000)).toBe(first);
    const later = await getPopularLinks(6, t0 + 61_000);
    expect(later.products[0].href).toBe("/product/amber-candle");
  });
});
