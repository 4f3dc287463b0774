import { describe, expect, it } from "vitest";
import {
  isStatementTimeout,
  limitsMessage,
  readStatementTimeouts,
  requestMemoKey,
  requestScopeOf,
  runInRequestScope,
  scopeLanguage,
  statementTimeoutResponse,
} from "./statement-timeout.server";

describe("the statement time limits", () => {
  it("default to 5 s for requests and 30 s for reports, and read the environment", () => {
    expect(readStatementTimeouts({})).toEqual({ DB_STATEMENT_TIMEOUT_MS: 5000, DB_REPORT_STATEMENT_TIMEOUT_MS: 30000 });
    expect(readStatementTimeouts({ DB_STATEMENT_TIMEOUT_MS: "2500", DB_REPORT_STATEMENT_TIMEOUT_MS: "0" })).toEqual({
      DB_STATEMENT_TIMEOUT_MS: 2500,
      DB_REPORT_STATEMENT_TIMEOUT_MS: 0,
    });
  });
  it("refuse a bad value by its name", () => {
    expect(() => readStatementTimeouts({ DB_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => readStatementTimeouts({ DB_STATEMENT_TIMEOUT_MS: "-1" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

describe("isStatementTimeout", () => {
  it("knows PostgreSQL's 57014 through the driver's and Prisma's wrappings", () => {
    expect(isStatementTimeout({ code: "57014", message: "canceling statement due to statement timeout" })).toBe(true);
    const wrapped = Object.assign(new Error("Error in connector"), {
      name: "DriverAdapterError",
      cause: {
        kind: "postgres",
        originalCode: "57014",
        originalMessage: "canceling statement due to statement timeout",
      },
    });
    expect(isStatementTimeout(wrapped)).toBe(true);
    expect(isStatementTimeout({ code: "P2010", meta: {}, cause: wrapped })).toBe(true);
    expect(isStatementTimeout(new Error("Raw query failed: canceling statement due to statement timeout"))).toBe(true);
  });
  it("does not take other failures for one", () => {
    expect(isStatementTimeout({ code: "23505" })).toBe(false);
    expect(isStatementTimeout(new Error("Connection terminated unexpectedly"))).toBe(false);
    expect(isStatementTimeout(null)).toBe(false);
  });
});

describe("the answer", () => {
  it("is a 503 with Retry-After and a JSON body in the language", async () => {
    const res = statementTimeoutResponse("es", 5000);
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    const body = (await res.json()) as Record<string, string>;
    expect(body.code).toBe("statement_timeout");
    expect(body.error).toContain("5 segundos");
    expect(body.title).toBe(limitsMessage("es", "busy.title"));
  });
  it("finds the request's language as the shop does", () => {
    expect(scopeLanguage(undefined)).toBe("it");
    expect(scopeLanguage({ method: "GET", url: "/x?lng=fr", cookie: "i18next=de" })).toBe("fr");
    expect(scopeLanguage({ method: "GET", url: "/x", cookie: "a=1; i18next=de", acceptLanguage: "en" })).toBe("de");
    expect(scopeLanguage({ method: "GET", url: "/x", acceptLanguage: "pt-BR, es;q=0.8, en;q=0.9" })).toBe("en");
    expect(scopeLanguage({ method: "GET", url: "/x", acceptLanguage: "pt" })).toBe("it");
  });
  it("falls back to Italian for a missing key and fills values", () => {
    expect(limitsMessage("en", "offset.tooLarge", { max: 10000 })).toContain("at most 10000");
    expect(limitsMessage("en", "no.such.key")).toBe("no.such.key");
  });
});

describe("requestMemoKey", () => {
  it("is the request's scope for every copy of the request, the Request itself anywhere else", () => {
    const page = new Request("http://x/product/a?lng=fr", { headers: { cookie: "sattva_cart=1" } });
    const copy = (r: Request) => new Request(r.url, { method: r.method, headers: r.headers });
    const scope = requestScopeOf(page);
    runInRequestScope(scope, () => {
      expect(requestMemoKey(copy(page))).toBe(scope);
      expect(requestMemoKey(copy(page))).toBe(requestMemoKey(page));
      const otherCookies = new Request(page.url, { headers: { cookie: "sattva_cart=2" } });
      expect(requestMemoKey(otherCookies)).toBe(otherCookies);
      const post = new Request(page.url, { method: "POST", headers: page.headers });
      expect(requestMemoKey(post)).toBe(post);
    });
    const bare = new Request("http://x/");
    const bareScope = requestScopeOf(bare);
    runInRequestScope(bareScope, () => expect(requestMemoKey(copy(bare))).toBe(bareScope));
    const outside = copy(page);
    expect(requestMemoKey(outside)).toBe(outside);
  });
});
