import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Database } from "./db.server";

/**
 * Applies prisma/migrations/<stamp>_<name>/migration.sql in order, each in its own
 * transaction, and records them in `_prisma_migrations` in Prisma's own shape (so a machine
 * with Prisma's native engine can take over). Idempotent; refuses a migration whose file
 * changed after it was applied (checksum = SHA-256 of the file, as Prisma computes it).
 */
export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

export class ChangedMigrationError extends Error {
  constructor(public readonly migration: string) {
    super(
      `Migration ${migration} was changed after it was applied. Migrations are append-only: ` +
        `restore the file and add a new migration for the change.`,
    );
  }
}

const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations(dir: string) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** What the runner needs of a database: one transaction at a time (a restore passes its own). */
export type MigrationTarget = Pick<Database, "transaction">;

export interface MigrateOptions {
  /**
   * Apply exactly these migrations, in this order, and no other (a restore rebuilding the schema
   * a backup was taken with). One missing from `dir` is an error.
   */
  only?: string[];
}

function selectMigrations(all: ReturnType<typeof listMigrations>, only: string[] | undefined, dir: string) {
  if (!only) return all;
  const byName = new Map(all.map((m) => [m.name, m]));
  const missing = only.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    throw new Error(`Migration${missing.length > 1 ? "s" : ""} ${missing.join(", ")} not found in ${dir}.`);
  }
  return only.map((name) => byName.get(name)!);
}

export async function migrate(
  database: MigrationTarget,
  dir = path.resolve("prisma/migrations"),
  options: MigrateOptions = {},
): Promise<MigrationResult> {
  const migrations = selectMigrations(listMigrations(dir), options.only, dir);
  const applied: string[] = [];
  let alreadyApplied = 0;
  await database.transaction(async (sql) => sql.exec(HISTORY_TABLE));
  for (const m of migrations) {
    const done = await database.transaction(async (sql) => {
      const rows = await sql.query<{ checksum: string }>(
        `SELECT checksum FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        [m.name],
      );
      if (rows.length > 0) {
        if (rows[0].checksum !== m.checksum) throw new ChangedMigrationError(m.name);
        return true;
      }
      await sql.exec(m.sql);
      await sql.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
         VALUES ($1, $2, now(), $3, now(), 1)`,
        [randomUUID(), m.checksum, m.name],
      );
      return false;
    });
    if (done) alreadyApplied++;
    else applied.push(m.name);
  }
  return { applied, alreadyApplied };
}

/** The advisory lock key every starting instance takes around migrating and seeding. */
export const START_LOCK = 7070702;

/**
 * Runs `fn` holding a session advisory lock on its own connection to `url`: app instances that
 * start together (a deploy of three behind a proxy) migrate and seed one after another. Each
 * migration already runs under a transaction lock, but seeding an empty database from two
 * instances at once deadlocked; the second now finds the first one's rows and skips. A process
 * that dies holding the lock loses its connection, and PostgreSQL releases the lock with it.
 */
export async function withStartLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: "sattva-start" });
  await client.connect();
  client.on("error", () => {}); // a dropped connection releases the lock; fn's own queries report
  try {
    await client.query("SELECT pg_advisory_lock($1)", [START_LOCK]);
    return await fn();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [START_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
