import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import {
  cardsInOrder,
  findCollection,
  findSubcategory,
  listProducts,
  popularProducts,
  sitemapEntries,
} from "~/modules/catalog/listing.server";
import { parseListingQuery, PAGE_SIZE } from "~/modules/catalog/listing-params";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { invalidateTaxonomy } from "~/modules/catalog/taxonomy.server";
import { cardSelect, toProductCard } from "~/modules/catalog/cards.server";
import { countStatements, createTestDatabase } from "../support/db";

const q = (qs = "") => parseListingQuery(new URLSearchParams(qs));

/**
 * Two categories; incense has 30 products (so two pages), with prices where the discounted price
 * changes the order, one out of stock; minerals has 3.
 */
async function seed(database: Database) {
  const prisma = database.prisma;
  const incense = await prisma.category.create({
    data: { name: "Incense & Perfumes", slug: "incense-and-perfumes", position: 1 },
  });
  const minerals = await prisma.category.create({
    data: { name: "Minerals & Jewels", slug: "minerals-and-jewels", position: 2 },
  });
  await prisma.category.create({ data: { name: "Baths & Cosmetics", slug: "baths-and-cosmetics", position: 3 } });
  const candles = await prisma.subcategory.create({
    data: { name: "Candles", slug: "candles", categoryId: incense.id },
  });
  const palo = await prisma.subcategory.create({
    data: { name: "Palo Santo", slug: "palo-santo", categoryId: incense.id },
  });
  const geodes = await prisma.subcategory.create({
    data: { name: "Geodes & Druses", slug: "geodes-&-druses", categoryId: minerals.id },
  });
  const pearls = await prisma.subcategory.create({
    data: { name: "Pearls For Creations", slug: "pearls-for-creations", categoryId: minerals.id },
  });
  const hem = await prisma.brand.create({ data: { name: "HEM", slug: "hem", position: 1 } });
  const satya = await prisma.brand.create({ data: { name: "SATYA", slug: "satya", position: 2 } });
  const terra = await prisma.brand.create({ data: { name: "TERRA", slug: "terra", position: 3 } });

  let n = 0;
  const make = async (p: {
    title: string;
    categoryId: string;
    subcategoryId: string;
    brandId: string;
    original: number;
    discounted?: number;
    stock?: number;
    rating?: number;
    popularity?: number;
  }) => {
    n++;
    return prisma.product.create({
      data: {
        pid: `PID${String(n).padStart(3, "0")}A`,
        slug: p.title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
        title: p.title,
        categoryId: p.categoryId,
        subcategoryId: p.subcategoryId,
        brandId: p.brandId,
        originalPriceCents: p.original,
        discountedPriceCents: p.discounted ?? null,
        stock: p.stock ?? 10,
        ratingTenths: p.rating ?? 40,
        popularity: p.popularity ?? n,
        createdAt: new Date(Date.UTC(2025, 0, n)),
        images: {
          create: [
            { kind: "gallery", position: 0, url: `/img/${n}.svg`, alt: { it: p.title }, width: 600, height: 600 },
            ...(n === 30
              ? [{ kind: "banner" as const, position: 0, url: "/img/banner-30.svg", alt: { en: "Banner" } }]
              : []),
          ],
        },
        description: [],
      },
    });
  };
  for (let i = 1; i <= 28; i++) {
    await make({
      title: `Candle ${i}`,
      categoryId: incense.id,
      subcategoryId: i % 2 ? candles.id : palo.id,
      brandId: i % 3 === 0 ? satya.id : hem.id,
      original: 1000 + i * 100,
      rating: 10 + i,
    });
  }
  // Original 50 €, discounted to 5 €: the cheapest by effective price, the dearest by original.
  await make({
    title: "Bargain Candle",
    categoryId: incense.id,
    subcategoryId: candles.id,
    brandId: terra.id,
    original: 5000,
    discounted: 500,
    popularity: 1,
  });
  await make({
    title: "Sold Out Palo",
    categoryId: incense.id,
    subcategoryId: palo.id,
    brandId: terra.id,
    original: 900,
    stock: 0,
    popularity: 999,
  });
  await make({
    title: "Amethyst Geode",
    categoryId: minerals.id,
    subcategoryId: geodes.id,
    brandId: terra.id,
    original: 4500,
  });
  await make({
    title: "Quartz Geode",
    categoryId: minerals.id,
    subcategoryId: geodes.id,
    brandId: hem.id,
    original: 2500,
    discounted: 1950,
  });
  await make({
    title: "Glass Pearls",
    categoryId: minerals.id,
    subcategoryId: pearls.id,
    brandId: satya.id,
    original: 700,
  });
  return { incense, minerals, candles, palo, geodes, pearls };
}

describe("catalogue listings", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let ids: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
    ids = await seed(database);
  });
  afterAll(async () => cleanup());

  it("resolves collection slugs, with the navigation's spellings", async () => {
    expect(await findCollection("all")).toEqual({ kind: "all", slug: "all" });
    expect(await findCollection("incense-and-perfumes")).toMatchObject({
      kind: "category",
      slug: "incense-and-perfumes",
      redirectTo: null,
    });
    expect(await findCollection("incense-&-perfumes")).toMatchObject({
      slug: "incense-and-perfumes",
      redirectTo: null,
    });
    expect(await findCollection("incense-%26-perfumes")).toMatchObject({ slug: "incense-and-perfumes" });
    expect(await findCollection("bath-&-cosmetics")).toMatchObject({
      slug: "baths-and-cosmetics",
      redirectTo: "baths-and-cosmetics",
    });
    expect(await findCollection("no-such-thing")).toBeNull();
    expect(await findCollection("' OR 1=1 --")).toBeNull();
  });

  it("resolves subcategory slugs: tiles, `&` and navigation variants", async () => {
    expect(await findSubcategory("geodes-&-druses")).toMatchObject({
      slug: "geodes-&-druses",
      redirectTo: null,
      category: { slug: "minerals-and-jewels" },
    });
    expect(await findSubcategory("geodes-%26-druses")).toMatchObject({ slug: "geodes-&-druses", redirectTo: null });
    expect(await findSubcategory("geodes-and-druses")).toMatchObject({
      slug: "geodes-&-druses",
      redirectTo: "geodes-&-druses",
    });
    expect(await findSubcategory("pearls")).toMatchObject({
      slug: "pearls-for-creations",
      redirectTo: "pearls-for-creations",
    });
    expect(await findSubcategory("unknown")).toBeNull();
  });

  it("reads collections and subcategories from the cached taxonomy, and sees staff's changes once it is cleared", async () => {
    const statements = countStatements(database);
    try {
      // A new database clears the cache: the first lookup reads the taxonomy.
      await findCollection("incense-and-perfumes");
      statements.reset();
      expect(await findCollection("minerals-and-jewels")).toMatchObject({ slug: "minerals-and-jewels" });
      expect(await findSubcategory("geodes-and-druses")).toMatchObject({ category: { slug: "minerals-and-jewels" } });
      expect(await findCollection("no-such-thing")).toBeNull();
      expect(statements.count()).toBe(0);
      const made = await database.prisma.category.create({ data: { name: "Lampade", slug: "lampade", position: 9 } });
      const sub = await database.prisma.subcategory.create({
        data: { name: "Lampade di sale", slug: "salt-lamps", categoryId: made.id },
      });
      // What staff's taxonomy editor calls after its write.
      invalidateTaxonomy();
      expect(await findCollection("lampade")).toMatchObject({ kind: "category", id: made.id });
      expect(await findSubcategory("salt-lamps")).toMatchObject({ id: sub.id, category: { slug: "lampade" } });
      await database.prisma.subcategory.delete({ where: { id: sub.id } });
      await database.prisma.category.delete({ where: { id: made.id } });
      invalidateTaxonomy();
      expect(await findCollection("lampade")).toBeNull();
    } finally {
      statements.restore();
    }
  });

  it("lists every product, 24 a page, with the right counts", async () => {
    const first = await listProducts({}, q());
    expect(first.total).toBe(33);
    expect(first.pageCount).toBe(2);
    expect(first.products).toHaveLength(PAGE_SIZE);
    const second = await listProducts({}, q("page=2"));
    expect(second.products).toHaveLength(33 - PAGE_SIZE);
    const all = new Set([...first.products, ...second.products].map((p) => p.id));
    expect(all.size).toBe(33);
    // A page past the end shows the last page.
    expect((await listProducts({}, q("page=40"))).page).toBe(2);
  });

  it("filters a category and reports its facets", async () => {
    const r = await listProducts({ categoryId: ids.incense.id }, q());
    expect(r.total).toBe(30);
    expect(r.facets.brands.map((b) => [b.slug, b.count])).toEqual([
      ["hem", 19],
      ["satya", 9],
      ["terra", 2],
    ]);
    expect(r.facets.subcategories.map((s) => s.slug).sort()).toEqual(["candles", "palo-santo"]);
    expect(r.facets.priceMinCents).toBe(500);
    expect(r.banner?.url).toBe("/img/banner-30.svg");
  });

  it("sorts by effective price both ways", async () => {
    const asc = await listProducts({ categoryId: ids.incense.id }, q("sort=price-asc"));
    const prices = asc.products.map((p) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.products[0].title).toBe("Bargain Candle");
    const desc = await listProducts({ categoryId: ids.incense.id }, q("sort=price-desc"));
    const dp = desc.products.map((p) => p.priceCents);
    expect(dp).toEqual([...dp].sort((a, b) => b - a));
    expect(desc.products.map((p) => p.title)).not.toContain("Bargain Candle");
  });

  it("sorts by newest, rating and popularity", async () => {
    const newest = await listProducts({ categoryId: ids.minerals.id }, q("sort=newest"));
    expect(newest.products.map((p) => p.title)).toEqual(["Glass Pearls", "Quartz Geode", "Amethyst Geode"]);
    const rating = await listProducts({ categoryId: ids.incense.id }, q("sort=rating"));
    const r = rating.products.map((p) => p.rating);
    expect(r).toEqual([...r].sort((a, b) => b - a));
    const featured = await listProducts({ categoryId: ids.incense.id }, q());
    expect(featured.products[0].title).toBe("Sold Out Palo");
  });

  it("filters by price range on the effective price", async () => {
    const cheap = await listProducts({}, q("max=6"));
    expect(cheap.products.map((p) => p.title)).toEqual(["Bargain Candle"]);
    // Quartz costs 25 € but is discounted to 19.50 €: the filter sees 19.50 €.
    expect((await listProducts({}, q("min=19.4&max=19.6"))).products.map((p) => p.title)).toEqual(["Quartz Geode"]);
    expect((await listProducts({}, q("min=24&max=26&sort=price-asc"))).products.map((p) => p.title)).toEqual([
      "Candle 14",
      "Candle 15",
      "Candle 16",
    ]);
    // The bargain's original 50 € is above 39 €, its effective 5 € is not.
    const range = await listProducts({}, q("min=37&max=60&sort=price-asc"));
    expect(range.products.map((p) => p.title)).toEqual(["Candle 27", "Candle 28", "Amethyst Geode"]);
    // A card's price is the effective one (what the shopper pays).
    for (const p of range.products) {
      const eff = p.priceCents;
      expect(eff).toBeGreaterThanOrEqual(3700);
      expect(eff).toBeLessThanOrEqual(6000);
    }
  });

  it("filters by brand, stock and subcategory, and ignores unknown values", async () => {
    const terra = await listProducts({ categoryId: ids.incense.id }, q("brand=terra"));
    expect(terra.products.map((p) => p.title).sort()).toEqual(["Bargain Candle", "Sold Out Palo"]);
    const inStock = await listProducts({ categoryId: ids.incense.id }, q("brand=terra&stock=1"));
    expect(inStock.products.map((p) => p.title)).toEqual(["Bargain Candle"]);
    const two = await listProducts({ categoryId: ids.incense.id }, q("brand=terra&brand=satya"));
    expect(two.total).toBe(11);
    const sub = await listProducts({ categoryId: ids.incense.id }, q("sub=palo-santo"));
    expect(sub.total).toBe(15);
    expect(sub.applied.sub).toBe("palo-santo");
    const bogus = await listProducts({ categoryId: ids.incense.id }, q("brand=nope&sub=geodes-%26-druses"));
    expect(bogus.total).toBe(30);
    expect(bogus.applied).toMatchObject({ brands: [], sub: null });
  });

  it("lists a subcategory", async () => {
    const r = await listProducts({ subcategoryId: ids.geodes.id }, q("sort=price-asc"));
    expect(r.products.map((p) => p.title)).toEqual(["Quartz Geode", "Amethyst Geode"]);
    expect(r.facets.subcategories).toEqual([]);
  });

  it("gives popular products and the sitemap's entries", async () => {
    const popular = await popularProducts(3);
    expect(popular.map((p) => p.title)).not.toContain("Sold Out Palo");
    const s = await sitemapEntries();
    expect(s.products).toHaveLength(33);
    expect(s.categories.map((c) => c.slug)).toContain("minerals-and-jewels");
    expect(s.subcategories.map((c) => c.slug)).toContain("geodes-&-druses");
  });

  it("keeps a scope's facets for every filter and page of it until a catalogue change clears them", async () => {
    const prisma = database.prisma;
    const before = await listProducts({ categoryId: ids.minerals.id }, q());
    expect(before.facets.brands.map((b) => b.slug)).not.toContain("lumen");
    const lumen = await prisma.brand.create({ data: { name: "LUMEN", slug: "lumen", position: 9 } });
    const made = await prisma.product.create({
      data: {
        pid: "PID900A",
        slug: "lumen-geode",
        title: "Lumen Geode",
        categoryId: ids.minerals.id,
        subcategoryId: ids.geodes.id,
        brandId: lumen.id,
        originalPriceCents: 99_000,
        description: [],
      },
    });
    try {
      // Written behind the shop's back (no invalidation): the facets are the ones kept, for another
      // sort and filter of the same scope too; the cards and the total are read each time.
      const kept = await listProducts({ categoryId: ids.minerals.id }, q("sort=price-desc&inStock=1"));
      expect(kept.facets).toEqual(before.facets);
      expect(kept.products[0].title).toBe("Lumen Geode");
      // The shop's own writes clear them (here and, through the cache bus, in every instance).
      invalidateProductPages();
      const fresh = await listProducts({ categoryId: ids.minerals.id }, q());
      expect(fresh.facets.brands.find((b) => b.slug === "lumen")?.count).toBe(1);
      expect(fresh.facets.priceMaxCents).toBe(99_000);
      await prisma.brand.update({ where: { id: lumen.id }, data: { names: { de: "LUMEN (DE)" } } });
      invalidateTaxonomy();
      const renamed = await listProducts({ categoryId: ids.minerals.id }, q(), "de");
      expect(renamed.facets.brands.find((b) => b.slug === "lumen")?.name).toBe("LUMEN (DE)");
    } finally {
      await prisma.product.delete({ where: { id: made.id } });
      await prisma.brand.delete({ where: { id: lumen.id } });
      invalidateProductPages();
    }
  });

  it("keeps a listing page a few seconds, per filter, page and language, until a catalogue change clears it", async () => {
    const prisma = database.prisma;
    invalidateProductPages();
    const scope = { categoryId: ids.minerals.id };
    const before = await listProducts(scope, q("sort=price-asc"));
    const glass = before.products.find((p) => p.slug === "glass-pearls")!;
    await prisma.product.update({ where: { id: glass.id }, data: { title: "Glass Pearls (renamed)" } });
    try {
      // Written behind the shop's back (no invalidation): the page read a moment ago is given again…
      const kept = await listProducts(scope, q("sort=price-asc"));
      expect(kept).toBe(before);
      // …while another sort, page or language of the scope is a page of its own, read now.
      const other = await listProducts(scope, q("sort=price-desc"));
      expect(other.products.find((p) => p.id === glass.id)?.title).toBe("Glass Pearls (renamed)");
      const german = await listProducts(scope, q("sort=price-asc"), "de");
      expect(german.products.find((p) => p.id === glass.id)?.title).toBe("Glass Pearls (renamed)");
      // The shop's own writes clear it (here and, through the cache bus, in every instance).
      invalidateProductPages();
      const fresh = await listProducts(scope, q("sort=price-asc"));
      expect(fresh).not.toBe(before);
      expect(fresh.products.find((p) => p.id === glass.id)?.title).toBe("Glass Pearls (renamed)");
      invalidateTaxonomy();
      expect(await listProducts(scope, q("sort=price-asc"))).not.toBe(fresh);
    } finally {
      await prisma.product.update({ where: { id: glass.id }, data: { title: "Glass Pearls" } });
      invalidateProductPages();
    }
  });

  // Listings, search and popular products read their cards with the function sattva_cards
  // (migration 20261202100000_card_rows): the same cards as the ORM's read, in the ids' order.
  it("reads cards in the ids' order, as the ORM's cards, in each language, without drafts", async () => {
    const prisma = database.prisma;
    const [quartz, pearls, candle] = await Promise.all(
      ["quartz-geode", "glass-pearls", "candle-7"].map((slug) => prisma.product.findUniqueOrThrow({ where: { slug } })),
    );
    await prisma.productTranslation.create({
      data: { productId: quartz.id, locale: "en", title: "Quartz geode (EN)", description: [] },
    });
    await prisma.productImage.createMany({
      data: [
        {
          productId: quartz.id,
          kind: "gallery",
          position: 1,
          url: "/img/q-2.svg",
          alt: { en: "Back" },
          width: 600,
          height: 400,
        },
        { productId: quartz.id, kind: "gallery", position: 2, url: "/img/q-3.svg", alt: {}, width: 600, height: 400 },
        { productId: pearls.id, kind: "banner", position: 0, url: "/img/p-banner.svg", alt: {} },
      ],
    });
    await prisma.brand.update({ where: { id: quartz.brandId }, data: { names: { en: "HEM (EN)" } } });
    await prisma.product.update({ where: { id: pearls.id }, data: { published: false } });
    const ids = [candle.id, pearls.id, quartz.id];
    try {
      for (const lng of ["it", "en", "de"] as const) {
        const orm = await prisma.product.findMany({
          where: { id: { in: ids }, published: true },
          select: cardSelect(lng),
        });
        const expected = [candle.id, quartz.id].map((id) =>
          toProductCard(
            orm.find((p) => p.id === id)!,
            lng,
          ),
        );
        expect(await cardsInOrder(ids, lng)).toEqual(expected);
      }
      const [en] = await cardsInOrder([quartz.id], "en");
      expect(en.title).toBe("Quartz geode (EN)");
      expect(en.brand).toBe("HEM (EN)");
      // The first two gallery photos, not the banner.
      expect(en.images.map((i) => i.url)).toEqual(["/img/32.svg", "/img/q-2.svg"]);
    } finally {
      await prisma.product.update({ where: { id: pearls.id }, data: { published: true } });
    }
  });
});
