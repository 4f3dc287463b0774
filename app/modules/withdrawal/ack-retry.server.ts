import { db } from "~/lib/db.server";
import { registerJob } from "~/lib/jobs.server";
import { logError } from "~/lib/log.server";
import { sendWithdrawalAcknowledgement } from "./acknowledgement.server";

/**
 * The acknowledgement of a withdrawal until it is sent (art. 11a(3): on a durable medium, without
 * undue delay). The confirmation sends it at once; when that fails (SMTP down) the withdrawal
 * stands and this job sends it again after 1, 5, 15, 60 minutes, 4, 12 and 24 hours: eight sends
 * in all, then it stops and staff see it on the order (write to the buyer).
 *
 * Once per withdrawal, whatever the number of app instances: a send starts only after claiming
 * the row, in a transaction holding its lock, where it is still unacknowledged and due; the
 * claim moves `ackNextAt` ACK_CLAIM_MS ahead, so a second runner (or the job while the
 * confirmation's own send runs) finds it not due and leaves it. The send is then marked (sent, or
 * failed with its error and the next try). Only a sender that dies (or loses the database)
 * between the mail leaving and the mark leaves a row to be sent again once the claim lapses: the
 * one case of two mails, as no mail server can take a send and a database write at once.
 */

export const ACK_JOB = "withdrawal-acknowledgements";
/** How often the job looks (the shortest wait is a minute; a cheap index read when nothing waits). */
export const ACK_EVERY_MS = 60_000;
/** Minutes to wait after the 1st, 2nd, … failed send. */
export const ACK_BACKOFF_MINUTES: readonly number[] = [1, 5, 15, 60, 240, 720, 1440];
/** Sends in all (the confirmation's and the job's). */
export const ACK_MAX_ATTEMPTS = ACK_BACKOFF_MINUTES.length + 1;
/** How long a started send holds its row: far longer than a send; a dead sender's row is due again after it. */
export const ACK_CLAIM_MS = 15 * 60_000;
/** Withdrawals sent per run (the next run takes the rest). */
const PER_RUN = 50;
const ERROR_MAX = 500;

export type SendAcknowledgement = (withdrawalId: string) => Promise<unknown>;

export interface AckOptions {
  /** The clock (tests control it). */
  now?: () => Date;
  /** The sender (tests slow it down); the acknowledgement mail by default. */
  send?: SendAcknowledgement;
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** What a new withdrawal is created with: its first send, the confirmation's, holds it. */
export function firstAcknowledgementClaim(now: Date) {
  return { ackAttempts: 1, ackNextAt: later(now, ACK_CLAIM_MS) };
}

/** Claims the withdrawal's next send if it is due and unacknowledged: its attempt number, else null. */
export async function claimAcknowledgement(withdrawalId: string, now: Date): Promise<number | null> {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Withdrawal" WHERE "id" = ${withdrawalId} FOR UPDATE`;
    // Read under the lock: another runner's claim or mark, committed meanwhile, is seen here.
    const w = await tx.withdrawal.findUnique({
      where: { id: withdrawalId },
      select: { acknowledgedAt: true, ackNextAt: true, ackAttempts: true },
    });
    if (!w || w.acknowledgedAt || !w.ackNextAt || w.ackNextAt > now) return null;
    const attempt = w.ackAttempts + 1;
    await tx.withdrawal.update({
      where: { id: withdrawalId },
      data: { ackAttempts: attempt, ackNextAt: later(now, ACK_CLAIM_MS) },
    });
    return attempt;
  });
}

/**
 * Sends the claimed acknowledgement and marks the outcome: sent (when), or the error and the next
 * try (none after the last attempt). True when it went out.
 */
export async function deliverAcknowledgement(
  withdrawalId: string,
  attempt: number,
  options: AckOptions = {},
): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const send = options.send ?? sendWithdrawalAcknowledgement;
  try {
    await send(withdrawalId);
  } catch (error) {
    logError(error, { task: "withdrawal-acknowledgement", withdrawalId, attempt });
    const message = (error instanceof Error ? error.message : String(error)) || "unknown error";
    const wait = ACK_BACKOFF_MINUTES[attempt - 1];
    await db().withdrawal.updateMany({
      where: { id: withdrawalId, acknowledgedAt: null },
      data: {
        ackLastError: message.slice(0, ERROR_MAX),
        ackNextAt: attempt < ACK_MAX_ATTEMPTS && wait !== undefined ? later(now(), wait * 60_000) : null,
      },
    });
    return false;
  }
  await db().withdrawal.updateMany({
    where: { id: withdrawalId, acknowledgedAt: null },
    data: { acknowledgedAt: now(), ackNextAt: null, ackLastError: null },
  });
  return true;
}

export interface AckRunResult {
  sent: number;
  failed: number;
}

/** The job: every unacknowledged withdrawal whose next try is due, claimed then sent, each once. */
export async function retryAcknowledgements(options: AckOptions = {}): Promise<AckRunResult> {
  const now = options.now ?? (() => new Date());
  const result: AckRunResult = { sent: 0, failed: 0 };
  const due = await db().withdrawal.findMany({
    where: { acknowledgedAt: null, ackNextAt: { lte: now() } },
    select: { id: true },
    orderBy: { ackNextAt: "asc" },
    take: PER_RUN,
  });
  for (const { id } of due) {
    const attempt = await claimAcknowledgement(id, now());
    if (attempt === null) continue; // another runner has it, or it was sent meanwhile
    if (await deliverAcknowledgement(id, attempt, options)) result.sent++;
    else result.failed++;
  }
  return result;
}

export function registerWithdrawalJobs() {
  registerJob({ name: ACK_JOB, everyMs: ACK_EVERY_MS, run: () => retryAcknowledgements() });
}
