import { db } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertNotLastAdmin, isLastAdminError } from "./last-admin.server";

/**
 * Disabling a log-in (SECURITY.md "Authentication"): `User.disabledAt` set by an admin. The
 * person's sessions end at once (their rows go, so a cookie or a bearer token they still hold
 * names nothing), unused password-reset links go, and from then on every way in refuses them:
 * the password log-in and the JSON API log-in ("disabled", said only after the right password),
 * social log-in, a reset link, and the session lookup itself (a disabled account is signed out,
 * should a session row appear meanwhile). Re-enabling clears the mark; the person signs in again.
 */

export type LoginAccessOutcome =
  { ok: true; changed: boolean; email: string } | { ok: false; reason: "not-found" | "self" | "last-admin" };

/**
 * Disables (`disabled` true) or re-enables an account's log-in, in one transaction with its audit
 * record ("user.disable" / "user.enable", with the number of sessions ended). Nobody disables their
 * own log-in (an admin could lock the shop out of its back office). Erased accounts are not found.
 * Doing it twice changes nothing the second time and writes no second record.
 */
export async function setLoginDisabled(
  actor: { id: string; ip?: string | null },
  userId: string,
  disabled: boolean,
  now: Date = new Date(),
): Promise<LoginAccessOutcome> {
  if (actor.id === userId) return { ok: false, reason: "self" };
  try {
    return await disableInTransaction(actor, userId, disabled, now);
  } catch (error) {
    if (isLastAdminError(error)) return { ok: false, reason: "last-admin" };
    throw error;
  }
}

function disableInTransaction(
  actor: { id: string; ip?: string | null },
  userId: string,
  disabled: boolean,
  now: Date,
): Promise<LoginAccessOutcome> {
  return db().$transaction(async (tx) => {
    // The last enabled admin keeps their log-in. The admin rows are locked first, in id order
    // (the order every role change and delete takes them), before this row.
    if (disabled) await assertNotLastAdmin(tx, userId);
    // Locked, so two admins toggling at once write one change each, in order. A log-in that read
    // the account just before this commits may still add a session row: the lookup refuses it.
    const rows = await tx.$queryRaw<{ id: string; email: string; disabledAt: Date | null }[]>`
      SELECT "id", "email", "disabledAt" FROM "User" WHERE "id" = ${userId} AND "deletedAt" IS NULL FOR UPDATE`;
    const user = rows[0];
    if (!user) return { ok: false, reason: "not-found" } as const;
    if (Boolean(user.disabledAt) === disabled) return { ok: true, changed: false, email: user.email } as const;
    await tx.user.update({ where: { id: userId }, data: { disabledAt: disabled ? now : null } });
    let sessionsEnded = 0;
    if (disabled) {
      sessionsEnded = (await tx.session.deleteMany({ where: { userId } })).count;
      await tx.passwordResetToken.deleteMany({ where: { userId, usedAt: null } });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: disabled ? "user.disable" : "user.enable",
      entity: "User",
      entityId: userId,
      before: { disabledAt: user.disabledAt },
      after: { disabledAt: disabled ? now : null },
      ...(disabled ? { details: { sessionsEnded } } : {}),
      ip: actor.ip ?? null,
    });
    return { ok: true, changed: true, email: user.email } as const;
  });
}
