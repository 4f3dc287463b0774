// The search box's suggestions in one statement (issue 12): the same suggestions as the code
// they replaced (a ranking query, maybe near spellings and a second ranking, then a Prisma read
// of the titles), on the seeded catalogue, and the round trips they now take. The search page's
// misspellings take the same path (the near spellings come with the page that found nothing):
// the same results as a separate lookup, and their round trips.
import { beforeAll, describe, expect, it } from "vitest";
import { db, type Database } from "~/lib/db.server";
import type { Language } from "~/modules/i18n/config";
import { seedDatabase } from "../../../prisma/seed/seed.server";
import { countStatements, withTestDatabase } from "../../../tests/support/db";
import { PAGE_SIZE } from "./listing-params";
import { nameIn, productText, translationIn } from "./localized";
import {
  clearSearchEstimates,
  cleanQuery,
  nearSpellings,
  queryWords,
  rankedPageSql,
  SEARCH_CANDIDATES,
  searchProducts,
  SUGGESTION_CANDIDATES,
  suggestProducts,
  tsqueryOf,
  type Suggestion,
} from "./search.server";
import { buildSearchText } from "./search-text";

/**
 * The oracle: suggestProducts as it was before it became one statement (search.server.ts at
 * 3d6a0c8), kept here only to compare with: a ranking query, maybe the near spellings and a second
 * ranking, then a Prisma read of the titles. The ranking, the tsquery and the near spellings are
 * the search's own (unchanged by the rewrite); what is compared is how the suggestions are put
 * together from them.
 */
const old = (() => {
  async function rankedIds(tsq: string, lng: Language, limit: number, offset: number, candidates: number) {
    const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT h."id" FROM (${rankedPageSql(tsq, lng, limit, offset, candidates)}) h ORDER BY h."ord"`;
    return rows.map((r) => r.id);
  }

  return async function suggestProducts(rawQuery: string, limit = 6, lng: Language = "it"): Promise<Suggestion[]> {
    const q = cleanQuery(rawQuery);
    if (q.length < 2) return [];
    const words = queryWords(q);
    if (!words.length) return [];
    let ids = await rankedIds(tsqueryOf(words), lng, limit, 0, SUGGESTION_CANDIDATES);
    if (ids.length < limit) {
      const corrections = await nearSpellings(words);
      if (corrections.some((c) => c.length)) {
        const more = await rankedIds(tsqueryOf(words, corrections), lng, limit, 0, SUGGESTION_CANDIDATES);
        ids = [...new Set([...ids, ...more])].slice(0, limit);
      }
    }
    if (!ids.length) return [];
    const rows = await db().product.findMany({
      where: { id: { in: ids }, published: true },
      select: {
        id: true,
        title: true,
        description: true,
        slug: true,
        translations: translationIn(lng),
        brand: { select: { name: true, names: true } },
      },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ title: productText(r).title, slug: r.slug, brand: nameIn(r.brand, lng) }] : [];
    });
  };
})();

const LANGUAGES = ["it", "en", "fr"] as const;

const QUERIES = [
  "incenso", // a common word, Italian
  "incense", // a common word, English
  "incen", // a prefix
  "chandan", // a rarer word
  "insence", // a misspelling
  "himalya", // a misspelling
  "encens chandan", // two words
  "nag champa", // two words
  "zzqxv", // no match
  "st", // two letters
  "a b", // only short words: no near spellings looked up
  "xq",
  "Crème  Brûlée", // accents, folded
  // The fixtures below: a rare word, its prefix and misspelling, a draft, the fallbacks.
  "quarzite",
  "quar",
  "quarzit",
  "quarzitte",
  "zeta",
  "quarz",
  "quarzo",
];

describe("suggestions in one statement", () => {
  const database = withTestDatabase();
  let dbase: Database;

  beforeAll(async () => {
    dbase = database();
    await seedDatabase(dbase.prisma, { demo: false, onlyIfEmpty: true });
    const categoryId = (await dbase.prisma.category.findFirstOrThrow({ select: { id: true } })).id;
    // A brand named otherwise in French, with a blank English name (falls back to Italian).
    const brandId = (
      await dbase.prisma.brand.create({
        data: { name: "Casa Zeta", slug: "casa-zeta", names: { fr: "Maison Zêta", en: "  " } },
      })
    ).id;
    const add = (n: number, title: string, translations: { locale: string; title: string }[], published = true) =>
      dbase.prisma.product.create({
        data: {
          pid: `ZZ${String(n).padStart(3, "0")}A`,
          slug: `quarzo-${n}`,
          title,
          categoryId,
          brandId,
          originalPriceCents: 1500,
          description: ["Pietra"],
          searchText: buildSearchText({
            title,
            description: ["Pietra"],
            translations: translations.map((t) => ({ title: t.title, description: [] })),
          }),
          popularity: n,
          stock: 2,
          published,
          translations: { create: translations.map((t) => ({ ...t, description: [] })) },
        },
      });
    // A blank French title falls back to the Italian one.
    await add(1, "Quarzite lucente", [
      { locale: "en", title: "Shining quartzite" },
      { locale: "fr", title: "   " },
    ]);
    await add(2, "Quarzo ialino Zeta", [{ locale: "en", title: "Clear quartz" }]);
    // A draft: never suggested.
    await add(3, "Quarzite rosa", [{ locale: "en", title: "Pink quartzite" }], false);
  });

  it("suggests what the old code suggested, for every query and language", async () => {
    let nonEmpty = 0;
    for (const q of QUERIES) {
      for (const lng of LANGUAGES) {
        const expected = await old(q, 6, lng);
        if (expected.length) nonEmpty++;
        expect({ q, lng, got: await suggestProducts(q, 6, lng) }).toEqual({ q, lng, got: expected });
      }
    }
    // The set is not vacuous: most queries suggest something.
    expect(nonEmpty).toBeGreaterThan(QUERIES.length * 2);
    // Other limits (the misspelling's merge is cut at the limit).
    for (const [q, limit] of [
      ["incense", 3],
      ["insence", 2],
      ["quar", 1],
      ["chandan", 10],
    ] as const) {
      expect(await suggestProducts(q, limit, "en")).toEqual(await old(q, limit, "en"));
    }
  });

  it("suggests the same when a large catalogue reads the candidates by popularity tier", async () => {
    // Read by tier from 50,000 products (the catalogue's size as the planner knows it): the demo
    // catalogue is told it is 100,000 for this test, then ANALYZE sets it back.
    try {
      await db().$executeRaw`UPDATE pg_class SET reltuples = 100000 WHERE oid = '"Product"'::regclass`;
      for (const q of QUERIES) {
        for (const lng of LANGUAGES) {
          expect({ q, lng, got: await suggestProducts(q, 6, lng) }).toEqual({ q, lng, got: await old(q, 6, lng) });
        }
      }
    } finally {
      await db().$executeRaw`ANALYZE "Product"`;
    }
  });

  it("takes the fallbacks of productText and nameIn, and leaves drafts out", async () => {
    expect(await suggestProducts("quarzite", 6, "fr")).toEqual([
      { title: "Quarzite lucente", slug: "quarzo-1", brand: "Maison Zêta" },
    ]);
    expect(await suggestProducts("quarzite", 6, "en")).toEqual([
      { title: "Shining quartzite", slug: "quarzo-1", brand: "Casa Zeta" },
    ]);
    for (const lng of LANGUAGES) {
      const slugs = (await suggestProducts("quarzite", 6, lng)).map((s) => s.slug);
      expect(slugs).toContain("quarzo-1");
      expect(slugs).not.toContain("quarzo-3");
    }
  });

  it("searches a misspelling in two round trips (the near spellings come with the page that found nothing), then in one", async () => {
    clearSearchEstimates();
    const trips = countStatements(dbase);
    const tripsOf = async (q: string, lng: Language) => {
      trips.reset();
      const found = await searchProducts(q, 1, lng);
      return { mode: found.mode, found: found.total > 0, trips: trips.count() };
    };
    try {
      expect(await tripsOf("incense", "en")).toEqual({ mode: "fts", found: true, trips: 1 });
      expect(await tripsOf("insence", "fr")).toEqual({ mode: "fuzzy", found: true, trips: 2 });
      expect(await tripsOf("himalya salt", "it")).toEqual({ mode: "fuzzy", found: true, trips: 2 });
      // Nothing near: the lookup found nothing, no second page is searched.
      expect(await tripsOf("zzqxv", "en")).toEqual({ mode: "fts", found: false, trips: 1 });
      // Words of two letters: no near spellings looked up.
      expect(await tripsOf("xq", "en")).toEqual({ mode: "fts", found: false, trips: 1 });
      // Searched again within the minute: the kept near spellings, one round trip.
      const fresh = await searchProducts("insence", 2, "de");
      expect(await tripsOf("insence", "fr")).toEqual({ mode: "fuzzy", found: true, trips: 1 });
      trips.reset();
      expect(await searchProducts("insence", 2, "de")).toEqual(fresh);
      expect(trips.count()).toBe(1);
      expect(await tripsOf("zzqxv", "en")).toEqual({ mode: "fts", found: false, trips: 0 });
    } finally {
      trips.restore();
    }
  });

  it("finds for a misspelling what the separate near-spelling lookup found, in every language", async () => {
    const rankedIds = async (tsq: string, lng: Language) =>
      (
        await db().$queryRaw<{ id: string }[]>`
        SELECT h."id" FROM (${rankedPageSql(tsq, lng, PAGE_SIZE, 0, SEARCH_CANDIDATES)}) h ORDER BY h."ord"`
      ).map((r) => r.id);
    let fuzzy = 0;
    for (const lng of LANGUAGES) {
      for (const q of QUERIES) {
        const now = await searchProducts(q, 1, lng);
        const words = queryWords(cleanQuery(q));
        // The flow before: the words' page; when it found nothing, the near spellings in a statement of their own.
        const asTyped = words.length ? await rankedIds(tsqueryOf(words), lng) : [];
        if (asTyped.length) {
          expect(now.mode, q).toBe("fts");
          expect(now.products.map((p) => p.id)).toEqual(asTyped);
          continue;
        }
        const corrections = words.length ? await nearSpellings(words) : [];
        const corrected = corrections.some((c) => c.length) ? await rankedIds(tsqueryOf(words, corrections), lng) : [];
        expect(now.mode, q).toBe(corrected.length ? "fuzzy" : words.length ? "fts" : "empty");
        expect(now.products.map((p) => p.id)).toEqual(corrected);
        if (corrected.length) fuzzy++;
      }
    }
    // The misspellings above (insence, himalya, quarzit, quarzitte…) in three languages.
    expect(fuzzy).toBeGreaterThanOrEqual(9);
  });

  it("takes one round trip when the words find enough, two for a misspelling", async () => {
    const trips = countStatements(dbase);
    const tripsOf = async (q: string, lng: Language) => {
      trips.reset();
      const found = await suggestProducts(q, 6, lng);
      return { found: found.length, trips: trips.count() };
    };
    try {
      expect(await tripsOf("incense", "en")).toEqual({ found: 6, trips: 1 });
      expect(await tripsOf("incen", "it")).toEqual({ found: 6, trips: 1 });
      expect(await tripsOf("insence", "fr")).toEqual({ found: 6, trips: 2 });
      expect(await tripsOf("zzqxv", "en")).toEqual({ found: 0, trips: 1 });
      // Words of two letters: no near spellings looked up.
      expect(await tripsOf("xq", "en")).toEqual({ found: 0, trips: 1 });
    } finally {
      trips.restore();
    }
  });
});
