import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import { isLanguage, type Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail } from "~/modules/mail/mail.server";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";
import { hashPassword } from "./password.server";
import { emailDomainAllowed } from "./schemas";
import { hashToken, newToken } from "./sessions.server";
import { publicUserSelect, type PublicUser } from "./users.server";

/**
 * Password reset by mail (SPEC section 8 "Forgot password"; SECURITY.md "Authentication"): a random
 * single-use token, stored only as its SHA-256, valid for one hour. The answer never tells whether
 * an address has an account; only a mail that really failed to go out is reported.
 */

export const RESET_TTL_MS = 60 * 60_000;

export const resetPath = "/account/reset-password";

export type ForgotOutcome =
  { ok: true } | { ok: false; reason: "domain" | "mail" } | { ok: false; reason: "limited"; retryAfterSeconds: number };

export type ResetOutcome = { ok: true; user: PublicUser } | { ok: false; reason: "invalid" | "disabled" };

function escapeHtml(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/**
 * Sends a reset link to `email` when it belongs to a live account (accounts without a password,
 * e.g. social-only ones, may set one this way). Limited per client address and per address asked
 * for, whether or not it is registered, so the limit itself reveals nothing. Earlier unused links
 * of the account stop working. `lng` is used when the account has no language of its own.
 */
export async function requestPasswordReset(
  email: string,
  request: Request,
  lng: Language,
  now = new Date(),
): Promise<ForgotOutcome> {
  if (!emailDomainAllowed(email, env().allowedEmailDomains)) return { ok: false, reason: "domain" };
  const ip = await hit(`forgot:ip:${clientAddress(request)}`, rateLimits.forgot, now);
  if (!ip.allowed) return { ok: false, reason: "limited", retryAfterSeconds: ip.retryAfterSeconds };
  const account = await hit(`forgot:account:${email}`, rateLimits.forgotPerAccount, now);
  if (!account.allowed) return { ok: false, reason: "limited", retryAfterSeconds: account.retryAfterSeconds };

  // A disabled account gets no link (it could not sign in with it); the answer is the same.
  const user = await db().user.findFirst({
    where: { email, deletedAt: null, disabledAt: null },
    select: { id: true, email: true, fname: true, locale: true },
  });
  if (!user) return { ok: true };

  const token = newToken();
  const row = await db().$transaction(async (tx) => {
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    return tx.passwordResetToken.create({
      data: {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      },
      select: { id: true },
    });
  });

  const language = isLanguage(user.locale) ? user.locale : lng;
  const link = `${env().publicUrl}${resetPath}?token=${token}`;
  try {
    await sendMail({
      // The address alone: a name typed at sign-up never reaches a mail header.
      to: user.email,
      ...(await resetMail(language, user.fname, link)),
    });
  } catch (error) {
    // The link reached nobody: drop it, and say so (the only case the answer differs).
    logError(error, { task: "password-reset-mail", userId: user.id, requestId: request.headers.get("x-request-id") });
    await db().passwordResetToken.deleteMany({ where: { id: row.id } });
    return { ok: false, reason: "mail" };
  }
  return { ok: true };
}

async function resetMail(lng: Language, name: string, link: string) {
  const t = await getT(lng, "auth");
  const o = { name, minutes: RESET_TTL_MS / 60_000, interpolation: { escapeValue: false } };
  const lines = [t("mail.greeting", o), "", t("mail.body", o), "", link, "", t("mail.expires", o), t("mail.ignore", o)];
  const html = [
    `<p>${escapeHtml(t("mail.greeting", o))}</p>`,
    `<p>${escapeHtml(t("mail.body", o))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.button", o))}</a></p>`,
    `<p>${escapeHtml(t("mail.expires", o))}<br>${escapeHtml(t("mail.ignore", o))}</p>`,
  ].join("\n");
  return { subject: t("mail.subject", o), text: lines.join("\n"), html };
}

/** Counts one reset-form submission of the client address (rateLimits.reset). */
export async function resetAttemptAllowed(request: Request, now = new Date()) {
  return hit(`reset:ip:${clientAddress(request)}`, rateLimits.reset, now);
}

/** Whether a token is worth showing the form for: known, unused and not expired (reads only). */
export async function resetTokenUsable(token: string, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await db().passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { deletedAt: true } } },
  });
  return Boolean(row && !row.usedAt && row.expiresAt > now && !row.user.deletedAt);
}

/**
 * Sets a new password with a reset token: single-use (the token is marked used by a conditional
 * update in the same transaction, so of two concurrent uses exactly one wins), expiry checked,
 * Argon2id hash, and every session of the account ends (the caller opens a fresh one). A completed
 * reset also verifies the account's e-mail (the link was mailed there). A disabled account's
 * token changes nothing and says so ("disabled"): it could not sign in afterwards anyway.
 */
export async function resetPassword(token: string, newPassword: string, now = new Date()): Promise<ResetOutcome> {
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const tokenHash = hashToken(token);
  // Hashing takes a while: done before the transaction, so no row stays locked meanwhile.
  const passwordHash = await hashPassword(newPassword);
  const user = await db().$transaction(async (tx) => {
    const owner = await tx.passwordResetToken.findUnique({
      where: { tokenHash },
      select: { user: { select: { disabledAt: true } } },
    });
    if (owner?.user.disabledAt) return "disabled" as const;
    const claimed = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now }, user: { deletedAt: null, disabledAt: null } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return null;
    const { userId } = await tx.passwordResetToken.findUniqueOrThrow({
      where: { tokenHash },
      select: { userId: true },
    });
    // The link reached the account's mailbox (an e-mail change drops outstanding links): the
    // address is proved, as the verification link would prove it.
    await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    const updated = await tx.user.update({ where: { id: userId }, data: { passwordHash }, select: publicUserSelect });
    await tx.passwordResetToken.deleteMany({ where: { userId, usedAt: null } });
    await tx.session.deleteMany({ where: { userId } });
    return updated;
  });
  if (user === "disabled") return { ok: false, reason: "disabled" };
  return user ? { ok: true, user: user as PublicUser } : { ok: false, reason: "invalid" };
}
