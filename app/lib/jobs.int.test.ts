import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/db";
import type { Database } from "./db.server";
import { createJobRunner, type Job, type JobRunner } from "./jobs.server";

// Three app instances' job runners on one database: each job runs once per period across them,
// and a runner that dies in the middle of a run holds the job only until its lease lapses.
let opened: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
beforeAll(async () => {
  opened = await createTestDatabase();
  database = opened.database;
});
afterAll(async () => opened?.cleanup());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const query: Database["query"] = (sql, params) => database.query(sql, params);

async function row(name: string) {
  const [r] = await database.query<{ runs: number; owner: string | null; lastError: string | null }>(
    `SELECT runs, owner, "lastError" FROM "JobRun" WHERE name = $1`,
    [name],
  );
  return r;
}

/** Waits until `check()` holds (polling), or fails after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await sleep(50);
  }
}

describe("jobs across instances", () => {
  it("three runners started together: each period's run happens once, by whichever claims it", async () => {
    const periodMs = 1_500;
    const runsBy: string[] = [];
    let concurrent = 0;
    let overlapped = false;
    const job = (who: string): Job => ({
      name: "sweep-once",
      everyMs: periodMs,
      run: async () => {
        concurrent++;
        if (concurrent > 1) overlapped = true;
        runsBy.push(who);
        await sleep(100);
        concurrent--;
      },
    });
    const runners: JobRunner[] = ["a", "b", "c"].map((who) =>
      createJobRunner(query, [job(who)], { owner: who, jitterMs: 50, leaseMs: 3_000 }),
    );
    const started = Date.now();
    await Promise.all(runners.map((r) => r.start()));
    // At start the job was due: exactly one of the three ran it.
    expect(runsBy).toHaveLength(1);
    await until(() => runsBy.length >= 4);
    await Promise.all(runners.map((r) => r.stop({ handOver: false })));
    const elapsed = Date.now() - started;
    // Once per period: never more runs than periods begun (plus the start's), never two at once.
    expect(runsBy.length).toBeLessThanOrEqual(Math.floor(elapsed / periodMs) + 1);
    expect(overlapped).toBe(false);
    expect((await row("sweep-once")).runs).toBe(runsBy.length);
  });

  it("a runner that dies mid-run does not block the job: another claims it once the lease lapses", async () => {
    const leaseMs = 1_200;
    let release = () => {};
    const stuck: Job = {
      name: "sweep-dies",
      everyMs: 300,
      // Never finishes, as if the process hung or was killed mid-run.
      run: () => new Promise<void>((r) => (release = r)),
    };
    const dying = createJobRunner(query, [stuck], { owner: "dying", leaseMs, jitterMs: 20 });
    const startDying = dying.start();
    await until(async () => (await row("sweep-dies"))?.owner === "dying");
    // The process dies: no more lease renewals, no hand-over.
    dying.abandon();

    let survivorRuns = 0;
    const healthy: Job = { name: "sweep-dies", everyMs: 300, run: async () => void survivorRuns++ };
    const survivor = createJobRunner(query, [healthy], { owner: "survivor", leaseMs, jitterMs: 20 });
    await survivor.start();
    // The period is due, but the dead runner's lease still stands: not yet.
    expect(survivorRuns).toBe(0);
    await until(() => survivorRuns >= 1, 10_000);
    await survivor.stop({ handOver: false });
    expect((await row("sweep-dies")).owner).toBe("survivor");
    release();
    await startDying;
  });

  it("a failed run is recorded and logged, and the next period runs again", async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const flaky: Job = {
      name: "sweep-flaky",
      everyMs: 200,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("disk full");
      },
    };
    const runner = createJobRunner(query, [flaky], { owner: "solo", jitterMs: 10, log: (e) => errors.push(e) });
    await runner.start();
    expect((await row("sweep-flaky")).lastError).toBe("disk full");
    await until(() => calls >= 2);
    await runner.stop({ handOver: false });
    await until(async () => (await row("sweep-flaky")).lastError === null);
    expect(errors).toHaveLength(1);
  });

  it("a clean stop makes its jobs due: the next start runs them at once, whoever ran them last", async () => {
    let runs = 0;
    const hourly: Job = { name: "sweep-hourly", everyMs: 3_600_000, run: async () => void runs++ };
    const first = createJobRunner(query, [hourly], { owner: "first" });
    await first.start();
    expect(runs).toBe(1);
    // The instance that ran it dies; its replacement starts within the hour: not due, not run.
    first.abandon();
    const second = createJobRunner(query, [hourly], { owner: "second" });
    await second.start();
    expect(runs).toBe(1);
    // The replacement is stopped cleanly (Ctrl-C) and started again: the job runs at its start.
    await second.stop();
    const restarted = createJobRunner(query, [hourly], { owner: "second-again" });
    await restarted.start();
    expect(runs).toBe(2);
    // A second instance starting beside it finds the job run: not due.
    const beside = createJobRunner(query, [hourly], { owner: "beside" });
    await beside.start();
    expect(runs).toBe(2);
    await Promise.all([restarted.stop({ handOver: false }), beside.stop({ handOver: false })]);
  });
});
