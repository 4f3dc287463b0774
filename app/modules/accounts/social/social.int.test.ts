import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { takeFlash } from "~/lib/flash.server";
import { db } from "~/lib/db.server";
import { action as apiFacebook } from "~/routes/api.auth.facebook";
import { action as startAction, loader as startLoader } from "~/routes/auth.$provider";
import { loader as callbackLoader } from "~/routes/auth.$provider.callback";
import { action as unlinkAction } from "~/routes/auth.$provider.unlink";
import { fakeOAuthEnv, startFakeOAuth } from "../../../../tests/fakes/oauth/server.mjs";
import { makeUser, signIn } from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { withTestEnv, type EnvVars } from "../../../../tests/support/env";
import { args, bearerRequest, formRequest, jsonRequest, responseOf } from "../../../../tests/support/routes";
import { oauthFormActionSources, resetOAuthConfigForTests } from "../oauth-config.server";
import { configuredProviders, listLinkedAccounts } from "../oauth.server";
import { getSession, SESSION_COOKIE } from "../sessions.server";
import { resetIntentCookieForTests } from "./intent.server";
import type { ProviderId } from "./provider";

const SHOP = "http://shop.test";
const env = withTestEnv({ SESSION_SECRET: "s".repeat(40), PUBLIC_URL: SHOP }, { outbox: "social" });
let fake: Awaited<ReturnType<typeof startFakeOAuth>>;

/** The shop pointed at the fake providers, with `extra` on top; configuration caches dropped. */
function configure(extra: EnvVars = {}) {
  env.set({ ...fakeOAuthEnv(fake.url), ...extra });
  resetOAuthConfigForTests();
  resetIntentCookieForTests();
}

beforeAll(async () => {
  fake = await startFakeOAuth({ port: 0 });
  configure();
});
afterAll(async () => {
  await fake.close();
  resetOAuthConfigForTests();
});

/** A browser's cookies: takes Set-Cookie headers (dropping expired ones), gives a Cookie header. */
class Jar {
  cookies = new Map<string, string>();
  absorb(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    return res;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  copy() {
    const j = new Jar();
    j.cookies = new Map(this.cookies);
    return j;
  }
  names() {
    return [...this.cookies.keys()];
  }
}

/** Presses a social button: POST /auth/<provider>; returns the provider URL it redirects to. */
async function press(jar: Jar, provider: string, fields: Record<string, string>) {
  const res = jar.absorb(
    await responseOf(
      startAction(args(formRequest(`${SHOP}/auth/${provider}`, fields, { cookie: jar.header() }), { provider })),
    ),
  );
  return res;
}

/** The provider's consent step (auto-approved by the fake): the callback URL it sends the browser to. */
async function consent(authorizeUrl: string) {
  const res = await fetch(authorizeUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  return res.headers.get("location")!;
}

async function callback(jar: Jar, url: string, provider = "facebook") {
  return jar.absorb(
    await responseOf(callbackLoader(args(new Request(url, { headers: { cookie: jar.header() } }), { provider }))),
  );
}

/** The whole trip: button → provider → callback. */
async function socialLogin(jar: Jar, provider: ProviderId = "facebook", fields: Record<string, string> = {}) {
  const started = await press(jar, provider, { intent: "login", ...fields });
  expect(started.status).toBe(303);
  const back = await consent(started.headers.get("location")!);
  return { res: await callback(jar, back, provider), back };
}

const sessionOf = async (jar: Jar) => getSession(new Request(`${SHOP}/account`, { headers: { cookie: jar.header() } }));

async function flashOf(res: Response) {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("sattva_flash="));
  if (!cookie) return null;
  return (await takeFlash(new Request(SHOP, { headers: { cookie } }))).flash;
}

const passwordUser = (email: string) =>
  makeUser({ fname: "Pat", lname: "Word", email, role: "user", password: "correct-horse-9" });

async function signedInJar(user: { id: string; role: string }) {
  const jar = new Jar();
  jar.cookies.set(SESSION_COOKIE, (await signIn(user)).token);
  return jar;
}

const fb = (id: string, name: string, email: string | null) => fake.setUser({ id, name, email }, "facebook");

const postApi = (body: unknown, ip: string) =>
  responseOf(apiFacebook(args(jsonRequest(`${SHOP}/api/auth/facebook`, body, { "x-client-ip": ip }))));

describe("social log-in", () => {
  withTestDatabase();
  beforeEach(async () => {
    configure();
    fake.reset();
    await db().session.deleteMany();
    await db().oAuthAccount.deleteMany();
    await db().user.deleteMany();
    await db().rateLimitHit.deleteMany();
  });

  it("shows the buttons of the configured providers only", () => {
    expect(configuredProviders()).toEqual(["facebook", "google", "linkedin", "amazon"]);
    configure({ GOOGLE_CLIENT_SECRET: undefined, AMAZON_CLIENT_ID: undefined, AMAZON_CLIENT_SECRET: undefined });
    expect(configuredProviders()).toEqual(["facebook", "linkedin"]);
    expect(oauthFormActionSources()).toEqual([fake.url]);
    configure({ FACEBOOK_TOKEN_URL: "javascript:alert(1)" });
    expect(() => configuredProviders()).toThrow(/FACEBOOK_TOKEN_URL/);
  });

  it("creates a shopper from a new Facebook profile, name split on the first space, and signs them in", async () => {
    fb("1000001", "Maria Grazia Rossi", "Maria.Rossi@Example.TEST");
    const jar = new Jar();
    const started = await press(jar, "facebook", { intent: "login" });
    const to = new URL(started.headers.get("location")!);
    expect(to.origin + to.pathname).toBe(`${fake.url}/facebook/authorize`);
    expect(to.searchParams.get("redirect_uri")).toBe(`${SHOP}/auth/facebook/callback`);
    expect(to.searchParams.get("scope")).toBe("email");
    expect(to.searchParams.get("code_challenge_method")).toBe("S256");
    expect(to.searchParams.get("state")).toBeTruthy();
    // The state cookie is HttpOnly and only sent back to /auth/facebook…; the intent cookie is signed.
    const setCookies = started.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("sattva_oauth_state_facebook:"))).toMatch(
      /Path=\/auth\/facebook;.*HttpOnly/,
    );
    expect(setCookies.find((c) => c.startsWith("sattva_social="))).toMatch(/HttpOnly/);

    const res = await callback(jar, await consent(to.toString()));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account");
    expect((await flashOf(res))?.key).toBe("social:flash.created");
    expect(jar.names().some((n) => n.startsWith("sattva_oauth_state") || n === "sattva_social")).toBe(false);

    const user = await db().user.findUniqueOrThrow({
      where: { email: "maria.rossi@example.test" },
      include: { oauthAccounts: true },
    });
    expect(user).toMatchObject({ fname: "Maria", lname: "Grazia Rossi", role: "user", passwordHash: null });
    expect(user.oauthAccounts).toMatchObject([{ provider: "facebook", providerUserId: "1000001" }]);
    expect((await sessionOf(jar))?.user.id).toBe(user.id);

    // The code was exchanged with the secret in the body (Facebook refuses HTTP Basic) and PKCE.
    const tokenCall = fake.requests.find((r) => r.endpoint === "/token")!;
    expect(tokenCall.basic).toBe(false);
    expect(tokenCall.form).toMatchObject({ client_id: "fake-client-id", client_secret: "fake-client-secret" });
    expect(tokenCall.form.code_verifier).toBeTruthy();
    expect(fake.requests.find((r) => r.endpoint === "/me")?.query.appsecret_proof).toMatch(/^[0-9a-f]{64}$/);
  });

  it("signs the same person in again through their linked account, to the page they came from", async () => {
    fb("1000002", "Luca Bianchi", "luca@example.test");
    await socialLogin(new Jar());
    fb("1000002", "Luca B.", "changed@example.test"); // the profile changed at Facebook: the id decides
    const jar = new Jar();
    const { res } = await socialLogin(jar, "facebook", { redirectTo: "/cart?x=1" });
    expect(res.headers.get("location")).toBe("/cart?x=1");
    expect(await flashOf(res)).toBeNull();
    expect(await db().user.count()).toBe(1);
    expect((await sessionOf(jar))?.user.email).toBe("luca@example.test");

    const evil = await socialLogin(new Jar(), "facebook", { redirectTo: "//evil.example/x" });
    expect(evil.res.headers.get("location")).toBe("/account");
  });

  it("never links silently to a password account with the same e-mail", async () => {
    const owner = await passwordUser("pat@example.test");
    fb("1000003", "Mallory Pat", "PAT@example.test");
    const jar = new Jar();
    const { res } = await socialLogin(jar);
    expect(res.headers.get("location")).toBe("/account/login?social=exists&provider=facebook");
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await db().oAuthAccount.count()).toBe(0);
    expect(await db().user.count()).toBe(1);
    expect(await listLinkedAccounts(owner.id)).toEqual([]);
  });

  it("links Facebook to the signed-in shopper, who can then sign in with it", async () => {
    const owner = await passwordUser("pat@example.test");
    fb("1000004", "Pat Word", "pat@example.test");
    const jar = await signedInJar(owner);
    const started = await press(jar, "facebook", { intent: "link" });
    expect(started.status).toBe(303);
    const res = await callback(jar, await consent(started.headers.get("location")!));
    expect(res.headers.get("location")).toBe("/account/settings");
    expect(await flashOf(res)).toMatchObject({ key: "social:flash.linked", tone: "success" });
    expect(await listLinkedAccounts(owner.id)).toMatchObject([{ provider: "facebook", email: "pat@example.test" }]);
    // Facebook vouches for the same address the account has: it counts as verified now.
    expect(owner.emailVerified).toBe(false);
    expect((await db().user.findUniqueOrThrow({ where: { id: owner.id } })).emailVerifiedAt).toBeInstanceOf(Date);

    const fresh = new Jar();
    const { res: again } = await socialLogin(fresh);
    expect(again.headers.get("location")).toBe("/account");
    expect((await sessionOf(fresh))?.user.id).toBe(owner.id);
  });

  it("links a Facebook account with another e-mail without verifying the account's own address", async () => {
    const owner = await passwordUser("own@example.test");
    fb("1000014", "Pat Word", "elsewhere@example.test");
    const jar = await signedInJar(owner);
    const started = await press(jar, "facebook", { intent: "link" });
    const res = await callback(jar, await consent(started.headers.get("location")!));
    expect(await flashOf(res)).toMatchObject({ key: "social:flash.linked" });
    expect((await db().user.findUniqueOrThrow({ where: { id: owner.id } })).emailVerifiedAt).toBeNull();
  });

  it("refuses to link a Facebook account that belongs to someone else, and a link without a session", async () => {
    fb("1000005", "First Owner", "first@example.test");
    await socialLogin(new Jar());
    const other = await passwordUser("other@example.test");
    const jar = await signedInJar(other);
    const started = await press(jar, "facebook", { intent: "link" });
    const res = await callback(jar, await consent(started.headers.get("location")!));
    expect(res.headers.get("location")).toBe("/account/settings");
    expect(await flashOf(res)).toMatchObject({ key: "social:flash.link.taken", tone: "error" });
    expect(await listLinkedAccounts(other.id)).toEqual([]);
    expect((await db().user.findUniqueOrThrow({ where: { id: other.id } })).emailVerifiedAt).toBeNull();

    const anonymous = await press(new Jar(), "facebook", { intent: "link" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/account\/login\?redirectTo=/);
  });

  it("refuses a callback whose state is not this browser's (forged, or from another browser)", async () => {
    const jar = new Jar();
    const started = await press(jar, "facebook", { intent: "login" });
    const back = new URL(await consent(started.headers.get("location")!));
    const forged = new URL(back);
    forged.searchParams.set("state", "not-the-state-we-sent");
    const res = await callback(jar.copy(), forged.toString());
    expect(res.headers.get("location")).toBe("/account/login?social=failed&provider=facebook");
    // The right URL in a browser that never started the flow (login CSRF): refused too.
    const elsewhere = await callback(new Jar(), back.toString());
    expect(elsewhere.headers.get("location")).toBe("/account/login?social=failed&provider=facebook");
    expect(await db().user.count()).toBe(0);
    expect(fake.requests.filter((r) => r.endpoint === "/token")).toHaveLength(0);
  });

  it("refuses a replayed callback, even with the state cookie still in hand", async () => {
    fb("1000006", "Rita Verdi", "rita@example.test");
    const jar = new Jar();
    const started = await press(jar, "facebook", { intent: "login" });
    const back = await consent(started.headers.get("location")!);
    const before = jar.copy(); // the cookies as they were before the callback
    const first = await callback(jar, back);
    expect(first.headers.get("location")).toBe("/account");
    // The strategy (remix-auth-oauth2 3.4) does not clear its cookie itself: we do.
    expect(first.headers.getSetCookie().some((c) => /^sattva_oauth_state_facebook:[^=]+=;.*Max-Age=0/.test(c))).toBe(
      true,
    );
    const replay = await callback(before, back);
    expect(replay.headers.get("location")).toBe("/account/login?social=failed&provider=facebook");
    expect(before.cookies.has(SESSION_COOKIE)).toBe(false);
    // Refused before the code went to the provider a second time.
    expect(fake.requests.filter((r) => r.endpoint === "/token")).toHaveLength(1);
    expect(await db().session.count()).toBe(1);
  });

  it("sends a shopper who cancels at the provider back to the log-in page (denied), and link attempts to settings", async () => {
    fake.denyNext("facebook");
    const { res } = await socialLogin(new Jar());
    expect(res.headers.get("location")).toBe("/account/login?social=denied&provider=facebook");

    const owner = await passwordUser("pat@example.test");
    const jar = await signedInJar(owner);
    fake.denyNext("facebook");
    const started = await press(jar, "facebook", { intent: "link" });
    const linkRes = await callback(jar, await consent(started.headers.get("location")!));
    expect(linkRes.headers.get("location")).toBe("/account/settings");
    expect(await flashOf(linkRes)).toMatchObject({ key: "social:flash.link.denied" });

    // A provider error without any state never starts a new flow.
    const bare = await callback(new Jar(), `${SHOP}/auth/facebook/callback?error=access_denied`);
    expect(bare.headers.get("location")).toBe("/account/login?social=denied&provider=facebook");
    expect(
      bare.headers.getSetCookie().some((c) => c.startsWith("sattva_oauth_state_facebook:") && !/Max-Age=0/.test(c)),
    ).toBe(false);
  });

  it("fails without an e-mail from the provider, and for staff accounts", async () => {
    fb("1000007", "Nameless", null);
    expect((await socialLogin(new Jar())).res.headers.get("location")).toBe(
      "/account/login?social=failed&provider=facebook",
    );
    expect(await db().user.count()).toBe(0);

    fb("1000008", "Soon Staff", "staff@example.test");
    await socialLogin(new Jar());
    await db().user.update({ where: { email: "staff@example.test" }, data: { role: "manager" } });
    const jar = new Jar();
    const { res } = await socialLogin(jar);
    expect(res.headers.get("location")).toBe("/account/login?social=failed&provider=facebook");
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it.each(["google", "linkedin", "amazon"] as const)("signs up with %s the same way", async (provider) => {
    fake.setUser({ id: `${provider}-42`, name: "Giulia Neri", email: "giulia@example.test" }, provider);
    const jar = new Jar();
    const { res } = await socialLogin(jar, provider);
    expect(res.headers.get("location")).toBe("/account");
    const user = await db().user.findUniqueOrThrow({ where: { email: "giulia@example.test" } });
    expect(user).toMatchObject({ fname: "Giulia", lname: "Neri" });
    expect(await listLinkedAccounts(user.id)).toMatchObject([{ provider }]);
  });

  it("does not trust an e-mail Google marks as unverified", async () => {
    fake.setUser(
      { id: "g-unverified", name: "Eve Squat", email: "victim@example.test", emailVerified: false },
      "google",
    );
    const { res } = await socialLogin(new Jar(), "google");
    expect(res.headers.get("location")).toBe("/account/login?social=failed&provider=google");
    expect(await db().user.count()).toBe(0);
  });

  it("answers 404 for unknown or unconfigured providers, and sends a GET of the button route to the log-in page", async () => {
    expect((await press(new Jar(), "myspace", { intent: "login" })).status).toBe(404);
    expect((await callback(new Jar(), `${SHOP}/auth/myspace/callback?code=x&state=y`, "myspace")).status).toBe(404);
    configure({ AMAZON_CLIENT_ID: undefined, AMAZON_CLIENT_SECRET: undefined });
    expect((await press(new Jar(), "amazon", { intent: "login" })).status).toBe(404);
    expect((await press(new Jar(), "facebook", { intent: "register" })).status).toBe(400);
    const get = await responseOf(startLoader());
    expect(get.headers.get("location")).toBe("/account/login");
  });

  describe("POST /api/auth/facebook", () => {
    it("accepts a verified token: 201 for a new account, then 200, with a bearer token and no cookie", async () => {
      const user = { id: "2000001", name: "Anna Maria Conti", email: "anna@example.test" };
      const accessToken = fake.mintToken({ provider: "facebook", user });
      // What the body claims beyond the id is ignored: Graph says who this is.
      const body = {
        facebookId: "2000001",
        email: "boss@example.test",
        fname: "X",
        lname: "Y",
        role: "admin",
        accessToken,
      };
      const created = await postApi(body, "203.0.113.1");
      expect(created.status).toBe(201);
      expect(created.headers.get("set-cookie")).toBeNull();
      const json = await created.json();
      expect(json.user).toEqual({ role: "user", email: "anna@example.test", fname: "Anna", lname: "Maria Conti" });
      const bearer = await getSession(bearerRequest(json.token));
      expect(bearer?.user.email).toBe("anna@example.test");

      const again = await postApi(body, "203.0.113.1");
      expect(again.status).toBe(200);
      expect((await again.json()).user.email).toBe("anna@example.test");
      expect(await db().user.count()).toBe(1);
    });

    it("answers 401 for a token of another Facebook user, an invalid token, another app's token, or none", async () => {
      const token = fake.mintToken({
        provider: "facebook",
        user: { id: "2000002", name: "Real Person", email: "real@example.test" },
      });
      const forged = await postApi(
        { facebookId: "2000099", email: "real@example.test", accessToken: token },
        "203.0.113.2",
      );
      expect(forged.status).toBe(401);
      expect(
        await postApi({ facebookId: "2000002", accessToken: "made-up-token" }, "203.0.113.2").then((r) => r.status),
      ).toBe(401);
      const otherApp = fake.mintToken({
        provider: "facebook",
        user: { id: "2000002", name: "R P", email: "real@example.test" },
        appId: "someone-else",
      });
      expect(await postApi({ facebookId: "2000002", accessToken: otherApp }, "203.0.113.2").then((r) => r.status)).toBe(
        401,
      );
      const spec = await postApi(
        { facebookId: "2000002", email: "real@example.test", fname: "Real", lname: "Person" },
        "203.0.113.2",
      );
      expect(spec.status).toBe(401);
      expect(await spec.json()).not.toHaveProperty("token");
      expect(await db().user.count()).toBe(0);
    });

    it("does not sign into a password account with the same e-mail (409), and is off without Facebook (404)", async () => {
      await passwordUser("pat@example.test");
      const token = fake.mintToken({
        provider: "facebook",
        user: { id: "2000003", name: "Pat", email: "pat@example.test" },
      });
      const res = await postApi({ facebookId: "2000003", accessToken: token }, "203.0.113.3");
      expect(res.status).toBe(409);
      expect(await db().oAuthAccount.count()).toBe(0);

      configure({ FACEBOOK_CLIENT_ID: undefined, FACEBOOK_CLIENT_SECRET: undefined });
      expect((await postApi({ facebookId: "2000003", accessToken: token }, "203.0.113.3")).status).toBe(404);
    });

    it("limits calls per client address", async () => {
      let last = 0;
      for (let i = 0; i < 21; i++)
        last = (await postApi({ facebookId: "1", accessToken: "nope" }, "203.0.113.4")).status;
      expect(last).toBe(429);
    });
  });

  describe("unlinking", () => {
    const unlink = async (jar: Jar, provider: string) =>
      responseOf(
        unlinkAction(args(formRequest(`${SHOP}/auth/${provider}/unlink`, {}, { cookie: jar.header() }), { provider })),
      );

    it("refuses to unlink the last way to sign in of an account without a password", async () => {
      fb("3000001", "Solo Social", "solo@example.test");
      const jar = new Jar();
      await socialLogin(jar);
      const res = await unlink(jar, "facebook");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/account/settings");
      expect(await flashOf(res)).toMatchObject({ key: "social:flash.lastMethod", tone: "error" });
      expect(await db().oAuthAccount.count()).toBe(1);

      // With a second provider linked, the first may go.
      fake.setUser({ id: "g-3000001", name: "Solo Social", email: "solo@example.test" }, "google");
      const started = await press(jar, "google", { intent: "link" });
      await callback(jar, await consent(started.headers.get("location")!), "google");
      const ok = await unlink(jar, "facebook");
      expect(await flashOf(ok)).toMatchObject({ key: "social:flash.unlinked", tone: "success" });
      const user = await db().user.findUniqueOrThrow({ where: { email: "solo@example.test" } });
      expect((await listLinkedAccounts(user.id)).map((a) => a.provider)).toEqual(["google"]);
      expect(await flashOf(await unlink(jar, "google"))).toMatchObject({ key: "social:flash.lastMethod" });
    });

    it("lets a password account unlink its only provider; says so when nothing is linked; needs a session", async () => {
      const owner = await passwordUser("pat@example.test");
      await db().oAuthAccount.create({ data: { provider: "facebook", providerUserId: "3000002", userId: owner.id } });
      const jar = await signedInJar(owner);
      expect(await flashOf(await unlink(jar, "facebook"))).toMatchObject({ key: "social:flash.unlinked" });
      expect(await db().oAuthAccount.count()).toBe(0);
      expect(await flashOf(await unlink(jar, "facebook"))).toMatchObject({ key: "social:flash.notLinked" });
      expect((await unlink(jar, "myspace")).status).toBe(404);
      const anonymous = await unlink(new Jar(), "facebook");
      expect(anonymous.headers.get("location")).toMatch(/^\/account\/login/);
    });
  });
});
