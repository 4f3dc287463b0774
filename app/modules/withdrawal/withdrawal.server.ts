import type { Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { Language } from "~/modules/i18n/config";
import { ownOrdersWhere, type OrderViewer } from "~/modules/orders/ownership.server";
import { deliverAcknowledgement, firstAcknowledgementClaim } from "./ack-retry.server";
import { guestToken, tokenOrderId, verifyGuestToken } from "./guest-token.server";
import { refundDueBy, withdrawalPeriod, type PeriodState } from "./period";
import type { StatementInput } from "./schemas";

/**
 * The withdrawal function (Directive 2011/83/EU art. 11a, Codice del Consumo art. 54-bis): a
 * buyer states online that they withdraw from an order, whole or some lines, and confirms; the
 * statement is recorded with its time and acknowledged at once by mail. Who may: the signed-in
 * owner of the order (orders/ownership.server.ts) or a guest holding a token the server signed
 * after the order's number and e-mail matched. One withdrawal per order.
 */

type Tx = Prisma.TransactionClient;

export type Requester =
  { kind: "account"; user: OrderViewer & { fname: string; lname: string } } | { kind: "guest"; token: string };

const orderSelect = {
  id: true,
  oid: true,
  email: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  deliveredAt: true,
  totalCents: true,
  refundedCents: true,
  guestName: true,
  shipName: true,
  lines: { select: { id: true, title: true, quantity: true }, orderBy: { id: "asc" } },
  withdrawal: {
    select: { id: true, createdAt: true, wholeOrder: true, lines: { select: { orderLineId: true, quantity: true } } },
  },
} satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

/** The order `requester` may withdraw from, or null (not theirs, unknown, or a bad token): one answer for all. */
async function findOrder(client: Tx, requester: Requester, oid: string): Promise<OrderRow | null> {
  if (requester.kind === "account") {
    return client.order.findFirst({ where: { AND: [{ oid }, ownOrdersWhere(requester.user)] }, select: orderSelect });
  }
  const id = tokenOrderId(requester.token);
  if (!id) return null;
  const row = await client.order.findUnique({ where: { id }, select: orderSelect });
  if (!row || row.oid !== oid || !verifyGuestToken(requester.token, row.id, row.email)) return null;
  return row;
}

export interface StatementView {
  oid: string;
  placedAt: string;
  /** Prefilled: the account's name or the guest's; the order's e-mail (the account's when signed in). */
  name: string;
  email: string;
  lines: { id: string; title: string; quantity: number }[];
  period: PeriodState;
  /** The withdrawal already recorded for the order, if any. */
  withdrawn: { at: string; whole: boolean; lines: { title: string; quantity: number }[] } | null;
}

function toView(row: OrderRow, requester: Requester, now: Date): StatementView {
  const name =
    requester.kind === "account"
      ? `${requester.user.fname} ${requester.user.lname}`.trim()
      : (row.guestName ?? row.shipName);
  const titles = new Map(row.lines.map((l) => [l.id, l.title]));
  return {
    oid: row.oid,
    placedAt: row.createdAt.toISOString(),
    name: name || row.shipName,
    email: requester.kind === "account" ? requester.user.email : row.email,
    lines: row.lines,
    period: withdrawalPeriod(row, now),
    withdrawn: row.withdrawal
      ? {
          at: row.withdrawal.createdAt.toISOString(),
          whole: row.withdrawal.wholeOrder,
          lines: row.withdrawal.lines.map((l) => ({ title: titles.get(l.orderLineId) ?? "", quantity: l.quantity })),
        }
      : null,
  };
}

/** What the statement form shows for `oid`, or null when the order is not the requester's. */
export async function statementFor(requester: Requester, oid: string, now = new Date()): Promise<StatementView | null> {
  const row = await findOrder(db(), requester, oid);
  return row ? toView(row, requester, now) : null;
}

/**
 * A guest's identification: the order's number and the e-mail it was placed with, both exact
 * (the e-mail in any case). Null whatever failed, so nobody learns that an order number exists.
 */
export async function identifyGuestOrder(oid: string, email: string): Promise<{ oid: string; token: string } | null> {
  const row = await db().order.findFirst({
    where: { oid, email: email.trim().toLowerCase() },
    select: { id: true, oid: true, email: true },
  });
  return row ? { oid: row.oid, token: guestToken(row.id, row.email) } : null;
}

export type ConfirmOutcome =
  | { ok: true; withdrawalId: string; oid: string; createdAt: Date; acknowledged: boolean }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "already"; at: Date }
  | { ok: false; reason: "closed"; period: Exclude<PeriodState, { open: true }> }
  | { ok: false; reason: "lines" };

/** The lines withdrawn: every unit for "all", else the quantities asked (each at most what was bought). */
function chosenLines(
  row: OrderRow,
  input: StatementInput,
): { lines: { id: string; quantity: number }[]; whole: boolean } | null {
  if (input.scope === "all") return { lines: row.lines.map((l) => ({ id: l.id, quantity: l.quantity })), whole: true };
  const known = new Map(row.lines.map((l) => [l.id, l.quantity]));
  const lines: { id: string; quantity: number }[] = [];
  for (const [id, quantity] of Object.entries(input.quantities)) {
    const bought = known.get(id);
    if (bought === undefined || quantity > bought) return null;
    if (quantity > 0) lines.push({ id, quantity });
  }
  if (lines.length === 0) return null;
  const whole = row.lines.every((l) => lines.some((c) => c.id === l.id && c.quantity === l.quantity));
  return { lines, whole };
}

/**
 * Records the confirmed statement, in one transaction under the order's row lock: the withdrawal
 * and its lines (what comes back), and an audit record in the order's trail. Refuses, changing
 * nothing, an order that is not the requester's, one already withdrawn from (a double submit, or
 * two at once: the unique order id decides), and one whose period has ended or that has nothing
 * left to withdraw from. Then mails the acknowledgement (its failure is logged and recorded on the
 * withdrawal, which stands: the page tells the buyer it is recorded and the mail will follow, and
 * the retry job sends it, ack-retry.server.ts).
 */
export async function confirmWithdrawal(
  requester: Requester,
  input: StatementInput,
  ctx: { ip?: string | null; locale: Language; now?: Date },
): Promise<ConfirmOutcome> {
  const now = ctx.now ?? new Date();
  let outcome: ConfirmOutcome;
  try {
    outcome = await db().$transaction(async (tx): Promise<ConfirmOutcome> => {
      const found = await findOrder(tx, requester, input.oid);
      if (!found) return { ok: false, reason: "not_found" };
      await tx.$queryRaw`SELECT 1 FROM "Order" WHERE "id" = ${found.id} FOR UPDATE`;
      // Read again under the lock: a withdrawal or a status change may have landed meanwhile.
      const row = await tx.order.findUniqueOrThrow({ where: { id: found.id }, select: orderSelect });
      if (row.withdrawal) return { ok: false, reason: "already", at: row.withdrawal.createdAt };
      const period = withdrawalPeriod(row, now);
      if (!period.open) return { ok: false, reason: "closed", period };
      const chosen = chosenLines(row, input);
      if (!chosen) return { ok: false, reason: "lines" };
      const via = requester.kind;
      const saved = await tx.withdrawal.create({
        data: {
          orderId: row.id,
          via,
          name: input.name,
          email: input.email.toLowerCase(),
          wholeOrder: chosen.whole,
          locale: ctx.locale,
          ip: ctx.ip ?? null,
          refundDueBy: refundDueBy(now),
          createdAt: now,
          // The send below holds it; the retry job takes it if that send fails (ack-retry.server.ts).
          ...firstAcknowledgementClaim(now),
          lines: { create: chosen.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })) },
        },
        select: { id: true, createdAt: true },
      });
      await recordAudit(tx, {
        actorId: requester.kind === "account" ? requester.user.id : null,
        action: "order.withdrawal",
        entity: "Order",
        entityId: row.id,
        details: {
          oid: row.oid,
          withdrawalId: saved.id,
          via,
          whole: chosen.whole,
          lines: chosen.lines,
          status: row.status,
        },
        ip: ctx.ip,
      });
      return { ok: true, withdrawalId: saved.id, oid: row.oid, createdAt: saved.createdAt, acknowledged: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await db().withdrawal.findFirst({
      where: { order: { oid: input.oid } },
      select: { createdAt: true },
    });
    return { ok: false, reason: "already", at: existing?.createdAt ?? now };
  }
  if (!outcome.ok) return outcome;
  // The clock of the statement when one is given (tests), for the mark and the next try.
  const acknowledged = await deliverAcknowledgement(outcome.withdrawalId, 1, { now: ctx.now ? () => now : undefined });
  return { ...outcome, acknowledged };
}

/** What the "done" page shows of a recorded withdrawal (found by its signed reference). */
export async function recordedWithdrawal(id: string) {
  const w = await db().withdrawal.findUnique({
    where: { id },
    select: { createdAt: true, email: true, acknowledgedAt: true, refundDueBy: true, order: { select: { oid: true } } },
  });
  if (!w) return null;
  return {
    oid: w.order.oid,
    at: w.createdAt.toISOString(),
    email: w.email,
    acknowledged: w.acknowledgedAt !== null,
  };
}

export interface StaffWithdrawal {
  at: string;
  via: string;
  name: string;
  email: string;
  whole: boolean;
  refundDueBy: string;
  acknowledgedAt: string | null;
  /** The acknowledgement's sends so far, why the last one failed, and when the next is due (null: no more). */
  ackAttempts: number;
  ackLastError: string | null;
  ackNextAt: string | null;
  lines: { title: string; quantity: number; bought: number }[];
}

/**
 * The order's withdrawal as the back office shows it: when, who, the refund's due date, the goods
 * expected back, and whether the acknowledgement went out (or how its retries stand).
 */
export async function withdrawalForStaff(orderId: string): Promise<StaffWithdrawal | null> {
  const w = await db().withdrawal.findUnique({
    where: { orderId },
    select: {
      createdAt: true,
      via: true,
      name: true,
      email: true,
      wholeOrder: true,
      refundDueBy: true,
      acknowledgedAt: true,
      ackAttempts: true,
      ackLastError: true,
      ackNextAt: true,
      lines: {
        select: { quantity: true, orderLine: { select: { title: true, quantity: true } } },
        orderBy: { orderLine: { id: "asc" } },
      },
    },
  });
  if (!w) return null;
  return {
    at: w.createdAt.toISOString(),
    via: w.via,
    name: w.name,
    email: w.email,
    whole: w.wholeOrder,
    refundDueBy: w.refundDueBy.toISOString(),
    acknowledgedAt: w.acknowledgedAt?.toISOString() ?? null,
    ackAttempts: w.ackAttempts,
    ackLastError: w.ackLastError,
    ackNextAt: w.ackNextAt?.toISOString() ?? null,
    lines: w.lines.map((l) => ({ title: l.orderLine.title, quantity: l.quantity, bought: l.orderLine.quantity })),
  };
}
