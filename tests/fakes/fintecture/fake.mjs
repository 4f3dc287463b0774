/**
 * A local fake of Fintecture PIS (PAYMENTS.md "Fintecture"): the API subset the shop uses, as
 * strict as Fintecture about credentials and signatures, a bank page per payment, and signed
 * notifications, so tests drive the whole bank-transfer flow without the internet.
 *
 *   const fake = await startFintectureFake({ appId, appSecret, privateKey, webhookUrl });
 *   // → { url, close(), control(body), payments, stats() }
 * or as a script (browser tests): tests/fakes/fintecture/server.mjs with env PORT, HOST,
 * WEBHOOK_URL, APP_ID, APP_SECRET, PRIVATE_KEY (the merchant's PEM; the public key is derived).
 *
 * API (answers 500 / hangs / leaves out meta.url when told to by /__control):
 *   POST /oauth/accesstoken  Basic app_id:app_secret, form scope=PIS&app_id&grant_type=client_credentials
 *   POST /pis/v2/connect?origin_uri&redirect_uri&state  Bearer, Digest, Signature (RSA-SHA256,
 *        checked with the merchant's public key; 401 when wrong) → { meta: { session_id, url } }
 *   GET  /pis/v1/payments/:id  Bearer, Signature → { meta: { session_id, status }, data: { attributes } }
 *   POST /pis/v2/refund?state  Bearer, Digest, Signature; { meta: { session_id }, data: { attributes:
 *        { amount, currency?, communication? } } } on a received payment, at most what is left →
 *        { meta: { session_id: <the refund's session>, status: "refund_waiting" } }; 400 otherwise.
 *        The refund ends later: control `refund` sends its notification (session_id: the refund's,
 *        refunded_session_id: the payment's, state echoed, type Refund).
 *   GET  /pay/:id  the bank page: Pay, Decline, Cancel and return; POST /pay/:id does the choice.
 *   GET  /healthz
 * Notifications: form-encoded, Digest, Date, X-Request-ID, Signature whose `signature` is the
 * signing string RSA-OAEP-encrypted (SHA-1, as Fintecture's SDKs decrypt) with the public key.
 *
 * POST /__control (JSON), also `fake.control(body)` in-process:
 *   { ref, action: complete|fail|expire|pending|partial|overpaid|sca, deliver?: true,
 *     receivedAmount?: "1.00", signature?: good|bad|none|wrong-key|bad-digest, dateOffsetMs?: 0 }
 *       → { status, body } of the shop's answer (status 0 when not delivered)
 *   { action: "fail-next", count?: 1, status?: 500 }   the next API calls answer `status`
 *   { action: "hang-next", count?: 1, ms }            the next connect / payment calls answer
 *                                                     after `ms` (connect creates its session first)
 *   { action: "no-url-next", count?: 1 }              the next connect answers without meta.url
 *   { action: "replay", times?: 1 }                   the last notification again, concurrently
 *   { action: "last" } → { body, headers }            the last notification
 *   { action: "refund", refund, status?: payment_created|payment_unsuccessful, signature? }
 *                                                     a pending refund ends; its notification is sent
 *   { action: "refuse-refund-next", code? }           the next refund is refused (400 with that code)
 *   { action: "stats" } → { sessions, tokens, calls } { action: "reset" }
 */
import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import { publicEncrypt, randomBytes, randomUUID, verify } from "node:crypto";
import http from "node:http";

const sha256 = (body) => `SHA-256=${createHash("sha256").update(body, "utf8").digest("base64")}`;
const STATUSES = {
  complete: ["payment_created", "received"],
  fail: ["payment_unsuccessful", ""],
  expire: ["payment_expired", ""],
  pending: ["payment_pending", "pending"],
  partial: ["payment_partial", "partial"],
  overpaid: ["payment_created", "overpaid"],
  sca: ["sca_required", ""],
};
const cents = (amount) => Math.round(Number(amount) * 100);
const euros = (c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;

export async function startFintectureFake(options = {}) {
  const appId = options.appId ?? "fake-app-id";
  const appSecret = options.appSecret ?? "fake-app-secret";
  const pem = String(options.privateKey ?? "").replace(/\\n/g, "\n");
  const publicKey = createPublicKey(createPrivateKey(pem));
  let webhookUrl = options.webhookUrl ?? null;
  let otherKey;

  const payments = new Map();
  const refunds = new Map();
  const tokens = new Set();
  const calls = [];
  const knobs = { fail: 0, failStatus: 500, hang: 0, hangMs: 0, noUrl: 0, refuseRefund: null };
  let sessions = 0;
  let last = null;

  const json = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  const error = (res, status, code, message) => json(res, status, { status, code, errors: [{ code, message }] });
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));

  /** Fintecture's request signature: Digest of the body, RSA-SHA256 over the listed headers. */
  function signatureProblem(req, raw) {
    const header = req.headers.signature ?? "";
    const parts = new Map([...header.matchAll(/([A-Za-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (parts.get("keyId") !== appId || parts.get("algorithm") !== "rsa-sha256") return "bad keyId or algorithm";
    const listed = (parts.get("headers") ?? "").split(" ");
    const needed = ["(request-target)", "date", "x-request-id", ...(raw ? ["digest"] : [])];
    if (!needed.every((h) => listed.includes(h))) return "signature covers too little";
    if (listed.includes("digest") && req.headers.digest !== sha256(raw)) return "digest mismatch";
    const date = Date.parse(req.headers.date ?? "");
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 5 * 60_000) return "date out of range";
    const target = `${req.method.toLowerCase()} ${req.url}`;
    const signing = listed.map((h) => `${h}: ${h === "(request-target)" ? target : req.headers[h]}`).join("\n");
    const ok = verify("sha256", Buffer.from(signing), publicKey, Buffer.from(parts.get("signature") ?? "", "base64"));
    return ok ? null : "signature mismatch";
  }

  const bearer = (req) => tokens.has((req.headers.authorization ?? "").replace(/^Bearer /, ""));

  function view(p) {
    const attributes = { amount: p.amount, currency: p.currency, communication: p.communication, status: p.status };
    if (p.transferState) attributes.transfer_state = p.transferState;
    if (p.receivedAmount) attributes.received_amount = p.receivedAmount;
    return { meta: { session_id: p.id, status: p.status }, data: { type: "payments", id: p.id, attributes } };
  }

  /** A refund's notification: its own session, the payment's, how it ended, our state echoed. */
  function refundFields(r) {
    return new URLSearchParams({
      session_id: r.id,
      refunded_session_id: r.paymentId,
      status: r.status,
      state: r.state,
      type: "Refund",
      amount: r.amount,
      currency: r.currency,
    });
  }

  function notification(p, o = {}) {
    const form = p.refundedSession
      ? refundFields(p)
      : new URLSearchParams({
          session_id: p.id,
          status: p.status,
          customer_id: p.customerId,
          provider: "cmcifrpp",
          state: p.state,
          type: "PayByBank",
          ...(p.transferState ? { transfer_state: p.transferState } : {}),
          amount: p.amount,
          ...(p.receivedAmount ? { received_amount: p.receivedAmount } : {}),
          currency: p.currency,
        });
    let body = form.toString();
    const date = new Date(Date.now() + (o.dateOffsetMs ?? 0)).toUTCString();
    const digest = sha256(body);
    const requestId = randomUUID();
    const listed = ["(request-target)", "date", "digest", "x-request-id"];
    const values = { "(request-target)": "post /webhook", date, digest, "x-request-id": requestId };
    let signing = listed.map((h) => `${h}: ${values[h]}`).join("\n");
    if (o.signature === "bad") signing = signing.replace(requestId, randomUUID());
    if (o.signature === "wrong-key") {
      otherKey ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;
    }
    const key = o.signature === "wrong-key" ? otherKey : publicKey;
    const encrypted = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" },
      Buffer.from(signing),
    ).toString("base64");
    const headers = { "content-type": "application/x-www-form-urlencoded", date, digest, "x-request-id": requestId };
    if (o.signature !== "none") {
      headers.signature = `keyId="${appId}",algorithm="rsa-sha256",headers="${listed.join(" ")}",signature="${encrypted}"`;
    }
    if (o.signature === "bad-digest") body = body.replace(/amount=[\d.]+/, "amount=0.01");
    return { body, headers };
  }

  async function deliver(n) {
    last = n;
    if (!webhookUrl) return { status: 0, body: null };
    try {
      const res = await fetch(webhookUrl, { method: "POST", headers: n.headers, body: n.body });
      const text = await res.text();
      let body = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body };
    } catch (e) {
      return { status: 0, body: String(e) };
    }
  }

  function move(p, action, receivedAmount) {
    const [status, transferState] = STATUSES[action];
    p.status = status;
    p.transferState = transferState;
    if (action === "complete") p.receivedAmount = receivedAmount ?? p.amount;
    else if (action === "partial") p.receivedAmount = receivedAmount ?? euros(Math.floor(cents(p.amount) / 2));
    else if (action === "overpaid") p.receivedAmount = receivedAmount ?? euros(cents(p.amount) + 100);
    else if (receivedAmount) p.receivedAmount = receivedAmount;
  }

  async function control(body = {}) {
    const count = Number(body.count ?? 1);
    switch (body.action) {
      case "fail-next":
        Object.assign(knobs, { fail: count, failStatus: Number(body.status ?? 500) });
        return { ok: true };
      case "hang-next":
        Object.assign(knobs, { hang: count, hangMs: Number(body.ms ?? 15_000) });
        return { ok: true };
      case "no-url-next":
        knobs.noUrl = count;
        return { ok: true };
      case "last":
        return last;
      case "replay": {
        if (!last) return { error: "nothing to replay" };
        const n = last;
        return Promise.all(Array.from({ length: Number(body.times ?? 1) }, () => deliver(n)));
      }
      case "stats":
        return { sessions, tokens: tokens.size, calls: calls.length };
      case "reset":
        Object.assign(knobs, { fail: 0, hang: 0, noUrl: 0, refuseRefund: null });
        return { ok: true };
      case "refuse-refund-next":
        knobs.refuseRefund = body.code ?? "refund_not_allowed";
        return { ok: true };
      case "refund": {
        const r = refunds.get(body.refund);
        if (!r || r.status !== "refund_waiting") return { error: "no pending refund" };
        r.status = body.status ?? "payment_created";
        const n = notification(r, body);
        last = n;
        return body.deliver === false ? { status: 0, body: null, notification: n } : deliver(n);
      }
      default: {
        const p = payments.get(body.ref);
        if (!p || !STATUSES[body.action]) return { error: "unknown payment or action" };
        move(p, body.action, body.receivedAmount);
        const n = notification(p, body);
        last = n;
        return body.deliver === false ? { status: 0, body: null, notification: n } : deliver(n);
      }
    }
  }

  function page(p) {
    const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fintecture (fake bank)</title></head>
<body><main><h1>Fake bank transfer</h1><p>Pay ${esc(p.amount)} ${esc(p.currency)} to the shop</p>
<p>Reference: ${esc(p.communication)}</p><p>Status: ${esc(p.status)}</p>
<form method="post" action="/pay/${esc(p.id)}">
<button name="choice" value="pay">Pay</button>
<button name="choice" value="decline">Decline</button>
<button name="choice" value="cancel">Cancel and return</button>
</form></main></body></html>`;
  }

  function backToShop(res, p) {
    const target = new URL(p.redirectUri);
    target.searchParams.set("session_id", p.id);
    target.searchParams.set("status", p.status);
    target.searchParams.set("customer_id", p.customerId);
    target.searchParams.set("provider", "cmcifrpp");
    target.searchParams.set("state", p.state);
    res.writeHead(303, { location: target.toString() }).end();
  }

  /** Refunds of a payment that hold money (waiting or done). */
  const refundedCents = (paymentId) =>
    [...refunds.values()]
      .filter((r) => r.paymentId === paymentId && r.status !== "payment_unsuccessful")
      .reduce((sum, r) => sum + cents(r.amount), 0);

  function refund(res, url, raw) {
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return error(res, 400, "invalid_body", "Body is not JSON");
    }
    const p = payments.get(body?.meta?.session_id ?? "");
    if (!p) return error(res, 404, "session_not_found", "No such payment session");
    const a = body?.data?.attributes ?? {};
    if (!/^\d+\.\d{2}$/.test(a.amount ?? "") || cents(a.amount) < 1) {
      return error(res, 400, "invalid_amount", "amount must be a positive decimal with two digits");
    }
    if ((a.currency ?? p.currency) !== p.currency) return error(res, 400, "invalid_currency", "currency mismatch");
    if (a.communication !== undefined && !/^[A-Za-z0-9 ]{0,140}$/.test(a.communication)) {
      return error(res, 400, "invalid_communication", "communication: letters, digits and spaces only");
    }
    if (p.status !== "payment_created")
      return error(res, 400, "payment_not_refundable", "The payment was not received");
    const paid = cents(p.receivedAmount || p.amount);
    if (cents(a.amount) > paid - refundedCents(p.id)) {
      return error(res, 400, "refund_amount_exceeded", "The refund is more than what is left of the payment");
    }
    if (knobs.refuseRefund) {
      const code = knobs.refuseRefund;
      knobs.refuseRefund = null;
      return error(res, 400, code, "The refund was refused (fake: refusing on purpose)");
    }
    const id = randomBytes(16).toString("hex");
    refunds.set(id, {
      id,
      paymentId: p.id,
      refundedSession: true,
      amount: a.amount,
      currency: p.currency,
      state: url.searchParams.get("state") ?? "",
      status: "refund_waiting",
    });
    return json(res, 200, { meta: { session_id: id, status: "refund_waiting" } });
  }

  async function api(req, res, url, raw) {
    calls.push(`${req.method} ${url.pathname}`);
    if (knobs.fail > 0) {
      knobs.fail--;
      return error(res, knobs.failStatus, "server_error", "Fake failure");
    }
    if (req.method === "POST" && url.pathname === "/oauth/accesstoken") {
      const basic = Buffer.from(`${appId}:${appSecret}`).toString("base64");
      const form = new URLSearchParams(raw);
      if (req.headers.authorization !== `Basic ${basic}`) return error(res, 401, "invalid_client", "Bad credentials");
      if (
        form.get("grant_type") !== "client_credentials" ||
        form.get("scope") !== "PIS" ||
        form.get("app_id") !== appId
      ) {
        return error(res, 400, "invalid_request", "Bad token request");
      }
      const token = randomBytes(24).toString("hex");
      tokens.add(token);
      return json(res, 200, { token_type: "Bearer", access_token: token, expires_in: 3599 });
    }
    if (!bearer(req)) return error(res, 401, "invalid_token", "Unknown access token");
    const hang = knobs.hang > 0 ? (knobs.hang--, knobs.hangMs) : 0;
    const problem = signatureProblem(req, raw);
    if (problem) return error(res, 401, "invalid_signature", problem);
    if (req.method === "POST" && url.pathname === "/pis/v2/connect") {
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return error(res, 400, "invalid_body", "Body is not JSON");
      }
      const a = body?.data?.attributes ?? {};
      const redirectUri = url.searchParams.get("redirect_uri");
      const valid =
        body?.data?.type === "SEPA" &&
        /^\d+\.\d{2}$/.test(a.amount ?? "") &&
        a.currency === "EUR" &&
        /^[A-Za-z0-9 ]{0,140}$/.test(a.communication ?? "") &&
        body?.meta?.psu_name &&
        body?.meta?.psu_email &&
        /^https?:\/\//.test(redirectUri ?? "");
      if (!valid) return error(res, 400, "invalid_request", "Missing or invalid payment fields");
      const id = randomBytes(16).toString("hex");
      sessions++;
      payments.set(id, {
        id,
        amount: a.amount,
        currency: a.currency,
        communication: a.communication,
        redirectUri,
        state: url.searchParams.get("state") ?? "",
        status: "provider_required",
        transferState: "",
        receivedAmount: "",
        customerId: randomBytes(8).toString("hex"),
      });
      if (hang) await wait(hang);
      const origin = `http://${req.headers.host}`;
      const noUrl = knobs.noUrl > 0 ? (knobs.noUrl--, true) : false;
      return json(res, 200, { meta: { session_id: id, ...(noUrl ? {} : { url: `${origin}/pay/${id}` }) } });
    }
    if (req.method === "POST" && url.pathname === "/pis/v2/refund") return refund(res, url, raw);
    const m = /^\/pis\/v1\/payments\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && m) {
      if (hang) await wait(hang);
      const p = payments.get(m[1]);
      return p ? json(res, 200, view(p)) : error(res, 404, "not_found", "No such payment");
    }
    return error(res, 404, "not_found", "No such endpoint");
  }

  const server = http.createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const c of req) chunks.push(c);
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url, "http://fake");
      if (url.pathname === "/healthz") return res.writeHead(200).end("ok");
      if (url.pathname === "/__control" && req.method === "POST")
        return json(res, 200, await control(JSON.parse(raw || "{}")));
      const pay = /^\/pay\/(\w+)$/.exec(url.pathname);
      if (pay) {
        const p = payments.get(pay[1]);
        if (!p) return res.writeHead(404).end("No such payment");
        if (req.method === "GET") return res.writeHead(200, { "content-type": "text/html" }).end(page(p));
        const choice = new URLSearchParams(raw).get("choice");
        const open = !["payment_created", "payment_unsuccessful", "payment_expired"].includes(p.status);
        if (open && (choice === "pay" || choice === "decline")) {
          move(p, choice === "pay" ? "complete" : "fail");
          await deliver(notification(p));
        }
        return backToShop(res, p);
      }
      return await api(req, res, url, raw);
    } catch (e) {
      if (!res.headersSent) error(res, 500, "fake_error", String(e));
    }
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    payments,
    refunds,
    control,
    stats: () => ({ sessions, tokens: tokens.size, calls: [...calls] }),
    setWebhookUrl: (u) => (webhookUrl = u),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
