import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "~/generated/prisma/client";
import { anyCause, linkMatches } from "./error-chain";
import { answerStatementTimeout, statementTimeouts } from "./statement-timeout.server";

export type Row = Record<string, unknown>;

/**
 * A unique-index violation: Prisma's P2002, or PostgreSQL's 23505 where the driver adapter
 * passes it through unmapped (a DriverAdapterError, e.g. from a raw query).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const e = error as { name?: string; cause?: { code?: string } } | null;
  return e?.name === "DriverAdapterError" && e.cause?.code === "23505";
}

/** What PostgreSQL, its driver or Prisma say when the server cannot be reached or is restarting. */
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "P1001",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
]);
const UNAVAILABLE_TEXT =
  /ECONNREFUSED|ECONNRESET|Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Can't reach database server|Server has closed the connection/i;

/**
 * The database is down or restarting (not: the query was wrong). Such a failure is answered 503
 * with Retry-After — try again in a moment — rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, (link) => linkMatches(link, UNAVAILABLE_CODES, UNAVAILABLE_TEXT));
}

/** Raw SQL access used by the migration runner (multi-statement scripts, one transaction each). */
export interface RawSql {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database {
  prisma: PrismaClient;
  /** Runs fn inside one transaction on one connection; serialises migration runners. */
  transaction<T>(fn: (sql: RawSql) => Promise<T>): Promise<T>;
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A PostgreSQL connection string, and optionally the schema to work in (tests). */
export interface DatabaseConfig {
  url: string;
  schema?: string;
  /** Connections in the pool (default 10). */
  max?: number;
  /**
   * Milliseconds PostgreSQL lets one statement of this pool run (default DB_STATEMENT_TIMEOUT_MS,
   * 5 s; 0: no limit). The migration runner's transactions lift it; reports raise it per
   * transaction with `withStatementTimeout`.
   */
  statementTimeoutMs?: number;
}

/** What a Prisma operation ran, for the log line of a cancelled statement. */
function describeOperation(model: string | undefined, operation: string, args: unknown): string {
  if (model) return `${model}.${operation}`;
  const a = args as { sql?: unknown; strings?: unknown } | unknown[] | null;
  let text = "";
  if (Array.isArray(a)) {
    const first = a[0] as { raw?: unknown } | string | undefined;
    if (typeof first === "string") text = first;
    else if (first && Array.isArray((first as { raw?: unknown }).raw))
      text = (first as { raw: string[] }).raw.join("?");
  } else if (a && typeof a.sql === "string") text = a.sql;
  else if (a && Array.isArray(a.strings)) text = (a.strings as string[]).join("?");
  return text ? `${operation} ${text}` : operation;
}

export async function openDatabase({
  url,
  schema,
  max = 10,
  statementTimeoutMs = statementTimeouts().DB_STATEMENT_TIMEOUT_MS,
}: DatabaseConfig): Promise<Database> {
  const options = schema ? `-c search_path=${schema},public` : undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options,
    connectionTimeoutMillis: 10_000,
    // Sent with each connection's start-up: PostgreSQL cancels a longer statement (57014).
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // A dropped connection (e.g. a PostgreSQL restart) is reported and replaced, never fatal.
  pool.on("error", (err) => console.error("[db] idle PostgreSQL connection failed:", err.message));
  // A connection lent out (a transaction between two statements) that the server drops emits
  // "error" on its client, where an unheard one would end the process. Its holder may never give
  // it back (Prisma's transaction ends with a ROLLBACK that fails on a dead connection, and then
  // skips the release): after a restart of PostgreSQL the pool would stay full of dead clients.
  // So a dead client is taken back at once, and its holder's later release does nothing.
  const lent = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => lent.add(client));
  pool.on("release", (_err, client) => lent.delete(client));
  pool.on("connect", (client) =>
    client.on("error", (err) => {
      console.error("[db] PostgreSQL connection lost:", err.message);
      if (!lent.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(err);
    }),
  );
  // A statement cancelled for its time limit becomes a 503 answer (logged with its route) wherever
  // it is awaited; the extended client keeps PrismaClient's shape.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, schema ? { schema } : undefined) }).$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        try {
          return await query(args);
        } catch (error) {
          throw answerStatementTimeout(error, describeOperation(model, operation, args), statementTimeoutMs);
        }
      },
    },
  }) as unknown as PrismaClient;
  return {
    prisma,
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        // Migrations may rewrite big tables: the request pool's statement limit is not theirs.
        await c.query("SET LOCAL statement_timeout = 0");
        // One runner at a time, whatever the number of app instances starting together.
        await c.query("SELECT pg_advisory_xact_lock(7070701)");
        const result = await fn({
          query: async (sql, params) => (await c.query(sql, params as unknown[])).rows,
          exec: async (sql) => {
            await c.query(sql);
          },
        });
        await c.query("COMMIT");
        return result;
      } catch (err) {
        await c.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        c.release();
      }
    },
    async query(sql, params) {
      try {
        return (await pool.query(sql, params as unknown[])).rows;
      } catch (error) {
        throw answerStatementTimeout(error, sql, statementTimeoutMs);
      }
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

// The process-wide database. A global, so the server bundle, scripts and tests share one pool.
const holder = globalThis as unknown as { __sattvaDb?: Database };

const changeListeners = new Set<() => void>();

/** In-process caches of database reads register here, so a new database never sees old rows. */
export function onDatabaseChange(listener: () => void) {
  changeListeners.add(listener);
}

export function setDatabase(database: Database | undefined) {
  holder.__sattvaDb = database;
  for (const listener of changeListeners) listener();
}

export function database(): Database {
  if (!holder.__sattvaDb) throw new Error("The database is not open yet (call openAppDatabase first).");
  return holder.__sattvaDb;
}

/** The Prisma client of the process-wide database. Only app/modules call this. */
export function db(): PrismaClient {
  return database().prisma;
}

/**
 * Runs fn in one transaction whose statements may take `ms` (default DB_REPORT_STATEMENT_TIMEOUT_MS)
 * instead of the request limit: for staff-only reports that read much (a year of orders).
 */
export async function withStatementTimeout<T>(
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  ms: number = statementTimeouts().DB_REPORT_STATEMENT_TIMEOUT_MS,
): Promise<T> {
  const limit = Math.max(0, Math.floor(ms));
  return db().$transaction(
    async (tx) => {
      // SET takes no parameters; set_config(…, true) is SET LOCAL with one.
      await tx.$queryRaw`SELECT set_config('statement_timeout', ${String(limit)}, true)`;
      return fn(tx);
    },
    { timeout: limit > 0 ? limit + 5_000 : 3_600_000, maxWait: 10_000 },
  );
}
