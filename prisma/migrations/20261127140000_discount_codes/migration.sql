-- Discount codes (issue 14, item 9): codes staff create in the back office, and each order's use
-- of one, counted in the order's own transaction. The newsletter's welcome code, until now a shop
-- setting, becomes a row of its own (welcome = true) with the orders that already used it.

-- CreateEnum
CREATE TYPE "DiscountKind" AS ENUM ('percent', 'fixed');

-- CreateTable
CREATE TABLE "DiscountCode" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "DiscountKind" NOT NULL,
    "value" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "minOrderCents" INTEGER NOT NULL DEFAULT 0,
    "totalLimit" INTEGER,
    "perCustomerLimit" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "welcome" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiscountCode_pkey" PRIMARY KEY ("id"),
    -- The checkout counts uses with a conditional update; these back it up.
    CONSTRAINT "DiscountCode_usedCount_check" CHECK ("usedCount" >= 0),
    CONSTRAINT "DiscountCode_value_check" CHECK ("value" > 0)
);

-- CreateTable
CREATE TABLE "DiscountUse" (
    "id" TEXT NOT NULL,
    "codeId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releasedAt" TIMESTAMP(3),

    CONSTRAINT "DiscountUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DiscountCode_code_key" ON "DiscountCode"("code");

-- CreateIndex
CREATE INDEX "DiscountCode_createdAt_idx" ON "DiscountCode"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountUse_orderId_key" ON "DiscountUse"("orderId");

-- CreateIndex
CREATE INDEX "DiscountUse_codeId_releasedAt_idx" ON "DiscountUse"("codeId", "releasedAt");

-- AddForeignKey
ALTER TABLE "DiscountUse" ADD CONSTRAINT "DiscountUse_codeId_fkey" FOREIGN KEY ("codeId") REFERENCES "DiscountCode"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountUse" ADD CONSTRAINT "DiscountUse_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The welcome code as the shop's settings had it (Shop settings → Newsletter), else the default:
-- percent off, once per customer, no end.
INSERT INTO "DiscountCode" ("id", "code", "kind", "value", "perCustomerLimit", "welcome", "updatedAt")
SELECT 'welcome-code',
       COALESCE(NULLIF(upper(trim(s."value"->>'code')), ''), 'BENVENUTO10'),
       'percent',
       COALESCE(CASE WHEN (s."value"->>'percent') ~ '^[0-9]+$' THEN (s."value"->>'percent')::int END, 10),
       1,
       true,
       CURRENT_TIMESTAMP
FROM (SELECT 1) AS one
LEFT JOIN "ShopSetting" s ON s."key" = 'newsletter';

-- Every order placed so far with a discount used the welcome code (there was no other): its use,
-- held unless the order was cancelled (a cancelled order gave the code back).
INSERT INTO "DiscountUse" ("id", "codeId", "orderId", "amountCents", "createdAt", "releasedAt")
SELECT 'welcome-use-' || o."id", 'welcome-code', o."id", o."discountCents", o."createdAt",
       CASE WHEN o."status" = 'cancelled' THEN o."updatedAt" END
FROM "Order" o
WHERE o."discountCode" IS NOT NULL;

UPDATE "DiscountCode"
SET "usedCount" = (SELECT count(*) FROM "DiscountUse" u WHERE u."codeId" = 'welcome-code' AND u."releasedAt" IS NULL)
WHERE "id" = 'welcome-code';
