/**
 * The Stripe fake's wire formats: the SDK's form-encoded bracket bodies (`line_items[0][quantity]=1`),
 * Stripe's error answers, and the hosted Checkout page.
 */

/** `a[b][0][c]=v` pairs → nested objects, with objects keyed 0..n-1 turned into arrays (as Stripe reads them). */
export function decodeForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((segment, i) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  return arrays(root);
}

function arrays(value) {
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value);
  const out = Object.fromEntries(keys.map((k) => [k, arrays(value[k])]));
  const listLike = keys.length > 0 && keys.every((k, i) => k === String(i));
  return listLike ? keys.map((k) => out[k]) : out;
}

/** Stripe's error body: `{ error: { type, code?, param?, message } }`. */
export function stripeError(status, type, message, extra = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

export const invalidParam = (param, message) =>
  stripeError(400, "invalid_request_error", message, { code: "parameter_invalid", param });

export const missingParam = (param) =>
  stripeError(400, "invalid_request_error", `Missing required param: ${param}.`, { code: "parameter_missing", param });

const escape = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const money = (cents, currency) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The hosted page of a session: what is paid for, and the three ways out. */
export function hostedPage(session, lines) {
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escape(l.name)}</td><td>${l.quantity}</td><td>${money(l.unitAmount * l.quantity, session.currency)}</td></tr>`,
    )
    .join("");
  const open = session.status === "open";
  const actions = open
    ? `<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/decline"><button type="submit">Decline</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel and return</button></form>`
    : `<p>This Checkout Session is no longer active (${escape(session.status)}).</p>
<p><a href="${escape(session.cancel_url ?? session.success_url)}">Return to the shop</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (local fake)</title></head>
<body>
<main>
<h1>Stripe Checkout — local test double, no real money</h1>
<p>${escape(session.customer_email ?? "")}</p>
<table><thead><tr><th>Item</th><th>Qty</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table>
<p>Total: <strong data-testid="total">${money(session.amount_total, session.currency)}</strong></p>
${actions}
</main>
</body></html>`;
}
