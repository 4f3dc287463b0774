-- The dashboards at a million orders (issue 11). Each chart bucket sums a slice of orders by
-- "createdAt", and the best sellers read the lines of the paid orders of a range. Covering
-- indexes let both be index-only scans: the figures a bucket needs (status, totals, refunds,
-- and the id to look for a paid payment) sit in the index beside the key, so the table's pages
-- are not read. Prisma's schema cannot say INCLUDE, so these live here only (like the trigram
-- and partial indexes of earlier migrations).

CREATE INDEX IF NOT EXISTS "Order_dashboard_idx" ON "Order" ("createdAt") INCLUDE ("status", "totalCents", "refundedCents", "id");

CREATE INDEX IF NOT EXISTS "OrderLine_dashboard_idx" ON "OrderLine" ("orderId") INCLUDE ("productId", "quantity", "lineTotalCents");
