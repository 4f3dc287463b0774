import { env } from "~/lib/env.server";
import { ProviderUnavailable } from "../provider";

/**
 * PayPal's REST API as the provider calls it: an OAuth client-credentials token shared until
 * shortly before it expires, and calls with a deadline, where unreachable, slow, throttled or
 * failing (5xx) all become ProviderUnavailable ("try again later") and a 4xx is left to the
 * caller, which knows which refusals are expected (ORDER_ALREADY_CAPTURED, ...).
 */

/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;

export interface PayPalConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

export function paypalConfig(): PayPalConfig | null {
  const e = env();
  if (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET || !e.PAYPAL_WEBHOOK_ID) return null;
  return {
    apiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ""),
    clientId: e.PAYPAL_CLIENT_ID,
    clientSecret: e.PAYPAL_CLIENT_SECRET,
    webhookId: e.PAYPAL_WEBHOOK_ID,
  };
}

export function requirePaypalConfig(): PayPalConfig {
  const c = paypalConfig();
  if (!c) throw new ProviderUnavailable("PayPal is not configured");
  return c;
}

/** A 4xx answer PayPal gave for a reason it names (`details[0].issue`, e.g. ORDER_ALREADY_CAPTURED). */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | null,
    message: string,
  ) {
    super(message);
    this.name = "PayPalApiError";
  }
}

export type Json = Record<string, unknown>;
export interface Answer {
  status: number;
  body: Json;
}

/** One HTTP call with a deadline; unreachable, slow, throttled or 5xx all mean "try again later". */
async function call(url: string, init: RequestInit): Promise<Answer> {
  const what = `${init.method ?? "GET"} ${new URL(url).pathname}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(env().PAYPAL_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailable(`PayPal ${what} failed`, { cause: error });
  }
  if (status >= 500 || status === 429) throw new ProviderUnavailable(`PayPal ${what} answered ${status}`);
  let body: Json = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === "object") body = parsed as Json;
  } catch {
    if (status < 300) throw new ProviderUnavailable(`PayPal ${what} answered something that is not JSON`);
  }
  return { status, body };
}

let tokenCache: { key: string; token: Promise<{ value: string; expiresAt: number }> } | null = null;

async function requestToken(c: PayPalConfig) {
  const basic = Buffer.from(`${c.clientId}:${c.clientSecret}`).toString("base64");
  const r = await call(`${c.apiUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  const value = r.body.access_token;
  if (r.status !== 200 || typeof value !== "string") {
    throw new ProviderUnavailable(`PayPal refused the credentials (${r.status})`);
  }
  const seconds = typeof r.body.expires_in === "number" ? r.body.expires_in : 0;
  return { value, expiresAt: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS };
}

/** An access token, shared until shortly before it expires (one per configuration). */
async function accessToken(c: PayPalConfig, renew = false): Promise<string> {
  const key = `${c.apiUrl}\n${c.clientId}\n${c.clientSecret}`;
  if (!renew && tokenCache?.key === key) {
    const cached = await tokenCache.token.catch(() => null);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
  }
  const token = requestToken(c);
  tokenCache = { key, token };
  try {
    return (await token).value;
  } catch (error) {
    if (tokenCache?.token === token) tokenCache = null;
    throw error;
  }
}

/** An authenticated API call; a token PayPal no longer accepts is renewed once. */
export async function api(
  c: PayPalConfig,
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; requestId?: string } = {},
): Promise<Answer> {
  const send = async (renew: boolean) =>
    call(`${c.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken(c, renew)}`,
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(options.requestId ? { "PayPal-Request-Id": options.requestId } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const first = await send(false);
  return first.status === 401 ? send(true) : first;
}

export function issueOf(body: Json): string | null {
  const details = body.details;
  const issue = Array.isArray(details) ? (details[0] as Json | undefined)?.issue : undefined;
  return typeof issue === "string" ? issue : typeof body.name === "string" ? body.name : null;
}

export function apiError(what: string, r: Answer) {
  const issue = issueOf(r.body);
  return new PayPalApiError(r.status, issue, `PayPal ${what} answered ${r.status}${issue ? ` ${issue}` : ""}`);
}
