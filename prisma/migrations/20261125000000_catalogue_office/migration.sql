-- The back office's catalogue (issue 10): products in five languages (Italian in Product, the
-- others in ProductTranslation; category, subcategory and brand names in `names`), photos as rows
-- (uploads with their resized widths, or URLs; alt text per language), draft products, earlier
-- slugs that redirect, a low-stock threshold per product, the stock ledger, and indexes for the
-- review moderation and audit lists.
-- CreateEnum
CREATE TYPE "ImageKind" AS ENUM ('banner', 'gallery');

-- CreateEnum
CREATE TYPE "StockReason" AS ENUM ('initial', 'received', 'damaged', 'correction', 'count', 'order', 'cancellation', 'reopen', 'import');

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "names" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Subcategory" ADD COLUMN     "names" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Brand" ADD COLUMN     "names" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "lowStockThreshold" INTEGER NOT NULL DEFAULT 20,
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "ProductTranslation" (
    "productId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductTranslation_pkey" PRIMARY KEY ("productId","locale")
);

-- CreateTable
CREATE TABLE "ProductImage" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "kind" "ImageKind" NOT NULL DEFAULT 'gallery',
    "position" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "url" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "widths" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "alt" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductSlugRedirect" (
    "slug" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductSlugRedirect_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "StockMovement" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "stockAfter" INTEGER NOT NULL,
    "reason" "StockReason" NOT NULL,
    "note" TEXT,
    "orderId" TEXT,
    "actorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StockMovement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProductImage_productId_kind_position_idx" ON "ProductImage"("productId", "kind", "position");

-- CreateIndex
CREATE INDEX "ProductSlugRedirect_productId_idx" ON "ProductSlugRedirect"("productId");

-- CreateIndex
CREATE INDEX "StockMovement_productId_createdAt_idx" ON "StockMovement"("productId", "createdAt");

-- CreateIndex
CREATE INDEX "StockMovement_orderId_idx" ON "StockMovement"("orderId");

-- CreateIndex
CREATE INDEX "Product_published_createdAt_idx" ON "Product"("published", "createdAt");

-- CreateIndex
CREATE INDEX "Review_published_createdAt_idx" ON "Review"("published", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_action_createdAt_idx" ON "AuditEvent"("action", "createdAt");

-- AddForeignKey
ALTER TABLE "ProductTranslation" ADD CONSTRAINT "ProductTranslation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductImage" ADD CONSTRAINT "ProductImage_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductSlugRedirect" ADD CONSTRAINT "ProductSlugRedirect_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockMovement" ADD CONSTRAINT "StockMovement_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The stock ledger. Every change of Product.stock, by whatever statement, writes a movement, so
-- that a product's movements always add up to its stock. The code says why in transaction-local
-- settings before it changes the stock: set_config('sattva.stock_reason', 'order', true), and
-- likewise sattva.stock_note, sattva.stock_order and sattva.stock_actor; a change nobody
-- explained is a 'correction' (an insert, 'initial'). Loading a backup sets
-- sattva.stock_ledger = 'off' and copies the movements as they were.
CREATE FUNCTION "sattva_stock_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change INTEGER;
BEGIN
  IF current_setting('sattva.stock_ledger', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    change := NEW.stock;
  ELSE
    change := NEW.stock - OLD.stock;
  END IF;
  IF change = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO "StockMovement" ("id", "productId", "delta", "stockAfter", "reason", "note", "orderId", "actorId")
  VALUES (
    gen_random_uuid()::text,
    NEW.id,
    change,
    NEW.stock,
    coalesce(
      nullif(current_setting('sattva.stock_reason', true), ''),
      CASE WHEN TG_OP = 'INSERT' THEN 'initial' ELSE 'correction' END
    )::"StockReason",
    nullif(current_setting('sattva.stock_note', true), ''),
    nullif(current_setting('sattva.stock_order', true), ''),
    nullif(current_setting('sattva.stock_actor', true), '')
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER "Product_stock_ledger"
AFTER INSERT OR UPDATE OF "stock" ON "Product"
FOR EACH ROW EXECUTE FUNCTION "sattva_stock_ledger"();

-- The ledger of an existing shop starts with today's stock.
INSERT INTO "StockMovement" ("id", "productId", "delta", "stockAfter", "reason")
SELECT gen_random_uuid()::text, "id", "stock", "stock", 'initial' FROM "Product" WHERE "stock" <> 0;

-- A threshold is a number of units.
ALTER TABLE "Product" ADD CONSTRAINT "Product_lowStockThreshold_range" CHECK ("lowStockThreshold" >= 0);
ALTER TABLE "ProductImage" ADD CONSTRAINT "ProductImage_source" CHECK (("storageKey" IS NULL) <> ("url" IS NULL));
ALTER TABLE "ProductTranslation" ADD CONSTRAINT "ProductTranslation_locale" CHECK ("locale" IN ('en', 'fr', 'de', 'es'));

-- The photos of an existing shop become rows (the alt texts it has are English).
INSERT INTO "ProductImage" ("id", "productId", "kind", "position", "url", "alt")
SELECT gen_random_uuid()::text, p."id", 'banner', (e.ord - 1)::int, e.value->>'url',
       CASE WHEN coalesce(e.value->>'alt', '') = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', e.value->>'alt') END
FROM "Product" p, jsonb_array_elements(p."banner") WITH ORDINALITY AS e(value, ord)
WHERE coalesce(e.value->>'url', '') <> '';
INSERT INTO "ProductImage" ("id", "productId", "kind", "position", "url", "alt")
SELECT gen_random_uuid()::text, p."id", 'gallery', (e.ord - 1)::int, e.value->>'url',
       CASE WHEN coalesce(e.value->>'alt', '') = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', e.value->>'alt') END
FROM "Product" p, jsonb_array_elements(p."imgs") WITH ORDINALITY AS e(value, ord)
WHERE coalesce(e.value->>'url', '') <> '';

-- The texts of an existing shop are English: they become its English translation (the Italian
-- base keeps them until staff write the Italian).
INSERT INTO "ProductTranslation" ("productId", "locale", "title", "description", "updatedAt")
SELECT "id", 'en', "title", "description", CURRENT_TIMESTAMP FROM "Product";
