import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { seedDatabase, type SeedSummary } from "../../prisma/seed/seed.server";
import { appDatabaseConfig, database, openDatabase, setDatabase } from "./db.server";
import { env } from "./env.server";
import { logInfo } from "./log.server";
import { migrate } from "./migrate.server";
import { startJobs, stopJobs } from "./jobs.server";
import { registerAccountJobs } from "~/modules/accounts/housekeeping.server";
import { registerPaymentJobs } from "~/modules/payments/expiry.server";
import { paymentMethods } from "~/modules/payments/provider";
import { methodAvailable, providerFor } from "~/modules/payments/registry.server";

let lockFile: string | undefined;

/** PGlite allows one process per data directory: refuse a second opener with a clear message. */
function takeDataDirLock(dir: string) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "sattva.pid");
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, "utf8"));
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid} (is \`npm start\` running?). ` +
          `Stop it first, or set DATABASE_URL to use PostgreSQL.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  lockFile = file;
}

export interface BootOptions {
  /** Seed an empty database (demo catalogue, accounts and orders when SEED_DEMO is on). */
  seed?: boolean;
  /** Run the periodic housekeeping jobs (expired sessions, tokens, rate-limit windows); default on. */
  jobs?: boolean;
}

/** Opens the database, applies migrations and seeds an empty database. */
export async function boot(options: BootOptions = { seed: true }) {
  const e = env();
  const config = appDatabaseConfig(e);
  if ("pgliteDir" in config && config.pgliteDir) takeDataDirLock(config.pgliteDir);
  const db = await openDatabase(config);
  setDatabase(db);
  const result = await migrate(db);
  if (result.applied.length) logInfo(`[db] applied migrations: ${result.applied.join(", ")}`);
  let seeded: SeedSummary | undefined;
  if (options.seed) seeded = await seedDatabase(db.prisma, { demo: e.SEED_DEMO, onlyIfEmpty: true });
  if (options.jobs !== false) {
    registerAccountJobs();
    registerPaymentJobs();
    await startJobs();
  }
  const payments = Object.fromEntries(
    paymentMethods.map((m) => [m, methodAvailable(m) ? providerFor(m).id : "unavailable"]),
  );
  return { kind: db.kind, migrations: result, seeded, env: e, payments };
}

export async function runSeed() {
  const e = env();
  return seedDatabase(database().prisma, { demo: e.SEED_DEMO, onlyIfEmpty: false });
}

export async function shutdown() {
  stopJobs();
  try {
    await database().close();
  } catch {
    /* not open */
  }
  setDatabase(undefined);
  if (lockFile) rmSync(lockFile, { force: true });
}
