import { logError } from "./log.server";

/**
 * Periodic housekeeping in the app process: each job runs once at start and then every
 * `everyMs`, never overlapping itself; a failure is logged and the next run tries again.
 * Jobs are idempotent database sweeps, so several instances running them at once is harmless.
 */
interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

const jobs: Job[] = [];
const timers: NodeJS.Timeout[] = [];

export function registerJob(job: Job) {
  if (!jobs.some((j) => j.name === job.name)) jobs.push(job);
}

async function runOnce(job: Job, running: Set<string>) {
  if (running.has(job.name)) return;
  running.add(job.name);
  try {
    await job.run();
  } catch (error) {
    logError(error, { job: job.name });
  } finally {
    running.delete(job.name);
  }
}

export async function startJobs() {
  const running = new Set<string>();
  await Promise.all(jobs.map((job) => runOnce(job, running)));
  for (const job of jobs) {
    const timer = setInterval(() => void runOnce(job, running), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
}

export function stopJobs() {
  for (const t of timers.splice(0)) clearInterval(t);
}
