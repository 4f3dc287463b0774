import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import type { DiscountTerms } from "~/modules/checkout/pricing";
import { codeProblem, normalizeCode, type CodeState, type DiscountProblem } from "./rules";

/**
 * Using a discount code (docs/decisions/017-discount-codes.md). Inside the order's transaction the
 * code's row is locked (`FOR UPDATE`) before it is checked and its use counted, so checkouts with
 * one code queue on that row: N uses left give exactly N orders however many arrive at once, and
 * a customer's earlier uses are counted as committed. Every checkout takes its products' rows
 * before the code's, so the queue cannot deadlock with the stock. A cancelled order gives its use
 * back in the transaction that returns its stock (releaseDiscountUse).
 */

type Tx = Prisma.TransactionClient;

export interface CodeRow extends CodeState {
  id: string;
  code: string;
  perCustomerLimit: number | null;
  welcome: boolean;
}

export interface Redemption {
  codeId: string;
  code: string;
  terms: DiscountTerms;
  /** The newsletter's welcome code (its own rules and messages). */
  welcome: boolean;
}

export type RedeemResult =
  { ok: true; redemption: Redemption } | { ok: false; problem: DiscountProblem; minOrderCents?: number };

export interface RedeemInput {
  code: string;
  /** The goods, VAT included, before the discount. */
  goodsCents: number;
  /** The order's e-mail (lower-case) and the signed-in account, if any. */
  email: string | null;
  userId: string | null;
  now: Date;
}

const refuse = (problem: DiscountProblem, row?: CodeRow): RedeemResult =>
  problem === "below_minimum" && row
    ? { ok: false, problem, minOrderCents: row.minOrderCents }
    : { ok: false, problem };

/** The customer's uses held now: by the same account, or with the same e-mail (guest or not). */
async function customerUses(client: Tx | ReturnType<typeof db>, codeId: string, email: string, userId: string | null) {
  const [row] = await client.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "DiscountUse" u JOIN "Order" o ON o.id = u."orderId"
    WHERE u."codeId" = ${codeId} AND u."releasedAt" IS NULL
      AND (o.email = ${email} OR (${userId}::text IS NOT NULL AND o."userId" = ${userId}))`;
  return row.n;
}

async function confirmedSubscriber(client: Tx | ReturnType<typeof db>, email: string, lock: boolean) {
  const rows = lock
    ? await client.$queryRaw<{ id: string }[]>`
        SELECT id FROM "NewsletterSubscriber"
        WHERE email = ${email} AND "confirmedAt" IS NOT NULL AND "unsubscribedAt" IS NULL FOR UPDATE`
    : await client.$queryRaw<{ id: string }[]>`
        SELECT id FROM "NewsletterSubscriber"
        WHERE email = ${email} AND "confirmedAt" IS NOT NULL AND "unsubscribedAt" IS NULL`;
  return rows.length > 0;
}

async function readCode(client: Tx | ReturnType<typeof db>, code: string, lock: boolean): Promise<CodeRow | null> {
  const rows = lock
    ? await client.$queryRaw<CodeRow[]>`
        SELECT id, code, kind::text AS kind, value, "startsAt", "endsAt", "minOrderCents", "totalLimit",
               "perCustomerLimit", "usedCount", active, welcome
        FROM "DiscountCode" WHERE code = ${code} FOR UPDATE`
    : await client.$queryRaw<CodeRow[]>`
        SELECT id, code, kind::text AS kind, value, "startsAt", "endsAt", "minOrderCents", "totalLimit",
               "perCustomerLimit", "usedCount", active, welcome
        FROM "DiscountCode" WHERE code = ${code}`;
  return rows[0] ?? null;
}

/** The checks shared by the checkout (locked) and the previews (not locked). */
async function check(
  client: Tx | ReturnType<typeof db>,
  input: RedeemInput,
  lock: boolean,
): Promise<RedeemResult & { row?: CodeRow }> {
  const code = normalizeCode(input.code);
  const row = code ? await readCode(client, code, lock) : null;
  if (!row) return refuse("unknown");
  const problem = codeProblem(row, input.goodsCents, input.now);
  if (problem) return refuse(problem, row);
  if (input.email !== null) {
    // The welcome code is for confirmed subscribers (their row locked while it is checked).
    if (row.welcome && !(await confirmedSubscriber(client, input.email, lock))) return refuse("welcome");
    if (row.perCustomerLimit !== null) {
      const used = await customerUses(client, row.id, input.email, input.userId);
      if (used >= row.perCustomerLimit) return refuse(row.welcome ? "welcome" : "customer_used");
    }
  }
  return {
    ok: true,
    redemption: { codeId: row.id, code: row.code, terms: { kind: row.kind, value: row.value }, welcome: row.welcome },
    row,
  };
}

/**
 * Inside the order's transaction: checks the code for this customer and these goods with its row
 * locked, and counts one use (the order's DiscountUse is written by recordDiscountUse once the
 * order exists, in the same transaction).
 */
export async function claimDiscount(tx: Tx, input: RedeemInput & { email: string }): Promise<RedeemResult> {
  const checked = await check(tx, input, true);
  if (!checked.ok) return checked;
  // The row is locked: this cannot pass the limit. The condition is the database's own guard.
  const counted = await tx.$executeRaw`
    UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
    WHERE id = ${checked.redemption.codeId} AND ("totalLimit" IS NULL OR "usedCount" < "totalLimit")`;
  if (counted !== 1) return refuse("exhausted");
  return { ok: true, redemption: checked.redemption };
}

/** The order's use of the code it was placed with (same transaction as the order). */
export async function recordDiscountUse(tx: Tx, use: { codeId: string; orderId: string; amountCents: number }) {
  await tx.discountUse.create({ data: use });
}

/**
 * Gives back the use of a cancelled order (call in the transaction that ends it and returns its
 * stock). Once: a use already given back is not counted twice.
 */
export async function releaseDiscountUse(tx: Tx, orderId: string): Promise<void> {
  const released = await tx.$queryRaw<{ codeId: string }[]>`
    UPDATE "DiscountUse" SET "releasedAt" = now() WHERE "orderId" = ${orderId} AND "releasedAt" IS NULL
    RETURNING "codeId"`;
  for (const { codeId } of released) {
    await tx.$executeRaw`
      UPDATE "DiscountCode" SET "usedCount" = "usedCount" - 1, "updatedAt" = now() WHERE id = ${codeId}`;
  }
}

/**
 * A cancelled order that staff reopen takes its use again (it keeps the price it was sold at),
 * even past the code's limit: staff decided to honour the order.
 */
export async function retakeDiscountUse(tx: Tx, orderId: string): Promise<void> {
  const taken = await tx.$queryRaw<{ codeId: string }[]>`
    UPDATE "DiscountUse" SET "releasedAt" = NULL WHERE "orderId" = ${orderId} AND "releasedAt" IS NOT NULL
    RETURNING "codeId"`;
  for (const { codeId } of taken) {
    await tx.$executeRaw`
      UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = now() WHERE id = ${codeId}`;
  }
}

/**
 * Whether a code would apply, without locking anything (the cart, the payment page's "Apply"):
 * the checkout checks again when the order is placed. Without an e-mail (the cart of a guest) the
 * per-customer limit and the welcome code's subscriber rule wait for the checkout.
 */
export async function previewDiscount(input: RedeemInput): Promise<RedeemResult> {
  const checked = await check(db(), input, false);
  if (!checked.ok) return checked;
  return { ok: true, redemption: checked.redemption };
}

/** Why the checkout refused a code, as a refusal of the order ("welcome" keeps the welcome code's message). */
export type DiscountCodeProblem = Exclude<DiscountProblem, "welcome">;

export function discountRefusal(result: Extract<RedeemResult, { ok: false }>): {
  reason: "discount_invalid";
  problem?: DiscountCodeProblem;
  minOrderCents?: number;
} {
  if (result.problem === "welcome") return { reason: "discount_invalid" };
  return result.minOrderCents !== undefined
    ? { reason: "discount_invalid", problem: result.problem, minOrderCents: result.minOrderCents }
    : { reason: "discount_invalid", problem: result.problem };
}
