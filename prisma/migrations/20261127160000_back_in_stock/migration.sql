-- CreateEnum
CREATE TYPE "BackInStockStatus" AS ENUM ('pending', 'waiting', 'sent', 'cancelled');

-- CreateTable
CREATE TABLE "BackInStockAlert" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "userId" TEXT,
    "locale" TEXT NOT NULL DEFAULT 'it',
    "status" "BackInStockStatus" NOT NULL DEFAULT 'pending',
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "requestIp" TEXT,
    "confirmTokenHash" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "failures" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BackInStockAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BackInStockAlert_confirmTokenHash_key" ON "BackInStockAlert"("confirmTokenHash");

-- CreateIndex
CREATE INDEX "BackInStockAlert_status_productId_idx" ON "BackInStockAlert"("status", "productId");

-- CreateIndex
CREATE INDEX "BackInStockAlert_email_idx" ON "BackInStockAlert"("email");

-- CreateIndex
CREATE INDEX "BackInStockAlert_userId_idx" ON "BackInStockAlert"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "BackInStockAlert_productId_email_key" ON "BackInStockAlert"("productId", "email");

-- AddForeignKey
ALTER TABLE "BackInStockAlert" ADD CONSTRAINT "BackInStockAlert_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackInStockAlert" ADD CONSTRAINT "BackInStockAlert_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

