import type { Prisma } from "~/generated/prisma/client";

/**
 * The last-admin rule (issue 11, "Staff users"): an admin cannot remove, demote, erase or disable
 * the shop's last admin who can sign in. It lives in accounts so that every way out (the office's
 * role changes and deletes, disabling a log-in) takes the same locks in the same order.
 */

type Tx = Prisma.TransactionClient;

/** The JSON API's answer (409) to a change the last-admin rule refuses; pages show it translated. */
export const LAST_ADMIN_MESSAGE =
  "The shop must keep at least one admin who can sign in: make someone else an admin first.";

/**
 * The shop must keep an admin who can sign in: nobody else can invite staff, change roles or
 * manage users. Thrown inside a transaction (which then rolls back) when a change would remove
 * the last enabled admin.
 */
export class LastAdminError extends Error {
  constructor() {
    super(LAST_ADMIN_MESSAGE);
    this.name = "LastAdminError";
  }
}

export function isLastAdminError(error: unknown): error is LastAdminError {
  return error instanceof LastAdminError;
}

/**
 * Locks every live admin row, in id order (two transactions taking them in the same order never
 * deadlock each other), until the caller's transaction ends. READ COMMITTED re-reads a row that
 * was waited for: an admin demoted by a transaction that committed meanwhile is no longer here.
 */
export async function lockAdmins(tx: Tx) {
  return tx.$queryRaw<{ id: string; disabledAt: Date | null }[]>`
    SELECT "id", "disabledAt" FROM "User" WHERE "role" = 'admin' AND "deletedAt" IS NULL ORDER BY "id" FOR UPDATE`;
}

/**
 * The last-admin rule, for every way an admin can stop being one (a role change, a delete, a
 * disabled log-in): throws LastAdminError when `userId` is an admin and no other enabled admin
 * would remain. Call it inside the transaction that makes the change and before that
 * transaction locks any User row itself (the admin rows are locked here, in id order, and held
 * to the commit: two admins demoting each other at once are served one after the other, and the
 * second finds itself the last). A no-op for an account that is not an admin.
 */
export async function assertNotLastAdmin(tx: Tx, userId: string): Promise<void> {
  const admins = await lockAdmins(tx);
  if (!admins.some((a) => a.id === userId)) return;
  if (!admins.some((a) => a.id !== userId && a.disabledAt === null)) throw new LastAdminError();
}
