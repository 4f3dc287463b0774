import type { Prisma } from "~/generated/prisma/client";
import { eraseConsents } from "~/modules/privacy/consents.server";

/** The e-mail an erased account keeps: unique, and not a mailbox anybody can own. */
export const erasedEmail = (userId: string) => `deleted-${userId}@erased.invalid`;

/**
 * Erases an account's personal data inside the caller's transaction: the shopper's own "delete
 * account" and an admin's delete both come here, so both erase the same things.
 * - gone: sessions, linked social logins, reset tokens, addresses, notifications, the wishlist,
 *   the newsletter subscription of that address and the consent records (but the acceptance of
 *   an order's terms, which stays with the order);
 * - reviews stay on the products (their text is about the product) with no author, shown as
 *   "Anonymous" in the reader's language;
 * - orders stay, linked to the erased row, with their invoices, names and addresses: Italian tax
 *   law keeps them 10 years (DPR 600/1973 art. 22, Codice civile art. 2220), which GDPR art.
 *   17(3)(b) allows; the erasure screens and their confirmation say so (namespace `privacy`);
 * - the row stays (deletedAt set) with names, e-mail, password and verification cleared.
 */
export async function eraseAccount(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<boolean> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return false;
  await tx.session.deleteMany({ where: { userId } });
  await tx.oAuthAccount.deleteMany({ where: { userId } });
  await tx.passwordResetToken.deleteMany({ where: { userId } });
  await tx.address.deleteMany({ where: { userId } });
  await tx.notification.deleteMany({ where: { userId } });
  await tx.review.updateMany({ where: { userId }, data: { userId: null, authorName: null } });
  await tx.newsletterSubscriber.deleteMany({ where: { email: user.email } });
  await tx.wishlistItem.deleteMany({ where: { userId } });
  await eraseConsents(tx, { userId, email: user.email });
  await tx.user.update({
    where: { id: userId },
    data: {
      fname: "",
      lname: "",
      email: erasedEmail(userId),
      passwordHash: null,
      newsletter: false,
      emailVerifiedAt: null,
      deletedAt: now,
    },
  });
  return true;
}
