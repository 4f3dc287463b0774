import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as loginPage } from "~/routes/account_.login";
import { action as resetPage } from "~/routes/account_.reset-password";
import { action as apiLogin } from "~/routes/api.auth.login";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import {
  args,
  bearerRequest,
  cookieRequest,
  formRequest,
  jsonRequest,
  pageRequest,
  sessionCookieOf,
  statusOf,
  type Answer,
} from "../../../tests/support/routes";
import { setLoginDisabled } from "./disable.server";
import { requestPasswordReset, resetPassword } from "./reset.server";
import { createSession, getSession, hashToken, newToken } from "./sessions.server";
import { signInWithProfile } from "./social/accounts.server";

/**
 * A disabled log-in (User.disabledAt): every session of the person ends at once, and every way
 * in refuses them with a clear message, the password log-in (page and JSON API), social log-in, a
 * reset link, a bearer token or cookie they still hold; re-enabled, they sign in again.
 */

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "d".repeat(40) }, { outbox: "disable" });
const PASSWORD = "sandalwood-2026";

const loginForm = (email: string, password = PASSWORD) =>
  loginPage(args(formRequest("/account/login", { intent: "login", email, password })));
const apiLoginOf = (email: string, password = PASSWORD) =>
  apiLogin(args(jsonRequest("/api/auth/login", { email, password })));
const messageOf = (r: unknown) => (r as Answer<{ message?: string }>).data.message;

describe("disabling a log-in", () => {
  withTestDatabase();
  let ada: Awaited<ReturnType<typeof makeUser>>;
  let boss: Awaited<ReturnType<typeof makeUser>>;
  beforeEach(async () => {
    env.set();
    env.clearOutbox();
    await db().rateLimitHit.deleteMany();
    await db().auditEvent.deleteMany();
    await db().session.deleteMany();
    await db().oAuthAccount.deleteMany();
    await db().passwordResetToken.deleteMany();
    await db().user.deleteMany();
    ada = await makeUser({ fname: "Ada", lname: "Rossi", email: "ada@disable.test", password: PASSWORD });
    boss = await makeUser({ fname: "Bea", lname: "Neri", email: "boss@disable.test", role: "admin" });
  });

  it("ends every session at once (cookie and bearer), drops unused reset links, and is audited", async () => {
    const browser = await signIn(ada);
    const api = await createSession(ada, pageRequest("/api/auth/login"));
    await db().passwordResetToken.create({
      data: { tokenHash: hashToken(newToken()), userId: ada.id, expiresAt: new Date(Date.now() + 3600_000) },
    });
    expect(await getSession(cookieRequest(browser.token))).not.toBeNull();

    const outcome = await setLoginDisabled({ id: boss.id, ip: "198.51.100.7" }, ada.id, true);
    expect(outcome).toEqual({ ok: true, changed: true, email: "ada@disable.test" });

    expect(await db().session.count({ where: { userId: ada.id } })).toBe(0);
    expect(await getSession(cookieRequest(browser.token))).toBeNull();
    expect(await getSession(bearerRequest(api.token))).toBeNull();
    expect(await db().passwordResetToken.count({ where: { userId: ada.id } })).toBe(0);
    const user = await db().user.findUniqueOrThrow({ where: { id: ada.id } });
    expect(user.disabledAt).toBeInstanceOf(Date);
    const audit = await db().auditEvent.findMany({ where: { entityId: ada.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: boss.id, action: "user.disable", entity: "User", ip: "198.51.100.7" });
    expect(audit[0].data).toMatchObject({ sessionsEnded: 2 });

    // Twice: nothing more happens, no second record.
    expect(await setLoginDisabled({ id: boss.id }, ada.id, true)).toMatchObject({ ok: true, changed: false });
    expect(await db().auditEvent.count({ where: { entityId: ada.id } })).toBe(1);
  });

  it("refuses the password log-in with the message, only to whoever knows the password", async () => {
    await setLoginDisabled({ id: boss.id }, ada.id, true);
    const refused = await loginForm("ada@disable.test");
    expect(statusOf(refused)).toBe(403);
    expect(messageOf(refused)).toBe("errors.disabled");
    expect(refused instanceof Response && sessionCookieOf(refused)).toBeFalsy();
    // A wrong password gets the usual answer: a stranger cannot learn the account is disabled.
    const wrong = await loginForm("ada@disable.test", "not-the-password");
    expect(statusOf(wrong)).toBe(401);
    expect(messageOf(wrong)).toBe("errors.wrongPassword");
    expect(await db().session.count({ where: { userId: ada.id } })).toBe(0);
  });

  it("refuses the JSON API log-in: 403 with the translated message, no token", async () => {
    await setLoginDisabled({ id: boss.id }, ada.id, true);
    const res = (await apiLoginOf("ada@disable.test")) as Response;
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: string; token?: string };
    expect(body.error).toBe("This account has been disabled. Please contact us if you think this is a mistake.");
    expect(body.token).toBeUndefined();
  });

  it("a session row that appears for a disabled account (a log-in racing the disable) is signed out and removed", async () => {
    await setLoginDisabled({ id: boss.id }, ada.id, true);
    const late = await createSession(ada, pageRequest("/api/auth/login"));
    expect(await getSession(bearerRequest(late.token))).toBeNull();
    expect(await db().session.count({ where: { id: late.sessionId } })).toBe(0);
  });

  it("refuses a social log-in into a disabled account", async () => {
    await db().oAuthAccount.create({ data: { provider: "facebook", providerUserId: "fb-ada", userId: ada.id } });
    const profile = {
      provider: "facebook" as const,
      id: "fb-ada",
      email: "ada@disable.test",
      fname: "Ada",
      lname: "R",
    };
    expect(await signInWithProfile(profile, "en")).toMatchObject({ ok: true });
    await setLoginDisabled({ id: boss.id }, ada.id, true);
    expect(await signInWithProfile(profile, "en")).toEqual({ ok: false, reason: "disabled" });
  });

  it("sends no reset link to a disabled account, and a link issued before refuses with the message", async () => {
    const token = newToken();
    await db().passwordResetToken.create({
      data: { tokenHash: hashToken(token), userId: ada.id, expiresAt: new Date(Date.now() + 3600_000) },
    });
    // Disabled after the link went out (the disable drops links; this one is put back as a race would).
    await db().user.update({ where: { id: ada.id }, data: { disabledAt: new Date() } });
    const before = (await db().user.findUniqueOrThrow({ where: { id: ada.id } })).passwordHash;
    expect(await resetPassword(token, "a-brand-new-password")).toEqual({ ok: false, reason: "disabled" });
    expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).passwordHash).toBe(before);

    const page = await resetPage(
      args(
        formRequest("/account/reset-password", { token, password: "another-new-pass", confirm: "another-new-pass" }),
      ),
    );
    expect(statusOf(page)).toBe(403);
    expect(messageOf(page)).toBe("errors.disabled");
    expect(await db().session.count({ where: { userId: ada.id } })).toBe(0);

    env.clearOutbox();
    expect(await requestPasswordReset("ada@disable.test", pageRequest("/account/login"), "en")).toEqual({ ok: true });
    expect(env.mailsTo("ada@disable.test")).toHaveLength(0);
  });

  it("re-enabled, the person signs in again (page and API); audited", async () => {
    await setLoginDisabled({ id: boss.id }, ada.id, true);
    expect(statusOf(await loginForm("ada@disable.test"))).toBe(403);
    expect(await setLoginDisabled({ id: boss.id }, ada.id, false)).toMatchObject({ ok: true, changed: true });
    const page = (await loginForm("ada@disable.test")) as Response;
    expect(page.status).toBe(303);
    const token = /sattva_session=([^;]+)/.exec(sessionCookieOf(page))![1];
    expect((await getSession(cookieRequest(token)))?.user.id).toBe(ada.id);
    expect(((await apiLoginOf("ada@disable.test")) as Response).status).toBe(200);
    const actions = (
      await db().auditEvent.findMany({ where: { entityId: ada.id }, orderBy: { createdAt: "asc" } })
    ).map((a) => a.action);
    expect(actions).toEqual(["user.disable", "user.enable"]);
  });

  it("the last admin who can sign in keeps their log-in; with a second enabled admin it can be disabled", async () => {
    const other = await makeUser({ fname: "Cai", lname: "Verdi", email: "cai@disable.test", role: "admin" });
    // Cai disables Bea: Cai remains, so it is allowed.
    expect(await setLoginDisabled({ id: other.id }, boss.id, true)).toMatchObject({ ok: true, changed: true });
    // Now Cai is the last enabled admin: nobody can disable Cai, whoever asks.
    expect(await setLoginDisabled({ id: ada.id }, other.id, true)).toEqual({ ok: false, reason: "last-admin" });
    expect((await db().user.findUniqueOrThrow({ where: { id: other.id } })).disabledAt).toBeNull();
    expect(await db().auditEvent.count({ where: { entityId: other.id } })).toBe(0);
    // Re-enabling is never refused.
    expect(await setLoginDisabled({ id: other.id }, boss.id, false)).toMatchObject({ ok: true, changed: true });
  });

  it("nobody disables their own log-in; an unknown or erased account is not found", async () => {
    expect(await setLoginDisabled({ id: boss.id }, boss.id, true)).toEqual({ ok: false, reason: "self" });
    expect(await setLoginDisabled({ id: boss.id }, "c0000000000000000000000000", true)).toEqual({
      ok: false,
      reason: "not-found",
    });
    await db().user.update({ where: { id: ada.id }, data: { deletedAt: new Date() } });
    expect(await setLoginDisabled({ id: boss.id }, ada.id, true)).toEqual({ ok: false, reason: "not-found" });
    expect(await db().auditEvent.count()).toBe(0);
  });
});
