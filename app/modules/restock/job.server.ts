import { db } from "~/lib/db.server";
import { registerJob } from "~/lib/jobs.server";
import { logError } from "~/lib/log.server";
import { getT } from "~/modules/i18n/i18n.server";
import { buyableProductIds } from "~/modules/inventory/availability.server";
import { sendMail } from "~/modules/mail/mail.server";
import { leftNewsletterSince } from "~/modules/marketing/opt-out.server";
import { ALERT_CONFIRM_TTL_MS, cancelUrl, langOf, productLabel } from "./alerts.server";

/**
 * The back-in-stock mails (decision 019). A waiting alert is due when its product can be bought
 * again: published with stock above 0, whatever put the units back (a receipt, a count, a
 * correction, the CSV import, a cancelled order's release: every change goes through the stock
 * ledger). Alerts are only taken while the product is out of stock, so "due" is the ledger's
 * 0 → more than 0; a return gone again before the job looks mails nobody (they keep waiting).
 * Everyone waiting is mailed in the same run, whatever the number of units: first come, first
 * served at checkout.
 *
 * Once: the job runs once across app instances (lib/jobs.server.ts), and each mail is sent in a
 * transaction holding its alert's row (`FOR UPDATE SKIP LOCKED`) that marks it sent; a second run,
 * or two at once, find nothing left to send. A failed send rolls back (the alert still waits) and
 * counts a failure; after MAX_FAILURES the alert is left alone.
 */

export const BACK_IN_STOCK_JOB = "back-in-stock";
/** How often the job looks (a cheap index-only read when nobody waits for a product in stock). */
export const BACK_IN_STOCK_EVERY_MS = 15_000;
export const MAX_FAILURES = 5;
/** Products looked at per run (the next run takes the rest). */
const PRODUCTS_PER_RUN = 500;
/** Ended alerts (sent, cancelled) are kept this long for the shopper's and staff's view, then deleted. */
export const ENDED_RETENTION_MS = 30 * 24 * 60 * 60_000;

interface DueAlert extends Record<string, unknown> {
  id: string;
  email: string;
  locale: string;
  requestedAt: Date;
}

export interface RunResult {
  sent: number;
  failed: number;
  /** Alerts ended without a mail because their address left the newsletter after asking. */
  optedOut: number;
}

/** Mails every waiting alert whose product can be bought now; each alert at most once. */
export async function sendBackInStockMails(now = () => new Date()): Promise<RunResult> {
  const result: RunResult = { sent: 0, failed: 0, optedOut: 0 };
  // Through the (status, productId) index: nothing read when nobody waits.
  const waiting = await db().$queryRaw<{ productId: string }[]>`
    SELECT DISTINCT "productId" FROM "BackInStockAlert"
     WHERE "status" = 'waiting' AND "failures" < ${MAX_FAILURES}
     LIMIT ${PRODUCTS_PER_RUN}`;
  const due = await buyableProductIds(waiting.map((w) => w.productId));
  for (const productId of due) {
    const failedHere: string[] = [];
    for (;;) {
      const outcome = await sendNext(productId, failedHere, now).catch((error: unknown) => {
        logError(error, { job: BACK_IN_STOCK_JOB, productId });
        return "stop" as const;
      });
      if (outcome === "none" || outcome === "stop") break;
      if (typeof outcome === "object") {
        failedHere.push(outcome.failedId);
        result.failed++;
      } else result[outcome]++;
    }
  }
  return result;
}

/** One alert of the product: locked, mailed and marked sent in one transaction. */
async function sendNext(
  productId: string,
  skip: string[],
  now: () => Date,
): Promise<"sent" | "optedOut" | "none" | { failedId: string }> {
  let failedId: string | null = null;
  const outcome = await db()
    .$transaction(
      async (tx) => {
        const [alert] = await tx.$queryRaw<DueAlert[]>`
          SELECT "id", "email", "locale", "requestedAt" FROM "BackInStockAlert"
           WHERE "productId" = ${productId} AND "status" = 'waiting' AND "failures" < ${MAX_FAILURES}
             AND NOT ("id" = ANY(${skip}::text[]))
           ORDER BY "confirmedAt", "id"
           LIMIT 1
           FOR UPDATE SKIP LOCKED`;
        if (!alert) return "none" as const;
        failedId = alert.id;
        if (await leftNewsletterSince(alert.email, alert.requestedAt)) {
          await tx.backInStockAlert.update({
            where: { id: alert.id },
            data: { status: "cancelled", cancelledAt: now() },
          });
          return "optedOut" as const;
        }
        await tx.backInStockAlert.update({ where: { id: alert.id }, data: { status: "sent", sentAt: now() } });
        // Last: a mail that fails rolls the row back to waiting.
        await sendBackMail(alert, productId);
        return "sent" as const;
      },
      // SMTP may take a while; the row stays locked meanwhile (other runs skip it).
      { timeout: 60_000, maxWait: 10_000 },
    )
    .catch(async (error: unknown) => {
      if (!failedId) throw error;
      logError(error, { job: BACK_IN_STOCK_JOB, alertId: failedId });
      await db().backInStockAlert.update({ where: { id: failedId }, data: { failures: { increment: 1 } } });
      return { failedId };
    });
  return outcome;
}

async function sendBackMail(alert: DueAlert, productId: string) {
  const lng = langOf(alert.locale);
  const [t, product] = await Promise.all([getT(lng, "restock"), productLabel(productId, lng)]);
  if (!product) throw new Error(`Product ${productId} is not published`);
  const unsubscribeUrl = cancelUrl(alert.id);
  await sendMail({
    to: alert.email,
    subject: t("mail.back.subject", { title: product.title, interpolation: { escapeValue: false } }),
    text: t("mail.back.body", {
      title: product.title,
      productUrl: product.url,
      unsubscribeUrl,
      interpolation: { escapeValue: false },
    }),
    unsubscribeUrl,
  });
}

/** Deletes unconfirmed requests past their link's life and ended alerts past their retention. */
export async function sweepAlerts(now = new Date()) {
  await db().backInStockAlert.deleteMany({
    where: {
      OR: [
        { status: "pending", requestedAt: { lt: new Date(now.getTime() - ALERT_CONFIRM_TTL_MS) } },
        { status: "sent", sentAt: { lt: new Date(now.getTime() - ENDED_RETENTION_MS) } },
        { status: "cancelled", cancelledAt: { lt: new Date(now.getTime() - ENDED_RETENTION_MS) } },
      ],
    },
  });
}

export function registerRestockJobs() {
  registerJob({ name: BACK_IN_STOCK_JOB, everyMs: BACK_IN_STOCK_EVERY_MS, run: () => sendBackInStockMails() });
  registerJob({ name: "back-in-stock-sweep", everyMs: 60 * 60_000, run: () => sweepAlerts() });
}
