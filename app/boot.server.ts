import { z } from "zod";
import { seedDatabase, type SeedSummary } from "../prisma/seed/seed.server";
import { database, setDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startJobs, stopJobs } from "~/lib/jobs.server";
import { logError, logInfo } from "~/lib/log.server";
import { migrate, withStartLock } from "~/lib/migrate.server";
import { openAppDatabase, type AppDatabase } from "~/lib/postgres/app-database.server";
import { cacheBus } from "~/lib/postgres/cache-bus.server";
import { backupShop, restoreShop } from "~/lib/postgres/maintenance.server";
import { registerAccountJobs } from "~/modules/accounts/housekeeping.server";
import { registerPaymentJobs } from "~/modules/payments/expiry.server";
import { registerRestockJobs } from "~/modules/restock/job.server";
import { registerWithdrawalJobs } from "~/modules/withdrawal/ack-retry.server";
import { paymentMethods } from "~/modules/payments/provider";
import { methodConfigured, providerFor } from "~/modules/payments/registry.server";

/**
 * The shell's start and stop: open the database (the embedded PostgreSQL under DATA_DIR, or
 * DATABASE_URL), migrate and seed an empty database (one instance at a time), listen for other
 * instances' cache invalidations, start the housekeeping jobs (each run once across instances). The server
 * bundle exports these for scripts/*.mjs.
 */
export interface BootOptions {
  /** Seed an empty database (demo catalogue, accounts and orders when SEED_DEMO is on). */
  seed?: boolean;
  /** Run the periodic housekeeping jobs (expired sessions, tokens, holds); default on. */
  jobs?: boolean;
  /** A script beside a running `npm start`: use its embedded server instead of refusing. */
  attach?: boolean;
}

let opened: AppDatabase | undefined;

/**
 * DATABASE_POOL_SIZE: connections in this process's pool (default 10). Several instances on one
 * PostgreSQL share its connections and its cores: each takes its part (README, "Several app
 * servers"). Read here with zod, as lib/env.server.ts belongs to another part.
 */
export function databasePoolSize(source: Record<string, string | undefined> = process.env): number {
  const parsed = z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .safeParse(source.DATABASE_POOL_SIZE || undefined);
  if (!parsed.success)
    throw new Error(`Invalid configuration:\n  DATABASE_POOL_SIZE: ${parsed.error.issues[0].message}`);
  return parsed.data;
}

export async function boot(options: BootOptions = { seed: true }) {
  const e = env();
  opened = await openAppDatabase({
    DATABASE_URL: e.DATABASE_URL,
    dataDir: e.dataDir,
    attach: options.attach,
    max: databasePoolSize(),
  });
  setDatabase(opened.database);
  const database = opened.database;
  // Several instances starting at once migrate and seed one after another.
  const { result, seeded } = await withStartLock(opened.url, async () => {
    const result = await migrate(database);
    if (result.applied.length) logInfo(`[db] applied migrations: ${result.applied.join(", ")}`);
    let seeded: SeedSummary | undefined;
    if (options.seed) seeded = await seedDatabase(database.prisma, { demo: e.SEED_DEMO, onlyIfEmpty: true });
    return { result, seeded };
  });
  // Caches of this process clear when another instance changes what they hold (a failed first
  // connect is logged; the bus keeps trying).
  await cacheBus()
    .start(opened.url)
    .catch((error: unknown) => logError(error, { where: "cache bus start" }));
  if (options.jobs !== false) {
    registerAccountJobs();
    registerPaymentJobs();
    registerRestockJobs();
    registerWithdrawalJobs();
    await startJobs();
  }
  const payments = Object.fromEntries(
    paymentMethods.map((m) => [m, methodConfigured(m) ? providerFor(m).id : "unavailable"]),
  );
  return {
    kind: opened.kind,
    where: opened.where,
    url: opened.url,
    imported: opened.imported,
    migrations: result,
    seeded,
    env: e,
    payments,
  };
}

export async function runSeed() {
  const e = env();
  return seedDatabase(database().prisma, { demo: e.SEED_DEMO, onlyIfEmpty: false });
}

/** Stops the jobs and the cache bus, closes the pool and stops the embedded server this process started. */
export async function shutdown() {
  await stopJobs();
  await cacheBus().stop();
  setDatabase(undefined);
  const o = opened;
  opened = undefined;
  await o?.close();
}

/** `npm run backup`: a consistent backup into DATA_DIR/backups, beside a running shop or not. */
export async function backup() {
  const e = env();
  return backupShop({ DATABASE_URL: e.DATABASE_URL, dataDir: e.dataDir, keep: e.BACKUP_KEEP });
}

/** `npm run restore FILE` (the shop stopped, for the embedded database). */
export async function restore(file: string) {
  const e = env();
  return restoreShop({ DATABASE_URL: e.DATABASE_URL, dataDir: e.dataDir, keep: e.BACKUP_KEEP }, file);
}
