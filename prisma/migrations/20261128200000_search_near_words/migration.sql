-- Near spellings in one statement (issue 12): the closest words of the search vocabulary to each
-- query word, with pg_trgm's word-similarity threshold set for the call only (it was a
-- transaction of four round trips: BEGIN, set_config, the lookup, COMMIT). `insence` ~ `incense` is
-- 0.5, noise stays under 0.3.
CREATE FUNCTION "sattva_search_near_words"(words text[], per_word integer)
RETURNS TABLE ("i" bigint, "word" text, "sim" real)
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.word_similarity_threshold = 0.3
AS $$
  SELECT q.i, w."word", w."sim"
  FROM unnest(words) WITH ORDINALITY AS q(qw, i)
  CROSS JOIN LATERAL (
    SELECT s."word", similarity(q.qw, s."word") AS "sim" FROM "SearchWord" s
    WHERE q.qw <> '' AND s."word" %> q.qw
    ORDER BY similarity(q.qw, s."word") DESC, word_similarity(q.qw, s."word") DESC, s."word"
    LIMIT per_word
  ) w
$$;
