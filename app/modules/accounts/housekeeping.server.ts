import { db } from "~/lib/db.server";
import { registerJob } from "~/lib/jobs.server";
import { sweepExpired } from "~/modules/security/rate-limit.server";
import { sweepSessions } from "./sessions.server";

/** Drops used or expired reset tokens older than a day (kept that long for support questions). */
export async function sweepResetTokens(now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await db().passwordResetToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } });
}

export function registerAccountJobs() {
  registerJob({ name: "sessions", everyMs: 60 * 60_000, run: () => sweepSessions() });
  registerJob({ name: "reset-tokens", everyMs: 60 * 60_000, run: () => sweepResetTokens() });
  registerJob({ name: "rate-limits", everyMs: 15 * 60_000, run: () => sweepExpired() });
}
