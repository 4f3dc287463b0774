import { db, isUniqueViolation } from "~/lib/db.server";
import { recordConsent } from "~/modules/privacy/consents.server";
import { eraseAccount } from "./erase.server";
import { env } from "~/lib/env.server";
import { hit, peek, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { ChangePasswordInput, PreferencesInput, ProfileInput } from "./account-schemas";
import { hashPassword } from "./password.server";
import { emailDomainAllowed } from "./schemas";
import { revokeUserSessions } from "./sessions.server";
import { checkPassword } from "./users.server";

/**
 * The shopper's own account (account area): profile, settings, password change and deletion.
 * Anything that needs the current password counts wrong ones per account, so a stolen session
 * cannot be used to guess the password.
 */

/** Wrong current passwords allowed per account before the forms wait (a person never meets it). */
export const passwordRecheckFailures: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };

export type PasswordCheck =
  { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** Checks the account's current password, with the failure limit above. */
export async function recheckPassword(userId: string, password: string): Promise<PasswordCheck> {
  const key = `account-password:${userId}`;
  const state = await peek(key, passwordRecheckFailures);
  if (!state.allowed) return { ok: false, reason: "limited", retryAfterSeconds: state.retryAfterSeconds };
  if (await checkPassword(userId, password)) return { ok: true };
  await hit(key, passwordRecheckFailures);
  return { ok: false, reason: "wrong" };
}

export interface Profile {
  fname: string;
  lname: string;
  email: string;
  country: string;
  locale: string;
  newsletter: boolean;
  createdAt: string;
  /** False for accounts made with a social log-in only (no password to re-enter). */
  hasPassword: boolean;
  /** The e-mail is proved (verification link, password reset, or a provider that vouches for it). */
  emailVerified: boolean;
}

export async function getProfile(userId: string): Promise<Profile | null> {
  const row = await db().user.findFirst({
    where: { id: userId, deletedAt: null },
    select: {
      fname: true,
      lname: true,
      email: true,
      country: true,
      locale: true,
      newsletter: true,
      createdAt: true,
      passwordHash: true,
      emailVerifiedAt: true,
    },
  });
  if (!row) return null;
  const { passwordHash, createdAt, emailVerifiedAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    hasPassword: Boolean(passwordHash),
    emailVerified: emailVerifiedAt !== null,
  };
}

export type ProfileOutcome =
  | { ok: true; emailChanged: boolean }
  | { ok: false; reason: "not_found" | "password_required" | "wrong_password" | "taken" | "domain" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Saves name, e-mail and country. A new e-mail needs the current password, must be free and
 * must belong to an allowed domain (ALLOWED_EMAIL_DOMAINS, as at sign-up: else the shopper could
 * no longer log in). A new e-mail is unverified: the caller mails it a verification link
 * (verify-email.server.ts sendVerificationMail).
 */
export async function updateProfile(
  userId: string,
  input: ProfileInput,
  context: { ip?: string | null } = {},
): Promise<ProfileOutcome> {
  const current = await db().user.findFirst({ where: { id: userId, deletedAt: null }, select: { email: true } });
  if (!current) return { ok: false, reason: "not_found" };
  const emailChanged = input.email !== current.email;
  if (emailChanged) {
    if (!input.currentPassword) return { ok: false, reason: "password_required" };
    if (!emailDomainAllowed(input.email, env().allowedEmailDomains)) return { ok: false, reason: "domain" };
    const check = await recheckPassword(userId, input.currentPassword);
    if (!check.ok) return check.reason === "limited" ? check : { ok: false, reason: "wrong_password" };
    const taken = await db().user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (taken && taken.id !== userId) return { ok: false, reason: "taken" };
  }
  try {
    await db().$transaction(async (tx) => {
      await tx.user.update({
        where: { id: userId },
        data: {
          fname: input.fname,
          lname: input.lname,
          email: input.email,
          country: input.country,
          // A new address is not proved yet: its guest orders stay hidden until it is verified.
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        },
      });
      if (emailChanged) {
        // Reset links sent to the old address must not work any more.
        await tx.passwordResetToken.deleteMany({ where: { userId, usedAt: null } });
        await tx.auditEvent.create({
          data: {
            actorId: userId,
            action: "user.email_change",
            entity: "User",
            entityId: userId,
            ip: context.ip ?? null,
          },
        });
      }
    });
  } catch (error) {
    // The same e-mail saved by two accounts at once: the unique index decides.
    if (isUniqueViolation(error)) {
      return { ok: false, reason: "taken" };
    }
    throw error;
  }
  return { ok: true, emailChanged };
}

/** Language and newsletter consent; a consent change is recorded with its time. */
export async function savePreferences(userId: string, input: PreferencesInput, context: { ip?: string | null } = {}) {
  await db().$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { newsletter: true } });
    await tx.user.update({ where: { id: userId }, data: { locale: input.language, newsletter: input.newsletter } });
    if (before.newsletter !== input.newsletter) {
      await tx.auditEvent.create({
        data: {
          actorId: userId,
          action: input.newsletter ? "user.newsletter_consent" : "user.newsletter_withdrawn",
          entity: "User",
          entityId: userId,
          ip: context.ip ?? null,
        },
      });
      await recordConsent(tx, {
        kind: "newsletter",
        granted: input.newsletter,
        source: "account-settings",
        userId,
        ip: context.ip ?? null,
      });
    }
  });
}

export type PasswordChangeOutcome =
  { ok: true } | { ok: false; reason: "wrong_password" } | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Changes the password (Argon2id) after checking the current one; every other session of the
 * account ends, the current one stays. Outstanding reset links stop working.
 */
export async function changePassword(
  userId: string,
  currentSessionId: string,
  input: ChangePasswordInput,
  context: { ip?: string | null } = {},
): Promise<PasswordChangeOutcome> {
  const check = await recheckPassword(userId, input.currentPassword);
  if (!check.ok) return check.reason === "limited" ? check : { ok: false, reason: "wrong_password" };
  const passwordHash = await hashPassword(input.newPassword);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    await tx.auditEvent.create({
      data: {
        actorId: userId,
        action: "user.password_change",
        entity: "User",
        entityId: userId,
        ip: context.ip ?? null,
      },
    });
  });
  await revokeUserSessions(userId, currentSessionId);
  return { ok: true };
}

export type DeleteOutcome =
  | { ok: true }
  | { ok: false; reason: "wrong_password" | "no_password" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Deletes the shopper's account after checking the password, in one transaction: personal data
 * is erased (name, e-mail, password, addresses, notifications, sessions, linked social accounts,
 * reset tokens); reviews stay, shown as "Anonymous" and no longer tied to the account; orders stay
 * as they are, since they are the shop's accounting record (invoice name, address and e-mail must
 * be kept by law) and they still point at the (now anonymous, deleted) account row.
 */
export async function deleteAccount(
  userId: string,
  password: string,
  context: { ip?: string | null } = {},
  now = new Date(),
): Promise<DeleteOutcome> {
  const row = await db().user.findFirst({ where: { id: userId, deletedAt: null }, select: { passwordHash: true } });
  if (!row?.passwordHash) return { ok: false, reason: "no_password" };
  const check = await recheckPassword(userId, password);
  if (!check.ok) return check.reason === "limited" ? check : { ok: false, reason: "wrong_password" };
  await db().$transaction(async (tx) => {
    await eraseAccount(tx, userId, now);
    await tx.auditEvent.create({
      data: { actorId: userId, action: "user.delete", entity: "User", entityId: userId, ip: context.ip ?? null },
    });
  });
  return { ok: true };
}
