-- The brand + price indexes carry the two price columns, so a filtered total is an index-only scan
-- (an index on an expression alone sends each row to the table: 390 ms for 35,000 products).
DROP INDEX "Product_listing_brand_price_idx";
DROP INDEX "Product_listing_brand_price_all_idx";
CREATE INDEX "Product_listing_brand_price_idx" ON "Product"
  ("categoryId", "brandId", (CASE WHEN "discountedPriceCents" IS NOT NULL AND "discountedPriceCents" < "originalPriceCents" THEN "discountedPriceCents" ELSE "originalPriceCents" END))
  INCLUDE ("subcategoryId", "stock", "originalPriceCents", "discountedPriceCents")
  WHERE "published";
CREATE INDEX "Product_listing_brand_price_all_idx" ON "Product"
  ("brandId", (CASE WHEN "discountedPriceCents" IS NOT NULL AND "discountedPriceCents" < "originalPriceCents" THEN "discountedPriceCents" ELSE "originalPriceCents" END))
  INCLUDE ("categoryId", "subcategoryId", "stock", "originalPriceCents", "discountedPriceCents")
  WHERE "published";
