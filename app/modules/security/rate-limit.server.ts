import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (0 while allowed). */
  retryAfterSeconds: number;
  /** Hits counted in the current window, this one included. */
  count: number;
}

/** Rules of the public forms: a person never meets them, a script does. */
export const rateLimits = {
  contact: { limit: 5, windowMs: 10 * 60_000 },
  newsletter: { limit: 5, windowMs: 10 * 60_000 },
  tracking: { limit: 20, windowMs: 10 * 60_000 },
  /** The withdrawal page's identifications and confirmations, per client address. */
  withdrawal: { limit: 10, windowMs: 10 * 60_000 },
  /** Barrier reports of the accessibility statement (stored and mailed like the contact form). */
  barrier: { limit: 5, windowMs: 10 * 60_000 },
  /** A guest's erasure requests (/pages/erase-my-data), per client address and per e-mail (no inbox flooded). */
  erasure: { limit: 5, windowMs: 10 * 60_000 },
  erasurePerAddress: { limit: 3, windowMs: 10 * 60_000 },
  /** Confirmations of a guest's erasure from its mailed link, per client address. */
  erasureConfirm: { limit: 10, windowMs: 10 * 60_000 },
  /**
   * Failed log-ins, per client address and per account; a browser that logged in to the account
   * before counts in a bucket of its own for it instead (accounts/known-device.server.ts).
   */
  loginFailures: { limit: 10, windowMs: 60_000 },
  /** Sign-ups per client address. */
  register: { limit: 10, windowMs: 10 * 60_000 },
  /** Reset-link requests per client address, and per account (so nobody's inbox is flooded). */
  forgot: { limit: 10, windowMs: 10 * 60_000 },
  forgotPerAccount: { limit: 3, windowMs: 10 * 60_000 },
  /** Reset-form submissions per client address. */
  reset: { limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one hit against `key` in a fixed window and says whether it is allowed.
 * One atomic upsert in the database, so every app instance shares the count and concurrent
 * hits never lose an increment; an expired window restarts at 1 in the same statement.
 */
export async function hit(key: string, rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const start = now.toISOString();
  const expires = new Date(now.getTime() + rule.windowMs).toISOString();
  const rows = await db().$queryRaw<{ count: number; retryAfter: number }[]>`
    INSERT INTO "RateLimitHit" ("key", "count", "windowStart", "expiresAt")
    VALUES (${key}, 1, CAST(${start} AS timestamp(3)), CAST(${expires} AS timestamp(3)))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitHit"."expiresAt" <= EXCLUDED."windowStart"
                     THEN 1 ELSE "RateLimitHit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitHit"."expiresAt" <= EXCLUDED."windowStart"
                     THEN EXCLUDED."windowStart" ELSE "RateLimitHit"."windowStart" END,
      "expiresAt" = CASE WHEN "RateLimitHit"."expiresAt" <= EXCLUDED."windowStart"
                     THEN EXCLUDED."expiresAt" ELSE "RateLimitHit"."expiresAt" END
    RETURNING "count",
      CAST(CEIL(EXTRACT(EPOCH FROM ("expiresAt" - CAST(${start} AS timestamp(3))))) AS integer) AS "retryAfter"`;
  const row = rows[0];
  const count = Number(row.count);
  const allowed = count <= rule.limit;
  if (Math.random() < 0.01) void sweepExpired(now);
  return { allowed, count, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.retryAfter)) };
}

/** Drops finished windows; called now and then so the table stays small. */
export async function sweepExpired(now: Date = new Date()) {
  try {
    await db().rateLimitHit.deleteMany({ where: { expiresAt: { lt: now } } });
  } catch (error) {
    logError(error, { task: "rate-limit-sweep" });
  }
}

/**
 * The client's address for rate limits. A Remix loader cannot see the socket: our Express
 * server (scripts/server.mjs) sets `x-client-ip` from it, overwriting whatever a client sent.
 * `X-Forwarded-For` is believed only behind a configured trusted proxy (TRUST_PROXY), since
 * anyone can send one and rotate it to escape a limit.
 */
export function clientAddress(request: Request): string {
  if (env().TRUST_PROXY) {
    const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (first) return first.slice(0, 100);
  }
  const socket = request.headers.get("x-client-ip")?.trim();
  return socket ? socket.slice(0, 100) : "unknown";
}

/**
 * Whether `key` has already used up `rule` in its current window, without counting a hit:
 * for limits that count only failures (log-in), checked before the attempt.
 */
export async function peek(key: string, rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const row = await db().rateLimitHit.findUnique({ where: { key } });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const allowed = row.count < rule.limit;
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000));
  return { allowed, count: row.count, retryAfterSeconds };
}
