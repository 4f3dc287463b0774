import { createHash, randomBytes } from "node:crypto";
import { database, db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { readCookie } from "~/lib/cookies";
import { requestMemoKey } from "~/lib/statement-timeout.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { accountHeartsSql } from "~/modules/wishlist/account-hearts.server";
import type { Role } from "./schemas";

/**
 * Server-side sessions. The browser holds only a random token (cookie `sattva_session`, or an
 * `Authorization: Bearer` header for the JSON API); the database holds its SHA-256 and the
 * session's user and expiry, so log-out, a password change or a role change revokes at once.
 */

export const SESSION_COOKIE = "sattva_session";

/** Lifetimes: shoppers stay signed in for weeks; staff sessions are short. */
export const sessionPolicy = {
  user: { idleMs: 14 * 24 * 3600_000, absoluteMs: 30 * 24 * 3600_000 },
  staff: { idleMs: 2 * 3600_000, absoluteMs: 12 * 3600_000 },
  /** lastSeenAt and the idle expiry move at most this often (one write a minute, not one a request). */
  touchEveryMs: 60_000,
} as const;

export function policyFor(role: Role | string) {
  return role === "admin" || role === "manager" ? sessionPolicy.staff : sessionPolicy.user;
}

export interface SessionUser {
  id: string;
  email: string;
  fname: string;
  lname: string;
  role: Role;
  country: string;
  locale: string;
  /** The account's current e-mail is proved (User.emailVerifiedAt): guest orders with it become theirs. */
  emailVerified: boolean;
}

export interface CurrentSession {
  sessionId: string;
  user: SessionUser;
  /** "cookie" for the browser, "bearer" for the JSON API. */
  via: "cookie" | "bearer";
  /**
   * The ids of the products on a shopper's wishlist (modules/wishlist's accountHeartsSql), read
   * with the session: the root shows them as hearts on every page; [] for staff.
   */
  wishlist: string[];
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken() {
  return randomBytes(32).toString("base64url");
}

function cookieAttributes(maxAgeSeconds: number) {
  const parts = [`Path=/`, `HttpOnly`, `SameSite=Lax`, `Max-Age=${maxAgeSeconds}`];
  if (env().https) parts.push("Secure");
  return parts.join("; ");
}

export function sessionCookieHeader(token: string, role: Role | string) {
  const seconds = Math.floor(policyFor(role).absoluteMs / 1000);
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(seconds)}`;
}

export function clearSessionCookieHeader() {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The token a request carries: the bearer header wins over the cookie. */
export function requestToken(request: Request): { token: string; via: "cookie" | "bearer" } | null {
  const auth = request.headers.get("authorization");
  if (auth) {
    const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(auth);
    if (m) return { token: m[1], via: "bearer" };
  }
  const cookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie)) return { token: cookie, via: "cookie" };
  return null;
}

/**
 * Opens a new session for a user (a log-in): a fresh token, so an id planted before log-in is
 * worth nothing (rotation). `replacing` is the request whose old session, if any, ends now.
 */
export async function createSession(
  user: { id: string; role: Role | string },
  request: Request,
  now = new Date(),
): Promise<{ token: string; sessionId: string; setCookie: string }> {
  const old = requestToken(request);
  const token = newToken();
  const policy = policyFor(user.role);
  const session = await db().$transaction(async (tx) => {
    if (old) await tx.session.deleteMany({ where: { tokenHash: hashToken(old.token) } });
    return tx.session.create({
      data: {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + policy.idleMs),
        userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
        ip: clientAddress(request),
      },
    });
  });
  return { token, sessionId: session.id, setCookie: sessionCookieHeader(token, user.role) };
}

type SessionRow = {
  id: string;
  /** Milliseconds since 1970 (the columns are UTC timestamps without a zone). */
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userId: string;
  email: string;
  fname: string;
  lname: string;
  role: string;
  country: string;
  locale: string;
  gone: boolean;
  emailVerified: boolean;
  wishlist: string[] | null;
};

// Every page of a signed-in shopper asks this: one indexed read with its join, on the pool (Prisma
// compiled the relation query on each call and read the user in a second statement; its $queryRaw
// cost twice the pool's CPU per statement). The times come as epoch milliseconds, so pg's parsing
// of zone-less timestamps (in the process's local time) never applies. A shopper's wishlist comes
// in the same statement (the wishlist module's SQL, over its primary key's index): the root's
// hearts were a second round trip on every page.
const SESSION_SQL = `
  SELECT s."id",
         (extract(epoch FROM s."createdAt") * 1000)::float8 AS "createdAt",
         (extract(epoch FROM s."lastSeenAt") * 1000)::float8 AS "lastSeenAt",
         (extract(epoch FROM s."expiresAt") * 1000)::float8 AS "expiresAt",
         u."id" AS "userId", u."email", u."fname", u."lname", u."role"::text AS "role", u."country", u."locale",
         (u."deletedAt" IS NOT NULL OR u."disabledAt" IS NOT NULL) AS "gone",
         u."emailVerifiedAt" IS NOT NULL AS "emailVerified",
         CASE WHEN u."role" = 'user' THEN ${accountHeartsSql('u."id"')} END AS "wishlist"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
   WHERE s."tokenHash" = $1`;

const perRequest = new WeakMap<object, Promise<CurrentSession | null>>();

/**
 * A GET's loaders share one lookup (the HTTP request's key); any other method keeps one per
 * Request object, because an action may sign in, sign out or change the account before the
 * loaders that follow it in the same request run.
 */
function memoKey(request: Request): object {
  return request.method === "GET" || request.method === "HEAD" ? requestMemoKey(request) : request;
}

/**
 * The signed-in user of a request, or null: the token must match a row that has not passed its
 * idle expiry nor its absolute limit, of an account that still exists and is not disabled (a
 * disabled person is signed out, whatever token they still hold). Memoised per request, so
 * the root and the route loaders share one lookup.
 */
export function getSession(request: Request): Promise<CurrentSession | null> {
  const key = memoKey(request);
  let p = perRequest.get(key);
  if (!p) {
    p = lookup(request);
    perRequest.set(key, p);
  }
  return p;
}

async function lookup(request: Request, now = new Date()): Promise<CurrentSession | null> {
  const found = requestToken(request);
  if (!found) return null;
  const [hit] = await database().query<SessionRow>(SESSION_SQL, [hashToken(found.token)]);
  if (!hit) return null;
  const policy = policyFor(hit.role);
  const absoluteEnd = hit.createdAt + policy.absoluteMs;
  if (hit.gone || hit.expiresAt <= now.getTime() || absoluteEnd <= now.getTime()) {
    await db().session.deleteMany({ where: { id: hit.id } });
    return null;
  }
  if (now.getTime() - hit.lastSeenAt >= sessionPolicy.touchEveryMs) {
    const expiresAt = new Date(Math.min(now.getTime() + policy.idleMs, absoluteEnd));
    await db().session.updateMany({ where: { id: hit.id }, data: { lastSeenAt: now, expiresAt } });
  }
  const user: SessionUser = {
    id: hit.userId,
    email: hit.email,
    fname: hit.fname,
    lname: hit.lname,
    role: hit.role as Role,
    country: hit.country,
    locale: hit.locale,
    emailVerified: hit.emailVerified,
  };
  return { sessionId: hit.id, user, via: found.via, wishlist: hit.wishlist ?? [] };
}

/** Ends the request's session (log-out): the row goes, the cookie is cleared. */
export async function destroySession(request: Request): Promise<string> {
  const found = requestToken(request);
  if (found) await db().session.deleteMany({ where: { tokenHash: hashToken(found.token) } });
  perRequest.delete(memoKey(request));
  return clearSessionCookieHeader();
}

/** Ends every session of a user, but `exceptSessionId` (a password change keeps the current one). */
export async function revokeUserSessions(userId: string, exceptSessionId?: string) {
  await db().session.deleteMany({
    where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
  });
}

/** Drops expired rows; run by the periodic job and at start. */
export async function sweepSessions(now = new Date()) {
  await db().session.deleteMany({ where: { expiresAt: { lt: now } } });
}
