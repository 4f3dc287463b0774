import type { Role } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { hashPassword, verifyPassword } from "~/modules/accounts/password.server";
import { hashToken } from "~/modules/accounts/sessions.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { clientAddress, hit, peek, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { INVITE_TOKEN, type AcceptNewInput } from "./staff-schemas";

/**
 * Accepting a staff invitation (the public page /staff-invite/<token>).
 *
 * The link proves one thing: its holder reads mail at the invited address. That is enough to
 * open a NEW account there (the invitation's role, the e-mail verified). It is not enough to take
 * over an EXISTING account at that address: an admin's typo, a shared or forwarded mailbox, or a
 * leaked link would hand someone else's orders, addresses and log-in to the link's holder. So an
 * existing shopper accepts with the account's own current password (the link never sets or
 * changes a password of an existing account), and the account keeps its password and gets the
 * role; its other sessions end, as on any role change. An account without a password (social
 * log-in only) is asked to set one first with "forgot password", which mails the same address.
 * A disabled account, or one that is already staff, cannot accept (an admin decides those on the
 * staff and customers pages). Whether the account exists is decided when the form is sent, not
 * when the invitation was made.
 */

/** Accept attempts per client address (any outcome), and wrong passwords per existing account. */
export const inviteAcceptLimit: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };
export const inviteWrongPasswordLimit: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

export type LinkState = "invalid" | "expired" | "revoked" | "used";
/** What the invited address is now: no account, a shopper's with or without a password, or neither can accept. */
export type AccountState = "new" | "existing" | "no-password" | "staff" | "disabled";

export type InviteView =
  | { state: LinkState }
  | { state: "open"; email: string; role: Role; inviter: string | null; expiresAt: Date; account: AccountState };

async function inviteOf(token: string) {
  if (!INVITE_TOKEN.test(token)) return null;
  return db().staffInvite.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      email: true,
      role: true,
      expiresAt: true,
      acceptedAt: true,
      revokedAt: true,
      invitedBy: { select: { fname: true, lname: true } },
    },
  });
}

function linkState(invite: NonNullable<Awaited<ReturnType<typeof inviteOf>>> | null, now: Date): LinkState | null {
  if (!invite) return "invalid";
  if (invite.acceptedAt) return "used";
  if (invite.revokedAt) return "revoked";
  if (invite.expiresAt <= now) return "expired";
  return null;
}

async function accountAt(email: string) {
  return db().user.findFirst({
    where: { email, deletedAt: null },
    select: { id: true, role: true, disabledAt: true, passwordHash: true },
  });
}

function accountState(account: Awaited<ReturnType<typeof accountAt>>): AccountState {
  if (!account) return "new";
  if (account.disabledAt) return "disabled";
  if (account.role !== "user") return "staff";
  return account.passwordHash ? "existing" : "no-password";
}

/** The invitation page's view of a token (reads only). */
export async function viewInvite(token: string, now = new Date()): Promise<InviteView> {
  const invite = await inviteOf(token);
  const closed = linkState(invite, now);
  if (closed || !invite) return { state: closed ?? "invalid" };
  const account = await accountAt(invite.email);
  return {
    state: "open",
    email: invite.email,
    role: invite.role,
    inviter: invite.invitedBy ? `${invite.invitedBy.fname} ${invite.invitedBy.lname}`.trim() : null,
    expiresAt: invite.expiresAt,
    account: accountState(account),
  };
}

/** The invitation was used or revoked between the check and the claim: the promotion rolls back. */
class InviteTakenMeanwhile extends Error {}

export type AcceptOutcome =
  | { ok: true; user: { id: string; role: Role } }
  | { ok: false; reason: LinkState }
  | { ok: false; reason: "wrong-password" | "account-changed" | "staff" | "disabled" | "no-password" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** Counts one accept attempt of the client address; call it first, whatever the form holds. */
export function acceptAttemptAllowed(request: Request, now = new Date()) {
  return hit(`staff-invite:ip:${clientAddress(request)}`, inviteAcceptLimit, now);
}

/**
 * Accepts with the form the page showed: `input.newAccount` (names and a new password) when the
 * address had no account, `input.password` (the account's own) when it had one. When the
 * address's state changed in between (someone signed up with it), "account-changed" asks the
 * page to show the other form. The invitation is claimed by a conditional update in the same
 * transaction as the account change, so of two concurrent accepts exactly one wins.
 */
export async function acceptInvite(
  token: string,
  input: { newAccount: AcceptNewInput } | { password: string },
  request: Request,
  now = new Date(),
): Promise<AcceptOutcome> {
  const invite = await inviteOf(token);
  const closed = linkState(invite, now);
  if (closed || !invite) return { ok: false, reason: closed ?? "invalid" };
  const account = await accountAt(invite.email);
  const state = accountState(account);
  if (state === "staff" || state === "disabled" || state === "no-password") return { ok: false, reason: state };
  if ("newAccount" in input !== (state === "new")) return { ok: false, reason: "account-changed" };

  const claim = {
    where: { id: invite.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { acceptedAt: now },
  };
  const ip = clientAddress(request);

  if ("newAccount" in input) {
    const passwordHash = await hashPassword(input.newAccount.password);
    try {
      return await db().$transaction(async (tx) => {
        if ((await tx.staffInvite.updateMany(claim)).count !== 1) return { ok: false, reason: "used" } as const;
        const user = await tx.user.create({
          data: {
            fname: input.newAccount.fname,
            lname: input.newAccount.lname,
            email: invite.email,
            role: invite.role,
            passwordHash,
            locale: await getLanguage(request),
            emailVerifiedAt: now,
          },
          select: { id: true, role: true },
        });
        await tx.staffInvite.update({ where: { id: invite.id }, data: { acceptedUserId: user.id } });
        await recordAudit(tx, {
          actorId: user.id,
          action: "staff-invite.accept",
          entity: "StaffInvite",
          entityId: invite.id,
          after: { email: invite.email, role: invite.role, account: "new", userId: user.id },
          ip,
        });
        return { ok: true, user } as const;
      });
    } catch (error) {
      // Someone signed up with the address meanwhile: that account must prove itself instead.
      if (isUniqueViolation(error)) return { ok: false, reason: "account-changed" };
      throw error;
    }
  }

  const existing = account!;
  const failureKey = `staff-invite:wrong:${existing.id}`;
  const limit = await peek(failureKey, inviteWrongPasswordLimit, now);
  if (!limit.allowed) return { ok: false, reason: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await verifyPassword(existing.passwordHash, input.password))) {
    await hit(failureKey, inviteWrongPasswordLimit, now);
    return { ok: false, reason: "wrong-password" };
  }
  return db()
    .$transaction(async (tx) => {
      // The account must still be the enabled shopper whose password was just checked.
      const promoted = await tx.user.updateMany({
        where: {
          id: existing.id,
          role: "user",
          deletedAt: null,
          disabledAt: null,
          passwordHash: existing.passwordHash,
        },
        data: { role: invite.role },
      });
      if (promoted.count !== 1) return { ok: false, reason: "account-changed" } as const;
      if ((await tx.staffInvite.updateMany(claim)).count !== 1) {
        throw new InviteTakenMeanwhile();
      }
      await tx.user.updateMany({ where: { id: existing.id, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
      await tx.session.deleteMany({ where: { userId: existing.id } });
      await tx.staffInvite.update({ where: { id: invite.id }, data: { acceptedUserId: existing.id } });
      await recordAudit(tx, {
        actorId: existing.id,
        action: "staff-invite.accept",
        entity: "StaffInvite",
        entityId: invite.id,
        before: { role: "user" },
        after: { email: invite.email, role: invite.role, account: "existing", userId: existing.id },
        ip,
      });
      return { ok: true, user: { id: existing.id, role: invite.role } } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof InviteTakenMeanwhile) return { ok: false, reason: "used" } as const;
      throw error;
    });
}
