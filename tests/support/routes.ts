import { SESSION_COOKIE } from "~/modules/accounts/sessions.server";

/**
 * Calling a route's loader or action directly, as Remix does: the requests a browser or an API
 * client sends, the arguments, and what came back, returned or thrown (a guard's redirect, a 404).
 */

const ORIGIN = "http://localhost";

/** A form's fields; a list is sent as the same field repeated. */
export type Fields = Record<string, string | string[]>;

export const formBody = (fields: Fields) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return body;
};

let requests = 0;
/** A client address of its own for each request: per-address limits meet only where a test means it. */
function nextIp() {
  const n = requests++;
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * A browser's request to `path` (or a full URL): English, from an address of its own; `headers`
 * add to or replace those. A fresh Request each call (getSession memoises per Request).
 */
export function pageRequest(
  path: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  return new Request(new URL(path, ORIGIN), {
    method: init.method ?? "GET",
    body: init.body,
    headers: { cookie: "i18next=en", "x-client-ip": nextIp(), "accept-language": "en", ...init.headers },
  });
}

/** A native form POST, as a browser sends it without JavaScript. */
export const formRequest = (path: string, fields: Fields, headers: Record<string, string> = {}) =>
  pageRequest(path, { method: "POST", body: formBody(fields), headers });

/** A JSON API call (`body` as it is when it is a string, else as JSON). */
export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}, method = "POST") {
  return new Request(new URL(path, ORIGIN), {
    method,
    headers: { "content-type": "application/json", "x-client-ip": nextIp(), "accept-language": "en", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A request carrying a session token in the `sattva_session` cookie. */
export const cookieRequest = (token: string, path = "/account") =>
  new Request(new URL(path, ORIGIN), { headers: { cookie: `i18next=en; ${SESSION_COOKIE}=${token}` } });

/** A request carrying a session token as a bearer token (the JSON API's way). */
export const bearerRequest = (token: string, path = "/api/sattva-orders") =>
  new Request(new URL(path, ORIGIN), { headers: { authorization: `Bearer ${token}` } });

/** A loader's or action's arguments. */
export const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

/** What a loader or action answered with `data(...)`: the payload, and the status and headers it set. */
export type Answer<D = Record<string, unknown>> = {
  data: D;
  init: { status?: number; headers?: HeadersInit } | null;
};

/** What a loader, action or guard returned, or the Response it threw (a redirect, a 404). */
export async function settle<T>(p: Promise<T> | T): Promise<T | Response> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

/** The Response a loader, action or guard throws; fails when it throws none. */
export async function thrown(p: Promise<unknown>): Promise<Response> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("expected a thrown Response");
}

/** The Response a loader or action returned or threw; fails on anything else. */
export async function responseOf(p: Promise<unknown> | unknown): Promise<Response> {
  const r = await settle(p);
  if (r instanceof Response) return r;
  throw new Error(`expected a Response, got ${JSON.stringify(r)}`);
}

/** The status of a Response or of a `data(...)` answer (200 when it set none). */
export const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as Answer).init?.status ?? 200));

/** The payload of a `data(...)` answer. */
export const dataOf = <D = Record<string, unknown>>(r: unknown) => (r as Answer<D>).data;

/** A header of a Response or of a `data(...)` answer. */
export const headerOf = (r: unknown, name: string) =>
  r instanceof Response ? r.headers.get(name) : new Headers((r as Answer).init?.headers).get(name);

/** The `sattva_session` Set-Cookie line of a Response ("" without one), and the token it sets. */
export const sessionCookieOf = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? "";
export const tokenOf = (setCookie: string) => new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookie)?.[1] ?? null;

/** Whether a Response sets the flash (toast) cookie. */
export const setsFlash = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith("sattva_flash="));
