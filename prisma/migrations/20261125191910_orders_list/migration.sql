-- The staff orders list at a million orders (issue 11): indexes for what the office_operations
-- migration did not cover. Each one serves a keyset page (ORDER BY key, id LIMIT 51) that would
-- otherwise read far more rows than it shows.

-- Sort by total, high to low and low to high.
CREATE INDEX "Order_totalCents_id_idx" ON "Order"("totalCents", "id");

-- "Needs review" and the refunded payment states are rare: a partial index walks only those orders.
CREATE INDEX "Order_flagged_createdAt_id_idx" ON "Order"("createdAt", "id") WHERE "flaggedForReview";
CREATE INDEX "Order_refunded_createdAt_id_idx" ON "Order"("createdAt", "id") WHERE "refundedCents" > 0;

-- Searching by name: the guest's name and the account's name (the shipping name has its own).
CREATE INDEX "Order_guestName_trgm_idx" ON "Order" USING GIN (lower("guestName") gin_trgm_ops) WHERE "guestName" IS NOT NULL;
CREATE INDEX "User_name_trgm_idx" ON "User" USING GIN (lower("fname" || ' ' || "lname") gin_trgm_ops);
