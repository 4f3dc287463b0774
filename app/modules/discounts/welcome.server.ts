import type { Prisma } from "~/generated/prisma/client";
import type { db } from "~/lib/db.server";

/**
 * The newsletter's welcome code is a discount code (the row with `welcome`), so staff see and
 * edit it with the others. The shop's settings read its code and percent from that row
 * (Shop settings → Newsletter saves into it), so the footer, the mails and the checkout's pricing
 * stamp all follow one value.
 */

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

export async function readWelcomeOffer(client: Client): Promise<{ code: string; percent: number } | null> {
  const [row] = await client.$queryRaw<{ code: string; value: number }[]>`
    SELECT code, value FROM "DiscountCode" WHERE welcome AND kind = 'percent' ORDER BY "createdAt" LIMIT 1`;
  return row ? { code: row.code, percent: row.value } : null;
}

/** Another code already has the name the welcome code was to take. */
export class WelcomeCodeTaken extends Error {
  constructor(readonly code: string) {
    super(`The discount code ${code} already exists.`);
  }
}

/** Saves the welcome code's name and percent (Shop settings → Newsletter), in the caller's transaction. */
export async function saveWelcomeOffer(tx: Prisma.TransactionClient, offer: { code: string; percent: number }) {
  const other = await tx.discountCode.findFirst({ where: { code: offer.code, welcome: false }, select: { id: true } });
  if (other) throw new WelcomeCodeTaken(offer.code);
  const updated = await tx.discountCode.updateMany({
    where: { welcome: true },
    data: { code: offer.code, kind: "percent", value: offer.percent },
  });
  if (updated.count === 0) {
    await tx.discountCode.create({
      data: { code: offer.code, kind: "percent", value: offer.percent, perCustomerLimit: 1, welcome: true },
    });
  }
}
