/**
 * A local fake of the four social log-in providers (Facebook, Google, LinkedIn, Amazon): just the
 * OAuth 2.0 authorization-code flow and profile endpoints the shop uses, strict where a real
 * provider is strict, so tests drive the whole redirect → callback flow without the internet.
 *
 * Use it in-process:
 *   const fake = await startFakeOAuth({ port: 0 });   // → { url, port, close, setUser, denyNext,
 *                                                      //     mintToken, reset, requests }
 * or as a script (the browser tests): `PORT=8203 node tests/fakes/oauth/server.mjs`.
 *
 * Options: port (0 = any), host ("127.0.0.1"), clientId ("fake-client-id"), clientSecret
 * ("fake-client-secret"; env FAKE_OAUTH_CLIENT_ID / FAKE_OAUTH_CLIENT_SECRET in script mode).
 * One client id and secret are accepted for every provider.
 *
 * Endpoints, per provider p ∈ facebook | google | linkedin | amazon:
 *   GET  /p/authorize?response_type=code&client_id&redirect_uri&state[&scope][&code_challenge&code_challenge_method]
 *        The signed-in test user approves at once: 302 to redirect_uri?code=…&state=… (same state).
 *        After denyNext() (or with `deny=1` in the query) it answers redirect_uri?error=access_denied&state=….
 *        A wrong client_id or a missing redirect_uri/state: 400 page, no redirect (as real providers do).
 *   POST /p/token   form: grant_type=authorization_code, code, redirect_uri[, code_verifier]; client
 *        credentials as HTTP Basic or client_id + client_secret in the body. Codes are single-use
 *        and live 60 s; redirect_uri must be the authorize one; when a code_challenge was sent the
 *        code_verifier must match it (S256 or plain). → { access_token, token_type, expires_in, scope }
 *        Errors: 401 invalid_client, 400 invalid_grant / invalid_request / unsupported_grant_type.
 *   Profiles (token as `Authorization: Bearer …` or `?access_token=`; unknown token → 401):
 *     GET /facebook/me?fields=id,name,email[&appsecret_proof] → { id, name, email? } (a wrong
 *         appsecret_proof → 400)
 *     GET /google/userinfo, GET /linkedin/v2/userinfo → { sub, name, given_name, family_name, email?, email_verified }
 *     GET /amazon/user/profile → { user_id, name, email? }
 *   GET  /facebook/debug_token?input_token=…&access_token=<client id>|<client secret>
 *        → { data: { is_valid, app_id, user_id, type, expires_at, scopes } }, is_valid false for an
 *        unknown token; a wrong app token → 400 OAuthException.
 *   GET  /healthz → "ok"
 *
 * Control (for the test driving it, in-process or over HTTP with a JSON body):
 *   setUser({ id, name, email, emailVerified? }, provider?)  POST /__control/user {provider?, id, name, email, emailVerified?}
 *        the user signed in at the provider (all providers when none is named); email null = none shared.
 *   denyNext(provider?)                                       POST /__control/deny {provider?}
 *        the next authorize answers error=access_denied.
 *   mintToken({ provider = "facebook", user, appId? })        POST /__control/token → { access_token }
 *        an access token as a provider's SDK would hand to a mobile client (appId: issued to
 *        another app when it differs from clientId).
 *   reset()                                                   POST /__control/reset
 *   requests: every call received ({ provider, endpoint, method, query, form, basic }), newest last.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import { readBody } from "../http.mjs";

const PROVIDERS = ["facebook", "google", "linkedin", "amazon"];
const PROFILE_PATHS = {
  facebook: "/facebook/me",
  google: "/google/userinfo",
  linkedin: "/linkedin/v2/userinfo",
  amazon: "/amazon/user/profile",
};
const defaultUser = () => ({
  id: "10001",
  name: "Ada Lovelace",
  email: "ada.social@example.test",
  emailVerified: true,
});

const b64url = (buf) => Buffer.from(buf).toString("base64url");
const random = () => b64url(randomBytes(24));

function send(res, status, body, headers = {}) {
  const isJson = typeof body !== "string";
  res.writeHead(status, {
    "Content-Type": isJson ? "application/json" : "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(isJson ? JSON.stringify(body) : body);
}

export async function startFakeOAuth(options = {}) {
  const clientId = options.clientId ?? "fake-client-id";
  const clientSecret = options.clientSecret ?? "fake-client-secret";
  const host = options.host ?? "127.0.0.1";

  let users;
  let denied;
  const codes = new Map();
  const tokens = new Map();
  const requests = [];
  const reset = () => {
    users = Object.fromEntries(PROVIDERS.map((p) => [p, defaultUser()]));
    denied = new Set();
    codes.clear();
    tokens.clear();
    requests.length = 0;
  };
  reset();

  const setUser = (user, provider) => {
    const profile = { emailVerified: true, ...user, id: String(user.id) };
    for (const p of provider ? [provider] : PROVIDERS) users[p] = { ...profile };
  };
  const denyNext = (provider) => {
    for (const p of provider ? [provider] : PROVIDERS) denied.add(p);
  };
  const mintToken = ({ provider = "facebook", user, appId = clientId, expiresIn = 3600 }) => {
    const token = `${provider}-${random()}`;
    tokens.set(token, {
      provider,
      appId,
      user: { emailVerified: true, ...(user ?? users[provider]), id: String((user ?? users[provider]).id) },
      expiresAt: Date.now() + expiresIn * 1000,
      scope: provider === "facebook" ? "email public_profile" : "",
    });
    return token;
  };

  function bearer(req, url) {
    const auth = req.headers.authorization ?? "";
    const m = /^Bearer\s+(\S+)$/i.exec(auth);
    const token = m ? m[1] : url.searchParams.get("access_token");
    const record = token ? tokens.get(token) : undefined;
    if (!record || record.expiresAt <= Date.now()) return { token, record: null };
    return { token, record };
  }

  function authorize(provider, url, res) {
    const q = url.searchParams;
    const redirectUri = q.get("redirect_uri");
    const state = q.get("state");
    if (q.get("client_id") !== clientId) return send(res, 400, "<h1>Invalid client_id</h1>");
    if (q.get("response_type") !== "code") return send(res, 400, "<h1>Unsupported response_type</h1>");
    if (!redirectUri || !/^https?:\/\//.test(redirectUri)) return send(res, 400, "<h1>Missing redirect_uri</h1>");
    if (!state) return send(res, 400, "<h1>Missing state</h1>");
    const back = new URL(redirectUri);
    if (denied.has(provider) || q.get("deny") === "1") {
      denied.delete(provider);
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user denied the request.");
      if (provider === "facebook") back.searchParams.set("error_reason", "user_denied");
      back.searchParams.set("state", state);
      return send(res, 302, "", { Location: back.toString() });
    }
    const code = random();
    codes.set(code, {
      provider,
      redirectUri,
      challenge: q.get("code_challenge"),
      method: q.get("code_challenge_method") ?? "plain",
      scope: q.get("scope") ?? "",
      user: { ...users[provider] },
      expiresAt: Date.now() + 60_000,
      used: false,
    });
    back.searchParams.set("code", code);
    back.searchParams.set("state", state);
    return send(res, 302, "", { Location: back.toString() });
  }

  function token(provider, req, form, res) {
    let id = form.get("client_id");
    let secret = form.get("client_secret");
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? "");
    if (basic) {
      const decoded = Buffer.from(basic[1], "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (id !== clientId || secret !== clientSecret) {
      return send(res, 401, { error: "invalid_client", error_description: "Client authentication failed." });
    }
    if (form.get("grant_type") !== "authorization_code") return send(res, 400, { error: "unsupported_grant_type" });
    const code = form.get("code") ?? "";
    const record = codes.get(code);
    if (!record || record.provider !== provider || record.used || record.expiresAt <= Date.now()) {
      return send(res, 400, { error: "invalid_grant", error_description: "The code is invalid, expired or used." });
    }
    record.used = true;
    if (form.get("redirect_uri") !== record.redirectUri) {
      return send(res, 400, { error: "invalid_grant", error_description: "redirect_uri does not match." });
    }
    if (record.challenge) {
      const verifier = form.get("code_verifier");
      if (!verifier) return send(res, 400, { error: "invalid_request", error_description: "code_verifier required." });
      const computed = record.method === "S256" ? b64url(createHash("sha256").update(verifier).digest()) : verifier;
      if (computed !== record.challenge) {
        return send(res, 400, { error: "invalid_grant", error_description: "code_verifier does not match." });
      }
    }
    const accessToken = mintToken({ provider, user: record.user });
    tokens.get(accessToken).scope = record.scope;
    return send(res, 200, { access_token: accessToken, token_type: "bearer", expires_in: 3600, scope: record.scope });
  }

  function profile(provider, req, url, res) {
    const { token: presented, record } = bearer(req, url);
    if (!record || record.provider !== provider) {
      return send(res, 401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    }
    const u = record.user;
    const [given, ...rest] = String(u.name ?? "").split(" ");
    if (provider === "facebook") {
      const proof = url.searchParams.get("appsecret_proof");
      if (proof !== null && proof !== createHmac("sha256", clientSecret).update(presented).digest("hex")) {
        return send(res, 400, {
          error: { message: "Invalid appsecret_proof", type: "GraphMethodException", code: 100 },
        });
      }
      const fields = (url.searchParams.get("fields") ?? "id,name").split(",");
      const out = { id: u.id };
      if (fields.includes("name")) out.name = u.name;
      if (fields.includes("email") && u.email) out.email = u.email;
      return send(res, 200, out);
    }
    if (provider === "amazon") {
      return send(res, 200, { user_id: u.id, name: u.name, ...(u.email ? { email: u.email } : {}) });
    }
    return send(res, 200, {
      sub: u.id,
      name: u.name,
      given_name: given,
      family_name: rest.join(" "),
      ...(u.email ? { email: u.email, email_verified: u.emailVerified !== false } : {}),
    });
  }

  function debugToken(url, res) {
    if (url.searchParams.get("access_token") !== `${clientId}|${clientSecret}`) {
      return send(res, 400, { error: { message: "Invalid app access token.", type: "OAuthException", code: 190 } });
    }
    const record = tokens.get(url.searchParams.get("input_token") ?? "");
    if (!record || record.provider !== "facebook" || record.expiresAt <= Date.now()) {
      return send(res, 200, {
        data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." }, scopes: [] },
      });
    }
    return send(res, 200, {
      data: {
        app_id: record.appId,
        type: "USER",
        application: "Fake app",
        expires_at: Math.floor(record.expiresAt / 1000),
        is_valid: true,
        scopes: record.scope.split(" ").filter(Boolean),
        user_id: record.user.id,
      },
    });
  }

  async function control(action, body, res) {
    const input = body ? JSON.parse(body) : {};
    if (action === "user") {
      const { provider, ...user } = input;
      setUser(user, provider);
      return send(res, 200, { ok: true });
    }
    if (action === "deny") {
      denyNext(input.provider);
      return send(res, 200, { ok: true });
    }
    if (action === "token") return send(res, 200, { access_token: mintToken(input) });
    if (action === "reset") {
      reset();
      return send(res, 200, { ok: true });
    }
    return send(res, 404, { error: "unknown control" });
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://fake.invalid");
      const raw = req.method === "POST" ? await readBody(req, 100_000) : "";
      const form = new URLSearchParams(req.headers["content-type"]?.includes("json") ? "" : raw);
      const [, first, second] = url.pathname.split("/");
      if (url.pathname === "/healthz") return send(res, 200, "ok");
      if (first === "__control" && req.method === "POST") return await control(second, raw, res);
      const provider = PROVIDERS.includes(first) ? first : null;
      if (!provider) return send(res, 404, { error: "not found" });
      requests.push({
        provider,
        endpoint: url.pathname.slice(provider.length + 1),
        method: req.method,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(form),
        basic: /^Basic\s/i.test(req.headers.authorization ?? ""),
      });
      if (url.pathname === `/${provider}/authorize` && req.method === "GET") return authorize(provider, url, res);
      if (url.pathname === `/${provider}/token` && req.method === "POST") return token(provider, req, form, res);
      if (url.pathname === PROFILE_PATHS[provider] && req.method === "GET") return profile(provider, req, url, res);
      if (url.pathname === "/facebook/debug_token" && req.method === "GET") return debugToken(url, res);
      return send(res, 404, { error: "not found" });
    } catch (error) {
      return send(res, 400, { error: "bad_request", error_description: String(error?.message ?? error) });
    }
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${host}:${port}`;
  return {
    url,
    port,
    setUser,
    denyNext,
    mintToken,
    reset,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the app's providers at a running fake (`url` from startFakeOAuth). */
export function fakeOAuthEnv(url, { clientId = "fake-client-id", clientSecret = "fake-client-secret" } = {}) {
  const env = {};
  for (const p of PROVIDERS) {
    const P = p.toUpperCase();
    env[`${P}_CLIENT_ID`] = clientId;
    env[`${P}_CLIENT_SECRET`] = clientSecret;
    env[`${P}_AUTHORIZE_URL`] = `${url}/${p}/authorize`;
    env[`${P}_TOKEN_URL`] = `${url}/${p}/token`;
    env[`${P}_PROFILE_URL`] = `${url}${PROFILE_PATHS[p]}`;
  }
  env.FACEBOOK_DEBUG_TOKEN_URL = `${url}/facebook/debug_token`;
  return env;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOAuth({
    port: Number(process.env.PORT ?? 8170),
    host: process.env.HOST ?? "127.0.0.1",
    clientId: process.env.FAKE_OAUTH_CLIENT_ID,
    clientSecret: process.env.FAKE_OAUTH_CLIENT_SECRET,
  });
  console.log(`Fake OAuth providers on ${fake.url}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
