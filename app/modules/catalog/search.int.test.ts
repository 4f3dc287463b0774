// Search at scale (issue 12): what the stored vectors, the vocabulary and the estimated count
// promise, against a real PostgreSQL. Timings are the bench's (tests/bench/search-scale.mjs).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { createTestDatabase } from "../../../tests/support/db";
import { cardsInOrder, popularProducts } from "./listing.server";
import { Prisma } from "~/generated/prisma/client";
import { rawRows, toCardView } from "./cards.server";
import { invalidateProductPages } from "./products.server";
import {
  clearSearchEstimates,
  queryWords,
  rankedPageSql,
  SEARCH_CANDIDATES,
  searchProducts,
  suggestProducts,
  tsqueryOf,
} from "./search.server";
import { buildSearchText } from "./search-text";

describe("search at scale", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let categoryId: string;
  let brandId: string;

  const add = async (n: number, title: string, en: string, popularity = 0) => {
    const p = await database.prisma.product.create({
      data: {
        pid: `PID${String(n).padStart(3, "0")}A`,
        slug: `p-${n}`,
        title,
        categoryId,
        brandId,
        originalPriceCents: 1000,
        description: ["Descrizione"],
        searchText: buildSearchText({
          title,
          description: ["Descrizione"],
          translations: [{ title: en, description: [] }],
        }),
        popularity,
        stock: 3,
        translations: { create: { locale: "en", title: en, description: [] } },
      },
    });
    return p.id;
  };

  /** `n` products `<prefix>-1…n` titled "<Title> g", with `word` and `en` in their text, then ANALYZE. */
  const addMany = async (prefix: string, pid: string, title: string, word: string, en: string, n: number) => {
    await database.prisma.$executeRaw`
      INSERT INTO "Product" ("id", "pid", "slug", "title", "categoryId", "brandId", "originalPriceCents",
        "description", "stock", "searchText", "popularity", "updatedAt")
      SELECT ${prefix} || '-' || g, ${pid} || g, ${prefix} || '-' || g, ${title} || ' ' || g, ${categoryId}, ${brandId},
        900, ARRAY['Legno'], 5, ${word} || ' ' || g || ' legno ' || ${en}, g % 100, now()
      FROM generate_series(1, ${n}::int) g`;
    await database.prisma.$executeRaw`ANALYZE "Product"`;
  };

  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
    categoryId = (await database.prisma.category.create({ data: { name: "Incensi", slug: "incensi" } })).id;
    brandId = (await database.prisma.brand.create({ data: { name: "HEM", slug: "hem" } })).id;
  });
  afterAll(async () => cleanup());

  it("folds query words as the stored vectors do", () => {
    expect(queryWords("Weißer  Crème-Brûlée Œuvre 100%")).toEqual(["weisser", "creme", "brulee", "oeuvre", "100"]);
    expect(queryWords("' OR 1=1 -- :* | &")).toEqual(["or", "1", "1"]);
  });

  it("keeps the vectors and the vocabulary when staff change a product's texts", async () => {
    const id = await add(1, "Candela alla lavanda", "Lavender candle");
    expect((await searchProducts("lavanda")).products.map((p) => p.slug)).toEqual(["p-1"]);
    await database.prisma.product.update({
      where: { id },
      data: {
        title: "Candela al bergamotto",
        searchText: buildSearchText({
          title: "Candela al bergamotto",
          translations: [{ title: "Bergamot candle", description: [] }],
        }),
      },
    });
    await database.prisma.productTranslation.update({
      where: { productId_locale: { productId: id, locale: "en" } },
      data: { title: "Bergamot candle" },
    });
    expect((await searchProducts("lavanda")).total).toBe(0);
    expect((await searchProducts("bergamotto")).products.map((p) => p.slug)).toEqual(["p-1"]);
    // The new word is in the vocabulary: a misspelling of it finds the product.
    const typo = await searchProducts("bergamoto");
    expect(typo.products.map((p) => p.slug)).toEqual(["p-1"]);
    expect((await suggestProducts("bergamott")).map((s) => s.slug)).toEqual(["p-1"]);
  });

  it("ranks by the shopper's language: its title first", async () => {
    // "rosa" is the Italian title of one and only in the English title of the other ("Rosa").
    await add(2, "Incenso alla rosa", "Rose incense", 1);
    await add(3, "Incenso floreale", "Rosa damascena incense", 50);
    const it = await searchProducts("rosa", 1, "it");
    expect(it.products.map((p) => p.slug)).toEqual(["p-2", "p-3"]);
    const en = await searchProducts("rosa", 1, "en");
    expect(en.products[0].slug).toBe("p-3");
  });

  it("shows an estimate past a thousand matches, and exact counts below", async () => {
    await addMany("many", "M", "Sandalo", "sandalo", "sandalwood", 3000);
    const many = await searchProducts("sandalo");
    expect(many.totalExact).toBe(false);
    expect(many.totalOver).toBe(false);
    expect(many.total).toBeGreaterThan(1000);
    expect(many.products).toHaveLength(24);
    // The most popular come first, and pages do not overlap.
    const second = await searchProducts("sandalo", 2);
    const first = new Set(many.products.map((p) => p.slug));
    expect(second.products.some((p) => first.has(p.slug))).toBe(false);
    const few = await searchProducts("sandalo 2999");
    expect(few).toMatchObject({ total: 1, totalExact: true, totalOver: false });
  });

  it("ranks a query whose kept estimate is trusted with the shorter statement, to the same pages", async () => {
    // Each page by the whole statement first (nothing kept).
    clearSearchEstimates();
    const pages = [await searchProducts("sandalo", 1, "en")];
    clearSearchEstimates();
    pages.push(await searchProducts("sandalo", 3, "en"));
    const few = await searchProducts("sandalo 2999");
    // The whole statement reads by tier through sattva_search_top; the shorter one does not name it.
    await database.prisma.$executeRaw`ALTER FUNCTION sattva_search_top(tsquery, int) RENAME TO sattva_search_top_kept`;
    try {
      expect([await searchProducts("sandalo", 1, "en"), await searchProducts("sandalo", 3, "en")]).toEqual(pages);
      // A query counted (estimated few) still takes the whole statement.
      await expect(searchProducts("sandalo 2999")).rejects.toThrow(/sattva_search_top/);
    } finally {
      await database.prisma
        .$executeRaw`ALTER FUNCTION sattva_search_top_kept(tsquery, int) RENAME TO sattva_search_top`;
    }
    expect(await searchProducts("sandalo 2999")).toEqual(few);
  });

  it("says 'more than 1,000' when the planner expected fewer and the count reached its bound", async () => {
    // 1,500 products hold "cedro": the planner expects about that many, under the 2,000 it trusts
    // less than a count, so the matches are counted, up to 1,001. The truth is only "more than 1,000";
    // "about 1,000" would understate it (two words that go together at a million products: 22,551).
    await addMany("cedar", "C", "Cedro", "cedro", "cedar", 1500);
    const cedar = await searchProducts("cedro");
    expect(cedar).toMatchObject({ total: 1000, totalExact: false, totalOver: true, pageCount: 20 });
    expect(cedar.products).toHaveLength(24);
    const fewer = await searchProducts("cedro 1499");
    expect(fewer).toMatchObject({ total: 1, totalExact: true, totalOver: false });
  });

  it("reads such matches by popularity tier, with the same pages as reading them all", async () => {
    // The "cedro" products above: more than 1,000 matches the planner expected fewer of, so the
    // most popular are read tier by tier (sattva_search_top). Spread their popularity over the tiers
    // as a shop's is (few very popular, many quiet, a quarter at 0; ties), so the later pages need
    // the lower tiers, then compare every page with the plain ranking (all matches, sorted).
    await database.prisma.$executeRaw`
      UPDATE "Product" SET "popularity" = (5000 * power((substr("id", 7)::int * 7919 % 1500) / 1500.0, 6))::int / 10 * 10
      WHERE "id" LIKE 'cedar-%'`;
    const slugOf = new Map(
      (
        await database.prisma.product.findMany({
          where: { id: { startsWith: "cedar-" } },
          select: { id: true, slug: true },
        })
      ).map((p) => [p.id, p.slug]),
    );
    const plain = async (page: number, lng: "it" | "en") =>
      (
        await rawRows<{ id: string }>(
          Prisma.sql`SELECT r."id" FROM (${rankedPageSql(tsqueryOf(["cedro"]), lng, 24, (page - 1) * 24, SEARCH_CANDIDATES)}) r ORDER BY r."ord"`,
        )
      ).map((r) => slugOf.get(r.id));
    // The tier is a word no query has: the ranking does not see it.
    const [rank] = await rawRows<{ differ: number }>(Prisma.sql`
      SELECT count(*)::int AS "differ" FROM "Product" p WHERE p."id" LIKE 'cedar-%'
        AND ts_rank(p."searchVector", 'cedro:*'::tsquery)
          <> ts_rank(ts_delete(p."searchVector", "sattva_popularity_tiers"()), 'cedro:*'::tsquery)`);
    expect(rank.differ).toBe(0);
    for (const lng of ["it", "en"] as const) {
      for (const page of [1, 5, 6, 11, 20]) {
        const found = await searchProducts("cedro", page, lng);
        expect(found.totalOver).toBe(true);
        expect(
          found.products.map((p) => p.slug),
          `${lng} page ${page}`,
        ).toEqual(await plain(page, lng));
      }
    }
    // A product made the most popular moves to its new tier: first on the first page.
    await database.prisma.product.update({ where: { id: "cedar-7" }, data: { popularity: 100_000 } });
    expect((await searchProducts("cedro")).products[0].slug).toBe("cedar-7");
    // Staff renaming it keep its tier: still first.
    await database.prisma.product.update({
      where: { id: "cedar-7" },
      data: { searchText: "cedro 7 legno cedar nuovo" },
    });
    expect((await searchProducts("cedro")).products[0].slug).toBe("cedar-7");
    const [tier] = await rawRows<{ has: boolean }>(
      Prisma.sql`SELECT "searchVector" @@ ('~p' || (floor(4 * ln(100000) / ln(2))::int + 1))::tsquery AS "has" FROM "Product" WHERE "id" = 'cedar-7'`,
    );
    expect(tier.has).toBe(true);
    // The next tests want their own products to be the most popular.
    await database.prisma.$executeRaw`UPDATE "Product" SET "popularity" = 0 WHERE "id" LIKE 'cedar-%'`;
  });

  it("gives the same cards as the listings (the page's cards are read in its own statement)", async () => {
    const id = await add(4, "Candela al gelsomino", "Jasmine candle", 7);
    await database.prisma.product.update({
      where: { id },
      data: { discountedPriceCents: 800, stock: 0 },
    });
    await database.prisma.productImage.createMany({
      data: [
        { productId: id, kind: "gallery", position: 2, url: "/img/c.jpg", alt: { it: "Terza" } },
        { productId: id, kind: "banner", position: 0, url: "/img/banner.jpg", alt: {} },
        { productId: id, kind: "gallery", position: 1, url: "/img/b.jpg", alt: { it: "Seconda", en: "Second" } },
        { productId: id, kind: "gallery", position: 0, url: "/img/a.jpg", widths: [320, 640], width: 800, height: 600 },
      ],
    });
    for (const lng of ["it", "en", "de"] as const) {
      const found = await searchProducts("gelsomino", 1, lng);
      expect(found.products.map((p) => p.slug)).toEqual(["p-4"]);
      expect(found.products).toEqual((await cardsInOrder([id], lng)).map(toCardView));
    }
  });

  it("offers the most popular products in stock, never a draft or a sold-out one, when nothing is found", async () => {
    const top = await add(5, "Lampada di sale", "Salt lamp", 5000);
    const second = await add(6, "Lampada di sale grande", "Large salt lamp", 4000);
    const soldOut = await add(7, "Lampada esaurita", "Sold-out lamp", 9000);
    const draft = await add(8, "Lampada bozza", "Draft lamp", 9500);
    await database.prisma.product.update({ where: { id: soldOut }, data: { stock: 0 } });
    await database.prisma.product.update({ where: { id: draft }, data: { published: false } });
    expect((await searchProducts("zzzqqq")).total).toBe(0);
    const popular = await popularProducts(3, "en");
    expect(popular.map((p) => p.id).slice(0, 2)).toEqual([top, second]);
    expect(popular).toHaveLength(3);
    expect(popular.map((p) => p.id)).not.toContain(soldOut);
    expect(popular.map((p) => p.id)).not.toContain(draft);
    // The same cards as the listings, in English where the product has its English title.
    expect(popular.slice(0, 2)).toEqual((await cardsInOrder([top, second], "en")).map(toCardView));
    expect(popular[0].title).toBe("Salt lamp");
  });

  it("keeps a query's estimate, not its matches, and forgets it when the products change", async () => {
    await add(9, "Campana tibetana", "Tibetan bell");
    clearSearchEstimates();
    const first = await searchProducts("campana");
    const suggested = await suggestProducts("campana");
    expect(first.total).toBe(1);
    // From here on, asking PostgreSQL for an estimate fails.
    await database.prisma
      .$executeRaw`ALTER FUNCTION sattva_search_estimate(tsquery) RENAME TO sattva_search_estimate_kept`;
    await database.prisma
      .$executeRaw`CREATE FUNCTION sattva_search_estimate(q tsquery) RETURNS bigint LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'estimate asked'; END $$`;
    try {
      // Kept: the same query is searched, and suggested, without asking again; its matches are read.
      await add(10, "Campana di bronzo", "Bronze bell");
      const again = await searchProducts("campana");
      expect(again).toMatchObject({ total: 2, totalExact: true });
      expect(again.products.map((p) => p.slug).sort()).toEqual(["p-10", "p-9"]);
      expect((await suggestProducts("campana")).length).toBe(suggested.length + 1);
      // Another query asks; so does this one once the products have changed.
      await expect(searchProducts("bronzo")).rejects.toThrow(/estimate asked/);
      invalidateProductPages();
      await expect(searchProducts("campana")).rejects.toThrow(/estimate asked/);
    } finally {
      await database.prisma.$executeRaw`DROP FUNCTION sattva_search_estimate(tsquery)`;
      await database.prisma
        .$executeRaw`ALTER FUNCTION sattva_search_estimate_kept(tsquery) RENAME TO sattva_search_estimate`;
    }
    expect((await searchProducts("campana")).total).toBe(2);
  });

  it("keeps that words found nothing, with their near spellings, and forgets it when the products change", async () => {
    await add(11, "Conchiglia marina", "Sea shell");
    clearSearchEstimates();
    // Found nothing as typed: the near spellings' page, after the page that found nothing.
    const first = await searchProducts("conchilia");
    expect(first).toMatchObject({ mode: "fuzzy", total: 1 });
    expect(first.products.map((p) => p.slug)).toEqual(["p-11"]);
    expect(await searchProducts("zzqxvw")).toMatchObject({ mode: "fts", total: 0 });
    // A product whose text has the typed word, written without telling the caches (as no path of
    // the shop does): the kept miss goes straight to the near spellings (which include the word
    // as typed, so it is found among them).
    await add(12, "Conchilia rara", "Rare conchilia");
    expect(await searchProducts("conchilia")).toMatchObject({ mode: "fuzzy", total: 2 });
    // Once the products change, the words are searched as typed again.
    invalidateProductPages();
    const again = await searchProducts("conchilia");
    expect(again).toMatchObject({ mode: "fts", total: 1 });
    expect(again.products.map((p) => p.slug)).toEqual(["p-12"]);
  });
});
