-- The search vectors of 20261126100000_search_scale become plain columns kept by triggers
-- instead of generated columns: parsing a product's text (five languages) is most of the cost
-- of writing it, and a bulk load (the benchmarks' million products) can compose the vectors
-- from parts parsed once instead. Any write that does not bring its vectors gets them computed
-- here, as before; any change of the texts recomputes them.
ALTER TABLE "Product" ALTER COLUMN "searchVector" DROP EXPRESSION;
ALTER TABLE "Product" ALTER COLUMN "searchVectorIt" DROP EXPRESSION;
ALTER TABLE "ProductTranslation" ALTER COLUMN "searchVector" DROP EXPRESSION;

CREATE FUNCTION "sattva_product_search_vectors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."searchVector" IS NOT NULL AND NEW."searchVectorIt" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  NEW."searchVector" := strip(to_tsvector('simple'::regconfig, "sattva_search_fold"(NEW."searchText")));
  NEW."searchVectorIt" := setweight(to_tsvector('simple'::regconfig, "sattva_search_fold"(NEW."title")), 'A')
    || setweight(to_tsvector('simple'::regconfig, "sattva_search_fold_lines"(NEW."description")), 'B');
  RETURN NEW;
END
$$;
CREATE TRIGGER "Product_search_vectors"
BEFORE INSERT OR UPDATE OF "title", "description", "searchText" ON "Product"
FOR EACH ROW EXECUTE FUNCTION "sattva_product_search_vectors"();

CREATE FUNCTION "sattva_translation_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."searchVector" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  NEW."searchVector" := setweight(to_tsvector('simple'::regconfig, "sattva_search_fold"(NEW."title")), 'A')
    || setweight(to_tsvector('simple'::regconfig, "sattva_search_fold_lines"(NEW."description")), 'B');
  RETURN NEW;
END
$$;
CREATE TRIGGER "ProductTranslation_search_vector"
BEFORE INSERT OR UPDATE OF "title", "description" ON "ProductTranslation"
FOR EACH ROW EXECUTE FUNCTION "sattva_translation_search_vector"();

-- Searches read these GIN indexes on every request: new entries go straight into the index
-- instead of a pending list that every search would scan until the next vacuum (a list of the
-- whole vocabulary made a near-spelling lookup read all 10,000 words: 30 ms instead of 0.1).
ALTER INDEX "SearchWord_word_trgm_idx" SET (fastupdate = off);
ALTER INDEX "Product_searchVector_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('"SearchWord_word_trgm_idx"'::regclass);
SELECT gin_clean_pending_list('"Product_searchVector_idx"'::regclass);
