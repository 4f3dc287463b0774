/**
 * No request can hold the database: every statement of the app's request pool is cancelled by
 * PostgreSQL after `DB_STATEMENT_TIMEOUT_MS` (SQLSTATE 57014), and a cancelled statement answers
 * 503 with Retry-After — a page shows the error screen, an API answers JSON `{ error }` — and is
 * logged with its route. Migrations lift the limit for their own transaction; staff-only reports
 * that may read a year of orders take `DB_REPORT_STATEMENT_TIMEOUT_MS` with `withStatementTimeout`.
 *
 * The variables are read here rather than in env.server.ts (whose schema another part owns) with
 * zod, once, like the rest of the environment.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { parse as parseCookie } from "cookie";
import { z } from "zod";
import de from "../../locales/de/limits.json";
import en from "../../locales/en/limits.json";
import es from "../../locales/es/limits.json";
import fr from "../../locales/fr/limits.json";
import it from "../../locales/it/limits.json";
import { anyCause, linkMatches } from "./error-chain";
import { fallbackLanguage, isLanguage, type Language } from "./languages";
import { logError } from "./log.server";

const timeoutSchema = z.object({
  /// Milliseconds a statement of a request may run before PostgreSQL cancels it (0: no limit).
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /// The longer limit of staff-only reports (dashboards over a year), set per transaction.
  DB_REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
});

export type StatementTimeouts = z.infer<typeof timeoutSchema>;

/** The limits from an environment (process.env by default); a bad value stops the start with its name. */
export function readStatementTimeouts(source: Record<string, string | undefined> = process.env): StatementTimeouts {
  const parsed = timeoutSchema.safeParse({
    DB_STATEMENT_TIMEOUT_MS: source.DB_STATEMENT_TIMEOUT_MS || undefined,
    DB_REPORT_STATEMENT_TIMEOUT_MS: source.DB_REPORT_STATEMENT_TIMEOUT_MS || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

let cached: StatementTimeouts | undefined;
export function statementTimeouts(): StatementTimeouts {
  return (cached ??= readStatementTimeouts());
}

/** PostgreSQL's `query_canceled` (a statement timeout or a cancel request). */
const QUERY_CANCELED = new Set(["57014"]);
const CANCELED_TEXT = /canceling statement due to statement timeout/i;

/** A statement the server cancelled for its time limit, through the driver's and Prisma's wrappings. */
export function isStatementTimeout(error: unknown): boolean {
  return anyCause(
    error,
    (link) => link instanceof StatementTimeoutResponse || linkMatches(link, QUERY_CANCELED, CANCELED_TEXT),
  );
}

// ---------------------------------------------------------------------------------------------
// The request a statement belongs to (for the log line and the answer's language)

export interface RequestScope {
  method: string;
  /** Path and query of the request. */
  url: string;
  requestId?: string;
  cookie?: string;
  acceptLanguage?: string;
}

// One store per process, shared by the HTTP server (scripts/server.mjs) and the server bundle.
const scopeKey = Symbol.for("sattva.requestScope");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestScope> | undefined>;
const scopes = (holder[scopeKey] ??= new AsyncLocalStorage<RequestScope>());

/** Runs fn as one request's work (the HTTP server wraps each request's handler in it). */
export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** The scope of a Fetch API request (tests, and any server that hands the app such requests). */
export function requestScopeOf(request: Request): RequestScope {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: url.pathname + url.search,
    requestId: request.headers.get("x-request-id") ?? undefined,
    cookie: request.headers.get("cookie") ?? undefined,
    acceptLanguage: request.headers.get("accept-language") ?? undefined,
  };
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

/**
 * One key per HTTP request, for what a request computes once and its loaders share (who is signed
 * in, the language). Remix hands each loader a copy of the request (`new Request` with the `index`
 * and `_routes` parameters taken out), so a memo keyed by the Request object is not shared between
 * the root's loader and the page's: the scope the HTTP server opens for the request is. The scope
 * is used only when it is this request's (same method, same cookies); anywhere else (tests, a
 * request made inside another) the key is the Request itself.
 */
export function requestMemoKey(request: Request): object {
  const scope = scopes.getStore();
  if (!scope || scope.method !== request.method || (scope.cookie ?? null) !== request.headers.get("cookie"))
    return request;
  return scope;
}

const messages: Record<Language, typeof en> = { it, en, fr, de, es };

function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { lng: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.find((t) => isLanguage(t.lng))?.lng as Language | undefined;
}

/** The request's language as the shop detects it (`?lng`, the `i18next` cookie, Accept-Language). */
export function scopeLanguage(scope: RequestScope | undefined): Language {
  if (!scope) return fallbackLanguage;
  const query = new URL(scope.url, "http://x").searchParams.get("lng");
  if (isLanguage(query)) return query;
  const cookie = scope.cookie ? parseCookie(scope.cookie).i18next : undefined;
  if (isLanguage(cookie)) return cookie;
  return acceptedLanguage(scope.acceptLanguage) ?? fallbackLanguage;
}

/** A message of the `limits` namespace in a language, with `{{name}}` values filled in. */
export function limitsMessage(lng: Language, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (l: Language) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[l]);
  const text = lookup(lng) ?? lookup(fallbackLanguage) ?? key;
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

// ---------------------------------------------------------------------------------------------
// The answer

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** What a page's error boundary reads from the 503 (the thrown Response's JSON body). */
export interface StatementTimeoutBody {
  /** For an API client. */
  error: string;
  /** For the error screen of a page. */
  title: string;
  message: string;
  code: "statement_timeout";
}

/**
 * The 503 thrown in place of a cancelled statement: Remix answers a thrown Response as it is for
 * an API or resource route (JSON `{ error }`), and renders the error screen with its status and
 * body for a page. A Response subclass so `instanceof Response` (Remix's check) holds.
 */
export class StatementTimeoutResponse extends Response {}

export function statementTimeoutResponse(lng: Language, limitMs = statementTimeouts().DB_STATEMENT_TIMEOUT_MS) {
  const seconds = Math.max(1, Math.round(limitMs / 1000));
  const body: StatementTimeoutBody = {
    error: limitsMessage(lng, "busy.api", { seconds }),
    title: limitsMessage(lng, "busy.title"),
    message: limitsMessage(lng, "busy.body", { seconds }),
    code: "statement_timeout",
  };
  return new StatementTimeoutResponse(JSON.stringify(body), {
    status: 503,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * A cancelled statement, logged with its route and query, becomes the 503 to throw; any other
 * error is returned unchanged.
 */
export function answerStatementTimeout(
  error: unknown,
  query: string,
  limitMs = statementTimeouts().DB_STATEMENT_TIMEOUT_MS,
): unknown {
  if (error instanceof StatementTimeoutResponse || !isStatementTimeout(error)) return error;
  const scope = currentRequestScope();
  logError(error, {
    event: "statement-timeout",
    limitMs,
    method: scope?.method,
    route: scope ? new URL(scope.url, "http://x").pathname : undefined,
    url: scope?.url,
    requestId: scope?.requestId,
    query: JSON.stringify(query.replace(/\s+/g, " ").trim().slice(0, 500)),
  });
  return statementTimeoutResponse(scopeLanguage(scope), limitMs);
}
