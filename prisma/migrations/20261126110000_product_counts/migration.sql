-- Lists at a million products (issue 12): maintained counts instead of counting every row, and
-- indexes in each listing's order that carry the filter columns, so a page, its price range and
-- its filtered total are read from one index.

-- CreateTable
CREATE TABLE "ProductFacetCount" (
    "categoryId" TEXT NOT NULL,
    "subcategoryId" TEXT NOT NULL DEFAULT '',
    "brandId" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL,
    "inStock" BOOLEAN NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductFacetCount_pkey" PRIMARY KEY ("categoryId","subcategoryId","brandId","published","inStock")
);

-- CreateIndex
CREATE INDEX "Product_brandId_createdAt_idx" ON "Product"("brandId", "createdAt");

-- The counts, kept by statement-level triggers (one aggregate per statement, so a bulk insert of
-- 100,000 products costs one upsert per group, not one per row). Rows are touched in key order,
-- so two writers never wait on each other in opposite orders. An UPDATE moves a product only
-- when one of the counted columns changed: a checkout's stock update costs nothing unless the
-- stock crosses zero. A load (restore: sattva.stock_ledger = 'off') copies the counts as they were.
CREATE FUNCTION sattva_product_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sattva.stock_ledger', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "ProductFacetCount";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ProductFacetCount" AS f ("categoryId", "subcategoryId", "brandId", "published", "inStock", "count")
    SELECT "categoryId", COALESCE("subcategoryId", ''), "brandId", "published", "stock" > 0, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("categoryId", "subcategoryId", "brandId", "published", "inStock")
    DO UPDATE SET "count" = f."count" + EXCLUDED."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ProductFacetCount" AS f ("categoryId", "subcategoryId", "brandId", "published", "inStock", "count")
    SELECT "categoryId", COALESCE("subcategoryId", ''), "brandId", "published", "stock" > 0, -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("categoryId", "subcategoryId", "brandId", "published", "inStock")
    DO UPDATE SET "count" = f."count" + EXCLUDED."count";
  ELSE
    INSERT INTO "ProductFacetCount" AS f ("categoryId", "subcategoryId", "brandId", "published", "inStock", "count")
    SELECT c, s, b, p, i, sum(d)::int FROM (
      SELECT o."categoryId" AS c, COALESCE(o."subcategoryId", '') AS s, o."brandId" AS b, o."published" AS p,
             o."stock" > 0 AS i, -1 AS d, n."id"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      UNION ALL
      SELECT n."categoryId", COALESCE(n."subcategoryId", ''), n."brandId", n."published", n."stock" > 0, 1, n."id"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    ) moved
    WHERE moved."id" IN (
      SELECT n."id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."categoryId", o."subcategoryId", o."brandId", o."published", o."stock" > 0)
        IS DISTINCT FROM (n."categoryId", n."subcategoryId", n."brandId", n."published", n."stock" > 0)
    )
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("categoryId", "subcategoryId", "brandId", "published", "inStock")
    DO UPDATE SET "count" = f."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Product_counts_insert" AFTER INSERT ON "Product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sattva_product_counts();
CREATE TRIGGER "Product_counts_delete" AFTER DELETE ON "Product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sattva_product_counts();
CREATE TRIGGER "Product_counts_update" AFTER UPDATE ON "Product"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sattva_product_counts();
CREATE TRIGGER "Product_counts_truncate" AFTER TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION sattva_product_counts();

INSERT INTO "ProductFacetCount" ("categoryId", "subcategoryId", "brandId", "published", "inStock", "count")
SELECT "categoryId", COALESCE("subcategoryId", ''), "brandId", "published", "stock" > 0, count(*)::int
FROM "Product" GROUP BY 1, 2, 3, 4, 5;

-- The storefront's listing orders (listing.server.ts: featured, and the effective price), for
-- published products, carrying the columns the filters read (brand, subcategory, stock, prices),
-- so a filtered page, its price range and its filtered total come from the index alone.
CREATE INDEX "Product_listing_featured_idx" ON "Product"
  ("categoryId", "popularity" DESC, "createdAt" DESC, "id")
  INCLUDE ("brandId", "subcategoryId", "stock", "originalPriceCents", "discountedPriceCents")
  WHERE "published";
CREATE INDEX "Product_listing_featured_all_idx" ON "Product"
  ("popularity" DESC, "createdAt" DESC, "id")
  INCLUDE ("categoryId", "brandId", "subcategoryId", "stock", "originalPriceCents", "discountedPriceCents")
  WHERE "published";
CREATE INDEX "Product_listing_price_idx" ON "Product"
  ("categoryId", (CASE WHEN "discountedPriceCents" IS NOT NULL AND "discountedPriceCents" < "originalPriceCents" THEN "discountedPriceCents" ELSE "originalPriceCents" END), "id")
  INCLUDE ("brandId", "subcategoryId", "stock")
  WHERE "published";
CREATE INDEX "Product_listing_price_all_idx" ON "Product"
  ((CASE WHEN "discountedPriceCents" IS NOT NULL AND "discountedPriceCents" < "originalPriceCents" THEN "discountedPriceCents" ELSE "originalPriceCents" END), "id")
  INCLUDE ("categoryId", "brandId", "subcategoryId", "stock")
  WHERE "published";
