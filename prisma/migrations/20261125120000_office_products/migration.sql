-- The staff products table (issue 10): keyset pagination in each of its sorts. Each index is the
-- sort key and the id, the table's tie-breaker, so "the 50 rows after this one" is an index range
-- scan at any depth of a 100,000-product catalogue (tests/bench/office-products.mjs).
-- Like the search indexes, these live in SQL only (the price one is an expression Prisma's schema cannot state).
CREATE INDEX "Product_createdAt_id_idx" ON "Product"("createdAt", "id");
CREATE INDEX "Product_title_id_idx" ON "Product"("title", "id");
CREATE INDEX "Product_price_id_idx" ON "Product"((COALESCE("discountedPriceCents", "originalPriceCents")), "id");
CREATE INDEX "Product_stock_id_idx" ON "Product"("stock", "id");
