-- Invoices for Italian and EU buyers (issue 14 §4): what a buyer who ticked "I need an invoice"
-- gave at checkout, written in the order's own transaction, one row per order.

-- CreateEnum
CREATE TYPE "InvoiceBuyerType" AS ENUM ('person', 'company');

-- CreateTable
CREATE TABLE "InvoiceRequest" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "type" "InvoiceBuyerType" NOT NULL,
    "name" TEXT NOT NULL,
    "fiscalCode" TEXT,
    "vatCountry" TEXT,
    "vatNumber" TEXT,
    "sdiCode" TEXT,
    "pec" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvoiceRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceRequest_orderId_key" ON "InvoiceRequest"("orderId");

-- AddForeignKey
ALTER TABLE "InvoiceRequest" ADD CONSTRAINT "InvoiceRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
