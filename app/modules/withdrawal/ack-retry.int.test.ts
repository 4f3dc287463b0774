import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action, loader } from "~/routes/pages.withdrawal";
import { makeCatalogue, makeOrder, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, pageRequest, settle, statusOf } from "../../../tests/support/routes";
import {
  ACK_BACKOFF_MINUTES,
  ACK_CLAIM_MS,
  ACK_MAX_ATTEMPTS,
  claimAcknowledgement,
  firstAcknowledgementClaim,
  retryAcknowledgements,
} from "./ack-retry.server";
import { sendWithdrawalAcknowledgement } from "./acknowledgement.server";
import { confirmWithdrawal, withdrawalForStaff } from "./withdrawal.server";

/**
 * The acknowledgement's retries (issue 14, art. 11a(3)): a send that fails at confirmation leaves
 * the withdrawal recorded and unacknowledged; the job sends it on its backoff, once, however many
 * runners look at once. Mail fails for real: SMTP_URL points at a closed port.
 */

const mail = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "a".repeat(40) }, { outbox: "withdrawal-ack" });
/** Mail down: nothing listens on the discard port of the loopback. */
const smtpDown = () => mail.set({ SMTP_URL: "smtp://127.0.0.1:9" });

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const T0 = new Date("2026-11-20T10:00:00.000Z");
const at = (ms: number) => () => new Date(T0.getTime() + ms);

async function deliveredOrder() {
  const ada = await makeUser();
  const [a, b] = await makeCatalogue(2, 10);
  const order = await makeOrder({
    status: "delivered",
    user: ada,
    payment: "paid",
    lines: [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ],
  });
  return { ada, order };
}

/** Confirms a whole-order withdrawal for a fresh delivered order at `now` (T0 by default). */
async function confirmed(now = T0) {
  const { ada, order } = await deliveredOrder();
  await db().order.update({ where: { id: order.id }, data: { deliveredAt: new Date(now.getTime() - 2 * DAY) } });
  const user = { ...ada, lname: "Rossi" };
  const input = { oid: order.oid, name: "Ada Rossi", email: ada.email, scope: "all" as const, quantities: {} };
  const outcome = await confirmWithdrawal({ kind: "account", user }, input, { locale: "en", now });
  if (!outcome.ok) throw new Error(`not confirmed: ${outcome.reason}`);
  return { ...outcome, order };
}

const row = (id: string) =>
  db().withdrawal.findUniqueOrThrow({
    where: { id },
    select: { acknowledgedAt: true, ackAttempts: true, ackLastError: true, ackNextAt: true },
  });
const mailsOf = (id: string) => mail.mails().filter((m) => m.includes(id));

describe("the withdrawal acknowledgement's retries", () => {
  withTestDatabase();
  afterEach(async () => {
    mail.set();
    mail.clearOutbox();
    // Each test's withdrawals are its own: the job reads them all.
    await db().withdrawal.deleteMany();
  });

  it("records the withdrawal when the mail fails at confirmation, and the page does not say it was mailed", async () => {
    const { ada, order } = await deliveredOrder();
    await db().order.update({ where: { id: order.id }, data: { deliveredAt: new Date(Date.now() - 2 * DAY) } });
    const session = await signIn(ada);
    smtpDown();
    const before = Date.now();
    const res = await settle(
      action(
        args(
          session.post("/pages/withdrawal", {
            intent: "confirm",
            oid: order.oid,
            name: "Ada Rossi",
            email: ada.email,
            scope: "all",
          }),
        ),
      ),
    );
    expect(statusOf(res)).toBe(303);
    const saved = await db().withdrawal.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(saved.acknowledgedAt).toBeNull();
    expect(saved.ackAttempts).toBe(1);
    expect(saved.ackLastError).toMatch(/ECONNREFUSED/);
    // The first retry a minute after the failure.
    expect(saved.ackNextAt!.getTime()).toBeGreaterThanOrEqual(before + ACK_BACKOFF_MINUTES[0] * MIN);
    expect(saved.ackNextAt!.getTime()).toBeLessThanOrEqual(Date.now() + ACK_BACKOFF_MINUTES[0] * MIN);
    expect(mailsOf(saved.id)).toHaveLength(0);
    expect(await db().auditEvent.count({ where: { entityId: order.id, action: "order.withdrawal" } })).toBe(1);

    // The buyer's page: recorded, and the mail still to come (not "sent").
    const done = dataOf<{ view: { kind: string; done: { acknowledged: boolean } } }>(
      await loader(args(pageRequest((res as Response).headers.get("Location")!))),
    );
    expect(done.view).toMatchObject({ kind: "done", done: { acknowledged: false } });

    // Staff: not sent, one attempt, the error, the next try.
    expect(await withdrawalForStaff(order.id)).toMatchObject({
      acknowledgedAt: null,
      ackAttempts: 1,
      ackLastError: expect.stringMatching(/ECONNREFUSED/),
      ackNextAt: saved.ackNextAt!.toISOString(),
    });
  });

  it("sends it once when mail works again, marks it, and never again", async () => {
    smtpDown();
    const w = await confirmed();
    expect(w.acknowledged).toBe(false);
    mail.set();

    // Not before its time.
    expect(await retryAcknowledgements({ now: at(ACK_BACKOFF_MINUTES[0] * MIN - 1) })).toEqual({ sent: 0, failed: 0 });
    expect(mailsOf(w.withdrawalId)).toHaveLength(0);

    const sentAt = at(ACK_BACKOFF_MINUTES[0] * MIN);
    expect(await retryAcknowledgements({ now: sentAt })).toEqual({ sent: 1, failed: 0 });
    const mails = mailsOf(w.withdrawalId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("we received your withdrawal from the contract for order");
    expect(await row(w.withdrawalId)).toEqual({
      acknowledgedAt: sentAt(),
      ackAttempts: 2,
      ackLastError: null,
      ackNextAt: null,
    });
    expect(await withdrawalForStaff(w.order.id)).toMatchObject({
      acknowledgedAt: sentAt().toISOString(),
      ackAttempts: 2,
      ackNextAt: null,
    });

    // Later runs, a claim, even a row whose next try were set by mistake: nothing more goes out.
    expect(await retryAcknowledgements({ now: at(30 * DAY) })).toEqual({ sent: 0, failed: 0 });
    await db().withdrawal.update({ where: { id: w.withdrawalId }, data: { ackNextAt: T0 } });
    expect(await claimAcknowledgement(w.withdrawalId, at(30 * DAY)())).toBeNull();
    expect(await retryAcknowledgements({ now: at(30 * DAY) })).toEqual({ sent: 0, failed: 0 });
    expect(mailsOf(w.withdrawalId)).toHaveLength(1);
  });

  it("never resends one acknowledged at confirmation", async () => {
    const w = await confirmed();
    expect(w.acknowledged).toBe(true);
    expect(await row(w.withdrawalId)).toEqual({
      acknowledgedAt: T0,
      ackAttempts: 1,
      ackLastError: null,
      ackNextAt: null,
    });
    for (const ms of [MIN, ACK_CLAIM_MS, DAY, 30 * DAY])
      expect(await retryAcknowledgements({ now: at(ms) })).toEqual({ sent: 0, failed: 0 });
    expect(mailsOf(w.withdrawalId)).toHaveLength(1);
  });

  it("waits 1, 5, 15, 60 minutes… between failed sends, then stops after the last attempt", async () => {
    smtpDown();
    const w = await confirmed();
    let clock = T0.getTime();
    let nextAt = (await row(w.withdrawalId)).ackNextAt!;
    for (let attempt = 1; attempt < ACK_MAX_ATTEMPTS; attempt++) {
      const wait = ACK_BACKOFF_MINUTES[attempt - 1] * MIN;
      expect(nextAt.getTime()).toBe(clock + wait);
      // A millisecond early: nothing tried.
      expect(await retryAcknowledgements({ now: () => new Date(nextAt.getTime() - 1) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect((await row(w.withdrawalId)).ackAttempts).toBe(attempt);
      // On time: tried, failed, the next wait set from then.
      clock = nextAt.getTime();
      expect(await retryAcknowledgements({ now: () => new Date(clock) })).toEqual({ sent: 0, failed: 1 });
      const after = await row(w.withdrawalId);
      expect(after.ackAttempts).toBe(attempt + 1);
      expect(after.ackLastError).toMatch(/ECONNREFUSED/);
      if (attempt + 1 < ACK_MAX_ATTEMPTS) nextAt = after.ackNextAt!;
      else expect(after.ackNextAt).toBeNull();
    }
    expect(ACK_BACKOFF_MINUTES.slice(0, 4)).toEqual([1, 5, 15, 60]);

    // Given up: mail back or not, the job leaves it to staff, who see why.
    mail.set();
    expect(await retryAcknowledgements({ now: at(365 * DAY) })).toEqual({ sent: 0, failed: 0 });
    expect(mailsOf(w.withdrawalId)).toHaveLength(0);
    expect(await withdrawalForStaff(w.order.id)).toMatchObject({
      acknowledgedAt: null,
      ackAttempts: ACK_MAX_ATTEMPTS,
      ackLastError: expect.stringMatching(/ECONNREFUSED/),
      ackNextAt: null,
    });
  });

  it("sends one mail per withdrawal when several runners look at once", async () => {
    smtpDown();
    const ws = [];
    for (let i = 0; i < 4; i++) ws.push(await confirmed());
    mail.set();
    const now = at(ACK_BACKOFF_MINUTES[0] * MIN);
    const results = await Promise.all(Array.from({ length: 8 }, () => retryAcknowledgements({ now })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(ws.length);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    for (const w of ws) {
      expect(mailsOf(w.withdrawalId)).toHaveLength(1);
      expect((await row(w.withdrawalId)).ackAttempts).toBe(2);
    }
  });

  it("leaves a row alone while a slow send holds it; a second runner sends nothing", async () => {
    smtpDown();
    const w = await confirmed();
    mail.set();
    const now = at(ACK_BACKOFF_MINUTES[0] * MIN);
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inSend = new Promise<void>((r) => (started = r));
    const slowSend = async (id: string) => {
      calls++;
      started();
      await gate;
      return sendWithdrawalAcknowledgement(id);
    };
    const first = retryAcknowledgements({ now, send: slowSend });
    await inSend; // the first runner has claimed the row and is sending
    // Another runner, at the same moment and well after (within the claim): nothing to take.
    expect(await retryAcknowledgements({ now, send: slowSend })).toEqual({ sent: 0, failed: 0 });
    expect(await retryAcknowledgements({ now: at(ACK_CLAIM_MS), send: slowSend })).toEqual({ sent: 0, failed: 0 });
    release();
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(calls).toBe(1);
    expect(mailsOf(w.withdrawalId)).toHaveLength(1);
  });

  it("lets the confirmation's own send hold a new row, and takes it once that claim lapses (a sender that died)", async () => {
    const { ada, order } = await deliveredOrder();
    // As confirmWithdrawal creates it, before its send: then the process died.
    const w = await db().withdrawal.create({
      data: {
        orderId: order.id,
        via: "account",
        name: "Ada Rossi",
        email: ada.email,
        wholeOrder: true,
        locale: "en",
        refundDueBy: new Date(T0.getTime() + 14 * DAY),
        createdAt: T0,
        ...firstAcknowledgementClaim(T0),
      },
    });
    expect(await retryAcknowledgements({ now: at(ACK_CLAIM_MS - 1) })).toEqual({ sent: 0, failed: 0 });
    expect(await retryAcknowledgements({ now: at(ACK_CLAIM_MS) })).toEqual({ sent: 1, failed: 0 });
    expect(mailsOf(w.id)).toHaveLength(1);
    expect(await row(w.id)).toMatchObject({ acknowledgedAt: at(ACK_CLAIM_MS)(), ackAttempts: 2, ackNextAt: null });
  });
});
