import type { Prisma } from "~/generated/prisma/client";

/**
 * Which orders are a shopper's own: the one rule behind the account area's orders, cancel,
 * payment history and reviews, and the shopper's scope of GET /api/sattva-orders.
 *
 * - An order placed with the account (userId) is always theirs.
 * - A guest order (no account) placed with the account's e-mail is theirs only once the account
 *   has PROVED that address (User.emailVerifiedAt: the verification link, a completed password
 *   reset or a provider that vouches for the e-mail). Anybody can type any address at sign-up or
 *   in the profile: without the proof, registering as victim@example.com would show, and let
 *   cancel, the victim's guest orders.
 * - A guest order never becomes theirs when it belongs to another account (userId set).
 */

export interface OrderViewer {
  id: string;
  email: string;
  /** True once the account's current e-mail has been proved (User.emailVerifiedAt is set). */
  emailVerified: boolean;
}

/** The Prisma filter for the orders that belong to `viewer`. */
export function ownOrdersWhere(viewer: OrderViewer): Prisma.OrderWhereInput {
  const own: Prisma.OrderWhereInput = { userId: viewer.id };
  const email = viewer.email.trim().toLowerCase();
  // `=== true`: anything but a proved address (undefined from an old caller, a truthy string) is unverified.
  if (viewer.emailVerified !== true || !email) return own;
  return {
    OR: [
      own,
      {
        userId: null,
        OR: [{ guestEmail: { equals: email, mode: "insensitive" } }, { email: { equals: email, mode: "insensitive" } }],
      },
    ],
  };
}
