import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { rateLimits } from "~/modules/security/rate-limit.server";
import { makeUser } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, mailedToken, withTestEnv } from "../../../tests/support/env";
import { cookieRequest } from "../../../tests/support/routes";
import { verifyPassword } from "./password.server";
import { requestPasswordReset, resetPassword, resetTokenUsable, RESET_TTL_MS } from "./reset.server";
import { createSession, getSession } from "./sessions.server";
import { attemptLogin } from "./users.server";

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "r".repeat(40) }, { outbox: "reset" });
const { mails } = env;
const linkToken = (mail: string) => mailedToken(mail, "/account/reset-password");

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
let ipCounter = 0;
/** Each call from its own address, so only the per-account limit is shared between calls. */
const request = (ip = `198.51.100.${++ipCounter}`) =>
  new Request("http://localhost/account/login?forgot=1", { method: "POST", headers: { "x-client-ip": ip } });

describe("password reset", () => {
  let userId: string;
  withTestDatabase();
  beforeEach(async () => {
    env.set();
    env.clearOutbox();
    await db().rateLimitHit.deleteMany();
    await db().user.deleteMany();
    userId = (
      await makeUser({
        fname: "Chiara",
        lname: "Verdi",
        email: "chiara@reset.test",
        locale: "fr",
        password: "old-password-1",
      })
    ).id;
  });

  /** Asks for a link for Chiara and returns the token from the mail. */
  async function askLink(now?: Date) {
    const before = mails().length;
    expect(await requestPasswordReset("chiara@reset.test", request(), "it", now)).toEqual({ ok: true });
    const all = mails();
    expect(all).toHaveLength(before + 1);
    const token = linkToken(all.find((m) => !mailsSeen.has(m))!);
    all.forEach((m) => mailsSeen.add(m));
    expect(token).toBeTruthy();
    return token!;
  }
  const mailsSeen = new Set<string>();

  it("mails a link in the account's language and stores only the token's SHA-256, valid one hour", async () => {
    const now = new Date();
    const token = await askLink(now);
    const [mail] = mails();
    expect(mail).toMatch(/^To: chiara@reset\.test$/m);
    expect(mail).toMatch(/^Subject: =\?UTF-8\?|^Subject: Réinitialisez/m);
    expect(mail).toContain("Bonjour Chiara");
    expect(mail).toContain(`href="https://shop.sattva.test/account/reset-password?token=${token}"`);
    const rows = await db().passwordResetToken.findMany({ where: { userId } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].usedAt).toBeNull();
    expect(rows[0].expiresAt.getTime() - now.getTime()).toBe(RESET_TTL_MS);
    expect(await resetTokenUsable(token)).toBe(true);
  });

  it("gives an unknown e-mail the same answer and sends nothing", async () => {
    expect(await requestPasswordReset("nobody@reset.test", request(), "en")).toEqual({ ok: true });
    expect(mails()).toHaveLength(0);
    expect(await db().passwordResetToken.count()).toBe(0);
  });

  it("a deleted account gets nothing either", async () => {
    await db().user.update({ where: { id: userId }, data: { deletedAt: new Date() } });
    expect(await requestPasswordReset("chiara@reset.test", request(), "en")).toEqual({ ok: true });
    expect(mails()).toHaveLength(0);
  });

  it("sets the new password once: the link is single-use and every session of the account ends", async () => {
    const token = await askLink();
    const phone = await createSession({ id: userId, role: "user" }, request());
    const laptop = await createSession({ id: userId, role: "user" }, request());

    const outcome = await resetPassword(token, "brand-new-password");
    expect(outcome).toMatchObject({ ok: true, user: { id: userId, email: "chiara@reset.test", role: "user" } });
    expect(JSON.stringify(outcome)).not.toMatch(/argon2|passwordHash/);
    const row = await db().user.findUniqueOrThrow({ where: { id: userId } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, "brand-new-password")).toBe(true);
    expect(await verifyPassword(row.passwordHash, "old-password-1")).toBe(false);
    expect((await attemptLogin({ email: "chiara@reset.test", password: "brand-new-password" }, request())).ok).toBe(
      true,
    );

    for (const s of [phone, laptop]) expect(await getSession(cookieRequest(s.token))).toBeNull();
    expect(await db().session.count({ where: { userId } })).toBe(0);

    const used = await db().passwordResetToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    expect(used.usedAt).not.toBeNull();
    expect(await resetTokenUsable(token)).toBe(false);
    expect(await resetPassword(token, "another-password-2")).toEqual({ ok: false, reason: "invalid" });
    expect(
      await verifyPassword(
        (await db().user.findUniqueOrThrow({ where: { id: userId } })).passwordHash,
        "another-password-2",
      ),
    ).toBe(false);
  });

  it("two resets with the same link at once: exactly one wins", async () => {
    const token = await askLink();
    const results = await Promise.all([
      resetPassword(token, "first-password-1"),
      resetPassword(token, "second-password-2"),
      resetPassword(token, "third-password-3"),
    ]);
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(2);
    const hash = (await db().user.findUniqueOrThrow({ where: { id: userId } })).passwordHash;
    const matches = await Promise.all(
      ["first-password-1", "second-password-2", "third-password-3"].map((p) => verifyPassword(hash, p)),
    );
    expect(matches.filter(Boolean)).toHaveLength(1);
  });

  it("refuses an expired link", async () => {
    const asked = new Date(Date.now() - RESET_TTL_MS - 1000);
    const token = await askLink(asked);
    expect(await resetTokenUsable(token)).toBe(false);
    expect(await resetPassword(token, "too-late-password")).toEqual({ ok: false, reason: "invalid" });
    // Just inside the hour it still works.
    const fresh = await askLink(new Date(Date.now() - RESET_TTL_MS + 60_000));
    expect((await resetPassword(fresh, "just-in-time-1")).ok).toBe(true);
  });

  it("a new link makes the earlier unused one worthless", async () => {
    const first = await askLink();
    const second = await askLink();
    expect(await resetTokenUsable(first)).toBe(false);
    expect(await resetPassword(first, "from-first-link")).toEqual({ ok: false, reason: "invalid" });
    expect((await resetPassword(second, "from-second-link")).ok).toBe(true);
  });

  it("refuses unknown and malformed tokens", async () => {
    await askLink();
    expect(await resetPassword("x".repeat(43), "whatever-pass")).toEqual({ ok: false, reason: "invalid" });
    expect(await resetPassword("", "whatever-pass")).toEqual({ ok: false, reason: "invalid" });
    expect(await resetPassword("y".repeat(500), "whatever-pass")).toEqual({ ok: false, reason: "invalid" });
    expect(await resetTokenUsable("")).toBe(false);
  });

  it("lets an account without a password (social-only) set one", async () => {
    await db().user.create({ data: { fname: "Fb", lname: "Only", email: "fb@reset.test", passwordHash: null } });
    expect(await requestPasswordReset("fb@reset.test", request(), "en")).toEqual({ ok: true });
    const mail = mails().find((m) => m.includes("To: fb@reset.test"))!;
    // The account's language (Italian, the default), not the request's.
    expect(mail).toContain("Ciao Fb");
    expect((await resetPassword(linkToken(mail)!, "first-password-ever")).ok).toBe(true);
    expect((await attemptLogin({ email: "fb@reset.test", password: "first-password-ever" }, request())).ok).toBe(true);
  });

  it("limits requests per address asked for, registered or not, with the same answer", async () => {
    for (const email of ["chiara@reset.test", "ghost@reset.test"]) {
      for (let i = 0; i < rateLimits.forgotPerAccount.limit; i++) {
        expect(await requestPasswordReset(email, request(), "en")).toEqual({ ok: true });
      }
      const over = await requestPasswordReset(email, request(), "en");
      expect(over).toMatchObject({ ok: false, reason: "limited" });
      expect(over.ok === false && over.reason === "limited" && over.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(mails()).toHaveLength(rateLimits.forgotPerAccount.limit);
  });

  it("limits requests per client address", async () => {
    for (let i = 0; i < rateLimits.forgot.limit; i++) {
      expect(await requestPasswordReset(`someone${i}@reset.test`, request("192.0.2.77"), "en")).toEqual({ ok: true });
    }
    expect(await requestPasswordReset("chiara@reset.test", request("192.0.2.77"), "en")).toMatchObject({
      ok: false,
      reason: "limited",
    });
    expect(mails()).toHaveLength(0);
  });

  it("ALLOWED_EMAIL_DOMAINS applies to the address typed in the forgot form", async () => {
    env.set({ ALLOWED_EMAIL_DOMAINS: "sattva.it" });
    expect(await requestPasswordReset("chiara@reset.test", request(), "en")).toEqual({ ok: false, reason: "domain" });
    expect(mails()).toHaveLength(0);
  });

  it("reports a mail that could not be sent, and the link it would have carried is gone", async () => {
    // Nothing listens on port 1: the SMTP connection is refused.
    env.set({ SMTP_URL: "smtp://127.0.0.1:1" });
    expect(await requestPasswordReset("chiara@reset.test", request(), "en")).toEqual({ ok: false, reason: "mail" });
    expect(await db().passwordResetToken.count()).toBe(0);
  });
});
