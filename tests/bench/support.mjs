// What the benchmarks share: command-line options, starting the built server on a port with its
// own data directory, and a fresh PostgreSQL database for one run.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");

// `--help` (or `-h`) on any bench prints its usage, the comment at the top of its file, and runs
// nothing (every bench imports this module before its own code runs).
if (process.argv.includes("--help") || process.argv.includes("-h")) {
  const lines = readFileSync(process.argv[1], "utf8").split("\n");
  const head = [];
  for (const line of lines) {
    if (line.startsWith("#!")) continue;
    if (!line.startsWith("//")) break;
    head.push(line.replace(/^\/\/ ?/, ""));
  }
  console.log(head.join("\n") || "No usage written at the top of this bench.");
  process.exit(0);
}

/** The middle value of the finite ones (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  const s = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** `--name value` from the command line, else `fallback`. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

export async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}

/**
 * `npm start`'s server (React in production mode) as a live shop (SHOP_MODE=live) on `port`, with the demo seed in `dataDir`; resolves
 * once /healthz answers. `stop()` ends it the way Ctrl-C does.
 */
export async function startServer({ port, dataDir, env = process.env, extraEnv = {} }) {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: { ...env, SHOP_MODE: "live", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", ...extraEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://localhost:${port}/healthz`);
  return {
    /** The server's process id (its CPU time: `cpuMs`). */
    pid: child.pid,
    async stop() {
      child.kill("SIGINT");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/**
 * A new, empty database on BENCH_DATABASE_URL's server (else the machine's 127.0.0.1:5432), or
 * null when no PostgreSQL answers. `drop()` removes it.
 */
export async function freshPostgres(prefix) {
  const server = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `${prefix}_${Date.now()}`;
  const c = new pg.Client({ connectionString: server });
  try {
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
  const u = new URL(server);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const d = new pg.Client({ connectionString: server });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

/**
 * CPU milliseconds a process has used so far (user + system, from /proc; null elsewhere). The
 * server's CPU per request is steadier than its requests per second on a machine shared with
 * other work.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
