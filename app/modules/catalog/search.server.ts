/**
 * Catalogue search, built to stay fast at a million products (issue 12):
 *
 * - Matching reads `Product.searchVector` (a stored tsvector of every word of the product in all
 *   five languages, generated from searchText) through its GIN index, every query word as a
 *   prefix (`incen` finds incense), AND-ed.
 * - Ranking is bounded: the candidates are the most popular matching products, `CANDIDATES` at
 *   a time, in the popularity index's order (or, for a rare word, all its few matches); only
 *   those are scored — the shopper's language's title (A) and description (B) from the stored
 *   per-language vector, then the rest of the product's words.
 *   Later pages take the next `CANDIDATES`, so pages never overlap.
 * - The count is exact up to `EXACT_COUNT_LIMIT`; above it the planner's estimate from the
 *   column statistics is shown as "about N" (no row is read to count).
 * - Near spellings (`insence`, `himalya`), only when the words themselves find nothing: each
 *   word is looked up in the catalogue's vocabulary (`SearchWord`, a trigram index over the
 *   distinct words, not the whole text), and the closest real words are searched instead.
 *
 * Query words are folded (lower case, no accents) and split into letters and digits in code, so
 * the tsquery text holds nothing but [a-z0-9] words and operators; it is passed as a parameter.
 */
import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { cardsInOrder } from "./listing.server";
import { MAX_QUERY_LENGTH, PAGE_SIZE, pageCount } from "./listing-params";
import type { Language } from "~/modules/i18n/config";
import { nameIn, productText, translationIn } from "./localized";
import { foldText } from "./search-text";
import type { ProductCardData } from "./types";

/** Minimum word_similarity for a near spelling (`insence` ~ `incense` is 0.5; noise stays under 0.3). */
const FUZZY_THRESHOLD = 0.3;
/** Near spellings tried per query word, closest first. */
const CORRECTIONS_PER_WORD = 5;
/** A near spelling is kept when its similarity is at least this share of the closest one's. */
const CLOSE_ENOUGH = 0.7;
/** Products scored together: the most popular matches, one block of this many at a time. */
const CANDIDATES = 120;
/** The suggestions' candidates: six titles out of the most popular matches. */
const SUGGESTION_CANDIDATES = 30;
/** Up to this many matches are counted exactly; past it the count is the planner's estimate. */
const EXACT_COUNT_LIMIT = 1000;
/**
 * An estimate above this is shown as it is ("about N"); below, the matches are counted (up to
 * EXACT_COUNT_LIMIT + 1). A word outside the column statistics' most common ones is estimated
 * at a fixed small share (about 5,000 at a million products) whether it is in 60 products or
 * in none: those are counted, so a misspelling is never taken for a match.
 */
const ESTIMATE_TRUSTED_ABOVE = 20_000;
/** Result pages offered when the count is an estimate (each later page reads more candidates). */
const MAX_ESTIMATED_PAGES = 20;

export interface SearchResult {
  q: string;
  products: ProductCardData[];
  total: number;
  /** False when `total` is an estimate ("about N results"). */
  totalExact: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
  /** "fuzzy" when near spellings were searched. */
  mode: "fts" | "fuzzy" | "empty";
}

export interface Suggestion {
  title: string;
  slug: string;
  brand: string;
}

/** Cleans the typed text: whitespace folded, control characters dropped, 200 characters at most. */
export function cleanQuery(q: string): string {
  return (
    q
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
  );
}

/** Letters unaccent writes as others (the stored vectors are folded by unaccent in SQL). */
const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", þ: "th", ð: "d" };

/** The query's words as the search stores them: lower case, no accents, letters and digits only. */
export function queryWords(q: string): string[] {
  return foldText(q)
    .replace(/[ßæœøłđþð]/g, (c) => LIGATURES[c] ?? c)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "")
    .slice(0, 12);
}

/** Every word as a prefix, AND-ed; each word may also be one of its near spellings. */
function tsqueryOf(words: string[], corrections: string[][] = []): string {
  return words
    .map((w, i) => {
      const alternatives = [`${w}:*`, ...(corrections[i] ?? []).filter((c) => c !== w)];
      return alternatives.length > 1 ? `(${alternatives.join(" | ")})` : alternatives[0];
    })
    .join(" & ");
}

interface Count {
  total: number;
  exact: boolean;
}

/**
 * The planner's estimate first (no row read); when it is small, the matches are counted, up to
 * EXACT_COUNT_LIMIT + 1 (an AND of words that go together is often underestimated).
 */
async function countMatches(tsq: string): Promise<Count> {
  const [row] = await db().$queryRaw<{ estimate: bigint; n: number | null }[]>`
    SELECT e."estimate", CASE WHEN e."estimate" <= ${ESTIMATE_TRUSTED_ABOVE} THEN (
      SELECT count(*)::int FROM (
        SELECT 1 FROM "Product" p WHERE p."published" AND p."searchVector" @@ ${tsq}::tsquery
        LIMIT ${EXACT_COUNT_LIMIT + 1}) m) END AS "n"
    FROM (SELECT sattva_search_estimate(${tsq}::tsquery) AS "estimate") e`;
  if (!row) return { total: 0, exact: true };
  if (row.n !== null && row.n <= EXACT_COUNT_LIMIT) return { total: row.n, exact: true };
  return { total: roughly(Math.max(Number(row.estimate), row.n ?? 0)), exact: false };
}

/** An estimate to two significant digits (12,345 → 12,000): it does not pretend to be exact. */
function roughly(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * The ids of one page: the block of candidates the page falls in (the most popular matches,
 * CANDIDATES at a time), each block scored on its own: the shopper's language's title (A) and
 * description (B) first, then every other word of the product.
 */
async function rankedIds(
  tsq: string,
  lng: Language,
  limit: number,
  offset: number,
  candidates = CANDIDATES,
): Promise<string[]> {
  const reach = Math.ceil((offset + limit) / candidates) * candidates;
  // Italian is the product's own text; another language is its translation row (else Italian).
  const ownLanguage =
    lng === "it"
      ? Prisma.sql`c."searchVectorIt"`
      : Prisma.sql`coalesce((SELECT t."searchVector" FROM "ProductTranslation" t
          WHERE t."productId" = c."id" AND t."locale" = ${lng}), c."searchVectorIt")`;
  const rows = await db().$queryRaw<{ id: string }[]>`
    WITH candidate AS MATERIALIZED (
      SELECT p."id", p."popularity", p."searchVector", p."searchVectorIt",
        row_number() OVER (ORDER BY p."popularity" DESC, p."id") AS rn
      FROM "Product" p
      WHERE p."published" AND p."searchVector" @@ ${tsq}::tsquery
      ORDER BY p."popularity" DESC, p."id"
      LIMIT ${reach}
    )
    SELECT c."id"
    FROM candidate c
    ORDER BY (c.rn - 1) / ${candidates},
      ts_rank('{0.1, 0.2, 0.4, 1.0}', ${ownLanguage}, ${tsq}::tsquery)
        + 0.2 * ts_rank(c."searchVector", ${tsq}::tsquery) DESC,
      c."popularity" DESC, c."id"
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => r.id);
}

/**
 * The closest words of the catalogue's vocabulary to each query word of 3+ letters (an empty
 * list for shorter words and for words nothing is near).
 */
async function nearSpellings(words: string[]): Promise<string[][]> {
  const asked = words.map((w) => (w.length >= 3 ? w : ""));
  if (!asked.some(Boolean)) return words.map(() => []);
  const [, rows] = await db().$transaction([
    db().$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    db().$queryRaw<{ i: bigint; word: string; sim: number }[]>`
      SELECT q.i, w."word", w."sim"
      FROM unnest(${asked}::text[]) WITH ORDINALITY AS q(qw, i)
      CROSS JOIN LATERAL (
        SELECT s."word", similarity(q.qw, s."word") AS "sim" FROM "SearchWord" s
        WHERE q.qw <> '' AND s."word" %> q.qw
        ORDER BY similarity(q.qw, s."word") DESC, word_similarity(q.qw, s."word") DESC, s."word"
        LIMIT ${CORRECTIONS_PER_WORD}
      ) w`,
  ]);
  // Only the close ones of a word's near spellings: `insence` → incense, not also inside/instant.
  const best = new Map<number, number>();
  for (const r of rows) best.set(Number(r.i), Math.max(best.get(Number(r.i)) ?? 0, r.sim));
  const out = words.map((): string[] => []);
  for (const r of rows) if (r.sim >= CLOSE_ENOUGH * best.get(Number(r.i))!) out[Number(r.i) - 1].push(r.word);
  return out;
}

/** The search to run: the words as typed, or their near spellings when those find nothing. */
async function plan(q: string): Promise<{ tsq: string; count: Count; fuzzy: boolean } | null> {
  const words = queryWords(q);
  if (!words.length) return null;
  const tsq = tsqueryOf(words);
  const count = await countMatches(tsq);
  if (count.total > 0) return { tsq, count, fuzzy: false };
  const corrections = await nearSpellings(words);
  // Every word of 3+ letters must be near some word of the product (`himalya salt` → both).
  if (!corrections.some((c) => c.length)) return { tsq, count, fuzzy: false };
  const wider = tsqueryOf(words, corrections);
  const widerCount = await countMatches(wider);
  return widerCount.total > 0 ? { tsq: wider, count: widerCount, fuzzy: true } : { tsq, count, fuzzy: false };
}

/** One page of results for the search page. */
export async function searchProducts(rawQuery: string, page = 1, lng: Language = "it"): Promise<SearchResult> {
  const q = cleanQuery(rawQuery);
  const empty = { q, products: [], total: 0, totalExact: true, page: 1, pageCount: 1, pageSize: PAGE_SIZE };
  if (!q) return { ...empty, mode: "empty" };
  const found = await plan(q);
  if (!found || found.count.total === 0) return { ...empty, mode: "fts" };
  const { total, exact } = found.count;
  const pages = exact ? pageCount(total) : Math.min(pageCount(total), MAX_ESTIMATED_PAGES);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const ids = await rankedIds(found.tsq, lng, PAGE_SIZE, (current - 1) * PAGE_SIZE);
  return {
    q,
    products: await cardsInOrder(ids, lng),
    total,
    totalExact: exact,
    page: current,
    pageCount: pages,
    pageSize: PAGE_SIZE,
    mode: found.fuzzy ? "fuzzy" : "fts",
  };
}

/** Up to `limit` titles for the search box while typing (2 characters at least). */
export async function suggestProducts(rawQuery: string, limit = 6, lng: Language = "it"): Promise<Suggestion[]> {
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
}
