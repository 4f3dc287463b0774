import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { backupFileName, pruneBackups, restoreBackup, writeBackup } from "./backup.server";
import { openAppDatabase } from "./app-database.server";
import { dataDirOwner, DATABASE_NAME, lockDataDir, startEmbeddedPostgres } from "./embedded.server";

/**
 * `npm run backup` and `npm run restore FILE`: the shop's database (the embedded server under
 * DATA_DIR, or DATABASE_URL) to and from DATA_DIR/backups. A backup works beside a running shop
 * (one consistent snapshot); a restore of the embedded database needs the shop stopped.
 */
export interface MaintenanceEnv {
  DATABASE_URL?: string;
  dataDir: string;
  /** How many backups to keep in DATA_DIR/backups (older ones are deleted). */
  keep: number;
}

export function backupDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

export async function backupShop(e: MaintenanceEnv) {
  const opened = await openAppDatabase({ DATABASE_URL: e.DATABASE_URL, dataDir: e.dataDir, attach: true, max: 1 });
  try {
    const dir = backupDir(e.dataDir);
    mkdirSync(dir, { recursive: true });
    const started = Date.now();
    const summary = await writeBackup({ url: opened.url, file: path.join(dir, backupFileName()) });
    const pruned = await pruneBackups(dir, e.keep);
    return { ...summary, where: opened.where, ms: Date.now() - started, pruned };
  } finally {
    await opened.close();
  }
}

async function admin(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

const migrationsDir = () => path.resolve("prisma/migrations");

/**
 * Restores `file`. Embedded: into a new database that then takes the shop's name; the database it
 * replaces is kept as `sattva_before_restore` (one such copy: the previous one is dropped).
 * DATABASE_URL: into that database, which must be empty (create a new one for it).
 */
export async function restoreShop(e: MaintenanceEnv, file: string) {
  const started = Date.now();
  if (e.DATABASE_URL) {
    const summary = await restoreBackup({ file, url: e.DATABASE_URL, migrationsDir: migrationsDir() });
    return { ...summary, where: "PostgreSQL at DATABASE_URL", keptAs: undefined, ms: Date.now() - started };
  }
  const owner = dataDirOwner(e.dataDir);
  if (owner)
    throw new Error(
      `The shop is running on ${e.dataDir} (process ${owner}): stop it first (Ctrl-C), then restore. ` +
        `A backup, unlike a restore, can run beside it.`,
    );
  const release = await lockDataDir(e.dataDir);
  const server = await startEmbeddedPostgres({ dataDir: e.dataDir, supervise: false, log: () => {} }).catch((err) => {
    release();
    throw err;
  });
  const maintenance = server.url("postgres");
  const incoming = `${DATABASE_NAME}_restoring`;
  const keptAs = `${DATABASE_NAME}_before_restore`;
  try {
    await admin(maintenance, `DROP DATABASE IF EXISTS "${incoming}"`);
    await admin(maintenance, `CREATE DATABASE "${incoming}"`);
    let summary;
    try {
      summary = await restoreBackup({ file, url: server.url(incoming), migrationsDir: migrationsDir() });
    } catch (err) {
      await admin(maintenance, `DROP DATABASE IF EXISTS "${incoming}" WITH (FORCE)`);
      throw err;
    }
    await admin(maintenance, `DROP DATABASE IF EXISTS "${keptAs}" WITH (FORCE)`);
    await admin(maintenance, `ALTER DATABASE "${DATABASE_NAME}" RENAME TO "${keptAs}"`);
    await admin(maintenance, `ALTER DATABASE "${incoming}" RENAME TO "${DATABASE_NAME}"`);
    return {
      ...summary,
      where: `embedded PostgreSQL in ${path.join(e.dataDir, "postgres")}`,
      keptAs,
      ms: Date.now() - started,
    };
  } finally {
    await server.stop();
    release();
  }
}
