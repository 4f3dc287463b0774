/**
 * The Stripe fake's state and API: Checkout Sessions, their PaymentIntents, idempotent creates,
 * and the moves the hosted page and the control route make (each with the event Stripe would send).
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { decodeForm, invalidParam, missingParam, stripeError } from "./wire.mjs";

const CREATE_PARAMS = new Set([
  "mode",
  "line_items",
  "success_url",
  "cancel_url",
  "client_reference_id",
  "customer_email",
  "metadata",
  "payment_intent_data",
  "expires_at",
  "locale",
  "expand",
  "allow_promotion_codes",
  "billing_address_collection",
  "submit_type",
]);
const LOCALES = new Set(["auto", "it", "en", "fr", "de", "es", "nl", "pt", "pl"]);
const id = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const isUrl = (v) => typeof v === "string" && /^https?:\/\/[^\s]+$/.test(v);
const isInt = (v) => typeof v === "string" && /^\d{1,12}$/.test(v);

/** Checks a create body as Stripe does (the subset the shop sends); null when it is valid. */
function invalidCreate(p) {
  const unknown = Object.keys(p).find((k) => !CREATE_PARAMS.has(k));
  if (unknown) return invalidParam(unknown, `Received unknown parameter: ${unknown}`);
  if (p.mode !== "payment")
    return p.mode ? invalidParam("mode", "Invalid mode: must be payment.") : missingParam("mode");
  if (!p.success_url) return missingParam("success_url");
  if (!isUrl(p.success_url)) return invalidParam("success_url", "Not a valid URL");
  if (p.cancel_url !== undefined && !isUrl(p.cancel_url)) return invalidParam("cancel_url", "Not a valid URL");
  if (!Array.isArray(p.line_items) || p.line_items.length === 0) return missingParam("line_items");
  if (p.line_items.length > 100) return invalidParam("line_items", "At most 100 line items.");
  const currencies = new Set();
  for (const [i, li] of p.line_items.entries()) {
    const at = `line_items[${i}]`;
    const pd = li?.price_data;
    if (!pd) return missingParam(`${at}[price_data]`);
    if (!/^[a-z]{3}$/.test(pd.currency ?? "")) return invalidParam(`${at}[price_data][currency]`, "Invalid currency.");
    if (!isInt(pd.unit_amount)) return invalidParam(`${at}[price_data][unit_amount]`, "Invalid non-negative integer");
    if (!pd.product_data?.name) return missingParam(`${at}[price_data][product_data][name]`);
    if (!isInt(li.quantity) || Number(li.quantity) < 1)
      return invalidParam(`${at}[quantity]`, "Invalid positive integer");
    currencies.add(pd.currency);
  }
  if (currencies.size > 1) return invalidParam("line_items", "All line items must use the same currency.");
  if (p.expires_at !== undefined) {
    const at = Number(p.expires_at);
    if (!isInt(p.expires_at) || at < now() + 30 * 60 - 5 || at > now() + 24 * 60 * 60) {
      return invalidParam(
        "expires_at",
        "The `expires_at` timestamp must be between 30 minutes and 24 hours after now.",
      );
    }
  }
  if (p.locale !== undefined && !LOCALES.has(p.locale)) return invalidParam("locale", "Invalid locale.");
  if (p.client_reference_id !== undefined && p.client_reference_id.length > 200)
    return invalidParam("client_reference_id", "Too long.");
  for (const md of [p.metadata, p.payment_intent_data?.metadata]) {
    if (md !== undefined && (typeof md !== "object" || Object.keys(md).length > 50))
      return invalidParam("metadata", "Invalid metadata.");
  }
  return null;
}

const REFUND_PARAMS = new Set(["payment_intent", "charge", "amount", "reason", "metadata", "expand"]);
const REFUND_REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);
const euros = (cents, currency) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export function createApi({ secretKey, deliver, baseUrl }) {
  const refunds = new Map();
  /** The next refunds' fate: `{ error: { code, message } }` (refused) or `{ status: "pending" | "failed" }`. */
  const refundKnobs = [];
  const sessions = new Map();
  const lines = new Map();
  const intents = new Map();
  const idempotent = new Map();
  const requests = [];
  const lastTypes = new Map();
  let created = 0;

  const event = (type, session) => ({
    id: id("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: structuredClone(session) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });

  /** Stripe ends an open session at its `expires_at` (and says so); the fake does it when next looked at. */
  function current(session) {
    if (session.status === "open" && session.expires_at < now()) {
      session.status = "expired";
      void deliver(event("checkout.session.expired", session));
    }
    return session;
  }

  function createSession(p) {
    const items = p.line_items.map((li) => ({
      name: li.price_data.product_data.name,
      unitAmount: Number(li.price_data.unit_amount),
      quantity: Number(li.quantity),
    }));
    const total = items.reduce((s, l) => s + l.unitAmount * l.quantity, 0);
    const sid = id("cs_test");
    const session = {
      id: sid,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: total,
      amount_total: total,
      currency: p.line_items[0].price_data.currency,
      client_reference_id: p.client_reference_id ?? null,
      customer_email: p.customer_email ?? null,
      metadata: p.metadata ?? {},
      locale: p.locale ?? null,
      success_url: p.success_url,
      cancel_url: p.cancel_url ?? null,
      url: `${baseUrl()}/pay/${sid}`,
      expires_at: p.expires_at ? Number(p.expires_at) : now() + 24 * 60 * 60,
      created: now(),
      livemode: false,
      payment_intent: null,
    };
    sessions.set(sid, session);
    lines.set(sid, { items, intentMetadata: p.payment_intent_data?.metadata ?? {} });
    created++;
    return session;
  }

  function view(session, expand = []) {
    const out = structuredClone(session);
    if (expand.includes("payment_intent") && session.payment_intent)
      out.payment_intent = intents.get(session.payment_intent);
    return out;
  }

  function setIntent(session, status) {
    const pid = session.payment_intent ?? id("pi");
    intents.set(pid, {
      id: pid,
      latest_charge: intents.get(pid)?.latest_charge ?? id("ch"),
      object: "payment_intent",
      amount: session.amount_total,
      currency: session.currency,
      status,
      metadata: lines.get(session.id)?.intentMetadata ?? {},
    });
    session.payment_intent = pid;
  }

  /** Stripe's refund object. */
  const refundView = (r) => structuredClone(r);

  /** `POST /v1/refunds`: on a PaymentIntent whose charge succeeded, at most what is left of it. */
  function createRefund(p) {
    const unknown = Object.keys(p).find((k) => !REFUND_PARAMS.has(k));
    if (unknown) return invalidParam(unknown, `Received unknown parameter: ${unknown}`);
    if (!p.payment_intent && !p.charge) return missingParam("payment_intent");
    const intent = intents.get(p.payment_intent ?? "");
    if (!intent)
      return stripeError(404, "invalid_request_error", `No such payment_intent: '${p.payment_intent}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    if (p.amount !== undefined && (!isInt(p.amount) || Number(p.amount) < 1))
      return invalidParam("amount", "Invalid positive integer");
    if (p.reason !== undefined && !REFUND_REASONS.has(p.reason)) return invalidParam("reason", "Invalid reason.");
    if (p.metadata !== undefined && (typeof p.metadata !== "object" || Object.keys(p.metadata).length > 50))
      return invalidParam("metadata", "Invalid metadata.");
    if (intent.status !== "succeeded")
      return stripeError(
        400,
        "invalid_request_error",
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent.id && (r.status === "succeeded" || r.status === "pending"))
      .reduce((s, r) => s + r.amount, 0);
    const left = intent.amount - refunded;
    if (left <= 0)
      return stripeError(400, "invalid_request_error", `Charge ${intent.latest_charge} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (amount > left)
      return stripeError(
        400,
        "invalid_request_error",
        `Refund amount (${euros(amount, intent.currency)}) is greater than unrefunded amount on charge (${euros(left, intent.currency)})`,
        { code: "amount_too_large", param: "amount" },
      );
    const knob = refundKnobs.shift();
    if (knob?.error) return stripeError(400, "invalid_request_error", knob.error.message, { code: knob.error.code });
    const status = knob?.status ?? "succeeded";
    const refund = {
      id: id("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      destination_details: { type: "card", card: { type: "refund" } },
      metadata: p.metadata ?? {},
      payment_intent: intent.id,
      reason: p.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status,
      transfer_reversal: null,
      ...(status === "failed" ? { failure_reason: "expired_or_canceled_card" } : {}),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refundView(refund) };
  }

  function route(method, path, params) {
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    const r = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (r && method === "GET") {
      const found = refunds.get(r[1]);
      return found
        ? { status: 200, body: refundView(found) }
        : stripeError(404, "invalid_request_error", `No such refund: '${r[1]}'`, { code: "resource_missing" });
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const problem = invalidCreate(params);
      return problem ?? { status: 200, body: view(createSession(params), params.expand) };
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = m && sessions.get(m[1]);
    if (m && !session)
      return stripeError(404, "invalid_request_error", `No such checkout.session: '${m[1]}'`, {
        code: "resource_missing",
        param: "session",
      });
    if (session && !m[2] && method === "GET") return { status: 200, body: view(current(session), params.expand) };
    if (session && m[2] && method === "POST") {
      if (current(session).status !== "open")
        return stripeError(
          400,
          "invalid_request_error",
          "Only Checkout Sessions with a status of `open` can be expired.",
        );
      session.status = "expired";
      void deliver(event("checkout.session.expired", session));
      return { status: 200, body: view(session, params.expand) };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  return {
    requests,
    created: () => created,
    refunds: () => [...refunds.values()].map(refundView),
    /** The next refund request: refused with Stripe's `code` (`{ error }`), or made `pending` / `failed`. */
    nextRefund: (knob) => refundKnobs.push(knob),
    /** A pending refund ends (`succeeded` | `failed`): its `refund.updated` event, to deliver. */
    settleRefund(refundId, status) {
      const refund = refunds.get(refundId ?? "");
      if (!refund || refund.status !== "pending") return { ok: false, error: `no pending refund ${refundId}` };
      refund.status = status;
      if (status === "failed") refund.failure_reason = "expired_or_canceled_card";
      return { ok: true, event: { ...event("refund.updated", refund), data: { object: refundView(refund) } } };
    },
    sessions: () => [...sessions.values()].map((s) => view(s)),
    page: (sid) => (sessions.has(sid) ? { session: current(sessions.get(sid)), lines: lines.get(sid).items } : null),

    /** Null when the bearer key is accepted; else Stripe's 401. */
    authenticate(header) {
      const key = /^Bearer (\S+)$/.exec(header ?? "")?.[1];
      if (!key)
        return stripeError(
          401,
          "invalid_request_error",
          "You did not provide an API key. Provide it as a Bearer token.",
        );
      const ok = secretKey ? key === secretKey : /^sk_test_\w+$/.test(key);
      return ok ? null : stripeError(401, "invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}****`);
    },

    log(req, path, raw, outcome) {
      const params = decodeForm(raw);
      requests.push({
        method: req.method,
        path,
        idempotencyKey: req.headers["idempotency-key"] ?? null,
        params,
        outcome,
      });
    },

    /** An API call (already authenticated): replays a stored answer for a known idempotency key. */
    async handle(method, path, raw, key) {
      const params = decodeForm(raw);
      const record = { method, path, idempotencyKey: key ?? null, params, outcome: null };
      requests.push(record);
      if (method === "POST" && key) {
        const stored = idempotent.get(key);
        const fingerprint = `${method} ${path} ${raw}`;
        if (stored && stored.fingerprint !== fingerprint) {
          record.outcome = "idempotency_error";
          return stripeError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          );
        }
        if (stored) {
          record.outcome = "replayed";
          return { ...stored.answer, headers: { "Idempotent-Replayed": "true" } };
        }
        const answer = route(method, path, params);
        // Stripe keeps the result of a request that ran; one refused by validation is not kept.
        if (answer.status < 400) idempotent.set(key, { fingerprint, answer });
        record.outcome = answer.status;
        return answer;
      }
      const answer = route(method, path, params);
      record.outcome = answer.status;
      return answer;
    },

    /** A control move: the session's new state and the event Stripe would send for it. */
    move(ref, action, { amountTotal } = {}) {
      const session = sessions.get(ref ?? "");
      if (!session) return { ok: false, error: `no such session: ${ref}` };
      const pendingBefore = session.status === "complete" && session.payment_status === "unpaid";
      const open = current(session).status === "open";
      let type;
      if (action === "complete" && (open || pendingBefore)) {
        Object.assign(session, { status: "complete", payment_status: "paid" });
        setIntent(session, "succeeded");
        type = pendingBefore ? "checkout.session.async_payment_succeeded" : "checkout.session.completed";
      } else if (action === "pending" && open) {
        Object.assign(session, { status: "complete", payment_status: "unpaid" });
        setIntent(session, "processing");
        type = "checkout.session.completed";
      } else if (action === "fail" && (open || pendingBefore)) {
        Object.assign(session, { status: "complete", payment_status: "unpaid" });
        setIntent(session, "requires_payment_method");
        type = "checkout.session.async_payment_failed";
      } else if (action === "expire" && open) {
        session.status = "expired";
        type = "checkout.session.expired";
      } else {
        return { ok: false, error: `cannot ${action} a session that is ${session.status}/${session.payment_status}` };
      }
      lastTypes.set(session.id, type);
      return this.notify(ref, { amountTotal });
    },

    /** A new event (new id) of the session's last move, as it stands now (`amountTotal`: another amount said). */
    notify(ref, { amountTotal } = {}) {
      const session = sessions.get(ref ?? "");
      const type = session && lastTypes.get(session.id);
      if (!type) return { ok: false, error: `no move made on session ${ref} yet` };
      const e = event(type, session);
      if (amountTotal !== undefined) e.data.object.amount_total = Number(amountTotal);
      return { ok: true, session: view(session), event: e };
    },
  };
}
