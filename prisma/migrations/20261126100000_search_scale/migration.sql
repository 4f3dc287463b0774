-- Search at scale (issue 12): stored tsvectors instead of parsing the text on every check, a
-- popularity index to take a bounded candidate set from, a vocabulary of the catalogue's words
-- with a trigram index for near spellings, and a planner-based estimate of a match count.
-- Generated columns, triggers, functions and GIN indexes cannot be written in schema.prisma (a
-- future `migrate diff` may list the columns and indexes as drops: keep them).

-- Accent-free lower case, as the search stores words and reads queries. unaccent() is STABLE
-- only because its rules file could change; the shop never changes it, so this wrapper is
-- IMMUTABLE and generated columns can use it. search_path is pinned to where unaccent lives.
CREATE FUNCTION "sattva_search_fold"(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
SET search_path FROM CURRENT
AS $$ SELECT lower(unaccent(t)) $$;

CREATE FUNCTION "sattva_search_fold_lines"(lines text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path FROM CURRENT
AS $$ SELECT lower(unaccent(coalesce(array_to_string(lines, ' '), ''))) $$;

-- What a search matches: every word of the product in every language and its names
-- (searchText, kept by the catalogue module), without positions (smaller; ranking uses the
-- per-language vectors below).
ALTER TABLE "Product" ADD COLUMN "searchVector" tsvector
  GENERATED ALWAYS AS (strip(to_tsvector('simple'::regconfig, "sattva_search_fold"("searchText")))) STORED;
-- Kept in the row (compressed) rather than in the TOAST table: a common word's candidates are
-- checked row by row in popularity order, and a TOAST read per row cost four times the buffers.
-- searchText, the larger, goes out of line instead.
ALTER TABLE "Product" ALTER COLUMN "searchVector" SET STORAGE MAIN;
-- Per language, for ranking: the title weighted A, the description B. Italian is the product's
-- own text; the other languages are their ProductTranslation rows.
ALTER TABLE "Product" ADD COLUMN "searchVectorIt" tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, "sattva_search_fold"("title")), 'A')
    || setweight(to_tsvector('simple'::regconfig, "sattva_search_fold_lines"("description")), 'B')) STORED;
ALTER TABLE "ProductTranslation" ADD COLUMN "searchVector" tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, "sattva_search_fold"("title")), 'A')
    || setweight(to_tsvector('simple'::regconfig, "sattva_search_fold_lines"("description")), 'B')) STORED;

-- The old expression indexes parsed the text again on every check; the whole-text trigram index
-- is replaced by the vocabulary's. (The staff table's LIKE search on searchText is OR-ed with an
-- unindexed title ILIKE, so it never used it.)
DROP INDEX IF EXISTS "Product_search_fts_idx";
DROP INDEX IF EXISTS "Product_search_trgm_idx";
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");
-- The candidates of a common word: the most popular published products, read in index order.
CREATE INDEX "Product_published_popularity_idx" ON "Product" ("popularity" DESC, "id") WHERE "published";

-- The catalogue's distinct words (letters and digits, 3 to 40 of them): near spellings are
-- looked up here (`insence` → incense), then searched as words. Words are added as products
-- are written; a word no product has any more is harmless (it finds nothing) and goes at the
-- next rebuild.
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,
    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "SearchWord_word_trgm_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- Statement-level, from the transition tables: one INSERT per statement, not per row. A bulk
-- load may set sattva.search_words = 'off' and add its words itself.
CREATE FUNCTION "sattva_search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sattva.search_words', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "SearchWord" ("word")
    SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n."searchVector")) w
    WHERE w ~ '^[a-z0-9]{3,40}$'
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "SearchWord" ("word")
    SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o."id" = n."id", unnest(tsvector_to_array(n."searchVector")) w
    WHERE n."searchText" IS DISTINCT FROM o."searchText" AND w ~ '^[a-z0-9]{3,40}$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "Product_search_words_insert"
AFTER INSERT ON "Product" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "sattva_search_words_add"();
CREATE TRIGGER "Product_search_words_update"
AFTER UPDATE ON "Product" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "sattva_search_words_add"();

-- The vocabulary rebuilt from the catalogue (drops words no product has any more).
CREATE FUNCTION "sattva_search_words_rebuild"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  DELETE FROM "SearchWord";
  INSERT INTO "SearchWord" ("word")
  SELECT word FROM ts_stat('SELECT "searchVector" FROM "Product"') WHERE word ~ '^[a-z0-9]{3,40}$';
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;
SELECT "sattva_search_words_rebuild"();

-- How many published products match, as the planner estimates it from the column statistics
-- (no rows are read): what "about N results" shows when counting exactly would read them all.
CREATE FUNCTION "sattva_search_estimate"(q tsquery) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM "Product" WHERE "published" AND "searchVector" @@ %L::tsquery', q::text)
    INTO plan;
  RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint;
END
$$;
