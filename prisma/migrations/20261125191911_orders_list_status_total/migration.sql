-- The staff orders list sorted by total within one status ("the biggest pending orders"): without
-- it the page walks the total index and skips every order of another status (98 ms at a million
-- orders for the returned ones, 2.5 % of them; under 1 ms with it).
CREATE INDEX "Order_status_totalCents_id_idx" ON "Order"("status", "totalCents", "id");
