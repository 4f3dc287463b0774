/**
 * Catalogue search, built to stay fast at a million products (issue 12):
 *
 * - Matching reads `Product.searchVector` (a stored tsvector of every word of the product in all
 *   five languages, generated from searchText) through its GIN index, every query word as a
 *   prefix (`incen` finds incense), AND-ed.
 * - Ranking is bounded: the candidates are the most popular matching products,
 *   `SEARCH_CANDIDATES` at a time, in the popularity index's order (or, for a rare word, all its
 *   few matches; or, where the planner's plan would read too much, tier by tier of popularity:
 *   `sattva_search_top`, migration 20261130100000); only those are scored — the shopper's
 *   language's title (A) and description (B) from the stored per-language vector, then the rest
 *   of the product's words.
 *   Later pages take the next `SEARCH_CANDIDATES`, so pages never overlap.
 * - The count is exact up to `EXACT_COUNT_LIMIT`; above it the planner's estimate from the
 *   column statistics is shown as "about N" (no row is read to count), or, when the planner
 *   expected few and the count reached its bound, "more than EXACT_COUNT_LIMIT". The estimate
 *   is kept a minute per query (`estimateSql`); the matches are read every time (but for words
 *   kept as finding nothing, below).
 * - One statement a page: the estimate, the count, the ranking and the cards' columns come back
 *   together (one round trip, no Prisma query to compile: the statements of a one-result word
 *   took ~1 ms of a ~30 ms loader, the rest was three round trips and the cards' Prisma read).
 *   While a query's estimate is kept and trusted (no count needed), a shorter statement without
 *   the count, the near spellings and the tier branch gives the same page (`trustedPage`).
 *   The search box's suggestions likewise: one statement with their titles, slugs and brands.
 * - Near spellings (`insence`, `himalya`), only when the words themselves find nothing: each
 *   word is looked up in the catalogue's vocabulary (`SearchWord`, a trigram index over the
 *   distinct words, not the whole text), and the closest real words are searched instead. The
 *   lookup rides in the statement of the page that found nothing (a CASE on its count), so a
 *   misspelling takes two round trips; the same words searched again within the minute go
 *   straight to their kept near spellings, one round trip (`misses`).
 *
 * Query words are folded (lower case, no accents) and split into letters and digits in code, so
 * the tsquery text holds nothing but [a-z0-9] words and operators; it is passed as a parameter.
 */
import { Prisma } from "~/generated/prisma/client";
import { onDatabaseChange } from "~/lib/db.server";
import { onBroadcast } from "~/lib/postgres/cache-bus.server";
import { cardRowsSql, rawRows, toCardFromSql, toCardView, type CardSqlRow } from "./cards.server";
import { MAX_QUERY_LENGTH, PAGE_SIZE, pageCount } from "./listing-params";
import type { Language } from "~/modules/i18n/config";
import { nameIn, productText } from "./localized";
import { foldText } from "./search-text";
import type { ProductCardView } from "./types";

// A near spelling has a word_similarity of at least 0.3 (`insence` ~ `incense` is 0.5; noise
// stays under 0.3): the threshold sattva_search_near_words sets (migration 20261128200000).
/** Near spellings tried per query word, closest first. */
const CORRECTIONS_PER_WORD = 5;
/** A near spelling is kept when its similarity is at least this share of the closest one's. */
const CLOSE_ENOUGH = 0.7;
/** Products scored together: the most popular matches, one block of this many at a time. */
export const SEARCH_CANDIDATES = 120;
/** Products from which the suggestions of words the planner expects to be few are read by tier. */
const TIERED_SUGGESTIONS_FROM = 50_000;
/** The suggestions' candidates: six titles out of the most popular matches. */
export const SUGGESTION_CANDIDATES = 30;
/** Up to this many matches are counted exactly; past it the count is the planner's estimate. */
const EXACT_COUNT_LIMIT = 1000;
/**
 * An estimate above this share of the catalogue (and above ESTIMATE_TRUSTED_FLOOR) is shown as it
 * is ("about N"); below, the matches are counted (up to EXACT_COUNT_LIMIT + 1). A word outside
 * the column statistics' most common ones is estimated at a fixed share, 0.5% (about 5,000 at a
 * million products, 50 at 10,000), whether it is in 60 products or in none: those are counted,
 * so a misspelling is never taken for a match.
 */
const ESTIMATE_TRUSTED_SHARE = 0.02;
/** Estimates up to twice the exact limit are always counted: a count under 1,000 is shown exact. */
const ESTIMATE_TRUSTED_FLOOR = 2 * EXACT_COUNT_LIMIT;
/** Result pages offered when the count is an estimate (each later page reads more candidates). */
const MAX_ESTIMATED_PAGES = 20;

export interface SearchResult {
  q: string;
  /** Only what the cards render (the page sends them to the browser). */
  products: ProductCardView[];
  total: number;
  /** False when `total` is an estimate ("about N results") or a bound ("more than N"). */
  totalExact: boolean;
  /**
   * True when the matches were counted up to their bound and there were more: `total` is the
   * bound ("more than 1,000"). The planner took the words as independent and expected few.
   */
  totalOver: boolean;
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
export function tsqueryOf(words: string[], corrections: string[][] = []): string {
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
  /** Counted to the bound and past it: `total` is the bound, the matches are more. */
  over: boolean;
}

/**
 * The count from the statement's two numbers: the planner's estimate (no row read) and, when the
 * estimate is small, the matches counted up to EXACT_COUNT_LIMIT + 1. An AND of words that go
 * together is often underestimated (`nag champa`: 25 expected, 22,551 found at a million
 * products), so a count that reaches its bound says only that: more than EXACT_COUNT_LIMIT.
 */
function countOf(estimate: string | number, counted: number | null): Count {
  if (counted !== null && counted <= EXACT_COUNT_LIMIT) return { total: counted, exact: true, over: false };
  if (counted !== null) return { total: EXACT_COUNT_LIMIT, exact: false, over: true };
  return { total: roughly(Number(estimate)), exact: false, over: false };
}

/** An estimate to two significant digits (12,345 → 12,000): it does not pretend to be exact. */
function roughly(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * The ranked matches of one page, as SQL with columns "id" and "ord" (1 = first of the page): the
 * block of candidates the page falls in (the most popular matches, SEARCH_CANDIDATES at a time),
 * each block scored on its own: the shopper's language's title (A) and description (B) first, then
 * every other word of the product.
 */
export function rankedPageSql(
  tsq: string,
  lng: Language,
  limit: number,
  offset: number,
  candidates: number,
  byTier?: Prisma.Sql,
): Prisma.Sql {
  const reach = Math.ceil((offset + limit) / candidates) * candidates;
  const columns = Prisma.sql`p."id", p."popularity", p."searchVector", p."searchVectorIt"`;
  const matches = (gate: Prisma.Sql) => Prisma.sql`SELECT ${columns} FROM "Product" p
        WHERE ${gate} p."published" AND p."searchVector" @@ ${tsq}::tsquery
        ORDER BY p."popularity" DESC, p."id"
        LIMIT ${reach}`;
  // With `byTier` (a condition without a column: PostgreSQL evaluates it once, before either
  // branch runs), the candidates are read tier by tier of popularity (sattva_search_top) when it
  // holds, where the planner's plan for its estimate would read too much: every match, then a
  // sort, for words that go together; the popularity index far down, for a rare word.
  const top = byTier
    ? Prisma.sql`(${matches(Prisma.sql`NOT (${byTier}) AND`)})
        UNION ALL
        SELECT t.* FROM "sattva_search_top"(${tsq}::tsquery, ${reach}::int) t
        WHERE ${byTier}`
    : matches(Prisma.empty);
  // Italian is the product's own text; another language is its translation row (else Italian).
  const ownLanguage =
    lng === "it"
      ? Prisma.sql`c."searchVectorIt"`
      : Prisma.sql`coalesce((SELECT t."searchVector" FROM "ProductTranslation" t
          WHERE t."productId" = c."id" AND t."locale" = ${lng}), c."searchVectorIt")`;
  return Prisma.sql`
    SELECT r."id", r."ord" - ${offset} AS "ord"
    FROM (
      SELECT c."id", row_number() OVER (
        ORDER BY (c.rn - 1) / ${candidates},
          ts_rank('{0.1, 0.2, 0.4, 1.0}', ${ownLanguage}, ${tsq}::tsquery)
            + 0.2 * ts_rank(c."searchVector", ${tsq}::tsquery) DESC,
          c."popularity" DESC, c."id") AS "ord"
      FROM (
        SELECT m.*, row_number() OVER (ORDER BY m."popularity" DESC, m."id") AS rn
        FROM (${top}) m
      ) c
    ) r
    WHERE r."ord" > ${offset} AND r."ord" <= ${offset + limit}`;
}

/**
 * Facts about a query that follow from the catalogue, not from the shopper, kept a minute per
 * tsquery (the oldest go past KEPT_QUERIES); cleared with the products (a catalogue or stock write,
 * here or in another instance) and by a new database.
 */
const KEPT_TTL_MS = 60_000;
const KEPT_QUERIES = 2_000;
function keptPerQuery<V>() {
  const kept = new Map<string, { at: number; value: V }>();
  const clear = () => kept.clear();
  onDatabaseChange(clear);
  onBroadcast("products", clear);
  return {
    get(tsq: string): V | undefined {
      const hit = kept.get(tsq);
      return hit && Date.now() - hit.at < KEPT_TTL_MS ? hit.value : undefined;
    },
    /** Keeps `value` unless one is kept already. */
    keep(tsq: string, value: V) {
      if (this.get(tsq) !== undefined) return;
      kept.delete(tsq);
      kept.set(tsq, { at: Date.now(), value });
      while (kept.size > KEPT_QUERIES) kept.delete(kept.keys().next().value!);
    },
    clear,
  };
}

/**
 * The planner's estimate of a tsquery's matches (sattva_search_estimate: an EXPLAIN in PL/pgSQL,
 * 0.14–0.21 ms of a search's 2–4 ms in PostgreSQL at 10,000 products): it follows from the table's
 * statistics, which change when the table is analysed, not with each search. Only the estimate is
 * kept: the matches are read, counted and ranked each time (words that found nothing: `misses`).
 */
const estimates = keptPerQuery<number>();

/**
 * Words that found nothing, with their near spellings (none for words under 3 letters): a
 * misspelling searched again within the minute goes straight to its near spellings, one statement
 * instead of two. Whether words match follows from the catalogue, which clears it when it changes.
 */
const misses = keptPerQuery<NearRow[]>();

/**
 * Whether a query's estimate was large enough to be shown as it is (no count, no reading by tier):
 * then, while its estimate is kept, its pages are ranked by a shorter statement, which PostgreSQL
 * plans in less time (planning was about a third of a common word's time in PostgreSQL).
 */
const trustedEstimates = keptPerQuery<boolean>();

/** The estimate as SQL: the kept figure, else sattva_search_estimate's (rememberEstimate keeps it). */
function estimateSql(tsq: string): Prisma.Sql {
  const kept = estimates.get(tsq);
  if (kept !== undefined) return Prisma.sql`${kept}::int8`;
  return Prisma.sql`sattva_search_estimate(${tsq}::tsquery)`;
}

/** Keeps the estimate a statement returned, unless one is kept already. */
function rememberEstimate(tsq: string, rows: string | number | null | undefined) {
  if (rows != null && Number.isFinite(Number(rows))) estimates.keep(tsq, Number(rows));
}

/** For tests: forgets the kept estimates, their trusted flags and the misses. */
export function clearSearchEstimates() {
  estimates.clear();
  trustedEstimates.clear();
  misses.clear();
}

/** The catalogue's size as the planner knows it (the table's statistics: no row read). */
const CATALOGUE_SIZE = Prisma.sql`(SELECT c."reltuples" FROM pg_class c WHERE c."oid" = '"Product"'::regclass)`;

/** Whether the planner's estimate is small enough to be checked (counted, or read by tier). */
function fewExpected(estimate: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${estimate} <= greatest(${ESTIMATE_TRUSTED_FLOOR}::int,
    ${ESTIMATE_TRUSTED_SHARE}::float8 * ${CATALOGUE_SIZE})`;
}

/** The page's estimate and count, on each of its card rows (one row without a card when nothing matched). */
interface PageRow extends Partial<CardSqlRow> {
  /** int8: node-postgres gives it as a string. */
  estimate: string | number;
  counted: number | null;
  /** The query words' near spellings, when they were asked for and the words matched nothing. */
  near: NearRow[] | null;
}

/**
 * A column of the query words' near spellings (NearRow[] as JSON) when `condition` holds: a CASE,
 * so PostgreSQL looks them up only then; NULL without `asked` (spellingAsked's words).
 */
function nearWordsWhen(condition: Prisma.Sql, asked: string[] | undefined): Prisma.Sql {
  if (!asked) return Prisma.sql`NULL::json`;
  return Prisma.sql`CASE WHEN ${condition} THEN (
    SELECT json_agg(json_build_object('i', w."i", 'word', w."word", 'sim', w."sim"))
    FROM sattva_search_near_words(${asked}::text[], ${CORRECTIONS_PER_WORD}::int) w) END`;
}

/**
 * One search page in one statement (one round trip): the planner's estimate, the matches counted
 * when the estimate is small, and the page's cards in their ranked order, with the listings' card
 * rows (cardRowsSql), on the pool: no Prisma query to compile, no description read. With
 * `asked` (the query words, spellingAsked) it also returns their near spellings when the words
 * matched nothing, so a misspelling costs one round trip more, not two.
 */
async function searchPage(tsq: string, lng: Language, limit: number, offset: number, asked?: string[]) {
  const kept = estimates.get(tsq);
  if (kept !== undefined && trustedEstimates.get(tsq)) return trustedPage(tsq, kept, lng, limit, offset);
  const near = nearWordsWhen(Prisma.sql`n."counted" = 0`, asked);
  // Counted past the bound although the planner expected few: the candidates are read by tier.
  const countedPastBound = Prisma.sql`coalesce((SELECT n."counted" FROM n), 0) > ${EXACT_COUNT_LIMIT}`;
  const rows = await rawRows<PageRow>(Prisma.sql`
    WITH e AS (SELECT ${estimateSql(tsq)} AS "estimate"),
    n AS MATERIALIZED (SELECT e."estimate",
      CASE WHEN ${fewExpected(Prisma.sql`e."estimate"`)} THEN (
        SELECT count(*)::int FROM (
          SELECT 1 FROM "Product" p WHERE p."published" AND p."searchVector" @@ ${tsq}::tsquery
          LIMIT ${EXACT_COUNT_LIMIT + 1}) m) END AS "counted"
      FROM e),
    h AS MATERIALIZED (${rankedPageSql(tsq, lng, limit, offset, SEARCH_CANDIDATES, countedPastBound)})
    SELECT n."estimate", n."counted", ${near} AS "near", card.*
    FROM n LEFT JOIN LATERAL ${cardRowsSql(Prisma.sql`ARRAY(SELECT h."id" FROM h ORDER BY h."ord")`, lng)} card ON TRUE
    ORDER BY card."n"`);
  const cards = rows.filter((r): r is PageRow & CardSqlRow => r.id != null);
  const [first] = rows;
  rememberEstimate(tsq, first?.estimate);
  // `counted` is null when the estimate is trusted (too many to count).
  if (first) trustedEstimates.keep(tsq, first.counted === null);
  return {
    estimate: first ? first.estimate : 0,
    counted: first ? first.counted : 0,
    near: first?.near ?? null,
    cards,
  };
}

/**
 * searchPage's statement for a query whose kept estimate is trusted: what the whole statement
 * gives then (no count, so no near spellings and no reading by tier), in fewer parts to plan.
 */
async function trustedPage(tsq: string, estimate: number, lng: Language, limit: number, offset: number) {
  const cards = await rawRows<CardSqlRow>(Prisma.sql`
    WITH h AS MATERIALIZED (${rankedPageSql(tsq, lng, limit, offset, SEARCH_CANDIDATES)})
    SELECT card.* FROM ${cardRowsSql(Prisma.sql`ARRAY(SELECT h."id" FROM h ORDER BY h."ord")`, lng)} card
    ORDER BY card."n"`);
  return { estimate, counted: null, near: null, cards };
}

/** The query words near spellings are looked up for: those of 3+ letters ("" in place of the others). */
function spellingAsked(words: string[]): string[] {
  return words.map((w) => (w.length >= 3 ? w : ""));
}

/** What sattva_search_near_words (migration 20261128200000) returns: query word `i` (from 1) is near `word`. */
interface NearRow {
  /** int8: a string from node-postgres. */
  i: string | number;
  word: string;
  sim: number;
}

/** Only the close ones of a word's near spellings: `insence` → incense, not also inside/instant. */
function closeSpellings(words: string[], rows: readonly NearRow[]): string[][] {
  const best = new Map<number, number>();
  for (const r of rows) best.set(Number(r.i), Math.max(best.get(Number(r.i)) ?? 0, r.sim));
  const out = words.map((): string[] => []);
  for (const r of rows) if (r.sim >= CLOSE_ENOUGH * best.get(Number(r.i))!) out[Number(r.i) - 1].push(r.word);
  return out;
}

/**
 * The closest words of the catalogue's vocabulary to each query word of 3+ letters (an empty
 * list for shorter words and for words nothing is near).
 */
export async function nearSpellings(words: string[]): Promise<string[][]> {
  const asked = spellingAsked(words);
  if (!asked.some(Boolean)) return words.map(() => []);
  // The lookup sets pg_trgm.word_similarity_threshold (0.3) for itself (migration
  // 20261128200000_search_near_words): one statement, no transaction around it.
  const rows = await rawRows<NearRow>(Prisma.sql`
    SELECT "i", "word", "sim" FROM sattva_search_near_words(${asked}::text[], ${CORRECTIONS_PER_WORD}::int)`);
  return closeSpellings(words, rows);
}

/**
 * One page for a tsquery: its count, the page it clamps to and that page's cards (and, with
 * `asked`, the near spellings of the words when they matched nothing).
 */
async function pageFor(tsq: string, lng: Language, page: number, asked?: string[]) {
  const wanted = Math.max(1, Math.floor(page));
  let row = await searchPage(tsq, lng, PAGE_SIZE, (wanted - 1) * PAGE_SIZE, asked);
  const near = row.near;
  const count = countOf(row.estimate, row.counted);
  const pages = count.exact ? pageCount(count.total) : Math.min(pageCount(count.total), MAX_ESTIMATED_PAGES);
  const current = Math.min(wanted, pages);
  // A page past the last (an old link, a hand-made URL) shows the last one.
  if (current !== wanted && count.total > 0) row = await searchPage(tsq, lng, PAGE_SIZE, (current - 1) * PAGE_SIZE);
  return { count, pages, current, cards: row.cards, near };
}

/** One page of results for the search page: the words as typed, or their near spellings when those find nothing. */
export async function searchProducts(rawQuery: string, page = 1, lng: Language = "it"): Promise<SearchResult> {
  const q = cleanQuery(rawQuery);
  const empty = {
    q,
    products: [],
    total: 0,
    totalExact: true,
    totalOver: false,
    page: 1,
    pageCount: 1,
    pageSize: PAGE_SIZE,
  };
  if (!q) return { ...empty, mode: "empty" };
  const words = queryWords(q);
  if (!words.length) return { ...empty, mode: "fts" };
  const asked = spellingAsked(words);
  const tsq = tsqueryOf(words);
  let near = misses.get(tsq);
  let found = near ? null : await pageFor(tsq, lng, page, asked.some(Boolean) ? asked : undefined);
  let fuzzy = false;
  if (!found || found.count.total === 0) {
    // The near spellings came with the page that found nothing (none for words under 3 letters),
    // or were kept from a search of the same words within the minute.
    near ??= found?.near ?? [];
    if (found?.count.exact) misses.keep(tsq, near);
    const corrections = closeSpellings(words, near);
    // Every word of 3+ letters must be near some word of the product (`himalya salt` → both).
    if (!corrections.some((c) => c.length)) return { ...empty, mode: "fts" };
    found = await pageFor(tsqueryOf(words, corrections), lng, page);
    if (found.count.total === 0) return { ...empty, mode: "fts" };
    fuzzy = true;
  }
  return {
    q,
    products: found.cards.map((r) => toCardView(toCardFromSql(r, lng))),
    total: found.count.total,
    totalExact: found.count.exact,
    totalOver: found.count.over,
    page: found.current,
    pageCount: found.pages,
    pageSize: PAGE_SIZE,
    mode: fuzzy ? "fuzzy" : "fts",
  };
}

interface SuggestionRow {
  id: string;
  slug: string;
  title: string;
  translatedTitle: string | null;
  brandName: string;
  brandNames: unknown;
}

interface SuggestionsRow {
  suggestions: SuggestionRow[] | null;
  /** The query words' near spellings, when they were asked for and the words found too few. */
  near: NearRow[] | null;
  /** The planner's estimate of the matches (int8: a string from node-postgres). */
  estimate?: string | number | null;
}

/**
 * One statement for the suggestions of a tsquery (rankedPageSql's first `limit` out of the
 * SUGGESTION_CANDIDATES most popular matches): the title in Italian and in the language (its
 * translation row, if any), the slug and the brand's names, in their order. With `asked` (the
 * query words, spellingAsked) it also returns their near spellings when it found fewer than
 * `limit`, so a misspelling costs one round trip more, not two. Plain SQL on the pool: no Prisma
 * query to compile (that read cost more CPU than the rest of a suggestion).
 */
async function suggestionRows(tsq: string, lng: Language, limit: number, asked?: string[]): Promise<SuggestionsRow> {
  const near = nearWordsWhen(Prisma.sql`(SELECT count(*) FROM s) < ${limit}::int`, asked);
  // In a large catalogue, words the planner expects to be few are read by tier: the popularity
  // index's order would walk it far for a rare word (the 30 candidates of a product line's name, 67
  // products at a million: 1.4 s), and reading every match would read all of two words that go
  // together (80 ms). In a small one that walk is short, and the tiers' statements (one per group
  // of tiers, most of them empty for a rare word) cost more: 3.8 → 5.3 ms p95 at 10,000.
  const [row] = await rawRows<SuggestionsRow>(Prisma.sql`
    WITH x AS MATERIALIZED (SELECT ${estimateSql(tsq)} AS "estimate"),
    e AS MATERIALIZED (SELECT x."estimate", ${fewExpected(Prisma.sql`x."estimate"`)}
      AND ${CATALOGUE_SIZE} >= ${TIERED_SUGGESTIONS_FROM} AS "few" FROM x),
    s AS MATERIALIZED (
      SELECT h."ord", p."id", p."slug", p."title", t."title" AS "translatedTitle",
        b."name" AS "brandName", b."names" AS "brandNames"
      FROM (${rankedPageSql(tsq, lng, limit, 0, SUGGESTION_CANDIDATES, Prisma.sql`(SELECT e."few" FROM e)`)}) h
      JOIN "Product" p ON p."id" = h."id" AND p."published"
      JOIN "Brand" b ON b."id" = p."brandId"
      LEFT JOIN "ProductTranslation" t ON t."productId" = p."id" AND t."locale" = ${lng}
    )
    SELECT (SELECT json_agg(json_build_object('id', s."id", 'slug', s."slug", 'title', s."title",
        'translatedTitle', s."translatedTitle", 'brandName', s."brandName", 'brandNames', s."brandNames")
        ORDER BY s."ord") FROM s) AS "suggestions",
      ${near} AS "near", (SELECT e."estimate" FROM e) AS "estimate"`);
  rememberEstimate(tsq, row?.estimate);
  return row ?? { suggestions: null, near: null };
}

/**
 * Up to `limit` titles for the search box while typing (2 characters at least), in the language
 * (productText's and nameIn's fallbacks to Italian): one statement when the words find `limit`
 * products; when they find fewer, the same statement brings the words' near spellings, and one
 * more searches the words or their near spellings, its finds after the words' own.
 */
export async function suggestProducts(rawQuery: string, limit = 6, lng: Language = "it"): Promise<Suggestion[]> {
  const q = cleanQuery(rawQuery);
  if (q.length < 2) return [];
  const words = queryWords(q);
  if (!words.length) return [];
  const asked = spellingAsked(words);
  const found = await suggestionRows(tsqueryOf(words), lng, limit, asked.some(Boolean) ? asked : undefined);
  let rows = found.suggestions ?? [];
  if (rows.length < limit && found.near?.length) {
    const corrections = closeSpellings(words, found.near);
    const more = (await suggestionRows(tsqueryOf(words, corrections), lng, limit)).suggestions ?? [];
    const seen = new Set(rows.map((r) => r.id));
    rows = [...rows, ...more.filter((r) => !seen.has(r.id))].slice(0, limit);
  }
  return rows.map((r) => ({
    // productText's fallback: the translation's title unless it is blank.
    title: productText({
      title: r.title,
      description: [],
      translations: r.translatedTitle === null ? [] : [{ title: r.translatedTitle, description: [] }],
    }).title,
    slug: r.slug,
    brand: nameIn({ name: r.brandName, names: r.brandNames }, lng),
  }));
}
