-- GET /api/sattva-products reads published products newest first, ties by id (api-list.server.ts):
-- an index in exactly that order with the id in it, so an offset (up to 10,000) or a cursor is an
-- index-only walk instead of a heap visit per skipped row and a sort of each tie group.
CREATE INDEX "Product_api_list_idx" ON "Product" ("createdAt" DESC, "id") WHERE "published";
