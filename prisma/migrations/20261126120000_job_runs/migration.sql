-- Periodic jobs claimed once across app instances (lib/jobs.server.ts).
-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL,
    "runAfter" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseUntil" TIMESTAMPTZ(3),
    "owner" TEXT,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "runs" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("name")
);
