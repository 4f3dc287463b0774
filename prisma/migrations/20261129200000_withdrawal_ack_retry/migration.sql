-- The acknowledgement of a withdrawal is retried until sent (issue 14, art. 11a(3)).
ALTER TABLE "Withdrawal" ADD COLUMN "ackAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "ackLastError" TEXT,
ADD COLUMN "ackNextAt" TIMESTAMP(3);

-- Withdrawals already recorded: the acknowledged ones had one send; an unacknowledged one of the
-- last 30 days had one that failed (its error is in the log) and is due for a retry now; older ones are left to staff.
UPDATE "Withdrawal" SET "ackAttempts" = 1;
UPDATE "Withdrawal"
   SET "ackNextAt" = (now() AT TIME ZONE 'UTC')
 WHERE "acknowledgedAt" IS NULL AND "createdAt" > (now() AT TIME ZONE 'UTC') - INTERVAL '30 days';

CREATE INDEX "Withdrawal_ackNextAt_idx" ON "Withdrawal"("ackNextAt");
