import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as loginPage, loader as loginLoader } from "~/routes/account_.login";
import { action as registerPage, loader as registerLoader } from "~/routes/account_.register";
import { action as resetPage, loader as resetLoader } from "~/routes/account_.reset-password";
import { action as apiForgot } from "~/routes/api.auth.forgot-password";
import { action as apiLogin, loader as apiLoginGet } from "~/routes/api.auth.login";
import { action as apiLogout } from "~/routes/api.auth.logout";
import { action as apiRegister } from "~/routes/api.auth.register";
import { action as logoutAction, loader as logoutLoader } from "~/routes/logout";
import { rateLimits } from "~/modules/security/rate-limit.server";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, mailedToken, withTestEnv } from "../../../tests/support/env";
import {
  args,
  bearerRequest,
  cookieRequest,
  formRequest,
  headerOf,
  type Fields,
  jsonRequest,
  pageRequest,
  sessionCookieOf,
  setsFlash,
  statusOf,
  thrown,
  tokenOf,
  type Answer,
} from "../../../tests/support/routes";
import { getSession, SESSION_COOKIE } from "./sessions.server";

/**
 * The auth routes called directly, as the product's developers will: the JSON API's status codes
 * and bodies, and the HTML forms' answers (same message for a wrong password and an unknown
 * e-mail, redirects by role, sessions, no password material anywhere).
 */

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "a".repeat(40) }, { outbox: "auth-routes" });
const { mails } = env;
const NO_SECRETS = /argon2|passwordHash|sandalwood|tokenHash/i;

/** The JSON API, called as a client does. */
const api = {
  login: (body: unknown, headers?: Record<string, string>, method?: string) =>
    apiLogin(args(jsonRequest("/api/auth/login", body, headers, method))),
  register: (body: unknown, headers?: Record<string, string>) =>
    apiRegister(args(jsonRequest("/api/auth/register", body, headers))),
  forgot: (body: unknown) => apiForgot(args(jsonRequest("/api/auth/forgot-password", body))),
};

/** The pages' forms, posted as a browser without JavaScript does. */
const forms = {
  login: (fields: Fields, headers?: Record<string, string>) =>
    loginPage(args(formRequest("/account/login", fields, headers))),
  forgot: (fields: Fields) => loginPage(args(formRequest("/account/login?forgot=1", fields))),
  register: (fields: Fields) => registerPage(args(formRequest("/account/register", fields))),
  reset: (fields: Fields, headers?: Record<string, string>) =>
    resetPage(args(formRequest("/account/reset-password", fields, headers))),
};

describe("auth routes", () => {
  let ada: Awaited<ReturnType<typeof makeUser>>;
  let boss: Awaited<ReturnType<typeof makeUser>>;
  withTestDatabase();
  beforeEach(async () => {
    env.set();
    env.clearOutbox();
    await db().rateLimitHit.deleteMany();
    await db().session.deleteMany();
    await db().user.deleteMany();
    const password = "sandalwood-2026";
    ada = await makeUser({ fname: "Ada", lname: "Rossi", email: "ada@routes.test", password });
    boss = await makeUser({ fname: "Bea", lname: "Neri", email: "boss@routes.test", role: "admin", password });
    await makeUser({ fname: "Carla", lname: "Blu", email: "stock@routes.test", role: "manager", password });
  });

  describe("POST /api/auth/login", () => {
    it("200 with { user: { role, email, fname, lname }, token }: a bearer token, no cookie, no-store", async () => {
      const res = await api.login({ email: "ADA@routes.test", password: "sandalwood-2026" });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("set-cookie")).toBeNull();
      const text = await res.text();
      expect(text).not.toMatch(NO_SECRETS);
      const body = JSON.parse(text);
      expect(body.user).toEqual({ role: "user", email: "ada@routes.test", fname: "Ada", lname: "Rossi" });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await getSession(bearerRequest(body.token));
      expect(session).toMatchObject({ via: "bearer", user: { email: "ada@routes.test" } });
      // The row holds the token's hash, never the token.
      const row = await db().session.findFirstOrThrow({ where: { user: { email: "ada@routes.test" } } });
      expect(row.tokenHash).toBe(createHash("sha256").update(body.token).digest("hex"));
    });

    it("accepts a form body too, and answers staff with their role", async () => {
      const res = await apiLogin(
        args(formRequest("/api/auth/login", { email: "boss@routes.test", password: "sandalwood-2026" })),
      );
      expect(res.status).toBe(200);
      expect((await res.json()).user.role).toBe("admin");
    });

    it("400 for missing, malformed or mistyped fields and bad JSON, with field errors", async () => {
      const missing = await api.login({ email: "ada@routes.test" });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({
        error: "Please fill in all required fields.",
        fields: { password: "This field is required." },
      });
      const malformed = await api.login({ email: "ada-at-routes", password: "x" });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error).toBe("Invalid credentials. Please try again.");
      for (const body of [
        { email: ["ada@routes.test"], password: "sandalwood-2026" },
        { email: "ada@routes.test", password: { $gt: "" } },
        { email: "ada@routes.test", password: "x".repeat(1_000_000) },
        "{not json",
        "[]",
        "null",
      ]) {
        const res = await api.login(body);
        expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
      const plain = await apiLogin(
        args(
          pageRequest("/api/auth/login", {
            method: "POST",
            body: "email=a",
            headers: { "content-type": "text/plain" },
          }),
        ),
      );
      expect(plain.status).toBe(400);
    });

    it("401 for a wrong password and 404 for an unknown e-mail (the spec's contract), translated", async () => {
      const wrong = await api.login({ email: "ada@routes.test", password: "wrong-password" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: "Invalid credentials. Please check your password." });
      const unknown = await api.login({ email: "who@routes.test", password: "wrong-password" });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: "Email is not registered. Please sign up first." });
      const french = await api.login({ email: "ada@routes.test", password: "nope-nope" }, { "accept-language": "fr" });
      expect((await french.json()).error).toBe("Identifiants invalides. Veuillez vérifier votre mot de passe.");
    });

    it("429 with Retry-After after 10 failures, even with the right password", async () => {
      for (let i = 0; i < rateLimits.loginFailures.limit; i++) {
        const r = await api.login({ email: "ada@routes.test", password: `bad-${i}-pass` });
        expect(r.status).toBe(401);
      }
      const res = await api.login({ email: "ada@routes.test", password: "sandalwood-2026" });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await res.json()).error).toMatch(/^Too many attempts\. Please try again in 1 min\.$/);
    });

    it("403 for a domain ALLOWED_EMAIL_DOMAINS does not list, naming the suffix", async () => {
      env.set({ ALLOWED_EMAIL_DOMAINS: "gmail.com" });
      const res = await api.login({ email: "ada@routes.test", password: "sandalwood-2026" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "Invalid email address. Please add @gmail.com" });
    });

    it("405 for anything but POST", async () => {
      const get = await apiLoginGet(args(pageRequest("/api/auth/login")));
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      const put = await api.login({}, {}, "PUT");
      expect(put.status).toBe(405);
    });
  });

  describe("POST /api/auth/register", () => {
    it("201 with the user and a token; role and other extra fields are ignored", async () => {
      const res = await api.register({
        fname: "Dora",
        lname: "Gialli",
        email: "Dora@Routes.test",
        password: "sandalwood-2026",
        role: "admin",
        id: "hand-picked",
        passwordHash: "$argon2id$planted",
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("set-cookie")).toBeNull();
      const text = await res.text();
      expect(text).not.toMatch(NO_SECRETS);
      const body = JSON.parse(text);
      expect(body.user).toEqual({ role: "user", email: "dora@routes.test", fname: "Dora", lname: "Gialli" });
      const row = await db().user.findUniqueOrThrow({ where: { email: "dora@routes.test" } });
      expect(row.role).toBe("user");
      expect(row.id).not.toBe("hand-picked");
      expect(row.passwordHash).not.toBe("$argon2id$planted");
      expect(await getSession(bearerRequest(body.token))).not.toBeNull();
    });

    it("409 for an e-mail already registered, 400 for a short password, 403 for a domain not allowed", async () => {
      const dup = await api.register({ fname: "A", lname: "R", email: "ADA@routes.test", password: "sandalwood-2026" });
      expect(dup.status).toBe(409);
      expect((await dup.json()).error).toMatch(/already exists/);
      const short = await api.register({ fname: "A", lname: "R", email: "new@routes.test", password: "short" });
      expect(short.status).toBe(400);
      expect((await short.json()).fields).toEqual({ password: "The password needs at least 8 characters." });
      const empty = await api.register({});
      expect(empty.status).toBe(400);
      expect((await empty.json()).error).toBe("Please fill in all required fields.");
      env.set({ ALLOWED_EMAIL_DOMAINS: "sattva.it" });
      const domain = await api.register({
        fname: "A",
        lname: "R",
        email: "new@routes.test",
        password: "sandalwood-2026",
      });
      expect(domain.status).toBe(403);
      expect(await db().user.count({ where: { email: "new@routes.test" } })).toBe(0);
    });

    it("429 with Retry-After after too many sign-ups from one address", async () => {
      const ip = "203.0.113.200";
      for (let i = 0; i < rateLimits.register.limit; i++) {
        const r = await api.register(
          { fname: "A", lname: "R", email: `n${i}@routes.test`, password: "sandalwood-2026" },
          { "x-client-ip": ip },
        );
        expect(r.status).toBe(201);
      }
      const res = await api.register(
        { fname: "A", lname: "R", email: "late@routes.test", password: "sandalwood-2026" },
        { "x-client-ip": ip },
      );
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("POST /api/auth/forgot-password and /api/auth/logout", () => {
    it("the same answer for a registered and an unknown e-mail; only the registered one gets a mail", async () => {
      const known = await api.forgot({ email: "ada@routes.test" });
      const unknown = await api.forgot({ email: "ghost@routes.test" });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const message = { message: "If this email is registered, a password reset link has been sent." };
      expect(await known.json()).toEqual(message);
      expect(await unknown.json()).toEqual(message);
      expect(mails()).toHaveLength(1);
      expect(mails()[0]).toContain("To: ada@routes.test");
      const empty = await api.forgot({ email: "" });
      expect(empty.status).toBe(400);
      expect((await empty.json()).error).toBe("Please enter your email.");
    });

    it("503 'Error sending reset link' only when the mail really failed", async () => {
      env.set({ SMTP_URL: "smtp://127.0.0.1:1" });
      const res = await api.forgot({ email: "ada@routes.test" });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: "Error sending reset link. Please try again later." });
    });

    it("logout revokes the bearer session; without one it is 401", async () => {
      const login = await (await api.login({ email: "ada@routes.test", password: "sandalwood-2026" })).json();
      const bearer = { authorization: `Bearer ${login.token}` };
      const out = await apiLogout(args(jsonRequest("/api/auth/logout", {}, bearer)));
      expect(out.status).toBe(200);
      expect(out.headers.get("set-cookie")).toBeNull();
      expect(await getSession(bearerRequest(login.token))).toBeNull();
      // The guard throws its 401 (Remix sends a thrown Response as is).
      const again = await thrown(apiLogout(args(jsonRequest("/api/auth/logout", {}, bearer))));
      expect(again.status).toBe(401);
    });
  });

  describe("the log-in page", () => {
    it("wrong password and unknown e-mail get the same status and the same message", async () => {
      const wrong = (await forms.login({
        intent: "login",
        email: "ada@routes.test",
        password: "wrong-password",
      })) as unknown as Answer;
      const unknown = (await forms.login({
        intent: "login",
        email: "nobody@routes.test",
        password: "wrong-password",
      })) as unknown as Answer;
      expect(statusOf(wrong)).toBe(401);
      expect(statusOf(unknown)).toBe(401);
      expect(wrong.data).toEqual({
        intent: "login",
        message: "errors.wrongPassword",
        values: { email: "ada@routes.test" },
      });
      expect({ ...unknown.data, values: null }).toEqual({ ...wrong.data, values: null });
    });

    it("missing fields → 'Please fill in all required fields.'; malformed → the spec's 400 message", async () => {
      const missing = (await forms.login({ intent: "login", email: "" })) as unknown as Answer;
      expect(statusOf(missing)).toBe(400);
      expect(missing.data).toMatchObject({
        message: "errors.fillAll",
        fields: { email: "errors.required", password: "errors.required" },
      });
      const malformed = (await forms.login({ intent: "login", email: "ada", password: "x" })) as unknown as Answer;
      expect(malformed.data).toMatchObject({ message: "errors.invalid", fields: { email: "errors.emailInvalid" } });
      const twice = (await forms.login({
        intent: "login",
        email: ["ada@routes.test", "boss@routes.test"],
        password: "sandalwood-2026",
      })) as unknown as Answer;
      expect(statusOf(twice)).toBe(400);
      expect(await db().session.count()).toBe(0);
    });

    it("signs in with a fresh HttpOnly cookie and sends each role to its home (303)", async () => {
      for (const [email, home] of [
        ["ada@routes.test", "/account"],
        ["boss@routes.test", "/sattva-admin"],
        ["stock@routes.test", "/sattva-product-manager"],
      ]) {
        const res = (await forms.login({ intent: "login", email, password: "sandalwood-2026" })) as unknown as Response;
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe(home);
        const cookie = sessionCookieOf(res);
        expect(cookie).toContain("HttpOnly");
        expect(cookie).toContain("SameSite=Lax");
        const session = await getSession(cookieRequest(tokenOf(cookie)!));
        expect(session?.user.email).toBe(email);
      }
    });

    it("follows a same-site redirectTo only", async () => {
      const go = async (redirectTo: string) =>
        (
          (await forms.login({
            intent: "login",
            email: "ada@routes.test",
            password: "sandalwood-2026",
            redirectTo,
          })) as unknown as Response
        ).headers.get("location");
      expect(await go("/account/orders?tab=2")).toBe("/account/orders?tab=2");
      expect(await go("https://evil.example/")).toBe("/account");
      expect(await go("//evil.example/x")).toBe("/account");
      expect(await go("/\\evil.example")).toBe("/account");
      expect(await go("javascript:alert(1)")).toBe("/account");
      // Dot segments, plain or percent-encoded, that a browser resolves to "//evil.example".
      for (const sneaky of [
        "/.//evil.example",
        "/x/..//evil.example",
        "/%2e//evil.example",
        "/%2E%2e/%2f/evil.example",
      ]) {
        expect(await go(sneaky), sneaky).toBe("/account");
      }
    });

    it("rotates the session: a cookie planted before log-in is worth nothing after it", async () => {
      const planted = await signIn(ada);
      const res = (await forms.login(
        { intent: "login", email: "ada@routes.test", password: "sandalwood-2026" },
        { cookie: `${SESSION_COOKIE}=${planted.token}` },
      )) as unknown as Response;
      expect(tokenOf(sessionCookieOf(res))).not.toBe(planted.token);
      expect(await db().session.findUnique({ where: { id: planted.sessionId } })).toBeNull();
    });

    it("429 with Retry-After and the minutes to wait", async () => {
      const ip = "203.0.113.77";
      for (let i = 0; i < rateLimits.loginFailures.limit; i++) {
        await forms.login(
          { intent: "login", email: `x${i}@routes.test`, password: "guess-pass" },
          { "x-client-ip": ip },
        );
      }
      const res = (await forms.login(
        { intent: "login", email: "ada@routes.test", password: "sandalwood-2026" },
        { "x-client-ip": ip },
      )) as unknown as Answer;
      expect(statusOf(res)).toBe(429);
      expect(headerOf(res, "retry-after")).toMatch(/^\d+$/);
      expect(res.data).toMatchObject({ message: "errors.limited", params: { minutes: 1 } });
    });

    it("a signed-in visitor is sent to their home instead of the form", async () => {
      const session = await signIn(boss);
      const res = await thrown(loginLoader(args(session.request("/account/login"))));
      expect(res.headers.get("location")).toBe("/sattva-admin");
      const reg = await thrown(registerLoader(args(session.request("/account/register"))));
      expect(reg.headers.get("location")).toBe("/sattva-admin");
    });

    it("forgot-password mini-form: the same redirect for any address, a mail only for a registered one", async () => {
      for (const email of ["ada@routes.test", "ghost@routes.test"]) {
        const res = (await forms.forgot({ intent: "forgot", email })) as unknown as Response;
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe("/account/login?forgot=sent");
      }
      expect(mails()).toHaveLength(1);
      const empty = (await forms.forgot({ intent: "forgot", email: "" })) as unknown as Answer;
      expect(statusOf(empty)).toBe(400);
      expect(empty.data).toMatchObject({ intent: "forgot", fields: { email: "errors.emailRequired" } });
    });
  });

  describe("the sign-up page", () => {
    it("creates a shopper whatever role the form carries, signs them in and says welcome", async () => {
      const res = (await forms.register({
        intent: "register",
        fname: "Elsa",
        lname: "Viola",
        email: "Elsa@Routes.test",
        password: "sandalwood-2026",
        role: "admin",
      })) as unknown as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/account");
      expect(sessionCookieOf(res)).toContain("HttpOnly");
      expect(setsFlash(res)).toBe(true);
      expect((await db().user.findUniqueOrThrow({ where: { email: "elsa@routes.test" } })).role).toBe("user");
    });

    it("a duplicate e-mail gets 409 and a clear message; bad fields 400", async () => {
      const dup = (await forms.register({
        fname: "A",
        lname: "R",
        email: "ada@routes.test",
        password: "sandalwood-2026",
      })) as unknown as Answer;
      expect(statusOf(dup)).toBe(409);
      expect(dup.data).toMatchObject({ message: "errors.taken", values: { email: "ada@routes.test" } });
      const bad = (await forms.register({ fname: "A", email: "a@b" })) as unknown as Answer;
      expect(statusOf(bad)).toBe(400);
      expect(bad.data.fields).toMatchObject({ lname: "errors.required", password: "errors.required" });
      // What was typed comes back to fill the form again, never the password.
      expect(bad.data.values).toEqual({ fname: "A", email: "a@b" });
    });
  });

  describe("the reset page", () => {
    async function link() {
      await forms.forgot({ intent: "forgot", email: "ada@routes.test" });
      return mailedToken(mails().at(-1)!, "/account/reset-password")!;
    }

    it("sets the password, ends the other sessions, signs in and sends the shopper home with a flash", async () => {
      const other = await signIn(ada);
      const token = await link();
      const page = await resetLoader(args(pageRequest(`/account/reset-password?token=${token}`)));
      expect(page.usable).toBe(true);
      expect(JSON.stringify(page)).not.toContain(token);

      const res = (await resetPage(
        args(
          formRequest(`/account/reset-password?token=${token}`, {
            intent: "reset",
            token,
            password: "a-brand-new-one",
            confirm: "a-brand-new-one",
          }),
        ),
      )) as unknown as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/account");
      expect(setsFlash(res)).toBe(true);
      const fresh = tokenOf(sessionCookieOf(res))!;
      expect(await getSession(cookieRequest(other.token))).toBeNull();
      expect(await getSession(cookieRequest(fresh))).not.toBeNull();

      const again = (await forms.reset({
        intent: "reset",
        token,
        password: "third-one-here",
        confirm: "third-one-here",
      })) as unknown as Answer;
      expect(statusOf(again)).toBe(400);
      expect(again.data).toEqual({ intent: "reset", message: "reset.invalid" });
      const after = await resetLoader(args(pageRequest(`/account/reset-password?token=${token}`)));
      expect(after.usable).toBe(false);
    });

    it("two different passwords or a short one: 400 with field errors, the link still usable", async () => {
      const token = await link();
      const differ = (await forms.reset({
        token,
        password: "one-password-1",
        confirm: "two-password-2",
      })) as unknown as Answer;
      expect(differ.data.fields).toEqual({ confirm: "errors.passwordsDiffer" });
      const short = (await forms.reset({ token, password: "short", confirm: "short" })) as unknown as Answer;
      expect(short.data.fields).toEqual({ password: "errors.passwordTooShort" });
      expect((await resetLoader(args(pageRequest(`/account/reset-password?token=${token}`)))).usable).toBe(true);
    });

    it("limits submissions per client address (429)", async () => {
      const ip = "203.0.113.99";
      for (let i = 0; i < rateLimits.reset.limit; i++) {
        await forms.reset(
          { token: "x".repeat(43), password: "p".repeat(9), confirm: "p".repeat(9) },
          { "x-client-ip": ip },
        );
      }
      const res = (await forms.reset(
        { token: "x".repeat(43), password: "p".repeat(9), confirm: "p".repeat(9) },
        { "x-client-ip": ip },
      )) as unknown as Answer;
      expect(statusOf(res)).toBe(429);
    });
  });

  describe("/logout", () => {
    it("GET asks and changes nothing; POST deletes the session and the cookie and goes home", async () => {
      const session = await signIn(ada);
      const { sessionId } = session;
      const page = await logoutLoader(args(session.request("/logout")));
      expect(page.email).toBe("ada@routes.test");
      expect(await db().session.findUnique({ where: { id: sessionId } })).not.toBeNull();

      const res = (await logoutAction(args(session.post("/logout", {})))) as unknown as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
      expect(sessionCookieOf(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`));
      expect(await db().session.findUnique({ where: { id: sessionId } })).toBeNull();
    });

    it("GET without a session goes home", async () => {
      const res = await thrown(logoutLoader(args(pageRequest("/logout"))));
      expect(res.headers.get("location")).toBe("/");
    });
  });
});
