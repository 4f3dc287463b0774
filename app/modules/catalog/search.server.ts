/**
 * Catalogue search over `Product.searchText` (lower-cased, accent-free text kept by the
 * catalogue): PostgreSQL full-text search with prefix matching (`incen` finds incense), ranked
 * by ts_rank plus trigram closeness to the title; when full-text finds nothing, pg_trgm's
 * word_similarity adds near spellings (`insence`, `himalya`). The query is unaccented and
 * lower-cased in SQL, split into plain words there too, and only ever passed as a parameter of
 * `$queryRaw` tagged templates.
 */
import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { cardsInOrder } from "./listing.server";
import { MAX_QUERY_LENGTH, PAGE_SIZE, pageCount } from "./listing-params";
import type { Language } from "~/modules/i18n/config";
import { nameIn, productText, translationIn } from "./localized";
import type { ProductCardData } from "./types";

/** Minimum word_similarity for a near spelling (`insence` ~ `incense` is 0.36; noise stays under 0.3). */
const FUZZY_THRESHOLD = 0.3;

export interface SearchResult {
  q: string;
  products: ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** "fuzzy" when near spellings were included. */
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

/**
 * The query's common table: `tsq` (every word as a prefix, AND-ed; NULL when no word is left),
 * `txt` (the whole query unaccented and lower-cased) for ranking, and `words` (its words of 3+
 * characters) for near-spelling matches.
 */
function queryCte(q: string): Prisma.Sql {
  return Prisma.sql`WITH query AS (
    SELECT
      (SELECT CASE WHEN count(*) = 0 THEN NULL ELSE to_tsquery('simple', string_agg(w || ':*', ' & ')) END
         FROM regexp_split_to_table(unaccent(lower(${q})), '[^a-z0-9]+') AS w
        WHERE w <> '') AS tsq,
      ARRAY(SELECT w FROM regexp_split_to_table(unaccent(lower(${q})), '[^a-z0-9]+') AS w WHERE length(w) >= 3) AS words,
      unaccent(lower(${q})) AS txt
  )`;
}

const FTS_MATCH = Prisma.sql`(query.tsq IS NOT NULL AND to_tsvector('simple', p."searchText") @@ query.tsq)`;
const SCORE = Prisma.sql`(
  COALESCE(ts_rank(to_tsvector('simple', p."searchText"), query.tsq), 0)
  + word_similarity(query.txt, unaccent(lower(p."title")))
  + 0.5 * word_similarity(query.txt, p."searchText")
)`;

function matchCondition(fuzzy: boolean): Prisma.Sql {
  return fuzzy
    ? // Every word of 3+ letters must be close to some word of the product (`himalya salt` → both).
      Prisma.sql`(${FTS_MATCH} OR (cardinality(query.words) > 0 AND NOT EXISTS (
          SELECT 1 FROM unnest(query.words) AS fw WHERE word_similarity(fw, p."searchText") < ${FUZZY_THRESHOLD})))`
    : FTS_MATCH;
}

async function countMatches(q: string, fuzzy: boolean): Promise<number> {
  const [row] = await db().$queryRaw<{ total: number }[]>`
    ${queryCte(q)}
    SELECT count(*)::int AS "total" FROM "Product" p, query WHERE p."published" AND ${matchCondition(fuzzy)}`;
  return row?.total ?? 0;
}

async function rankedIds(q: string, fuzzy: boolean, limit: number, offset: number): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    ${queryCte(q)}
    SELECT p."id" FROM "Product" p, query
    WHERE p."published" AND ${matchCondition(fuzzy)}
    ORDER BY (CASE WHEN ${FTS_MATCH} THEN 1 ELSE 0 END) DESC, ${SCORE} DESC, p."popularity" DESC, p."id" ASC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => r.id);
}

/** One page of results for the search page. */
export async function searchProducts(rawQuery: string, page = 1, lng: Language = "it"): Promise<SearchResult> {
  const q = cleanQuery(rawQuery);
  if (!q) return { q, products: [], total: 0, page: 1, pageCount: 1, pageSize: PAGE_SIZE, mode: "empty" };
  let fuzzy = false;
  let total = await countMatches(q, false);
  // Near spellings only when the words themselves find nothing: a precise hit stays uncluttered.
  if (total === 0) {
    const wider = await countMatches(q, true);
    if (wider > total) {
      fuzzy = true;
      total = wider;
    }
  }
  const pages = pageCount(total);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const ids = total ? await rankedIds(q, fuzzy, PAGE_SIZE, (current - 1) * PAGE_SIZE) : [];
  return {
    q,
    products: await cardsInOrder(ids, lng),
    total,
    page: current,
    pageCount: pages,
    pageSize: PAGE_SIZE,
    mode: fuzzy ? "fuzzy" : "fts",
  };
}

/** Up to `limit` titles for the search box while typing (2 characters at least). */
export async function suggestProducts(rawQuery: string, limit = 6, lng: Language = "it"): Promise<Suggestion[]> {
  const q = cleanQuery(rawQuery);
  if (q.length < 2) return [];
  let ids = await rankedIds(q, false, limit, 0);
  if (ids.length < limit) {
    const more = await rankedIds(q, true, limit, 0);
    ids = [...new Set([...ids, ...more])].slice(0, limit);
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
