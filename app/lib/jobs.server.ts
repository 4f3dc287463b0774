import { hostname } from "node:os";
import { database, type Database } from "./db.server";
import { logError } from "./log.server";

/**
 * Periodic housekeeping, once per period across every app instance on the database. Each job has
 * a row in "JobRun" (its next due time and a lease); an instance runs the job only after claiming
 * that row in one UPDATE (`runAfter <= now()` and no live lease), which moves `runAfter` a period
 * ahead: of several instances waking together, PostgreSQL lets exactly one UPDATE match. While it
 * runs, the runner renews its lease; one that dies stops renewing it, and once the lease lapses the
 * job is free again (it does not wait for ever). Times are the database's, so the instances'
 * clocks need not agree.
 *
 * Each instance sleeps until the job's due time (read from the row) and then tries to claim it.
 * A start runs the jobs that are due; a clean stop makes its jobs due (and lets go of its own
 * leases): the next instance to start, or this one restarted, runs them at once, as a single
 * server always did at start, whichever instance ran them last (one killed earlier, say). The
 * instances already running keep their turn; a rolling restart adds one run per start, never two
 * at once.
 * A failure is logged and recorded in the row; the next period tries again.
 */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface JobRunnerOptions {
  /** Who runs (host:port:pid by default): recorded in the row. */
  owner?: string;
  /** How long a claim holds without renewal (default 60 s); renewed every third of it. */
  leaseMs?: number;
  /** Milliseconds of random delay added to each wake-up, so instances do not all query at once. */
  jitterMs?: number;
  /** Longest sleep between two looks at a job's row (default 5 minutes). */
  maxSleepMs?: number;
  log?: (error: unknown, context: Record<string, unknown>) => void;
}

type Query = Database["query"];

interface ClaimRow extends Record<string, unknown> {
  claimed: boolean;
  wait_ms: number | null;
}

export interface JobRunner {
  /** Registers each job's row, runs the due ones (awaited), then keeps watching them. */
  start(): Promise<void>;
  /** Stops watching; waits up to `waitMs` for runs under way; makes its jobs due for the next start. */
  stop(options?: { handOver?: boolean; waitMs?: number }): Promise<void>;
  /** Stops at once as a killed process would: no hand-over, leases left to lapse (tests). */
  abandon(): void;
  /** Runs under way in this runner (their promises). */
  readonly running: ReadonlyMap<string, Promise<void>>;
}

export function createJobRunner(query: Query, jobs: readonly Job[], options: JobRunnerOptions = {}): JobRunner {
  const owner = options.owner ?? `${hostname()}:${process.env.PORT ?? "-"}:${process.pid}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const jitterMs = options.jitterMs ?? 1_000;
  const maxSleepMs = options.maxSleepMs ?? 5 * 60_000;
  const log = options.log ?? logError;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  const renewals = new Set<NodeJS.Timeout>();
  let stopped = false;
  let abandoned = false;

  /** Claims the job when due; else says how long until it may be (database time). */
  async function claim(job: Job): Promise<ClaimRow> {
    const rows = await query<ClaimRow>(
      `WITH claimed AS (
         UPDATE "JobRun"
            SET "runAfter" = now() + $2 * interval '1 millisecond',
                "leaseUntil" = now() + $3 * interval '1 millisecond',
                "owner" = $4, "startedAt" = now(), "runs" = "runs" + 1
          WHERE name = $1 AND "runAfter" <= now() AND ("leaseUntil" IS NULL OR "leaseUntil" <= now())
          RETURNING name)
       SELECT EXISTS (SELECT 1 FROM claimed) AS claimed,
              (SELECT greatest(0, extract(epoch FROM greatest("runAfter", coalesce("leaseUntil", "runAfter")) - now()) * 1000)::float8
                 FROM "JobRun" WHERE name = $1) AS wait_ms`,
      [job.name, job.everyMs, leaseMs, owner],
    );
    return rows[0] ?? { claimed: false, wait_ms: job.everyMs };
  }

  async function runClaimed(job: Job) {
    const renew = setInterval(() => {
      query(`UPDATE "JobRun" SET "leaseUntil" = now() + $3 * interval '1 millisecond' WHERE name = $1 AND owner = $2`, [
        job.name,
        owner,
        leaseMs,
      ]).catch((error: unknown) => log(error, { job: job.name, step: "renew lease" }));
    }, leaseMs / 3);
    renew.unref();
    renewals.add(renew);
    let failure: string | null = null;
    try {
      await job.run();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      log(error, { job: job.name });
    } finally {
      clearInterval(renew);
      renewals.delete(renew);
    }
    if (abandoned) return;
    await query(
      `UPDATE "JobRun" SET "leaseUntil" = NULL, "finishedAt" = now(), "lastError" = $3 WHERE name = $1 AND owner = $2`,
      [job.name, owner, failure],
    ).catch((error: unknown) => log(error, { job: job.name, step: "finish" }));
  }

  /** One look at the job: run it if this runner wins the claim; then sleep until it is due. */
  async function tick(job: Job) {
    if (stopped) return;
    let waitMs = job.everyMs;
    try {
      const { claimed, wait_ms } = await claim(job);
      if (claimed && !stopped) {
        const run = runClaimed(job);
        running.set(job.name, run);
        await run;
        running.delete(job.name);
        waitMs = job.everyMs;
      } else waitMs = wait_ms ?? job.everyMs;
    } catch (error) {
      // The database is away (a restart): look again in a while.
      log(error, { job: job.name, step: "claim" });
      waitMs = Math.min(job.everyMs, 10_000);
    }
    schedule(job, waitMs);
  }

  function schedule(job: Job, waitMs: number) {
    if (stopped) return;
    const delay = Math.min(Math.max(waitMs, 0), maxSleepMs) + Math.random() * jitterMs;
    const timer = setTimeout(() => void tick(job), delay);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    running,
    async start() {
      stopped = false;
      abandoned = false;
      for (const job of jobs)
        await query(`INSERT INTO "JobRun" (name, "runAfter") VALUES ($1, now()) ON CONFLICT (name) DO NOTHING`, [
          job.name,
        ]);
      // The first look at every job now (the due ones run before the server takes requests).
      await Promise.all(jobs.map((job) => tick(job)));
    },
    async stop({ handOver = true, waitMs = 5_000 } = {}) {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      if (running.size > 0) {
        const wait = new Promise((r) => setTimeout(r, waitMs).unref());
        await Promise.race([Promise.allSettled([...running.values()]), wait]);
      }
      if (!handOver) return;
      await query(
        `UPDATE "JobRun"
            SET "runAfter" = least("runAfter", now()),
                "leaseUntil" = CASE WHEN owner = $2 THEN NULL ELSE "leaseUntil" END
          WHERE name = ANY($1)`,
        [jobs.map((j) => j.name), owner],
      ).catch((error: unknown) => log(error, { step: "hand over jobs" }));
    },
    abandon() {
      stopped = true;
      abandoned = true;
      for (const t of renewals) clearInterval(t);
      renewals.clear();
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}

// ---- the process's jobs ------------------------------------------------------------------------

const jobs: Job[] = [];
let runner: JobRunner | undefined;

export function registerJob(job: Job) {
  if (!jobs.some((j) => j.name === job.name)) jobs.push(job);
}

/** Starts this process's runner on the process-wide database; the due jobs run before it resolves. */
export async function startJobs() {
  if (runner) return;
  runner = createJobRunner((sql, params) => database().query(sql, params), jobs);
  await runner.start();
}

/** Stops the runner (a clean stop: runs under way may finish for 5 s; its jobs are due at the next start). */
export async function stopJobs() {
  const r = runner;
  runner = undefined;
  await r?.stop();
}
