import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { requestScopeOf, runInRequestScope } from "~/lib/statement-timeout.server";
import { makeUser } from "../../../tests/support/account-fixtures";
import { createTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { bearerRequest as withBearer, cookieRequest as withCookie } from "../../../tests/support/routes";
import {
  createSession,
  destroySession,
  getSession,
  revokeUserSessions,
  SESSION_COOKIE,
  sessionCookieHeader,
  sessionPolicy,
} from "./sessions.server";

const env = withTestEnv({ SESSION_SECRET: "s".repeat(40), NODE_ENV: "test" });

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

const anonymous = () => new Request("http://localhost/account/login", { headers: { "x-client-ip": "203.0.113.9" } });

describe("server-side sessions", () => {
  let cleanup: () => Promise<void>;
  let shopper: { id: string; role: "user" };
  let admin: { id: string; role: "admin" };
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
    shopper = (await makeUser({
      fname: "Ada",
      lname: "Rossi",
      email: "ada@sessions.test",
      password: null,
    })) as typeof shopper;
    admin = (await makeUser({
      fname: "Bea",
      lname: "Neri",
      email: "bea@sessions.test",
      role: "admin",
      password: null,
    })) as typeof admin;
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db().session.deleteMany();
    await db().user.updateMany({ data: { deletedAt: null } });
  });

  it("stores only the token's SHA-256; the cookie holds the token, HttpOnly, SameSite=Lax, Path=/", async () => {
    const { token, sessionId, setCookie } = await createSession(shopper, anonymous());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db().session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.ip).toBe("203.0.113.9");
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${token}; `));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${sessionPolicy.user.absoluteMs / 1000}`);
    expect(setCookie).not.toContain("Secure");
  });

  it("marks the cookie Secure when the shop is served over https, and staff cookies last 12 hours", () => {
    env.set({ PUBLIC_URL: "https://shop.sattva.test" });
    try {
      expect(sessionCookieHeader("x".repeat(43), "user")).toContain("; Secure");
      expect(sessionCookieHeader("x".repeat(43), "admin")).toContain(`Max-Age=${12 * 3600}`);
    } finally {
      env.set();
    }
  });

  it("finds the session by cookie and by bearer token", async () => {
    const { token, sessionId } = await createSession(shopper, anonymous());
    const byCookie = await getSession(withCookie(token));
    expect(byCookie).toMatchObject({ sessionId, via: "cookie", user: { id: shopper.id, email: "ada@sessions.test" } });
    const byBearer = await getSession(withBearer(token));
    expect(byBearer).toMatchObject({ sessionId, via: "bearer", user: { id: shopper.id, role: "user" } });
    // Never the password material.
    expect(Object.keys(byCookie!.user).sort()).toEqual([
      "country",
      "email",
      "emailVerified",
      "fname",
      "id",
      "lname",
      "locale",
      "role",
    ]);
    // Whether the e-mail is proved, read fresh at every request (guest orders depend on it).
    expect(byCookie!.user.emailVerified).toBe(false);
    await db().user.update({ where: { id: shopper.id }, data: { emailVerifiedAt: new Date() } });
    expect((await getSession(withCookie(token)))!.user.emailVerified).toBe(true);
  });

  it("refuses unknown, malformed and forged tokens", async () => {
    await createSession(shopper, anonymous());
    expect(await getSession(withCookie("A".repeat(43)))).toBeNull();
    expect(await getSession(withCookie("short"))).toBeNull();
    expect(await getSession(withCookie("x".repeat(40) + ";drop"))).toBeNull();
    expect(await getSession(withBearer("not a token"))).toBeNull();
    expect(await getSession(anonymous())).toBeNull();
  });

  it("rotates at log-in: the session the request carried is deleted", async () => {
    const planted = await createSession(shopper, anonymous());
    const fresh = await createSession(shopper, withCookie(planted.token));
    expect(fresh.token).not.toBe(planted.token);
    expect(await db().session.findUnique({ where: { id: planted.sessionId } })).toBeNull();
    expect(await getSession(withCookie(planted.token))).toBeNull();
    expect(await getSession(withCookie(fresh.token))).not.toBeNull();
  });

  it("ends a shopper's session after 14 idle days and deletes its row", async () => {
    const now = Date.now();
    const idle = await createSession(shopper, anonymous(), new Date(now - 15 * DAY));
    expect(await getSession(withCookie(idle.token))).toBeNull();
    expect(await db().session.findUnique({ where: { id: idle.sessionId } })).toBeNull();
    // 13 days without a visit is still within the idle limit.
    const recent = await createSession(shopper, anonymous(), new Date(now - 13 * DAY));
    expect(await getSession(withCookie(recent.token))).not.toBeNull();
  });

  it("ends a shopper's session 30 days after log-in however active it was", async () => {
    const old = await createSession(shopper, anonymous(), new Date(Date.now() - 31 * DAY));
    // Kept alive by visits: the idle expiry is in the future, the absolute limit is not.
    await db().session.update({
      where: { id: old.sessionId },
      data: { lastSeenAt: new Date(), expiresAt: new Date(Date.now() + DAY) },
    });
    expect(await getSession(withCookie(old.token))).toBeNull();
    expect(await db().session.count()).toBe(0);
  });

  it("staff sessions: 2 hours idle, 12 hours in all", async () => {
    const now = Date.now();
    const idle = await createSession(admin, anonymous(), new Date(now - 3 * HOUR));
    expect(await getSession(withCookie(idle.token))).toBeNull();
    const active = await createSession(admin, anonymous(), new Date(now - 90 * 60_000));
    expect(await getSession(withCookie(active.token))).not.toBeNull();
    const long = await createSession(admin, anonymous(), new Date(now - 13 * HOUR));
    await db().session.update({
      where: { id: long.sessionId },
      data: { lastSeenAt: new Date(), expiresAt: new Date(now + HOUR) },
    });
    expect(await getSession(withCookie(long.token))).toBeNull();
  });

  it("a visit moves the idle expiry forward, never past the absolute limit", async () => {
    const now = Date.now();
    const s = await createSession(admin, anonymous(), new Date(now - 11 * HOUR));
    await db().session.update({
      where: { id: s.sessionId },
      data: { lastSeenAt: new Date(now - 10 * 60_000), expiresAt: new Date(now + 5 * 60_000) },
    });
    expect(await getSession(withCookie(s.token))).not.toBeNull();
    const row = await db().session.findUniqueOrThrow({ where: { id: s.sessionId } });
    expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(now - 1000);
    // Idle would allow now + 2 h; the absolute end (created + 12 h = now + 1 h) wins.
    expect(Math.abs(row.expiresAt.getTime() - (now + HOUR))).toBeLessThan(5_000);
  });

  it("log-out deletes the row and clears the cookie", async () => {
    const { token, sessionId } = await createSession(shopper, anonymous());
    const other = await createSession(shopper, anonymous());
    const clear = await destroySession(withCookie(token));
    expect(clear).toMatch(new RegExp(`^${SESSION_COOKIE}=; `));
    expect(clear).toContain("Max-Age=0");
    expect(clear).toContain("HttpOnly");
    expect(await db().session.findUnique({ where: { id: sessionId } })).toBeNull();
    expect(await getSession(withCookie(token))).toBeNull();
    // Only that session: the shopper's other device stays signed in.
    expect(await getSession(withCookie(other.token))).not.toBeNull();
    // A bearer token logs out the same way.
    await destroySession(withBearer(other.token));
    expect(await db().session.count()).toBe(0);
  });

  it("revokeUserSessions keeps the current session and ends every other one of that user only", async () => {
    const current = await createSession(shopper, anonymous());
    await createSession(shopper, anonymous());
    await createSession(shopper, anonymous());
    const staff = await createSession(admin, anonymous());
    await revokeUserSessions(shopper.id, current.sessionId);
    expect((await db().session.findMany({ where: { userId: shopper.id } })).map((s) => s.id)).toEqual([
      current.sessionId,
    ]);
    expect(await getSession(withCookie(staff.token))).not.toBeNull();
    await revokeUserSessions(shopper.id);
    expect(await db().session.count({ where: { userId: shopper.id } })).toBe(0);
  });

  it("a deleted account has no session any more", async () => {
    const { token } = await createSession(shopper, anonymous());
    await db().user.update({ where: { id: shopper.id }, data: { deletedAt: new Date() } });
    expect(await getSession(withCookie(token))).toBeNull();
    expect(await getSession(withBearer(token))).toBeNull();
    expect(await db().session.count({ where: { userId: shopper.id } })).toBe(0);
  });

  it("one lookup for all the loaders of a GET, one per request object for any other method", async () => {
    const { token } = await createSession(shopper, anonymous());
    const page = withCookie(token, "/product/some-slug");
    // Remix hands the root's and the page's loader each a copy of the request.
    const copy = (r: Request) => new Request(r.url, { method: r.method, headers: r.headers });
    const root = copy(page);
    const route = copy(page);
    const shared = runInRequestScope(requestScopeOf(page), () => [getSession(root), getSession(route)]);
    expect(shared[0]).toBe(shared[1]);
    expect((await shared[1])!.user.id).toBe(shopper.id);
    // A post: its action may sign out before the loaders that follow it run.
    const post = new Request(page.url, { method: "POST", headers: page.headers });
    const posted = runInRequestScope(requestScopeOf(post), () => [getSession(copy(post)), getSession(copy(post))]);
    expect(posted[0]).not.toBe(posted[1]);
    // Outside a request's scope (or for a request with other cookies), each object its own.
    expect(getSession(copy(page))).not.toBe(getSession(copy(page)));
    const other = runInRequestScope(requestScopeOf(page), () => getSession(withCookie("B".repeat(43))));
    expect(other).not.toBe(shared[0]);
    expect(await other).toBeNull();
  });
});
