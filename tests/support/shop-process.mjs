// `npm start` as a separate process, for the tests and benchmarks that start, stop and kill the
// shop: start it on a port and data folder, wait for it, reach its embedded PostgreSQL.
import { spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `url` answers 2xx; throws after `ms`, or at once when `child` has exited. */
export async function waitForOk(url, { ms = 120_000, child } = {}) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}) before ${url} answered`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

/**
 * The shop's environment for a test run: production mode, demo seed, no real provider.
 * @param {{ port: number, dataDir: string, extraEnv?: Record<string, string>, env?: NodeJS.ProcessEnv }} options
 */
export function shopEnv({ port, dataDir, extraEnv = {}, env = process.env }) {
  const base = { ...env };
  for (const k of Object.keys(base)) if (/^(STRIPE|PAYPAL|FINTECTURE)_/.test(k) || k === "DATABASE_URL") delete base[k];
  return {
    ...base,
    NODE_ENV: "production",
    SHOP_MODE: "live",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    PUBLIC_URL: `http://localhost:${port}`,
    PAYMENTS_TEST_MODE: "true",
    SMTP_URL: "",
    ...extraEnv,
  };
}

/**
 * Starts scripts/start.mjs (the build must exist) and resolves once /healthz answers. Its output
 * goes to `logFile` (appended) when given.
 * @param {{ port: number, dataDir: string, extraEnv?: Record<string, string>, logFile?: string, env?: NodeJS.ProcessEnv }} options
 */
export async function startShop({ port, dataDir, extraEnv, logFile, env }) {
  const out = logFile ? openSync(logFile, "a") : "ignore";
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: shopEnv({ port, dataDir, extraEnv, env }),
    stdio: ["ignore", out, logFile ? out : "inherit"],
  });
  await waitForOk(`http://localhost:${port}/healthz`, { child });
  return {
    child,
    /** Ctrl-C: resolves with the exit code. */
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise((r) => child.once("exit", (code) => r(code)));
      child.kill("SIGINT");
      return exited;
    },
    /** kill -9 of the app alone (its PostgreSQL lives on). */
    async kill() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** The pid and port of the embedded PostgreSQL running on `dataDir` (from its postmaster.pid). */
export function embeddedServer(dataDir) {
  const lines = readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8").split("\n");
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** A connection string to the shop's database on the embedded server running on `dataDir`. */
export function embeddedUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, ".postgres-password"), "utf8").trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${embeddedServer(dataDir).port}/sattva`;
}

/** Runs `fn(query)` on one connection to `url`. */
export async function withSql(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(async (sql, params) => (await c.query(sql, params)).rows);
  } finally {
    await c.end();
  }
}
