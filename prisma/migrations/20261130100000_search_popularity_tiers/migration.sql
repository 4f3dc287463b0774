-- A product's popularity tier as a word of its search vector (issue 12, search at scale).
--
-- A search ranks the most popular matches first (SEARCH_CANDIDATES at a time). For words the
-- planner expects to be rare it reads every match, then sorts them by popularity; two words that
-- go together (`nag champa`: 25 expected, 22,551 found at a million products) made it read 22,551
-- rows, one table block each, to keep 120 (112 ms). The GIN index cannot order by popularity, and
-- btree_gin's popularity ranges gather every product above the floor into a bitmap first (tried).
--
-- Here each product's vector also holds `~pN`, its tier: N = 0 for a popularity of 0 or less, else
-- floor(4 log2(popularity)) + 1 (a quarter of an octave: 1 → 1, 5,000 → 50, the int maximum → 125).
-- No query word can be one (they are [a-z0-9] only), the vocabulary keeps [a-z0-9] words only, and
-- ts_rank without length normalisation does not see it. A word AND a tier is an exact GIN entry:
-- the index finds a tier's matches without reading the others, so the most popular matches are
-- read tier by tier from the top (sattva_search_top).

CREATE FUNCTION "sattva_popularity_tier"(popularity integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT '~p' || CASE WHEN popularity IS NULL OR popularity <= 0 THEN 0
    ELSE floor(4 * ln(popularity::float8) / ln(2::float8))::integer + 1 END
$$;

-- Every tier word (~p0 … ~p125), to take an old tier out of a vector.
CREATE FUNCTION "sattva_popularity_tiers"() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT '{~p0,~p1,~p2,~p3,~p4,~p5,~p6,~p7,~p8,~p9,~p10,~p11,~p12,~p13,~p14,~p15,~p16,~p17,~p18,~p19,~p20,~p21,~p22,~p23,~p24,~p25,~p26,~p27,~p28,~p29,~p30,~p31,~p32,~p33,~p34,~p35,~p36,~p37,~p38,~p39,~p40,~p41,~p42,~p43,~p44,~p45,~p46,~p47,~p48,~p49,~p50,~p51,~p52,~p53,~p54,~p55,~p56,~p57,~p58,~p59,~p60,~p61,~p62,~p63,~p64,~p65,~p66,~p67,~p68,~p69,~p70,~p71,~p72,~p73,~p74,~p75,~p76,~p77,~p78,~p79,~p80,~p81,~p82,~p83,~p84,~p85,~p86,~p87,~p88,~p89,~p90,~p91,~p92,~p93,~p94,~p95,~p96,~p97,~p98,~p99,~p100,~p101,~p102,~p103,~p104,~p105,~p106,~p107,~p108,~p109,~p110,~p111,~p112,~p113,~p114,~p115,~p116,~p117,~p118,~p119,~p120,~p121,~p122,~p123,~p124,~p125}'::text[] $$;

-- The tiers lo..hi as a tsquery (~pLO | ... | ~pHI).
CREATE FUNCTION "sattva_popularity_tier_query"(lo integer, hi integer) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT string_agg('~p' || i, ' | ')::tsquery FROM generate_series(greatest(lo, 0), hi) i $$;

-- A vector with its tier for this popularity (any other tier taken out).
CREATE FUNCTION "sattva_with_popularity_tier"(v tsvector, popularity integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ts_delete(coalesce(v, ''::tsvector), "sattva_popularity_tiers"())
    || array_to_tsvector(ARRAY["sattva_popularity_tier"(popularity)])
$$;

-- The vectors' trigger of 20261126100100_search_vector_triggers, with the tier. A bulk load that
-- brings its vectors (the benchmarks' million products) gets the tier added, not the text parsed.
CREATE OR REPLACE FUNCTION "sattva_product_search_vectors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."searchVector" IS NOT NULL AND NEW."searchVectorIt" IS NOT NULL THEN
    NEW."searchVector" := "sattva_with_popularity_tier"(NEW."searchVector", NEW."popularity");
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."title" IS NOT DISTINCT FROM OLD."title"
    AND NEW."description" IS NOT DISTINCT FROM OLD."description"
    AND NEW."searchText" IS NOT DISTINCT FROM OLD."searchText" THEN
    -- Only the popularity changed: the words stay, the tier follows.
    NEW."searchVector" := "sattva_with_popularity_tier"(OLD."searchVector", NEW."popularity");
    RETURN NEW;
  END IF;
  NEW."searchVector" := "sattva_with_popularity_tier"(
    strip(to_tsvector('simple'::regconfig, "sattva_search_fold"(NEW."searchText"))), NEW."popularity");
  NEW."searchVectorIt" := setweight(to_tsvector('simple'::regconfig, "sattva_search_fold"(NEW."title")), 'A')
    || setweight(to_tsvector('simple'::regconfig, "sattva_search_fold_lines"(NEW."description")), 'B');
  RETURN NEW;
END
$$;
DROP TRIGGER "Product_search_vectors" ON "Product";
CREATE TRIGGER "Product_search_vectors"
BEFORE INSERT OR UPDATE OF "title", "description", "searchText", "popularity" ON "Product"
FOR EACH ROW EXECUTE FUNCTION "sattva_product_search_vectors"();

-- The tier into every stored vector (none has one yet): without the index (one rebuild instead of
-- a GIN insert per row), and without the statement triggers that would compare a million old and
-- new rows to find that no word and no count changed.
DROP INDEX "Product_searchVector_idx";
ALTER TABLE "Product" DISABLE TRIGGER "Product_search_words_update";
ALTER TABLE "Product" DISABLE TRIGGER "Product_counts_update";
UPDATE "Product" SET "searchVector" = "searchVector" || array_to_tsvector(ARRAY["sattva_popularity_tier"("popularity")])
WHERE "searchVector" IS NOT NULL;
ALTER TABLE "Product" ENABLE TRIGGER "Product_search_words_update";
ALTER TABLE "Product" ENABLE TRIGGER "Product_counts_update";
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector") WITH (fastupdate = off);

-- The `reach` most popular published matches of q (with the columns the ranking reads), read
-- tier by tier from the most popular one: the top tier, the next, then the next two, four, eight…
-- (each group sorted; the groups are disjoint ranges of popularity, so the rows come out in order).
-- Exactly the rows of `ORDER BY popularity DESC, id LIMIT reach` over all matches.
CREATE FUNCTION "sattva_search_top"(q tsquery, reach integer)
RETURNS TABLE ("id" text, "popularity" integer, "searchVector" tsvector, "searchVectorIt" tsvector)
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  top_tier integer;
  hi integer;
  lo integer;
  width integer := 1;
  got integer := 0;
  n integer;
BEGIN
  SELECT substr("sattva_popularity_tier"(p."popularity"), 3)::integer INTO top_tier
  FROM "Product" p WHERE p."published" ORDER BY p."popularity" DESC, p."id" LIMIT 1;
  hi := coalesce(top_tier, -1);
  WHILE hi >= 0 AND got < reach LOOP
    lo := greatest(0, hi - width + 1);
    RETURN QUERY
      SELECT p."id", p."popularity", p."searchVector", p."searchVectorIt" FROM "Product" p
      WHERE p."published" AND p."searchVector" @@ (q && "sattva_popularity_tier_query"(lo, hi))
      ORDER BY p."popularity" DESC, p."id"
      LIMIT reach - got;
    GET DIAGNOSTICS n = ROW_COUNT;
    got := got + n;
    hi := lo - 1;
    width := width * 2;
  END LOOP;
END
$$;
