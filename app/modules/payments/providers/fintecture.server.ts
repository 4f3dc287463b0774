import type { PaymentStatus } from "~/generated/prisma/enums";
import { env } from "~/lib/env.server";
import {
  ProviderNoRedirect,
  ProviderUnavailable,
  RefundRefused,
  type PaymentProvider,
  type PaymentUpdate,
  type RefundInput,
  type RefundResult,
  type StartedPayment,
  type StartPaymentInput,
} from "../provider";
import {
  amountToCents,
  centsToAmount,
  communicationOf,
  privateKeyOf,
  signedHeaders,
  verifyNotification,
} from "./fintecture-signing.server";

/**
 * Bank transfer through Fintecture PIS (PAYMENTS.md "Fintecture"), over its REST API with our own
 * request signing (./fintecture-signing.server.ts). `start` opens a connect session and sends the
 * shopper to Fintecture's page; the return carries an unsigned status, so it is fetched again
 * server-side; notifications are verified (digest, encrypted signature, freshness) before use.
 * Fintecture has no idempotency key: the core reuses a session's page instead of asking again.
 */

/** Fintecture answered, but without a page to send the shopper to. */
export class FintectureNoRedirect extends ProviderNoRedirect {
  constructor(message = "Fintecture returned no payment page") {
    super(message);
    this.name = "FintectureNoRedirect";
  }
}

interface Config {
  appId: string;
  appSecret: string;
  privateKeyPem: string;
  apiUrl: string;
}

function config(): Config | null {
  const e = env();
  if (!e.FINTECTURE_APP_ID || !e.FINTECTURE_APP_SECRET || !e.FINTECTURE_PRIVATE_KEY) return null;
  return {
    appId: e.FINTECTURE_APP_ID,
    appSecret: e.FINTECTURE_APP_SECRET,
    privateKeyPem: e.FINTECTURE_PRIVATE_KEY,
    apiUrl: e.FINTECTURE_API_URL.replace(/\/$/, ""),
  };
}

function requireConfig(): Config {
  const c = config();
  if (!c) throw new ProviderUnavailable("Fintecture is not configured");
  return c;
}

/**
 * A call to Fintecture: its JSON answer, or ProviderUnavailable (down, slow, 5xx, refused). Every
 * call ends within FINTECTURE_TIMEOUT_MS (default 10 s): a slow Fintecture must not hold a
 * checkout request.
 */
async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(env().FINTECTURE_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailable(`Fintecture unreachable: ${(error as Error).message}`, { cause: error });
  }
  if (response.status >= 500) throw new ProviderUnavailable(`Fintecture answered ${response.status}`);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new ProviderUnavailable("Fintecture answered something that is not JSON");
  }
  return { status: response.status, body };
}

const tokens = new Map<string, { token: string; until: number }>();

/** A PIS access token, reused until a minute before it ends (per configuration). */
async function accessToken(c: Config, fresh = false): Promise<string> {
  const key = `${c.apiUrl}\n${c.appId}\n${c.appSecret}`;
  const cached = tokens.get(key);
  if (!fresh && cached && cached.until > Date.now()) return cached.token;
  const { status, body } = await call(`${c.apiUrl}/oauth/accesstoken`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      Authorization: `Basic ${Buffer.from(`${c.appId}:${c.appSecret}`).toString("base64")}`,
    },
    body: new URLSearchParams({ scope: "PIS", app_id: c.appId, grant_type: "client_credentials" }).toString(),
  });
  const answer = body as { access_token?: unknown; expires_in?: unknown } | null;
  if (status !== 200 || typeof answer?.access_token !== "string") {
    throw new ProviderUnavailable(`Fintecture refused the access token (${status})`);
  }
  const seconds = Number(answer.expires_in);
  const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds : 3600;
  tokens.clear();
  tokens.set(key, { token: answer.access_token, until: Date.now() + Math.max(lifetime - 60, 0) * 1000 });
  return answer.access_token;
}

/** A signed call with a bearer token; a 401 (token revoked early) is tried once more with a new one. */
async function signedCall(c: Config, method: "GET" | "POST", pathAndQuery: string, body?: string) {
  let privateKey;
  try {
    privateKey = privateKeyOf(c.privateKeyPem);
  } catch (error) {
    throw new ProviderUnavailable("FINTECTURE_PRIVATE_KEY is not a readable private key", { cause: error });
  }
  for (const fresh of [false, true]) {
    const token = await accessToken(c, fresh);
    const answer = await call(`${c.apiUrl}${pathAndQuery}`, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        Authorization: `Bearer ${token}`,
        ...signedHeaders({ method, pathAndQuery, body, appId: c.appId, privateKey }),
      },
      body,
    });
    if (answer.status !== 401 || fresh) return answer;
  }
  throw new ProviderUnavailable("unreachable");
}

type Fields = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const obj = (v: unknown): Fields => (v && typeof v === "object" ? (v as Fields) : {});

/**
 * What a Fintecture status means for us (PAYMENTS.md). `payment_created` is the bank's acceptance;
 * the money is in only once the transfer is received (or more than received).
 */
function statusOf(status: string, transferState: string): PaymentStatus | null {
  switch (status) {
    case "payment_created":
      return transferState === "received" || transferState === "overpaid" ? "paid" : "processing";
    case "payment_pending":
    case "payment_partial":
      return "processing";
    case "payment_unsuccessful":
    case "payment_error":
      return "failed";
    case "payment_expired":
      return "expired";
    // sca_required, provider_required: the shopper is still at the bank, as we already know.
    default:
      return null;
  }
}

interface Report {
  ref: string;
  status: string;
  transferState: string;
  amount: unknown;
  receivedAmount: unknown;
  currency: unknown;
}

/**
 * The update a report (a notification or a fetched payment) stands for. The amount compared with
 * the order is the money received when the transfer is complete; a partial transfer moves on with
 * the amount asked for and a flag, and an overpaid one is paid with a flag (money to give back).
 */
function updateOf(r: Report, eventKey: string, payload: unknown): PaymentUpdate | null {
  const status = statusOf(r.status, r.transferState);
  if (!status) return null;
  const asked = amountToCents(r.amount);
  const received = amountToCents(r.receivedAmount);
  let amountCents = asked;
  let review: string | undefined;
  if (r.status === "payment_partial") {
    review = `partial transfer: received ${text(r.receivedAmount) || "?"} of ${text(r.amount)}`;
  } else if (status === "paid" && r.transferState === "overpaid") {
    review = `overpaid transfer: received ${text(r.receivedAmount) || "?"} for ${text(r.amount)}`;
  } else if (status === "paid" && received !== null) {
    amountCents = received;
  }
  const currency = text(r.currency).toUpperCase() || null;
  return { providerRef: r.ref, eventKey, status, amountCents, currency, review, payload };
}

/** `GET /pis/v1/payments/{id}`: the payment as Fintecture knows it now. */
async function fetchPayment(ref: string): Promise<PaymentUpdate | null> {
  const c = requireConfig();
  const { status, body } = await signedCall(c, "GET", `/pis/v1/payments/${encodeURIComponent(ref)}`);
  if (status !== 200) throw new ProviderUnavailable(`Fintecture payment lookup answered ${status}`);
  const meta = obj(obj(body).meta);
  const data = obj(obj(body).data);
  const attributes = obj(data.attributes);
  const report: Report = {
    ref,
    status: text(meta.status) || text(attributes.status),
    transferState: text(meta.transfer_state) || text(attributes.transfer_state) || text(data.transfer_state),
    amount: attributes.amount,
    receivedAmount: attributes.received_amount ?? meta.received_amount,
    currency: attributes.currency,
  };
  return updateOf(report, `fetch:${ref}:${report.status}:${report.transferState}`, body);
}

/**
 * PIS v2 `POST /pis/v2/refund?state=<our refund id>` on the payment's session, signed like every
 * other call. Fintecture answers with the refund's own session and settles it later: the refund is
 * pending until its notification (`refunded_session_id` set) says how it ended. Fintecture takes
 * no idempotency key: refunds.server.ts never sends a refund twice once Fintecture has answered.
 */
async function refund(input: RefundInput): Promise<RefundResult> {
  const c = requireConfig();
  const body = JSON.stringify({
    meta: { session_id: input.providerRef },
    data: {
      attributes: {
        amount: centsToAmount(input.amountCents),
        currency: input.currency.toUpperCase(),
        communication: communicationOf(input.description),
      },
    },
  });
  const query = new URLSearchParams({ state: input.refundId });
  const { status, body: answer } = await signedCall(c, "POST", `/pis/v2/refund?${query}`, body);
  if (status >= 200 && status < 300) {
    const meta = obj(obj(answer).meta);
    return { status: "pending", providerRef: text(meta.session_id) || null, payload: answer };
  }
  const errors = obj(answer).errors;
  const first = obj(Array.isArray(errors) ? errors[0] : null);
  const code = text(first.code) || text(obj(answer).code) || String(status);
  throw new RefundRefused(code, text(first.message) || text(first.detail) || `Fintecture refund answered ${status}`);
}

/** A refund's notification: its own session, the payment's session, and how it ended. */
function refundNotice(form: URLSearchParams): PaymentUpdate[] {
  const ref = form.get("session_id") ?? "";
  const status = form.get("status") ?? "";
  const ended =
    status === "payment_created"
      ? "succeeded"
      : ["payment_unsuccessful", "payment_error", "payment_expired"].includes(status)
        ? "failed"
        : null;
  if (!ref || !ended) return [];
  return [
    {
      providerRef: form.get("refunded_session_id") ?? "",
      eventKey: `refund:${ref}:${status}`,
      status: "refunded",
      amountCents: amountToCents(form.get("amount")),
      currency: (form.get("currency") ?? "").toUpperCase() || null,
      payload: Object.fromEntries(form),
      refund: {
        refundId: form.get("state"),
        providerRef: ref,
        status: ended,
        ...(ended === "failed" ? { failureReason: status } : {}),
      },
    },
  ];
}

export const fintecture: PaymentProvider = {
  id: "fintecture",
  isConfigured: () => config() !== null,

  async start(input: StartPaymentInput): Promise<StartedPayment> {
    const c = requireConfig();
    const query = new URLSearchParams({
      origin_uri: new URL(env().publicUrl).origin,
      redirect_uri: input.returnUrl,
      state: input.attemptId,
    });
    const body = JSON.stringify({
      meta: {
        psu_name: input.customer.name,
        psu_email: input.customer.email,
        ...(input.customer.ip ? { psu_ip: input.customer.ip } : {}),
      },
      data: {
        type: "SEPA",
        attributes: {
          amount: centsToAmount(input.amountCents),
          currency: input.currency.toUpperCase(),
          communication: communicationOf(input.description),
        },
      },
    });
    const { status, body: answer } = await signedCall(c, "POST", `/pis/v2/connect?${query}`, body);
    if (status < 200 || status >= 300) throw new ProviderUnavailable(`Fintecture connect answered ${status}`);
    const meta = obj(obj(answer).meta);
    const sessionId = text(meta.session_id);
    const url = text(meta.url);
    if (!sessionId || !/^https?:\/\//.test(url)) throw new FintectureNoRedirect();
    return { providerRef: sessionId, redirectUrl: url, status: "awaiting_customer" };
  },

  async handleReturn(query, providerRef) {
    // The query is unsigned: only a session that is not ours stops us from asking Fintecture.
    const given = query.get("session_id");
    if (given !== null && given !== providerRef) return null;
    return fetchPayment(providerRef);
  },

  fetchStatus: fetchPayment,

  async parseNotification(rawBody, headers) {
    const c = requireConfig();
    verifyNotification(rawBody, headers, { appId: c.appId, privateKey: privateKeyOf(c.privateKeyPem) });
    const form = new URLSearchParams(rawBody);
    if (form.get("refunded_session_id")) return refundNotice(form);
    const report: Report = {
      ref: form.get("session_id") ?? "",
      status: form.get("status") ?? "",
      transferState: form.get("transfer_state") ?? "",
      amount: form.get("amount"),
      receivedAmount: form.get("received_amount"),
      currency: form.get("currency"),
    };
    if (!report.ref) return [];
    // Fintecture sends no event id: the content is the event.
    const eventKey = `${report.ref}:${report.status}:${report.transferState}:${form.get("received_amount") ?? ""}`;
    const update = updateOf(report, eventKey, Object.fromEntries(form));
    if (!update) return [];
    // A notification that moves money but does not say how much: ask Fintecture.
    if (
      (update.status === "paid" || update.status === "processing") &&
      (update.amountCents === null || !update.currency)
    ) {
      const fetched = await fetchPayment(report.ref);
      return fetched ? [{ ...fetched, eventKey, attemptId: form.get("state") }] : [];
    }
    return [{ ...update, attemptId: form.get("state") }];
  },

  refund,
};
