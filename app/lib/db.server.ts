import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { Prisma, PrismaClient } from "~/generated/prisma/client";

export type Row = Record<string, unknown>;

/**
 * A unique-index violation from either adapter: Prisma's P2002, or PostgreSQL's 23505 as
 * PGlite's adapter surfaces it (a DriverAdapterError, unmapped).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const e = error as { name?: string; cause?: { code?: string } } | null;
  return e?.name === "DriverAdapterError" && e.cause?.code === "23505";
}

/** Raw SQL access used by the migration runner (multi-statement scripts, one transaction each). */
export interface RawSql {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  /** Runs fn inside one transaction on one connection; serialises migration runners on PostgreSQL. */
  transaction<T>(fn: (sql: RawSql) => Promise<T>): Promise<T>;
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export type DatabaseConfig = { url: string; schema?: string } | { pgliteDir: string | null };

async function openPglite(dir: string | null): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // PGlite.create waits for the extensions to load; `new PGlite` would race the first query.
  const client = await PGlite.create(dir ?? undefined, { extensions: { pg_trgm, unaccent } });
  // pglite-prisma-adapter carries its own copy of driver-adapter-utils types; same shape at run time.
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) as never });
  return {
    kind: "pglite",
    prisma,
    async transaction(fn) {
      return client.transaction(async (tx) =>
        fn({
          query: async (sql, params) => (await tx.query(sql, params)).rows as never,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    async query(sql, params) {
      return (await client.query(sql, params)).rows as never;
    },
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

function openPostgres(url: string, schema?: string): Database {
  const options = schema ? `-c search_path=${schema},public` : undefined;
  const pool = new pg.Pool({ connectionString: url, max: 10, options, connectionTimeoutMillis: 10_000 });
  // A dropped connection (e.g. a PostgreSQL restart) is reported and replaced, never fatal.
  pool.on("error", (err) => console.error("[db] idle PostgreSQL connection failed:", err.message));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, schema ? { schema } : undefined) });
  return {
    kind: "postgres",
    prisma,
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
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
      return (await pool.query(sql, params as unknown[])).rows;
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return "url" in config ? openPostgres(config.url, config.schema) : openPglite(config.pgliteDir);
}

// The process-wide database. A global, so the server bundle, scripts and tests share one
// connection (PGlite allows a single opener of its data directory).
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

export function appDatabaseConfig(env: { DATABASE_URL?: string; dataDir: string }): DatabaseConfig {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: path.join(env.dataDir, "pglite") };
}
