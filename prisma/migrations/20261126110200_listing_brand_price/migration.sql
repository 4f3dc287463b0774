-- A collection filtered by brand and price (listing.server.ts): its total is counted from the
-- brands' own price ranges (one short index range per brand) instead of the category's whole
-- price range filtered by brand.
CREATE INDEX "Product_listing_brand_price_idx" ON "Product"
  ("categoryId", "brandId", (CASE WHEN "discountedPriceCents" IS NOT NULL AND "discountedPriceCents" < "originalPriceCents" THEN "discountedPriceCents" ELSE "originalPriceCents" END))
  INCLUDE ("subcategoryId", "stock")
  WHERE "published";
CREATE INDEX "Product_listing_brand_price_all_idx" ON "Product"
  ("brandId", (CASE WHEN "discountedPriceCents" IS NOT NULL AND "discountedPriceCents" < "originalPriceCents" THEN "discountedPriceCents" ELSE "originalPriceCents" END))
  INCLUDE ("categoryId", "subcategoryId", "stock")
  WHERE "published";
