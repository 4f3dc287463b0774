-- Invoice numbers (issue 11, order documents): one progressive number per calendar year, given to a
-- paid order the first time its invoice is printed. The code takes a transaction-scoped advisory
-- lock per year before reading the year's highest number, so concurrent first prints get
-- consecutive numbers; the unique indexes are the database's own guard against a duplicate.

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Invoice_number_check" CHECK ("number" > 0),
    CONSTRAINT "Invoice_year_check" CHECK ("year" BETWEEN 2000 AND 9999)
);

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_orderId_key" ON "Invoice"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_year_number_key" ON "Invoice"("year", "number");

-- AddForeignKey: an issued invoice keeps its order (an invoice is never silently lost).
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
