/**
 * How the PayPal fake writes what it answers: orders, captures and refunds in the shapes of
 * PayPal's Orders v2 and Payments v2 APIs, its error bodies, and the buyer's page.
 */
import { randomBytes } from "node:crypto";

export { readBody } from "../http.mjs";

/** An answer; `res.lateBy` (the hang knob) holds it back that long, as a reply lost on the way. */
export function send(res, status, body, type = "application/json") {
  const write = () => {
    if (res.destroyed || res.socket?.destroyed) return;
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "Content-Type": type, "paypal-debug-id": randomBytes(7).toString("hex") }).end(text);
  };
  if (res.lateBy) setTimeout(write, res.lateBy).unref();
  else write();
}

/** PayPal's error body: { name, details: [{ issue, description }], message, debug_id, links }. */
export function sendError(res, status, name, issue, description) {
  const debugId = randomBytes(7).toString("hex");
  send(res, status, {
    name,
    details: [{ issue, description }],
    message:
      status === 422
        ? "The requested action could not be performed, semantically incorrect, or failed business validation."
        : description,
    debug_id: debugId,
    links: [
      { href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`, rel: "information_link" },
    ],
  });
}

const statusDetails = { PENDING: { reason: "PENDING_REVIEW" }, DECLINED: { reason: "DECLINED_BY_RISK_FRAUD_FILTERS" } };

export function captureView(url, order) {
  const c = order.capture;
  const unit = order.purchase_units[0];
  return {
    id: c.id,
    status: c.status,
    ...(statusDetails[c.status] ? { status_details: statusDetails[c.status] } : {}),
    amount: c.amount,
    final_capture: true,
    seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
    custom_id: unit.custom_id,
    invoice_id: unit.invoice_id,
    supplementary_data: { related_ids: { order_id: order.id } },
    create_time: c.create_time,
    update_time: new Date().toISOString(),
    links: [
      { href: `${url}/v2/payments/captures/${c.id}`, rel: "self", method: "GET" },
      { href: `${url}/v2/payments/captures/${c.id}/refund`, rel: "refund", method: "POST" },
      { href: `${url}/v2/checkout/orders/${order.id}`, rel: "up", method: "GET" },
    ],
  };
}

/** A refund as PayPal's PAYMENT.CAPTURE.REFUNDED carries it: it names only its capture (the "up" link). */
export function refundView(url, order, refundId) {
  return {
    id: refundId,
    amount: order.capture.amount,
    status: "COMPLETED",
    create_time: new Date().toISOString(),
    links: [
      { href: `${url}/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
      { href: `${url}/v2/payments/captures/${order.capture.id}`, rel: "up", method: "GET" },
    ],
  };
}

export function orderView(url, order) {
  const self = `${url}/v2/checkout/orders/${order.id}`;
  const links = [{ href: self, rel: "self", method: "GET" }];
  if (order.status === "PAYER_ACTION_REQUIRED") {
    links.push({ href: `${url}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" });
  }
  if (order.status === "APPROVED") links.push({ href: `${self}/capture`, rel: "capture", method: "POST" });
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    payment_source: {
      paypal: order.payer
        ? { email_address: order.payer.email_address, account_id: order.payer.payer_id, name: order.payer.name }
        : {},
    },
    purchase_units: order.purchase_units.map((unit) => ({
      ...unit,
      payee: { merchant_id: "FAKEMERCHANT01", email_address: "merchant@paypal.fake.test" },
      ...(order.capture ? { payments: { captures: [captureView(url, order)] } } : {}),
    })),
    ...(order.payer ? { payer: order.payer } : {}),
    create_time: order.create_time,
    links,
  };
}

const escape = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** The buyer's page (the payer-action link): plainly a fake, no real money. */
export function approvalPage(order) {
  const { amount, description } = order.purchase_units[0];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PayPal (local fake)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 2rem auto">
<main>
<h1>PayPal sandbox (local fake)</h1>
<p>Test payment: no real money moves.</p>
<p>${escape(description ?? "")} — <strong>${escape(amount.value)} ${escape(amount.currency_code)}</strong></p>
<p>Order ${escape(order.id)}: ${escape(order.status)}</p>
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escape(order.id)}">
<button type="submit" name="choice" value="pay">Pay</button>
<button type="submit" name="choice" value="decline">Decline</button>
<button type="submit" name="choice" value="cancel">Cancel and return</button>
</form>
</main>
</body></html>`;
}
