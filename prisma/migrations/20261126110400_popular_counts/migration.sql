-- The footer's popular categories (catalog/popular.server.ts) count published products per
-- subcategory once a minute: from this index alone (index-only) rather than the whole Product table,
-- which at a million products ran past the request statement limit. (Per category, the listing's
-- featured index serves the same way.)
CREATE INDEX "Product_published_subcategory_idx" ON "Product" ("subcategoryId") WHERE "published";
