-- Search: full-text and trigram indexes on the catalogue's accent-free search text.
-- (Expression indexes cannot be written in schema.prisma; a future `migrate diff` will list
-- them as drops: keep them, see docs/decisions/002-migrations.md.)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE INDEX "Product_search_fts_idx" ON "Product" USING GIN (to_tsvector('simple', "searchText"));
CREATE INDEX "Product_search_trgm_idx" ON "Product" USING GIN ("searchText" gin_trgm_ops);

-- Rules the database holds too, whatever the code does.
ALTER TABLE "Product" ADD CONSTRAINT "Product_stock_nonnegative" CHECK ("stock" >= 0);
ALTER TABLE "Product" ADD CONSTRAINT "Product_rating_range" CHECK ("ratingTenths" BETWEEN 0 AND 50);
ALTER TABLE "Product" ADD CONSTRAINT "Product_price_positive" CHECK ("originalPriceCents" > 0 AND ("discountedPriceCents" IS NULL OR "discountedPriceCents" > 0));
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_quantity_positive" CHECK ("quantity" > 0 AND "unitPriceCents" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_total_positive" CHECK ("totalCents" > 0);

-- At most one default address per shopper.
CREATE UNIQUE INDEX "Address_one_default_per_user" ON "Address" ("userId") WHERE "isDefault";
