import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail } from "~/modules/mail/mail.server";
import { eraseConsents } from "./consents.server";
import { ERASURE_LINK_TTL_MS, erasureToken } from "./erasure-token.server";

/**
 * Erasure for people without an account (GDPR art. 17; decision 018): whoever bought as a guest,
 * signed up to the newsletter, asked for a back-in-stock alert or wrote through the contact or
 * barrier forms. They prove the address by a mailed link (erasure-token.server.ts) and confirm on
 * the page it opens. What goes, in one transaction: the newsletter subscription, the alerts, the
 * messages and the consent records of the address (but the terms accepted with an order). What
 * stays: the guest orders with their invoices, 10 years (DPR 600/1973 art. 22, Codice civile art.
 * 2220; GDPR art. 17(3)(b)), with the name, address and e-mail on them; a finished order's phone
 * number and client address, which neither the invoice nor the warranty needs, are cleared.
 * An address that belongs to an account is left to the account's own deletion.
 */

export const ERASURE_PATH = "/pages/erase-my-data";

/** Orders no carrier, payment or reservation needs any more: their phone and client address can go. */
const FINISHED = ["delivered", "cancelled", "returned"] as const;

export interface GuestOrderKept {
  oid: string;
  createdAt: string;
  /** Delivered, cancelled or returned: its phone number and client address are cleared by the erasure. */
  finished: boolean;
  invoiced: boolean;
}

export interface GuestDataSummary {
  /** The address is an account's: the account's own deletion applies, not this one. */
  account: boolean;
  newsletter: boolean;
  alerts: number;
  /** Contact messages and barrier reports. */
  messages: number;
  /** Consent records that go (the terms accepted with an order stay with it). */
  consents: number;
  /** Guest orders of the address, kept. */
  orders: GuestOrderKept[];
}

const normal = (email: string) => email.trim().toLowerCase();

/** The messages of an address, whatever the case it was typed in (older rows were stored as typed). */
const messagesOf = (email: string): Prisma.ContactMessageWhereInput => ({
  email: { equals: email, mode: "insensitive" },
});

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

async function summarize(client: Client, email: string): Promise<GuestDataSummary> {
  const [account, newsletter, alerts, messages, consents, orders] = await Promise.all([
    client.user.count({ where: { email: { equals: email, mode: "insensitive" }, deletedAt: null } }),
    client.newsletterSubscriber.count({ where: { email } }),
    client.backInStockAlert.count({ where: { email } }),
    client.contactMessage.count({ where: messagesOf(email) }),
    client.consent.count({ where: { email, orderId: null } }),
    client.order.findMany({
      where: { userId: null, email },
      orderBy: { createdAt: "asc" },
      select: { oid: true, createdAt: true, status: true, invoice: { select: { id: true } } },
    }),
  ]);
  return {
    account: account > 0,
    newsletter: newsletter > 0,
    alerts,
    messages,
    consents,
    orders: orders.map((o) => ({
      oid: o.oid,
      createdAt: o.createdAt.toISOString(),
      finished: (FINISHED as readonly string[]).includes(o.status),
      invoiced: Boolean(o.invoice),
    })),
  };
}

/** What the shop holds for an address (read-only: the page a mailed link opens). */
export function guestDataFor(email: string) {
  return summarize(db(), normal(email));
}

/** True when the summary holds anything to erase or keep. */
export const holdsData = (s: GuestDataSummary) =>
  s.newsletter || s.alerts > 0 || s.messages > 0 || s.consents > 0 || s.orders.length > 0;

export type ErasureRequestOutcome = "mailed" | "account" | "nothing";

/**
 * A visitor asked to erase the data of `email`. The page answers the same whatever happens here
 * (nobody learns whether an address is known); the address's owner gets a mail: the erasure link,
 * or, for an account's address, the way to the account's deletion. An address we hold nothing
 * for gets no mail. Throws when the mail cannot be sent.
 */
export async function requestGuestErasure(
  email: string,
  locale: Language,
  now = Date.now(),
): Promise<ErasureRequestOutcome> {
  const address = normal(email);
  const summary = await guestDataFor(address);
  const t = await getT(locale, "erasure");
  const plain = { interpolation: { escapeValue: false } };
  if (summary.account) {
    await sendMail({
      to: address,
      subject: t("mail.account.subject"),
      text: t("mail.account.body", { settingsUrl: `${env().publicUrl}/account/settings#settings-delete`, ...plain }),
    });
    return "account";
  }
  if (!holdsData(summary)) return "nothing";
  const link = `${env().publicUrl}${ERASURE_PATH}?token=${erasureToken(address, now)}`;
  await sendMail({
    to: address,
    subject: t("mail.link.subject"),
    text: t("mail.link.body", { link, hours: Math.round(ERASURE_LINK_TTL_MS / 3_600_000), ...plain }),
  });
  return "mailed";
}

export interface GuestErasureResult {
  /** What went: counts per kind (0 when there was none). */
  erased: { newsletter: number; alerts: number; messages: number; consents: number };
  /** The guest orders kept, and which of them had their phone number and client address cleared. */
  kept: GuestOrderKept[];
  cleared: string[];
}

export type GuestErasureOutcome = ({ ok: true } & GuestErasureResult) | { ok: false; reason: "account" };

/**
 * Erases what the shop holds for a guest's address, in one transaction with its audit record
 * (`guest.erase`, no actor: the person has no account; the record names counts and order
 * numbers, never the address). Confirming again erases what came since, and records nothing
 * when nothing changed. An account's address is refused: its deletion is the account's own.
 */
export async function eraseGuestData(email: string, meta: { ip: string | null }): Promise<GuestErasureOutcome> {
  const address = normal(email);
  return db().$transaction(async (tx) => {
    const account = await tx.user.count({
      where: { email: { equals: address, mode: "insensitive" }, deletedAt: null },
    });
    if (account > 0) return { ok: false as const, reason: "account" as const };
    const newsletter = (await tx.newsletterSubscriber.deleteMany({ where: { email: address } })).count;
    const alerts = (await tx.backInStockAlert.deleteMany({ where: { email: address } })).count;
    const messages = (await tx.contactMessage.deleteMany({ where: messagesOf(address) })).count;
    const consents = await eraseConsents(tx, { email: address });
    const cleared = await tx.order.updateManyAndReturn({
      where: {
        userId: null,
        email: address,
        status: { in: [...FINISHED] },
        OR: [{ phone: { not: null } }, { clientIp: { not: null } }],
      },
      data: { phone: null, clientIp: null },
      select: { oid: true },
    });
    const { orders: kept } = await summarize(tx, address);
    const erased = { newsletter, alerts, messages, consents };
    const changed = newsletter + alerts + messages + consents + cleared.length > 0;
    if (changed) {
      await recordAudit(tx, {
        actorId: null,
        action: "guest.erase",
        entity: "Guest",
        details: {
          via: "self-service link",
          erased,
          keptOrders: kept.map((o) => o.oid),
          phoneAndIpCleared: cleared.map((o) => o.oid),
        },
        ip: meta.ip,
      });
    }
    return { ok: true as const, erased, kept, cleared: cleared.map((o) => o.oid) };
  });
}
