-- The product cards of a list of ids, in their order (issue 12, speed).
--
-- A listing page, a search page and the popular products read their cards in the same statement
-- as the page's ids: the product, its brand, category, translation in the shopper's language and
-- first two gallery photos. Written out in each statement, those joins were planned on every
-- request: about 1 ms of a 10,000-product search's 2.2 ms of planning (EXPLAIN SUMMARY, 2 shared
-- cores), as much as the rest of the statement took to run. In a PL/pgSQL function the query is
-- prepared once per connection; with a generic plan (the ids are a parameter, and every plan for
-- up to a page of ids is the same: one index lookup per id) it is not planned again. Without the
-- setting PostgreSQL would keep making custom plans, since one for 24 known ids costs less than
-- the generic one for an array of unknown length.
--
-- `n` is an id's place in the list (from 1): callers order by it. Drafts are left out. The columns are what
-- `CardSqlRow` (app/modules/catalog/cards.server.ts) reads: a column added to the cards is added
-- here by a later migration (DROP and CREATE: the result type changes).
CREATE FUNCTION "sattva_cards"(ids text[], lng text)
RETURNS TABLE ("n" bigint, "id" text, "pid" text, "slug" text, "title" text, "translatedTitle" text,
  "ratingTenths" integer, "originalPriceCents" integer, "discountedPriceCents" integer,
  "priorPriceCents" integer, "stock" integer, "brandName" text, "brandNames" jsonb,
  "categoryName" text, "categoryNames" jsonb, "photos" json)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT u."n", p."id", p."pid", p."slug", p."title", t."title", p."ratingTenths",
      p."originalPriceCents", p."discountedPriceCents", p."priorPriceCents", p."stock",
      b."name", b."names", c."name", c."names", g."photos"
  FROM unnest(ids) WITH ORDINALITY u("id", "n")
  JOIN "Product" p ON p."id" = u."id" AND p."published"
  JOIN "Brand" b ON b."id" = p."brandId"
  JOIN "Category" c ON c."id" = p."categoryId"
  LEFT JOIN "ProductTranslation" t ON t."productId" = p."id" AND t."locale" = lng
  -- A card shows its first photo, and the second on hover.
  LEFT JOIN LATERAL (
    SELECT COALESCE(json_agg(json_build_object('storageKey', i."storageKey", 'url', i."url", 'width', i."width",
             'height', i."height", 'widths', i."widths", 'alt', i."alt") ORDER BY i."position", i."id"), '[]') AS "photos"
    FROM (SELECT * FROM "ProductImage" i WHERE i."productId" = p."id" AND i."kind" = 'gallery'
          ORDER BY i."position", i."id" LIMIT 2) i
  ) g ON TRUE;
END
$$;
