import { Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { eraseAccount } from "~/modules/accounts/erase.server";
import {
  assertNotLastAdmin,
  isLastAdminError,
  LAST_ADMIN_MESSAGE,
  LastAdminError,
  lockAdmins,
} from "~/modules/accounts/last-admin.server";
import { checkPassword, publicUserSelect, type PublicUser } from "~/modules/accounts/users.server";
import { clientAddress, hit, peek, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { isRecordId, type ApiPage, type UserChanges } from "./schemas";

/**
 * What an admin may do to other accounts (SPEC section 6, "Managing users ... is admin only"):
 * edit, change the role, delete. Each change is confirmed by the admin's own password, checked
 * here against the hash, and leaves an audit record in the same transaction.
 */

export { assertNotLastAdmin, isLastAdminError, LAST_ADMIN_MESSAGE, LastAdminError, lockAdmins };

/** Wrong re-entered passwords allowed per staff member (and per client address) in a window. */
export const staffPasswordFailures = (): RateLimitRule => ({
  limit: env().STAFF_PASSWORD_FAILURE_LIMIT,
  windowMs: 10 * 60_000,
});

export type PasswordCheck =
  { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** How a refused password check answers: null when the password was right; 429 with the wait
 * (Retry-After, and in minutes for the message) while failures are limited; else 403. */
export function passwordRefusal(
  check: PasswordCheck,
):
  | null
  | { status: 403; minutes?: undefined; headers?: undefined }
  | { status: 429; minutes: number; headers: Record<string, string> } {
  if (check.ok) return null;
  if (check.reason === "wrong") return { status: 403 };
  return {
    status: 429,
    minutes: Math.max(1, Math.ceil(check.retryAfterSeconds / 60)),
    headers: { "Retry-After": String(check.retryAfterSeconds) },
  };
}

/**
 * The staff member's password, re-entered for a destructive or editing action. Failures count
 * per account and per client address, so a stolen session cannot guess the password.
 */
export async function confirmStaffPassword(userId: string, password: string, request: Request): Promise<PasswordCheck> {
  const keys = [`staff-password:account:${userId}`, `staff-password:ip:${clientAddress(request)}`];
  const limits = await Promise.all(keys.map((k) => peek(k, staffPasswordFailures())));
  const blocked = limits.find((l) => !l.allowed);
  if (blocked)
    return { ok: false, reason: "limited", retryAfterSeconds: Math.max(...limits.map((l) => l.retryAfterSeconds)) };
  if (await checkPassword(userId, password)) return { ok: true };
  await Promise.all(keys.map((k) => hit(k, staffPasswordFailures())));
  return { ok: false, reason: "wrong" };
}

/**
 * Deletes an account the way the shopper's own "delete account" does: personal data erased,
 * sessions and linked logins gone, orders kept for accounting; the row stays (deletedAt set)
 * so orders and reviews keep a valid reference. One transaction: all of it or nothing. Throws
 * LastAdminError (nothing changed) for the shop's last enabled admin.
 */
export async function anonymiseUser(
  userId: string,
  audit?: { actorId: string; ip?: string },
  now: Date = new Date(),
): Promise<boolean> {
  return db().$transaction(async (tx) => {
    await assertNotLastAdmin(tx, userId);
    const live = await tx.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } });
    if (!live) return false;
    await eraseAccount(tx, userId, now);
    if (audit) {
      await tx.auditEvent.create({
        data: { actorId: audit.actorId, action: "user.delete", entity: "User", entityId: userId, ip: audit.ip ?? null },
      });
    }
    return true;
  });
}

export type DeleteUserOutcome = { ok: true } | { ok: false; reason: "not-found" | "self" | "last-admin" };

/**
 * An admin deletes (anonymises) another account; an id that cannot name a record is not found;
 * the shop's last enabled admin is refused ("last-admin", nothing changed).
 */
export async function deleteUserAsAdmin(
  actorId: string,
  targetId: string,
  request: Request,
): Promise<DeleteUserOutcome> {
  if (actorId === targetId) return { ok: false, reason: "self" };
  if (!isRecordId(targetId)) return { ok: false, reason: "not-found" };
  try {
    const done = await anonymiseUser(targetId, { actorId, ip: clientAddress(request) });
    return done ? { ok: true } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isLastAdminError(error)) return { ok: false, reason: "last-admin" };
    throw error;
  }
}

export type UpdateUserOutcome =
  | { ok: true; user: PublicUser; roleChanged: boolean }
  | { ok: false; reason: "not-found" | "taken" | "self-role" | "last-admin" | "not-admin" };

/**
 * An admin edits an account: names, e-mail, role. A role change ends every session of that
 * account at once (its holder signs in again under the new role). An admin cannot change their
 * own role, and the last enabled admin cannot be demoted ("last-admin"): the admin rows are
 * locked first, so of two admins demoting each other at once exactly one succeeds. A role change
 * by someone who stopped being an enabled admin meanwhile is refused ("not-admin"). An id that
 * cannot name a record is not found.
 */
export async function updateUserAsAdmin(
  actorId: string,
  targetId: string,
  changes: UserChanges,
  request: Request,
): Promise<UpdateUserOutcome> {
  if (!isRecordId(targetId)) return { ok: false, reason: "not-found" };
  try {
    return await db().$transaction(async (tx) => {
      // Locked before the account is read, so its role below is the one the change replaces.
      const admins = changes.role !== undefined ? await lockAdmins(tx) : [];
      const before = await tx.user.findFirst({
        where: { id: targetId, deletedAt: null },
        select: { fname: true, lname: true, email: true, role: true },
      });
      if (!before) return { ok: false, reason: "not-found" } as const;
      const roleChanged = changes.role !== undefined && changes.role !== before.role;
      if (roleChanged && targetId === actorId) return { ok: false, reason: "self-role" } as const;
      if (roleChanged && before.role === "admin" && !admins.some((a) => a.id !== targetId && a.disabledAt === null))
        return { ok: false, reason: "last-admin" } as const;
      if (roleChanged && !admins.some((a) => a.id === actorId && a.disabledAt === null))
        return { ok: false, reason: "not-admin" } as const;
      if (changes.email !== undefined && changes.email !== before.email) {
        const clash = await tx.user.findUnique({ where: { email: changes.email }, select: { id: true } });
        if (clash && clash.id !== targetId) return { ok: false, reason: "taken" } as const;
      }
      const emailChanged = changes.email !== undefined && changes.email !== before.email;
      // A new address is unproved: its guest orders stay hidden until its owner verifies it.
      const user = await tx.user.update({
        where: { id: targetId },
        data: { ...changes, ...(emailChanged ? { emailVerifiedAt: null } : {}) },
        select: publicUserSelect,
      });
      if (roleChanged) await tx.session.deleteMany({ where: { userId: targetId } });
      const changed = Object.fromEntries(
        (Object.keys(changes) as (keyof UserChanges)[])
          .filter((k) => changes[k] !== undefined && changes[k] !== before[k])
          .map((k) => [k, { from: before[k], to: changes[k] }]),
      );
      await tx.auditEvent.create({
        data: {
          actorId,
          action: roleChanged ? "user.role-change" : "user.update",
          entity: "User",
          entityId: targetId,
          data: changed as Prisma.InputJsonValue,
          ip: clientAddress(request),
        },
      });
      return { ok: true, user: user as PublicUser, roleChanged } as const;
    });
  } catch (error) {
    // Two edits to the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) {
      return { ok: false, reason: "taken" };
    }
    throw error;
  }
}

/** The spec's user object (SPEC section 3 "User") for the staff API: never password material. */
export interface ApiUser {
  _id: string;
  fname: string;
  lname: string;
  email: string;
  country: string;
  role: PublicUser["role"];
  locale: string;
  newsletter: boolean;
  createdAt: string;
}

export function toApiUser(u: PublicUser): ApiUser {
  return {
    _id: u.id,
    fname: u.fname,
    lname: u.lname,
    email: u.email,
    country: u.country,
    role: u.role,
    locale: u.locale,
    newsletter: u.newsletter,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

/** Every account that still exists, newest first (GET /api/sattva-users). */
export async function listApiUsers(page: ApiPage) {
  const where = { deletedAt: null };
  const [rows, total] = await Promise.all([
    db().user.findMany({
      where,
      select: publicUserSelect,
      orderBy: [{ createdAt: "desc" }, { email: "asc" }],
      skip: page.offset,
      take: page.limit,
    }),
    db().user.count({ where }),
  ]);
  return { data: rows.map((u) => toApiUser(u as PublicUser)), total };
}
