/**
 * A local fake of PayPal's Orders v2 subset the shop uses (PAYMENTS.md), strict where PayPal is:
 *
 *   POST /v1/oauth2/token                 Basic client id:secret, grant_type=client_credentials
 *   POST /v2/checkout/orders              Bearer; PayPal-Request-Id: the same id answers the same order
 *   GET  /v2/checkout/orders/{id}
 *   POST /v2/checkout/orders/{id}/capture idempotent per PayPal-Request-Id; another id on a captured
 *                                         order → 422 ORDER_ALREADY_CAPTURED; unapproved → 422 ORDER_NOT_APPROVED
 *   GET  /v2/payments/captures/{id}
 *   POST /v2/payments/captures/{id}/refund  idempotent per PayPal-Request-Id; { amount, custom_id,
 *                                         invoice_id, note_to_payer }; more than is left → 422
 *                                         REFUND_AMOUNT_EXCEEDED, nothing left → CAPTURE_FULLY_REFUNDED
 *   GET  /v2/payments/refunds/{id}
 *   GET  /checkoutnow?token={id}          the buyer's page (the payer-action link): Pay, Decline,
 *                                         Cancel and return. Pay approves (the capture is the shop's
 *                                         call, then PAYMENT.CAPTURE.COMPLETED follows); Decline makes
 *                                         the capture come out DECLINED; Cancel goes to cancel_url.
 *   GET  /v1/notifications/certs/{name}.pem   the certificate the notifications are signed with
 *   GET  /healthz
 *   POST /__control  { ref, action, deliver?, amountCents?, signature?, certHost?, ageSeconds? }
 *        action: approve (CHECKOUT.ORDER.APPROVED) | complete | fail | pending | refund
 *        (PAYMENT.CAPTURE.*) | expire (order VOIDED; PayPal sends nothing) — answers
 *        { status: <the shop's answer>, body } ; amountCents: the notification claims another
 *        amount; signature "bad" (signed with another key) | "none"; certHost "foreign" (cert URL
 *        on another host); ageSeconds: transmission time that long ago (negative: ahead).
 *        { action: "replay", resign? }  the last notification again (resign: a new transmission)
 *        { action: "failNext", count?, status?, route? }  the next API calls answer 500 (or status)
 *        { action: "hangNext", count?, ms?, route? }  the next API calls are done, then answered late
 *        { action: "nextCapture", status }  the next capture comes out PENDING (or COMPLETED ...)
 *        { action: "approvedWebhook", on }  Pay also sends CHECKOUT.ORDER.APPROVED, as PayPal may
 *        { action: "refuseRefund", issue? }  the next refund is refused (422 with that issue)
 *        { action: "nextRefund", status }  the next refund comes out PENDING
 *        { action: "settleRefund", refund, status: COMPLETED | FAILED }  a pending refund ends and
 *        PAYMENT.CAPTURE.REFUNDED (COMPLETED) is sent, naming it (custom_id) as PayPal does
 *        { action: "reset" }   knobs off
 *   GET  /__control   counters and orders (JSON)
 * route: token | create | get | capture | capture-get.
 *
 * In-process: startPayPalFake({ clientId, clientSecret, webhookId, webhookUrl | deliver }) →
 * { url, close, control, settled, stats, orders, lastNotification }. `deliver(notification)`
 * replaces the HTTP POST to webhookUrl (integration tests call the route's action with it).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { approve, buyerPage, captureNotification, handleApi, makeCapture, refundOf, settleCapture } from "./api.mjs";
import { createNotifier, paypalId } from "./notifier.mjs";
import { selfSignedCertificate } from "./signing.mjs";
import { orderView, readBody, refundView, send, sendError } from "./views.mjs";

const noKnobs = () => ({ fail: null, hang: null, nextCapture: null, approvedWebhook: false, nextRefund: null });

export async function startPayPalFake(options = {}) {
  const { port = 0, host = "127.0.0.1", webhookUrl } = options;
  const cert = selfSignedCertificate();
  const certName = `CERT-fake-${randomBytes(6).toString("hex")}`;
  const s = {
    url: "",
    clientId: options.clientId ?? "fake-paypal-client",
    clientSecret: options.clientSecret ?? "fake-paypal-secret",
    orders: new Map(),
    byRequestId: new Map(),
    refunds: new Map(),
    refundsByRequestId: new Map(),
    tokens: new Set(),
    stats: {
      tokensIssued: 0,
      ordersCreated: 0,
      captures: 0,
      refunds: 0,
      certFetches: 0,
      /** @type {string[]} */
      calls: [],
      /** @type {{ type: string, status: number | null }[]} */
      deliveries: [],
    },
    knobs: noKnobs(),
  };
  /** Where notifications say the certificate is; foreign: the same fake under another host name. */
  const certUrl = (foreign) => {
    const base = foreign ? s.url.replace(/\/\/[^:/]+/, host === "127.0.0.1" ? "//localhost" : "//127.0.0.1") : s.url;
    return `${base}/v1/notifications/certs/${certName}.pem`;
  };
  s.notifier = createNotifier({
    webhookId: options.webhookId ?? "WH-FAKE",
    privateKey: cert.privateKey,
    certUrl,
    stats: s.stats,
    deliver:
      options.deliver ??
      (async (n) => {
        if (!webhookUrl) return { status: null };
        const res = await fetch(webhookUrl, { method: "POST", headers: n.headers, body: n.body });
        return { status: res.status, body: await res.text() };
      }),
  });

  async function control(c) {
    const { action } = c;
    if (action === "reset") return ((s.knobs = noKnobs()), { ok: true });
    if (action === "failNext") {
      s.knobs.fail = { count: c.count ?? 1, status: c.status ?? 500, route: c.route };
      return { ok: true };
    }
    if (action === "hangNext") {
      s.knobs.hang = { count: c.count ?? 1, ms: c.ms ?? 15_000, route: c.route };
      return { ok: true };
    }
    if (action === "nextCapture") return ((s.knobs.nextCapture = c.status), { ok: true });
    if (action === "approvedWebhook") return ((s.knobs.approvedWebhook = Boolean(c.on)), { ok: true });
    if (action === "replay") return s.notifier.replay(c);
    if (action === "refuseRefund")
      return ((s.knobs.nextRefund = { issue: c.issue ?? "TRANSACTION_REFUSED" }), { ok: true });
    if (action === "nextRefund") return ((s.knobs.nextRefund = { status: c.status ?? "PENDING" }), { ok: true });
    if (action === "settleRefund") {
      const r = s.refunds.get(c.refund);
      if (!r || r.status !== "PENDING") return { error: "no pending refund" };
      r.status = c.status === "FAILED" ? "FAILED" : "COMPLETED";
      const order = [...s.orders.values()].find((o) => o.capture?.id === r.captureId);
      if (r.status === "COMPLETED") {
        settleCapture(s, order);
        return s.notifier.notify("PAYMENT.CAPTURE.REFUNDED", "refund", refundOf(s.url, r), c);
      }
      return { status: null, note: "a failed refund: PayPal shows it on the refund, no capture event" };
    }
    const order = s.orders.get(c.ref);
    if (!order) return { error: "unknown order" };
    if (action === "approve") {
      approve(order, "pay");
      return s.notifier.notify("CHECKOUT.ORDER.APPROVED", "checkout-order", orderView(s.url, order), c);
    }
    if (action === "expire") {
      order.status = "VOIDED";
      return { status: null, note: "PayPal sends no notification for a voided order" };
    }
    if (action === "complete" || action === "pending") {
      const status = action === "complete" ? "COMPLETED" : "PENDING";
      if (order.capture) order.capture.status = status;
      else makeCapture(s, order, status);
      return captureNotification(s, order, `PAYMENT.CAPTURE.${status}`, c);
    }
    if (action === "fail") {
      const wasPending = order.capture?.status === "PENDING";
      if (order.capture) order.capture.status = "DECLINED";
      else makeCapture(s, order, "DECLINED");
      return captureNotification(s, order, wasPending ? "PAYMENT.CAPTURE.DENIED" : "PAYMENT.CAPTURE.DECLINED", c);
    }
    if (action === "refund") {
      if (!order.capture) return { error: "nothing captured" };
      order.capture.status = "REFUNDED";
      return s.notifier.notify("PAYMENT.CAPTURE.REFUNDED", "refund", refundView(s.url, order, paypalId()), c);
    }
    return { error: "unknown action" };
  }

  async function handle(req, res) {
    const u = new URL(req.url, s.url);
    const path = u.pathname;
    if (req.method === "GET" && path === "/healthz") return send(res, 200, "ok", "text/plain");
    if (path === "/__control") {
      if (req.method === "GET") return send(res, 200, { ...s.stats, orders: [...s.orders.values()] });
      return send(res, 200, await control(JSON.parse((await readBody(req)) || "{}")));
    }
    if (req.method === "GET" && path === `/v1/notifications/certs/${certName}.pem`) {
      s.stats.certFetches++;
      return send(res, 200, cert.pem, "application/x-pem-file");
    }
    if (path === "/checkoutnow") return buyerPage(s, req, res, u);
    if (!(await handleApi(s, req, res, path))) {
      sendError(res, 404, "RESOURCE_NOT_FOUND", "INVALID_URI", "The requested resource was not found.");
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) send(res, 500, { name: "INTERNAL_SERVER_ERROR", message: String(error) });
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  s.url = `http://${host}:${server.address().port}`;

  return {
    url: s.url,
    stats: s.stats,
    orders: s.orders,
    /** Refunds made: { id, captureId, amount, status, custom_id, ... }. */
    refunds: s.refunds,
    control,
    /** The last notification sent (or held back with deliver: false). */
    get lastNotification() {
      return s.notifier.last;
    },
    /** Waits for the notifications on their way to the shop. */
    settled: () => s.notifier.settled(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The buyer on the payer-action page: reads it (its buttons must be there) and presses one of
 * Pay | Decline | Cancel and return. → the page's HTML and where PayPal sends the browser.
 */
export async function buyerChooses(redirectUrl, choice) {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`approval page answered ${page.status}`);
  const value = { Pay: "pay", Decline: "decline", "Cancel and return": "cancel" }[choice];
  const res = await fetch(new URL("/checkoutnow", redirectUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: new URL(redirectUrl).searchParams.get("token") ?? "", choice: value }),
    redirect: "manual",
  });
  if (res.status !== 303) throw new Error(`approval answered ${res.status}`);
  return { html, location: new URL(res.headers.get("location")) };
}
