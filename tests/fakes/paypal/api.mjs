/**
 * The PayPal fake's API and buyer's page (the subset of Orders v2 the shop calls, strict where
 * PayPal is strict). `s` is the fake's state: { url, clientId, clientSecret, orders, byRequestId,
 * tokens, stats, knobs, notifier }.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { paypalId } from "./notifier.mjs";
import { approvalPage, captureView, orderView, readBody, send, sendError } from "./views.mjs";

const AMOUNT = /^\d{1,10}(\.\d{2})?$/;
const notFound = (res) =>
  sendError(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");

export function makeCapture(s, order, status) {
  order.capture = {
    id: paypalId(17),
    status,
    amount: { ...order.purchase_units[0].amount },
    create_time: new Date().toISOString(),
    requestId: null,
  };
  order.status = "COMPLETED";
  s.stats.captures++;
  return order.capture;
}

/** The buyer approved at PayPal; "decline": their funding will be refused at the capture. */
export function approve(order, decision) {
  order.status = "APPROVED";
  order.decision = decision;
  order.payer = {
    payer_id: "FAKEPAYER",
    email_address: "buyer@paypal.fake.test",
    name: { given_name: "Fake", surname: "Buyer" },
  };
}

export const captureNotification = (s, order, type, o = {}) =>
  s.notifier.notify(type, "capture", captureView(s.url, order), o);

/** The failNext / hangNext knobs: true when this call was answered with a failure already. */
function knobsFor(s, route, res) {
  const { fail, hang } = s.knobs;
  if (fail && fail.count > 0 && (!fail.route || fail.route === route)) {
    fail.count--;
    sendError(
      res,
      fail.status,
      "INTERNAL_SERVER_ERROR",
      "INTERNAL_SERVICE_ERROR",
      "An internal service error has occurred.",
    );
    return true;
  }
  if (hang && hang.count > 0 && (!hang.route || hang.route === route)) {
    hang.count--;
    res.lateBy = hang.ms;
  }
  return false;
}

function routeOf(method, path) {
  const m = /^\/v2\/checkout\/orders(?:\/([\w-]+)(\/capture)?)?$/.exec(path);
  const c = /^\/v2\/payments\/captures\/([\w-]+)$/.exec(path);
  const cr = /^\/v2\/payments\/captures\/([\w-]+)\/refund$/.exec(path);
  const rf = /^\/v2\/payments\/refunds\/([\w-]+)$/.exec(path);
  if (path === "/v1/oauth2/token" && method === "POST") return { route: "token" };
  if (m && !m[1] && method === "POST") return { route: "create" };
  if (m?.[1] && m[2] && method === "POST") return { route: "capture", id: m[1] };
  if (m?.[1] && !m[2] && method === "GET") return { route: "get", id: m[1] };
  if (c && method === "GET") return { route: "capture-get", id: c[1] };
  if (cr && method === "POST") return { route: "refund", id: cr[1] };
  if (rf && method === "GET") return { route: "refund-get", id: rf[1] };
  return null;
}

/** Answers an API call; false when the path is not one of the API's. */
export async function handleApi(s, req, res, path) {
  const found = routeOf(req.method, path);
  if (!found) return false;
  const { route, id } = found;
  s.stats.calls.push(`${route} ${path}`);
  const body = await readBody(req);
  if (knobsFor(s, route, res)) return true;
  if (route === "token") return (token(s, req, res, body), true);
  if (!s.tokens.has((req.headers.authorization ?? "").replace(/^Bearer /, ""))) {
    send(res, 401, { error: "invalid_token", error_description: "Token signature verification failed" });
    return true;
  }
  if (route === "create") return (create(s, req, res, body), true);
  if (route === "refund") return (refund(s, req, res, id, body), true);
  if (route === "refund-get") {
    const found = s.refunds.get(id);
    if (found) send(res, 200, refundOf(s.url, found));
    else notFound(res);
    return true;
  }
  if (route === "capture-get") {
    const order = [...s.orders.values()].find((o) => o.capture?.id === id);
    if (order) send(res, 200, captureView(s.url, order));
    else notFound(res);
    return true;
  }
  const order = s.orders.get(id);
  if (!order) notFound(res);
  else if (route === "get") send(res, 200, orderView(s.url, order));
  else capture(s, req, res, order);
  return true;
}

function token(s, req, res, body) {
  const basic = Buffer.from(`${s.clientId}:${s.clientSecret}`).toString("base64");
  if (req.headers.authorization !== `Basic ${basic}`) {
    return send(res, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
  }
  if (new URLSearchParams(body).get("grant_type") !== "client_credentials") {
    return send(res, 400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
  }
  const access = `A21AA${randomBytes(24).toString("base64url")}`;
  s.tokens.add(access);
  s.stats.tokensIssued++;
  send(res, 200, {
    scope: "https://uri.paypal.com/services/payments/payment",
    access_token: access,
    token_type: "Bearer",
    app_id: "APP-FAKE",
    expires_in: 32400,
    nonce: randomUUID(),
  });
}

function invalidField(b) {
  const unit = b?.purchase_units?.[0];
  const ctx = b?.payment_source?.paypal?.experience_context;
  if (!["CAPTURE", "AUTHORIZE"].includes(b?.intent)) return "intent";
  if (!Array.isArray(b.purchase_units) || b.purchase_units.length !== 1) return "purchase_units";
  if (!/^[A-Z]{3}$/.test(unit?.amount?.currency_code ?? "") || !AMOUNT.test(unit?.amount?.value ?? "")) {
    return "purchase_units/0/amount";
  }
  for (const k of ["custom_id", "invoice_id", "description"]) {
    if (unit[k] !== undefined && (typeof unit[k] !== "string" || unit[k].length > 127)) return `purchase_units/0/${k}`;
  }
  if (!URL.canParse(ctx?.return_url ?? "") || !URL.canParse(ctx?.cancel_url ?? "")) {
    return "payment_source/paypal/experience_context";
  }
  return null;
}

function create(s, req, res, raw) {
  const requestId = req.headers["paypal-request-id"];
  if (requestId && s.byRequestId.has(requestId)) {
    return send(res, 200, orderView(s.url, s.orders.get(s.byRequestId.get(requestId))));
  }
  let b;
  try {
    b = JSON.parse(raw);
  } catch {
    return sendError(res, 400, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON", "The request JSON is not well formed.");
  }
  const invalid = invalidField(b);
  if (invalid) {
    return sendError(res, 422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", `Invalid value: /${invalid}`);
  }
  const order = {
    id: paypalId(17),
    intent: b.intent,
    status: "PAYER_ACTION_REQUIRED",
    purchase_units: [{ ...b.purchase_units[0] }],
    experience: b.payment_source.paypal.experience_context,
    create_time: new Date().toISOString(),
    decision: null,
    capture: null,
  };
  s.orders.set(order.id, order);
  if (requestId) s.byRequestId.set(requestId, order.id);
  s.stats.ordersCreated++;
  send(res, 201, orderView(s.url, order));
}

function capture(s, req, res, order) {
  const requestId = req.headers["paypal-request-id"] ?? null;
  if (order.capture) {
    if (requestId && order.capture.requestId === requestId) return send(res, 201, orderView(s.url, order));
    return sendError(res, 422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED", "Order already captured.");
  }
  if (order.status !== "APPROVED") {
    return sendError(res, 422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED", "Payer has not yet approved the Order.");
  }
  const status = order.decision === "decline" ? "DECLINED" : (s.knobs.nextCapture ?? "COMPLETED");
  s.knobs.nextCapture = null;
  makeCapture(s, order, status).requestId = requestId;
  // PayPal tells the shop's webhook about the capture too, once it has answered the call.
  const replied = new Promise((resolve) => res.once("close", resolve));
  void s.notifier.track(replied.then(() => captureNotification(s, order, `PAYMENT.CAPTURE.${status}`)));
  send(res, 201, orderView(s.url, order));
}

/** Payments v2 refund resource. */
export function refundOf(url, r) {
  return {
    id: r.id,
    amount: r.amount,
    status: r.status,
    ...(r.status === "PENDING" ? { status_details: { reason: "ECHECK" } } : {}),
    ...(r.custom_id ? { custom_id: r.custom_id } : {}),
    ...(r.invoice_id ? { invoice_id: r.invoice_id } : {}),
    ...(r.note_to_payer ? { note_to_payer: r.note_to_payer } : {}),
    seller_payable_breakdown: { gross_amount: r.amount, total_refunded_amount: r.amount },
    create_time: r.create_time,
    update_time: new Date().toISOString(),
    links: [
      { href: `${url}/v2/payments/refunds/${r.id}`, rel: "self", method: "GET" },
      { href: `${url}/v2/payments/captures/${r.captureId}`, rel: "up", method: "GET" },
    ],
  };
}

const cents = (value) => Math.round(Number(value) * 100);

/**
 * `POST /v2/payments/captures/{id}/refund`: idempotent per PayPal-Request-Id; at most what is left
 * of a COMPLETED (or partly refunded) capture, else 422 with PayPal's issue.
 */
function refund(s, req, res, captureId, raw) {
  const order = [...s.orders.values()].find((o) => o.capture?.id === captureId);
  if (!order) return notFound(res);
  const requestId = req.headers["paypal-request-id"];
  if (requestId && s.refundsByRequestId.has(requestId)) {
    return send(res, 201, refundOf(s.url, s.refunds.get(s.refundsByRequestId.get(requestId))));
  }
  let b = {};
  try {
    b = raw ? JSON.parse(raw) : {};
  } catch {
    return sendError(res, 400, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON", "The request JSON is not well formed.");
  }
  const capture = order.capture;
  if (b.amount !== undefined) {
    if (!AMOUNT.test(b.amount?.value ?? "") || !/^[A-Z]{3}$/.test(b.amount?.currency_code ?? "")) {
      return sendError(res, 422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", "Invalid value: /amount");
    }
    if (b.amount.currency_code !== capture.amount.currency_code) {
      return sendError(
        res,
        422,
        "UNPROCESSABLE_ENTITY",
        "REFUND_CURRENCY_MISMATCH",
        "Refund must be in the same currency as the capture.",
      );
    }
  }
  for (const k of ["custom_id", "invoice_id"]) {
    if (b[k] !== undefined && (typeof b[k] !== "string" || b[k].length > 127)) {
      return sendError(res, 422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", `Invalid value: /${k}`);
    }
  }
  if (b.note_to_payer !== undefined && (typeof b.note_to_payer !== "string" || b.note_to_payer.length > 255)) {
    return sendError(res, 422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", "Invalid value: /note_to_payer");
  }
  if (capture.status === "REFUNDED") {
    return sendError(
      res,
      422,
      "UNPROCESSABLE_ENTITY",
      "CAPTURE_FULLY_REFUNDED",
      "The capture has already been fully refunded.",
    );
  }
  if (!["COMPLETED", "PARTIALLY_REFUNDED"].includes(capture.status)) {
    return sendError(res, 422, "UNPROCESSABLE_ENTITY", "REFUND_NOT_ALLOWED", "Refund is not allowed for this capture.");
  }
  const taken = [...s.refunds.values()]
    .filter((r) => r.captureId === captureId && r.status !== "FAILED" && r.status !== "CANCELLED")
    .reduce((sum, r) => sum + cents(r.amount.value), 0);
  const left = cents(capture.amount.value) - taken;
  const amount = b.amount ? cents(b.amount.value) : left;
  if (amount > left) {
    return sendError(
      res,
      422,
      "UNPROCESSABLE_ENTITY",
      "REFUND_AMOUNT_EXCEEDED",
      "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
    );
  }
  const knob = s.knobs.nextRefund;
  s.knobs.nextRefund = null;
  if (knob?.issue) {
    return sendError(
      res,
      422,
      "UNPROCESSABLE_ENTITY",
      knob.issue,
      "The refund was refused (fake: refusing on purpose).",
    );
  }
  const r = {
    id: paypalId(17),
    captureId,
    amount: { value: (amount / 100).toFixed(2), currency_code: capture.amount.currency_code },
    status: knob?.status ?? "COMPLETED",
    custom_id: b.custom_id,
    invoice_id: b.invoice_id,
    note_to_payer: b.note_to_payer,
    create_time: new Date().toISOString(),
  };
  s.refunds.set(r.id, r);
  if (requestId) s.refundsByRequestId.set(requestId, r.id);
  if (r.status === "COMPLETED") settleCapture(s, order);
  s.stats.refunds++;
  send(res, 201, refundOf(s.url, r));
}

/** The capture's status after its refunds: REFUNDED once nothing is left, else PARTIALLY_REFUNDED. */
export function settleCapture(s, order) {
  const done = [...s.refunds.values()]
    .filter((r) => r.captureId === order.capture.id && r.status === "COMPLETED")
    .reduce((sum, r) => sum + cents(r.amount.value), 0);
  if (done > 0) order.capture.status = done >= cents(order.capture.amount.value) ? "REFUNDED" : "PARTIALLY_REFUNDED";
}

/** GET: the buyer's page; POST: their choice, then PayPal sends the browser back to the shop. */
export async function buyerPage(s, req, res, u) {
  if (req.method === "GET") {
    const order = s.orders.get(u.searchParams.get("token") ?? "");
    if (!order) return send(res, 404, "Unknown order", "text/plain");
    return send(res, 200, approvalPage(order), "text/html; charset=utf-8");
  }
  const form = new URLSearchParams(await readBody(req));
  const order = s.orders.get(form.get("token") ?? "");
  if (!order || req.method !== "POST") return send(res, 404, "Unknown order", "text/plain");
  const choice = form.get("choice");
  const back = new URL(choice === "cancel" ? order.experience.cancel_url : order.experience.return_url);
  back.searchParams.set("token", order.id);
  if (choice === "pay" || choice === "decline") {
    if (order.status !== "PAYER_ACTION_REQUIRED") return send(res, 409, "This order was already decided", "text/plain");
    approve(order, choice);
    back.searchParams.set("PayerID", "FAKEPAYER");
    if (s.knobs.approvedWebhook) {
      await s.notifier.notify("CHECKOUT.ORDER.APPROVED", "checkout-order", orderView(s.url, order));
    }
  }
  res.writeHead(303, { Location: back.toString() }).end();
}
