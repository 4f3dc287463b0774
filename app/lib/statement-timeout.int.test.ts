import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { database, db, openDatabase, setDatabase, withStatementTimeout, type Database } from "~/lib/db.server";
import { loader as productsApi } from "~/routes/api.sattva-products._index";
import { loader as collectionPage } from "~/routes/collections.$slug";
import { createTestDatabase } from "../../tests/support/db";
import { withTestEnv } from "../../tests/support/env";
import { args, pageRequest, settle } from "../../tests/support/routes";
import { requestScopeOf, runInRequestScope, StatementTimeoutResponse } from "./statement-timeout.server";

withTestEnv({ SESSION_SECRET: "s".repeat(40), NODE_ENV: "test" });

// The app's request pool with a low limit (1 s) on a database of this file: low enough for a quick
// test, high enough that a busy machine's first statement on a new connection is never cut.
let opened: Awaited<ReturnType<typeof createTestDatabase>>;
let limited: Database;
beforeAll(async () => {
  opened = await createTestDatabase();
  limited = await openDatabase({ url: opened.url, statementTimeoutMs: 1_000, max: 3 });
  setDatabase(limited);
});
afterAll(async () => {
  await limited.close();
  await opened.cleanup();
});
afterEach(() => vi.restoreAllMocks());

/** What was logged on stderr while fn ran. */
async function logged(fn: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void lines.push(a.map(String).join(" ")));
  await fn();
  return lines.join("\n");
}

/** Holds an exclusive lock on a table (another session) while fn runs: every read of it waits. */
async function whileLocked<T>(table: string, fn: () => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: opened.url });
  await c.connect();
  try {
    await c.query("BEGIN");
    await c.query(`LOCK TABLE "${table}" IN ACCESS EXCLUSIVE MODE`);
    return await fn();
  } finally {
    await c.query("ROLLBACK").catch(() => {});
    await c.end();
  }
}

describe("the statement time limit of requests", () => {
  it("cancels a slow statement and throws a 503 with Retry-After, logged with its route and query", async () => {
    let thrown: unknown;
    const log = await logged(async () => {
      thrown = await runInRequestScope({ method: "GET", url: "/collections/all?lng=en", requestId: "r-1" }, () =>
        db().$queryRaw`SELECT pg_sleep(3)`.catch((e: unknown) => e),
      );
    });
    expect(thrown).toBeInstanceOf(StatementTimeoutResponse);
    const res = thrown as Response;
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    const body = (await res.json()) as { error: string; title: string; message: string; code: string };
    expect(body.code).toBe("statement_timeout");
    expect(body.error).toMatch(/took too long and was stopped after 1 seconds/);
    expect(body.title).toBe("This page is taking too long");
    expect(log).toMatch(/event=statement-timeout/);
    expect(log).toMatch(/route=\/collections\/all/);
    expect(log).toMatch(/requestId=r-1/);
    expect(log).toMatch(/pg_sleep/);
  });

  it("answers in the request's language, through Prisma's model calls and the raw pool alike", async () => {
    const viaModel = await logged(async () => {
      const e = await runInRequestScope({ method: "GET", url: "/x", cookie: "i18next=de" }, () =>
        whileLocked("Brand", () =>
          db()
            .brand.findMany()
            .catch((err: unknown) => err),
        ),
      );
      expect(e).toBeInstanceOf(Response);
      expect(((await (e as Response).json()) as { error: string }).error).toMatch(/zu lange/);
    });
    expect(viaModel).toMatch(/Brand\.findMany/);
    const raw = await runInRequestScope({ method: "GET", url: "/x", acceptLanguage: "fr-FR,fr;q=0.9" }, () =>
      database()
        .query("SELECT pg_sleep(3)")
        .catch((err: unknown) => err),
    );
    expect(raw).toBeInstanceOf(Response);
    expect(((await (raw as Response).json()) as { error: string }).error).toMatch(/trop de temps/);
  });

  it("answers the JSON API 503 { error } and a page a 503 its error screen reads", async () => {
    await logged(async () => {
      // As the HTTP server runs each request: in its scope (scripts/server.mjs).
      const request = pageRequest("/api/sattva-products?limit=5");
      const api = await whileLocked("Product", () =>
        runInRequestScope(requestScopeOf(request), () => settle(productsApi(args(request)))),
      );
      expect(api).toBeInstanceOf(Response);
      const res = api as Response;
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
      expect(((await res.json()) as { error: string }).error).toMatch(/took too long/);

      const pageReq = pageRequest("/collections/all");
      const page = await whileLocked("Product", () =>
        runInRequestScope(requestScopeOf(pageReq), () => settle(collectionPage(args(pageReq, { slug: "all" })))),
      );
      expect(page).toBeInstanceOf(Response);
      expect((page as Response).status).toBe(503);
      const body = (await (page as Response).json()) as { title: string; message: string };
      expect(body.message).toMatch(/try again in a moment/);
    });
  });

  it("leaves migrations and reports their own limits", async () => {
    await expect(limited.transaction((sql) => sql.query("SELECT pg_sleep(1.5) AS slept"))).resolves.toHaveLength(1);
    await expect(
      withStatementTimeout((tx) => tx.$queryRaw`SELECT pg_sleep(1.5)::text AS slept`, 5_000),
    ).resolves.toBeTruthy();
    // The request pool itself is still limited afterwards (SET LOCAL ended with its transaction).
    await logged(async () => {
      await expect(db().$queryRaw`SELECT pg_sleep(3)`).rejects.toBeInstanceOf(Response);
    });
  });
});
