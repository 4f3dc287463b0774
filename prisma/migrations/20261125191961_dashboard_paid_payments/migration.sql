-- The dashboards (issue 11): whether an order that is neither on its way nor refunded was paid
-- all the same (pending or cancelled with money taken) is a probe of the paid payments alone,
-- without reading the Payment table. A migration of its own: 20261125191960_dashboard had been
-- applied already, and migrations are append-only.
CREATE INDEX IF NOT EXISTS "Payment_paid_orderId_idx" ON "Payment" ("orderId") WHERE "status" = 'paid';
