/**
 * A local fake of the Stripe API subset the shop uses (PAYMENTS.md "Stripe"), strict where Stripe
 * is strict, so the real SDK and provider run against it by configuration alone:
 *
 *   POST /v1/checkout/sessions              form-encoded bracket body, `Authorization: Bearer`,
 *                                           `Idempotency-Key` (same key → the same answer; another
 *                                           body with it → 400 idempotency_error)
 *   GET  /v1/checkout/sessions/:id          `expand[]=payment_intent` supported
 *   POST /v1/checkout/sessions/:id/expire   open sessions only; sends `checkout.session.expired`
 *   POST /v1/refunds                        on a succeeded PaymentIntent: `amount` at most what is left
 *                                           (else amount_too_large / charge_already_refunded), `metadata`,
 *                                           `reason`, idempotent like every POST; GET /v1/refunds/:id
 *   GET  /pay/:id                           the hosted page: Pay / Decline / Cancel and return
 *   POST /__control, GET /__control         see `control()` below
 *   GET  /healthz
 *
 * Notifications are signed with `Stripe.webhooks.generateTestHeaderString` and POSTed to
 * `webhookUrl`. In-process: `const fake = await startStripeFake({ webhookUrl })` → `{ url, close,
 * control, sessions, session, requests, deliveries, idle, ... }`; as a script: server.mjs.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import Stripe from "stripe";
import { createApi } from "./api.mjs";
import { readBody } from "../http.mjs";
import { hostedPage } from "./wire.mjs";

function send(res, status, body, headers = {}) {
  if (res.writableEnded || res.destroyed) return;
  const json = typeof body !== "string";
  res.writeHead(status, {
    "Content-Type": json ? "application/json" : "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(json ? JSON.stringify(body, null, 2) : body);
}

export async function startStripeFake(options = {}) {
  const { port = 0, host = "127.0.0.1", secretKey, webhookSecret = "whsec_fake_secret" } = options;
  let webhookUrl = options.webhookUrl ?? null;
  const deliveries = [];
  const inFlight = new Set();
  const timers = new Set();
  let lastEvent = null;

  /** Signs and POSTs an event to the shop; resolves to the shop's status code (0: unreachable). */
  async function deliver(event, { tamper } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const timestamp = Math.floor(Date.now() / 1000) - (tamper === "stale" ? 600 : 0);
    const secret = tamper === "bad_signature" ? `whsec_forged_${randomBytes(6).toString("hex")}` : webhookSecret;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    if (!tamper) lastEvent = event;
    const record = { id: event.id, type: event.type, tamper: tamper ?? null, payload, signature, status: null };
    deliveries.push(record);
    if (!webhookUrl) return (record.status = 0);
    const headers = { "Content-Type": "application/json; charset=utf-8", "User-Agent": "Stripe/1.0 (fake)" };
    if (tamper !== "unsigned") headers["Stripe-Signature"] = signature;
    const sending = fetch(webhookUrl, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(15_000) })
      .then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      })
      .catch(() => 0);
    inFlight.add(sending);
    try {
      return (record.status = await sending);
    } finally {
      inFlight.delete(sending);
    }
  }

  const api = createApi({ secretKey, deliver, baseUrl: () => url });
  const faults = { failNext: 0, failStatus: 500, delayNext: 0, delayMs: 0, delayPath: null };

  /**
   * The knobs (also `POST /__control` with the same JSON):
   * - `{ ref, action: "complete" | "fail" | "expire" | "pending", deliver?, tamper?, amountTotal? }`
   *   moves the session (complete on a pending one: the async payment succeeded) and delivers its
   *   event unless `deliver: false`; `tamper`: "bad_signature" | "stale" | "unsigned";
   *   `amountTotal`: the event says another amount → `{ status, event, session }`
   * - `{ ref, action: "notify", tamper?, amountTotal? }`: a new event of the session's last move, as
   *   it stands (to send a tampered one after `deliver: false`)
   * - `{ action: "fail_next", count, status? }`: the next API calls answer 500 (or status), unexecuted
   * - `{ action: "delay_next", count, ms, path? }`: the next API calls (to `path` only, when given) are
   *   executed, then answered late
   * - `{ action: "replay" }`: the last event again (same id and body, a fresh signature)
   * - `{ action: "refuse_refund", code?, message? }`: the next refund is refused with that Stripe code
   * - `{ action: "refund_next", status: "pending" | "failed" }`: the next refund comes out so
   * - `{ action: "settle_refund", refund, status: "succeeded" | "failed", deliver? }`: a pending refund
   *   ends and `refund.updated` is delivered
   * - `{ action: "reset" }`: no faults; `{ action: "stats" }`: sessions created, sessions, deliveries
   */
  async function control(body = {}) {
    switch (body.action) {
      case "fail_next":
        Object.assign(faults, { failNext: Number(body.count ?? 1), failStatus: Number(body.status ?? 500) });
        return { ok: true };
      case "delay_next":
        Object.assign(faults, {
          delayNext: Number(body.count ?? 1),
          delayMs: Number(body.ms ?? 30_000),
          delayPath: body.path ?? null,
        });
        return { ok: true };
      case "reset":
        Object.assign(faults, { failNext: 0, delayNext: 0 });
        return { ok: true };
      case "replay":
        if (!lastEvent) return { ok: false, error: "no event yet" };
        return { ok: true, status: await deliver(lastEvent), event: { id: lastEvent.id, type: lastEvent.type } };
      case "stats":
        return {
          ok: true,
          sessionsCreated: api.created(),
          sessions: api.sessions(),
          deliveries,
          refunds: api.refunds(),
        };
      case "refuse_refund":
        api.nextRefund({
          error: {
            code: body.code ?? "charge_disputed",
            message:
              body.message ?? "This charge has been disputed and cannot be refunded (fake: refusing on purpose).",
          },
        });
        return { ok: true };
      case "refund_next":
        api.nextRefund({ status: body.status === "failed" ? "failed" : "pending" });
        return { ok: true };
      case "settle_refund": {
        const settled = api.settleRefund(body.refund, body.status === "failed" ? "failed" : "succeeded");
        if (!settled.ok) return settled;
        if (body.deliver === false) return { ok: true, event: settled.event };
        return {
          ok: true,
          status: await deliver(settled.event),
          event: { id: settled.event.id, type: settled.event.type },
        };
      }
      default: {
        const options = { amountTotal: body.amountTotal };
        const moved =
          body.action === "notify" ? api.notify(body.ref, options) : api.move(body.ref, body.action, options);
        if (!moved.ok) return moved;
        if (body.deliver === false) return { ok: true, session: moved.session };
        const status = await deliver(moved.event, { tamper: body.tamper });
        return { ok: true, status, event: { id: moved.event.id, type: moved.event.type }, session: moved.session };
      }
    }
  }

  async function handleApi(req, res, raw, path) {
    const answerLater = (answer) => {
      if (faults.delayNext > 0 && (!faults.delayPath || faults.delayPath === path)) {
        faults.delayNext--;
        const t = setTimeout(() => {
          timers.delete(t);
          send(res, answer.status, answer.body, answer.headers);
        }, faults.delayMs);
        timers.add(t);
      } else send(res, answer.status, answer.body, answer.headers);
    };
    const auth = api.authenticate(req.headers.authorization);
    if (auth) return send(res, auth.status, auth.body);
    if (faults.failNext > 0) {
      faults.failNext--;
      api.log(req, path, raw, "failed");
      return send(res, faults.failStatus, {
        error: { type: "api_error", message: "An unknown error occurred (fake: failing on purpose)." },
      });
    }
    answerLater(await api.handle(req.method, path, raw, req.headers["idempotency-key"]));
  }

  async function handlePage(req, res, path) {
    const m = /^\/pay\/([\w]+)(?:\/(pay|decline|cancel))?$/.exec(path);
    const found = m && api.page(m[1]);
    if (!found) return send(res, 404, "<!doctype html><title>Not found</title><h1>Not found</h1>");
    const { session, lines } = found;
    if (!m[2] && req.method === "GET") return send(res, 200, hostedPage(session, lines));
    if (!m[2] || req.method !== "POST") return send(res, 405, "<!doctype html><title>Method not allowed</title>");
    if (m[2] === "cancel") return send(res, 303, "", { Location: session.cancel_url ?? session.success_url });
    if (session.status !== "open") return send(res, 409, hostedPage(session, lines));
    await control({ ref: session.id, action: m[2] === "pay" ? "complete" : "fail" });
    send(res, 303, "", { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
  }

  const server = http.createServer(async (req, res) => {
    try {
      const u = new URL(req.url ?? "/", "http://fake");
      const raw = await readBody(req);
      if (u.pathname === "/healthz") return send(res, 200, "ok");
      if (u.pathname === "/__control") {
        if (req.method === "GET") return send(res, 200, await control({ action: "stats" }));
        const answer = await control(raw ? JSON.parse(raw) : {});
        return send(res, answer.ok ? 200 : 400, answer);
      }
      if (u.pathname.startsWith("/v1/")) return await handleApi(req, res, u.search.slice(1) || raw, u.pathname);
      if (u.pathname.startsWith("/pay/")) return await handlePage(req, res, u.pathname);
      send(res, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${u.pathname}).` },
      });
    } catch (error) {
      send(res, 500, { error: { type: "api_error", message: String(error?.message ?? error) } });
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${address.port}`;

  return {
    url,
    port: address.port,
    webhookSecret,
    control,
    setWebhookUrl: (u) => (webhookUrl = u),
    /** Checkout Sessions created (an idempotent replay creates none). */
    sessionsCreated: () => api.created(),
    sessions: () => api.sessions(),
    session: (id) => api.sessions().find((s) => s.id === id) ?? null,
    /** The line items a session was created with: `{ name, unitAmount, quantity }`. */
    linesOf: (id) => api.page(id)?.lines ?? null,
    /** Refunds made (an idempotent replay makes none). */
    refunds: () => api.refunds(),
    /** Every API call received: `{ method, path, idempotencyKey, params, outcome }`, newest last. */
    requests: api.requests,
    /** Every notification sent: `{ id, type, tamper, payload, signature, status }`, newest last. */
    deliveries,
    /** Resolves once the notifications being sent have been answered. */
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
