-- Checkout: discount codes on orders, why an order needs a person, the client address that placed
-- it (caps the stock one client can hold), the provider page a payment attempt leads to, and the
-- order number sequence (SAT-10101 onwards; the demo orders use SAT-10001 to SAT-10040).
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "discountCode" TEXT,
ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "clientIp" TEXT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "redirectUrl" TEXT;

-- Order numbers come from a sequence: unique without a lock, and never reused after a rollback.
CREATE SEQUENCE "order_number_seq" START 10101;

-- A discount never exceeds the goods, and the shop never takes zero or less.
ALTER TABLE "Order" ADD CONSTRAINT "Order_discount_range" CHECK ("discountCents" >= 0 AND "discountCents" <= "subtotalCents");
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amount_positive" CHECK ("amountCents" > 0);

-- The unpaid orders one e-mail or one address still holds stock for.
CREATE INDEX "Order_email_status_idx" ON "Order"("email", "status");
CREATE INDEX "Order_clientIp_status_idx" ON "Order"("clientIp", "status");
