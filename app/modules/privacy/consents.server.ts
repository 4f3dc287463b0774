import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { CONSENT_VERSIONS, type ConsentKind, type ConsentSource } from "./consent-versions";

/**
 * The record of consents (GDPR art. 7(1): the shop must be able to show that a person
 * consented, to what and when). One row per act, only ever added: a consent given, or withdrawn.
 * Who: the account (`userId`), or the e-mail of a guest or a newsletter subscriber. The client
 * address is kept only where the same flow keeps it already (a newsletter sign-up, an order):
 * recording consents adds no new tracking.
 */
export interface ConsentInput {
  kind: ConsentKind;
  granted: boolean;
  source: ConsentSource;
  userId?: string | null;
  email?: string | null;
  /** The sentence shown, when the form showed one. */
  text?: string | null;
  ip?: string | null;
  orderId?: string | null;
  /** Defaults to the current version of the kind's text. */
  version?: string;
  at?: Date;
}

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

/** Records one consent act, inside the caller's transaction when given one. */
export async function recordConsent(client: Client, input: ConsentInput) {
  await client.consent.create({
    data: {
      kind: input.kind,
      version: input.version ?? CONSENT_VERSIONS[input.kind],
      granted: input.granted,
      source: input.source,
      userId: input.userId ?? null,
      email: input.email ? input.email.trim().toLowerCase() : null,
      text: input.text ? input.text.slice(0, 2000) : null,
      ip: input.ip ?? null,
      orderId: input.orderId ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    },
  });
}

/** The cookie banner's acceptance by a signed-in shopper. */
export function recordCookieConsent(userId: string) {
  return recordConsent(db(), { kind: "cookies", granted: true, source: "cookie-banner", userId });
}

/**
 * A person's consents for their data export: those of the account, and those given with its
 * e-mail (newsletter, guest orders) once the account proved it owns that address.
 */
export async function consentsForExport(userId: string, email: string | null) {
  const rows = await db().consent.findMany({
    where: email ? { OR: [{ userId }, { userId: null, email }] } : { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      kind: true,
      version: true,
      granted: true,
      source: true,
      email: true,
      text: true,
      ip: true,
      createdAt: true,
      order: { select: { oid: true } },
    },
  });
  return rows.map(({ order, createdAt, ...r }) => ({ ...r, order: order?.oid ?? null, at: createdAt.toISOString() }));
}

/**
 * Erasure: the person's consent records go with the rest of their data, except the acceptance of
 * the terms of an order, which stays with the order (kept 10 years for tax law; it is evidence of
 * the contract, art. 17(3)(b) and (e) GDPR).
 */
export async function eraseConsents(tx: Prisma.TransactionClient, who: { userId?: string; email?: string | null }) {
  const or: Prisma.ConsentWhereInput[] = [];
  if (who.userId) or.push({ userId: who.userId });
  if (who.email) or.push({ email: who.email.trim().toLowerCase() });
  if (or.length === 0) return 0;
  const { count } = await tx.consent.deleteMany({ where: { OR: or, orderId: null } });
  return count;
}
