-- Staff users (issue 11, part 5): the language an invitation is mailed in (a resend keeps it),
-- the account that accepted it (the staff page's "invited by"), and when an account was last seen.

-- AlterTable
ALTER TABLE "StaffInvite" ADD COLUMN     "acceptedUserId" TEXT,
ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'it';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastSeenAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "StaffInvite_acceptedUserId_idx" ON "StaffInvite"("acceptedUserId");

-- AddForeignKey
ALTER TABLE "StaffInvite" ADD CONSTRAINT "StaffInvite_acceptedUserId_fkey" FOREIGN KEY ("acceptedUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Sessions are deleted at log-out and when they expire (a staff session after two idle hours),
-- so the last time someone was seen must outlive them: every session opened or touched (at most
-- once a minute, sessions.server.ts) copies its time to the account. SKIP LOCKED: when the
-- account's row is locked (an admin changing its role, which also deletes its sessions) the copy
-- is skipped rather than waited for, so the two never deadlock; the next touch catches up.
CREATE FUNCTION "sattva_user_last_seen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "User" SET "lastSeenAt" = NEW."lastSeenAt"
  WHERE "id" = (SELECT "id" FROM "User" WHERE "id" = NEW."userId" FOR UPDATE SKIP LOCKED)
    AND ("lastSeenAt" IS NULL OR "lastSeenAt" < NEW."lastSeenAt");
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Session_user_last_seen"
AFTER INSERT OR UPDATE OF "lastSeenAt" ON "Session"
FOR EACH ROW EXECUTE FUNCTION "sattva_user_last_seen"();

-- An existing shop: the sessions still open tell the most recent sight of each account.
UPDATE "User" u SET "lastSeenAt" = s."seen"
FROM (SELECT "userId", max("lastSeenAt") AS "seen" FROM "Session" GROUP BY "userId") s
WHERE s."userId" = u."id";
