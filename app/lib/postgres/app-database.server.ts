import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "../db.server";
import { logInfo } from "../log.server";
import {
  dataDirOwner,
  DataDirInUseError,
  lockDataDir,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "./embedded.server";

/**
 * The shop's database: the PostgreSQL at DATABASE_URL, or else the embedded server under
 * DATA_DIR (started here, or the one a running `npm start` owns when `attach` is set).
 */
export interface AppDatabase {
  database: Database;
  /** "embedded" or "external". */
  kind: "embedded" | "external";
  /** The connection string (with its password: never print it). */
  url: string;
  /** For people: where the data is. */
  where: string;
  /** What was imported from an old PGlite folder on this start, if anything. */
  imported?: { tables: { name: string; rows: number }[]; movedTo: string };
  /** Closes the pool and, when this process started it, stops the embedded server. */
  close(): Promise<void>;
}

export interface OpenOptions {
  DATABASE_URL?: string;
  dataDir: string;
  /** Use the server of a running `npm start` on this data folder instead of refusing. */
  attach?: boolean;
  /** Connections in the pool. */
  max?: number;
}

export async function openAppDatabase(options: OpenOptions): Promise<AppDatabase> {
  if (options.DATABASE_URL) {
    const database = await openDatabase({ url: options.DATABASE_URL, max: options.max });
    return {
      database,
      kind: "external",
      url: options.DATABASE_URL,
      where: "PostgreSQL at DATABASE_URL",
      close: () => database.close(),
    };
  }
  const { dataDir } = options;
  const running = options.attach ? runningEmbeddedPostgres(dataDir) : undefined;
  let server: EmbeddedPostgres;
  let release = () => {};
  if (running) server = running;
  else {
    if (options.attach && dataDirOwner(dataDir))
      throw new Error(`Sattva is starting on ${dataDir} (process ${dataDirOwner(dataDir)}): try again in a moment.`);
    release = await lockDataDir(dataDir);
    try {
      server = await startEmbeddedPostgres({ dataDir, log: logInfo });
    } catch (err) {
      release();
      throw err;
    }
  }
  const url = server.url();
  const database = await openDatabase({ url, max: options.max });
  const close = async () => {
    await database.close().catch(() => {});
    await server.stop();
    release();
  };
  let imported: AppDatabase["imported"];
  try {
    if (server.owned) imported = await importOldPglite(dataDir, url, database);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    database,
    kind: "embedded",
    url,
    where: `embedded PostgreSQL in ${path.join(dataDir, "postgres")}`,
    imported,
    close,
  };
}

/**
 * A `DATA_DIR/pglite` folder from the version before the embedded PostgreSQL is copied into
 * the new, still empty database on its first start (counts checked), then renamed, not deleted.
 */
async function importOldPglite(dataDir: string, url: string, database: Database) {
  const pgliteDir = path.join(dataDir, "pglite");
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) return undefined;
  const tables = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()",
  );
  if (tables[0].n > 0) {
    logInfo(`[db] ${pgliteDir} is left alone: the embedded PostgreSQL already holds the shop's data.`);
    return undefined;
  }
  logInfo(`[db] importing the earlier embedded database (${pgliteDir}) into PostgreSQL…`);
  const { importPglite } = await import("./pglite-import.server");
  const summary = await importPglite({ pgliteDir, url, migrationsDir: path.resolve("prisma/migrations") });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "").replace("T", "-");
  const movedTo = `${pgliteDir}.imported-${stamp}`;
  renameSync(pgliteDir, movedTo);
  const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
  logInfo(
    `[db] imported ${summary.tables.length} tables (${rows} rows, counts checked); the old folder is now ${movedTo}`,
  );
  return { tables: summary.tables, movedTo };
}

export { DataDirInUseError };
