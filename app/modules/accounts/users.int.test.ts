import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { rateLimits } from "~/modules/security/rate-limit.server";
import { makeUser } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { formRequest } from "../../../tests/support/routes";
import { authenticator, LoginFailure } from "./auth.server";
import { verifyPassword } from "./password.server";
import { registerSchema, type RegisterInput } from "./schemas";
import { attemptLogin, checkPassword, registerUser } from "./users.server";

const env = withTestEnv({
  SESSION_SECRET: "u".repeat(40),
  NODE_ENV: "test",
  ALLOWED_EMAIL_DOMAINS: undefined,
  TRUST_PROXY: undefined,
});

const from = (ip: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/account/login", { method: "POST", headers: { "x-client-ip": ip, ...headers } });

const input = (over: Partial<RegisterInput> = {}): RegisterInput =>
  registerSchema.parse({ fname: "Ada", lname: "Rossi", email: "ada@users.test", password: "sandalwood-2026", ...over });

describe("accounts: sign-up and log-in", () => {
  withTestDatabase();
  beforeEach(async () => {
    env.set();
    await db().rateLimitHit.deleteMany();
    await db().session.deleteMany();
    await db().user.deleteMany();
  });

  it("registers with the e-mail lower-cased, role user whatever was asked, and an Argon2id hash", async () => {
    const parsed = registerSchema.parse({
      fname: "Ada",
      lname: "Rossi",
      email: "  Ada.Rossi@Users.TEST ",
      password: "sandalwood-2026",
      role: "admin",
    });
    // Even when a caller hands the function a role, it is not used.
    const outcome = await registerUser({ ...parsed, role: "admin" } as RegisterInput, from("198.51.100.1"));
    expect(outcome.ok).toBe(true);
    const row = await db().user.findUniqueOrThrow({ where: { email: "ada.rossi@users.test" } });
    expect(row.role).toBe("user");
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("sandalwood");
    expect(await verifyPassword(row.passwordHash, "sandalwood-2026")).toBe(true);
    // The answer never carries password material.
    expect(JSON.stringify(outcome)).not.toMatch(/argon2|passwordHash|sandalwood/);
  });

  it("refuses a second account with the same e-mail, in any case", async () => {
    expect((await registerUser(input(), from("198.51.100.2"))).ok).toBe(true);
    expect(await registerUser(input({ email: "ADA@users.test" }), from("198.51.100.2"))).toEqual({
      ok: false,
      reason: "taken",
    });
  });

  it("two sign-ups with the same e-mail at once: one account, the other answer is 'taken' (not an error)", async () => {
    const both = await Promise.all([
      registerUser(input({ email: "twin@users.test" }), from("198.51.100.3")),
      registerUser(input({ email: "twin@users.test" }), from("198.51.100.4")),
    ]);
    expect(both.filter((o) => o.ok)).toHaveLength(1);
    expect(both.filter((o) => !o.ok && o.reason === "taken")).toHaveLength(1);
    expect(await db().user.count({ where: { email: "twin@users.test" } })).toBe(1);
  });

  it("limits sign-ups per client address", async () => {
    for (let i = 0; i < rateLimits.register.limit; i++) {
      expect((await registerUser(input({ email: `n${i}@users.test` }), from("198.51.100.5"))).ok).toBe(true);
    }
    const over = await registerUser(input({ email: "one-more@users.test" }), from("198.51.100.5"));
    expect(over).toMatchObject({ ok: false, reason: "limited" });
    expect(over.ok === false && over.reason === "limited" && over.retryAfterSeconds).toBeGreaterThan(0);
    expect((await registerUser(input({ email: "elsewhere@users.test" }), from("198.51.100.6"))).ok).toBe(true);
  });

  it("log-in outcomes: ok, wrong password, unknown e-mail, deleted account, account without password", async () => {
    await registerUser(input(), from("198.51.100.7"));
    const ok = await attemptLogin({ email: "ada@users.test", password: "sandalwood-2026" }, from("198.51.100.7"));
    expect(ok).toMatchObject({ ok: true, user: { email: "ada@users.test", role: "user", fname: "Ada" } });
    expect(JSON.stringify(ok)).not.toMatch(/argon2|passwordHash/);
    expect(await attemptLogin({ email: "ada@users.test", password: "Sandalwood-2026" }, from("198.51.100.7"))).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(await attemptLogin({ email: "nobody@users.test", password: "whatever-1" }, from("198.51.100.7"))).toEqual({
      ok: false,
      reason: "unknown",
    });
    await makeUser({ fname: "Social", lname: "Only", email: "social@users.test", password: null });
    expect(await attemptLogin({ email: "social@users.test", password: "anything-1" }, from("198.51.100.8"))).toEqual({
      ok: false,
      reason: "wrong",
    });
    await db().user.update({ where: { email: "ada@users.test" }, data: { deletedAt: new Date() } });
    expect(await attemptLogin({ email: "ada@users.test", password: "sandalwood-2026" }, from("198.51.100.9"))).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("the password strategy answers the same outcomes, and refuses malformed input as 'invalid'", async () => {
    await registerUser(input(), from("198.51.100.10"));
    const form = (fields: Record<string, string>) =>
      formRequest("/account/login", fields, { "x-client-ip": "198.51.100.10" });
    const user = await authenticator.authenticate(
      "password",
      form({ email: "ADA@users.test", password: "sandalwood-2026" }),
    );
    expect(user.email).toBe("ada@users.test");
    const failure = async (fields: Record<string, string>) => {
      try {
        await authenticator.authenticate("password", form(fields));
      } catch (e) {
        if (e instanceof LoginFailure) return e.outcome;
        throw e;
      }
      throw new Error("expected a LoginFailure");
    };
    expect(await failure({ email: "ada@users.test", password: "nope-nope" })).toEqual({ ok: false, reason: "wrong" });
    expect(await failure({ email: "x@users.test", password: "nope-nope" })).toEqual({ ok: false, reason: "unknown" });
    expect(await failure({ email: "not-an-email", password: "" })).toEqual({
      ok: false,
      reason: "invalid",
      fields: { email: "errors.emailInvalid", password: "errors.required" },
    });
  });

  it("after 10 failures a minute the account answers 'limited' with Retry-After, even with the right password", async () => {
    await registerUser(input(), from("198.51.100.11"));
    for (let i = 0; i < rateLimits.loginFailures.limit; i++) {
      // Each failure from its own address: the per-account count alone trips.
      const r = await attemptLogin({ email: "ada@users.test", password: `wrong-${i}` }, from(`192.0.2.${i + 1}`));
      expect(r).toEqual({ ok: false, reason: "wrong" });
    }
    const right = await attemptLogin({ email: "ada@users.test", password: "sandalwood-2026" }, from("192.0.2.200"));
    expect(right).toMatchObject({ ok: false, reason: "limited" });
    if (right.ok || right.reason !== "limited") throw new Error("expected limited");
    expect(right.retryAfterSeconds).toBeGreaterThan(0);
    expect(right.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("per client address: a rotated X-Forwarded-For resets nothing while TRUST_PROXY is off", async () => {
    await registerUser(input(), from("198.51.100.12"));
    for (let i = 0; i < rateLimits.loginFailures.limit; i++) {
      // Different accounts, same socket address, a new X-Forwarded-For every time.
      const r = await attemptLogin(
        { email: `victim${i}@users.test`, password: "guess-guess" },
        from("198.51.100.66", { "x-forwarded-for": `10.0.0.${i}` }),
      );
      expect(r.ok).toBe(false);
    }
    const next = await attemptLogin(
      { email: "ada@users.test", password: "sandalwood-2026" },
      from("198.51.100.66", { "x-forwarded-for": "10.9.9.9" }),
    );
    expect(next).toMatchObject({ ok: false, reason: "limited" });
    // Another address is not affected.
    expect(
      (await attemptLogin({ email: "ada@users.test", password: "sandalwood-2026" }, from("198.51.100.67"))).ok,
    ).toBe(true);
  });

  it("with TRUST_PROXY on, the forwarded address is the client's", async () => {
    env.set({ TRUST_PROXY: "true" });
    await registerUser(input(), from("198.51.100.13"));
    for (let i = 0; i < rateLimits.loginFailures.limit; i++) {
      await attemptLogin(
        { email: `victim${i}@users.test`, password: "guess-guess" },
        from("127.0.0.1", { "x-forwarded-for": "203.0.113.50" }),
      );
    }
    const sameClient = await attemptLogin(
      { email: "ada@users.test", password: "sandalwood-2026" },
      from("127.0.0.1", { "x-forwarded-for": "203.0.113.50, 127.0.0.1" }),
    );
    expect(sameClient).toMatchObject({ ok: false, reason: "limited" });
    const otherClient = await attemptLogin(
      { email: "ada@users.test", password: "sandalwood-2026" },
      from("127.0.0.1", { "x-forwarded-for": "203.0.113.51" }),
    );
    expect(otherClient.ok).toBe(true);
  });

  it("ALLOWED_EMAIL_DOMAINS: other domains can neither sign up nor log in", async () => {
    const existing = await makeUser({
      fname: "Old",
      lname: "Account",
      email: "old@elsewhere.test",
      password: "old-password-1",
    });
    env.set({ ALLOWED_EMAIL_DOMAINS: "gmail.com, @Sattva.IT" });
    expect(await registerUser(input({ email: "ada@elsewhere.test" }), from("198.51.100.14"))).toEqual({
      ok: false,
      reason: "domain",
    });
    expect((await registerUser(input({ email: "ada@sattva.it" }), from("198.51.100.14"))).ok).toBe(true);
    expect(await attemptLogin({ email: existing.email, password: "old-password-1" }, from("198.51.100.14"))).toEqual({
      ok: false,
      reason: "domain",
    });
    expect(
      (await attemptLogin({ email: "ada@sattva.it", password: "sandalwood-2026" }, from("198.51.100.14"))).ok,
    ).toBe(true);
  });

  it("checkPassword verifies against the stored hash only", async () => {
    const outcome = await registerUser(input(), from("198.51.100.15"));
    if (!outcome.ok) throw new Error("sign-up failed");
    expect(await checkPassword(outcome.user.id, "sandalwood-2026")).toBe(true);
    expect(await checkPassword(outcome.user.id, "sandalwood-2027")).toBe(false);
    expect(await checkPassword("no-such-user", "sandalwood-2026")).toBe(false);
  });
});
