import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/lib/db.server";
import { migrate } from "~/lib/migrate.server";
import { lockDataDir, startEmbeddedPostgres } from "~/lib/postgres/embedded.server";

/**
 * Vitest's global set-up for the integration tests: one PostgreSQL server for the run (the
 * embedded one in a folder of this run's own, or TEST_DATABASE_URL's server) and one migrated
 * template database, which every test file clones (`CREATE DATABASE … TEMPLATE`, see db.ts).
 */
export interface TestDatabaseServer {
  /** A connection string to the server's maintenance database (for CREATE/DROP DATABASE). */
  adminUrl: string;
  /** The migrated template every test file's database is cloned from. */
  template: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

const TMP = path.resolve("tests/.tmp");

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, sql: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Folders of earlier runs that were killed: stop their server, remove them. */
function sweepOldRuns() {
  if (!existsSync(TMP)) return;
  for (const name of readdirSync(TMP).filter((n) => n.startsWith("pg-run-"))) {
    const dir = path.join(TMP, name);
    const owner = Number(name.slice("pg-run-".length));
    if (alive(owner)) continue;
    try {
      const pid = Number(readFileSync(path.join(dir, "postgres/postmaster.pid"), "utf8").split("\n")[0]);
      if (pid && alive(pid)) process.kill(pid, "SIGQUIT");
    } catch {
      /* no server */
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let adminUrl: string;
  let prefix: string;
  let stop = async () => {};
  if (external) {
    const u = new URL(external);
    prefix = `${u.pathname.slice(1) || "sattva"}_${process.pid}`;
    adminUrl = external;
  } else {
    sweepOldRuns();
    const dataDir = path.join(TMP, `pg-run-${process.pid}`);
    const release = await lockDataDir(dataDir);
    const server = await startEmbeddedPostgres({ dataDir, supervise: false, log: () => {} });
    adminUrl = server.url("postgres");
    prefix = "sattva_test";
    stop = async () => {
      await server.stop();
      release();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const template = `${prefix}_tpl`.slice(0, 60);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const db = await openDatabase({ url: withDatabase(adminUrl, template), max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  project.provide("testDatabaseServer", { adminUrl, template });
  return async () => {
    // Whatever a file left behind (a file killed by a timeout), then the template.
    const left = await adminQuery(adminUrl, "SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${template.replace(/_tpl$/, "")}\\_f\\_%`,
    ]);
    for (const { datname } of left) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await stop();
  };
}

/** A name for one test file's database, cloned from `template`. */
export function fileDatabaseName(template: string) {
  return `${template.replace(/_tpl$/, "")}_f_${randomBytes(5).toString("hex")}`;
}
