import { createHmac, timingSafeEqual } from "node:crypto";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import { isLanguage, type Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail } from "~/modules/mail/mail.server";
import { hit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { VERIFY_EMAIL_PATH, VERIFY_LINK_DAYS } from "./verify-email-schemas";

/**
 * E-mail verification. Guest orders are matched to an account by e-mail, and anybody can type any
 * address at sign-up or in the profile: an account sees the guest orders of its address only once
 * its owner has proved they receive mail there (User.emailVerifiedAt; orders/ownership.server.ts).
 *
 * The link is stateless and signed, nothing is stored:
 *   token = base64url("<userId>.<expiresAtUnix>.<HMAC-SHA256(secret, verify-email|userId|email|expires)>")
 * with the first session secret (any of SESSION_SECRET's secrets is accepted, so a rotation does
 * not kill the links in flight). The MAC covers the account's e-mail at the time of sending, so a
 * link dies as soon as the e-mail changes; it works for three days.
 *
 * Opening the link changes nothing (mail scanners open links): the page asks for one click and
 * that POST verifies.
 */

export const VERIFY_TTL_MS = VERIFY_LINK_DAYS * 24 * 60 * 60_000;
export const verifyEmailPath = VERIFY_EMAIL_PATH;

/** Verification mails per account (a person never needs more; nobody's inbox gets flooded). */
export const verificationMailLimit: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };

const MAX_TOKEN = 400;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const UNIX = /^\d{1,12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

function mac(secret: string, userId: string, email: string, expires: number) {
  return createHmac("sha256", secret).update(`verify-email|${userId}|${email}|${expires}`).digest("base64url");
}

const normal = (email: string) => email.trim().toLowerCase();

/** A link token for the account's current e-mail, valid VERIFY_TTL_MS from `now`. */
export function createVerificationToken(user: { id: string; email: string }, now = new Date()): string {
  const expires = Math.floor((now.getTime() + VERIFY_TTL_MS) / 1000);
  const [secret] = env().sessionSecrets;
  const raw = `${user.id}.${expires}.${mac(secret, user.id, normal(user.email), expires)}`;
  return Buffer.from(raw, "utf8").toString("base64url");
}

export function verificationLink(token: string) {
  return `${env().publicUrl}${verifyEmailPath}?token=${encodeURIComponent(token)}`;
}

interface ParsedToken {
  userId: string;
  expires: number;
  mac: string;
}

/** The parts of a well-formed token (not yet checked), or null. */
export function parseVerificationToken(token: unknown): ParsedToken | null {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const parts = Buffer.from(token, "base64url").toString("utf8").split(".");
  if (parts.length !== 3) return null;
  const [userId, expires, given] = parts;
  if (!ID.test(userId) || !UNIX.test(expires) || !MAC.test(given)) return null;
  return { userId, expires: Number(expires), mac: given };
}

export type TokenCheck = "valid" | "expired" | "invalid";

/**
 * Checks a token against an account as it is now: the signature (with every configured secret,
 * compared in constant time) must cover this account's id and CURRENT e-mail; then the expiry.
 */
export function checkVerificationToken(
  token: unknown,
  account: { id: string; email: string },
  now = new Date(),
): TokenCheck {
  const parsed = parseVerificationToken(token);
  if (!parsed || parsed.userId !== account.id) return "invalid";
  const given = Buffer.from(parsed.mac);
  let signed = false;
  for (const secret of env().sessionSecrets) {
    const expected = Buffer.from(mac(secret, account.id, normal(account.email), parsed.expires));
    if (expected.length === given.length && timingSafeEqual(expected, given)) signed = true;
  }
  if (!signed) return "invalid";
  return parsed.expires * 1000 <= now.getTime() ? "expired" : "valid";
}

/** What a link is worth, for the page that shows the confirm button: reads only. */
export type VerificationState = "valid" | "verified" | "expired" | "invalid";

async function accountOf(token: unknown) {
  const parsed = parseVerificationToken(token);
  if (!parsed) return null;
  return db().user.findFirst({
    where: { id: parsed.userId, deletedAt: null },
    select: { id: true, email: true, emailVerifiedAt: true },
  });
}

export async function verificationTokenState(token: unknown, now = new Date()): Promise<VerificationState> {
  const account = await accountOf(token);
  if (!account) return "invalid";
  const check = checkVerificationToken(token, account, now);
  if (check === "invalid") return "invalid";
  // A genuine link of an address already proved: nothing left to do, whatever its age.
  if (account.emailVerifiedAt) return "verified";
  return check;
}

export type VerifyOutcome =
  { ok: true; userId: string; already: boolean } | { ok: false; reason: "invalid" | "expired" };

/**
 * Marks the account's e-mail verified when the link is genuine, unexpired and still for the
 * account's current e-mail. The update is conditional on that e-mail, so an e-mail changed in the
 * meantime is never marked by an old link. A used link verifies again harmlessly.
 */
export async function verifyEmail(
  token: unknown,
  context: { ip?: string | null } = {},
  now = new Date(),
): Promise<VerifyOutcome> {
  const account = await accountOf(token);
  if (!account) return { ok: false, reason: "invalid" };
  const check = checkVerificationToken(token, account, now);
  if (check === "invalid") return { ok: false, reason: "invalid" };
  if (account.emailVerifiedAt) return { ok: true, userId: account.id, already: true };
  if (check === "expired") return { ok: false, reason: "expired" };
  const marked = await db().$transaction(async (tx) => {
    const changed = await tx.user.updateMany({
      where: { id: account.id, email: account.email, deletedAt: null, emailVerifiedAt: null },
      data: { emailVerifiedAt: now },
    });
    if (changed.count === 1) {
      await tx.auditEvent.create({
        data: {
          actorId: account.id,
          action: "user.email_verified",
          entity: "User",
          entityId: account.id,
          data: { via: "link" },
          ip: context.ip ?? null,
        },
      });
    }
    return changed.count === 1;
  });
  if (marked) return { ok: true, userId: account.id, already: false };
  // Nothing changed: verified by a second click meanwhile, or the e-mail changed since the check.
  const after = await db().user.findFirst({
    where: { id: account.id, email: account.email, deletedAt: null },
    select: { emailVerifiedAt: true },
  });
  return after?.emailVerifiedAt ? { ok: true, userId: account.id, already: true } : { ok: false, reason: "invalid" };
}

export type SendVerificationOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: "verified" | "not_found" | "mail" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

function escapeHtml(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

async function verificationMail(lng: Language, name: string, link: string) {
  const t = await getT(lng, "auth");
  const o = { name, days: VERIFY_LINK_DAYS, interpolation: { escapeValue: false } };
  const text = [
    t("verifyMail.greeting", o),
    "",
    t("verifyMail.body", o),
    "",
    link,
    "",
    t("verifyMail.guestOrders", o),
    "",
    t("verifyMail.expires", o),
    t("verifyMail.ignore", o),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t("verifyMail.greeting", o))}</p>`,
    `<p>${escapeHtml(t("verifyMail.body", o))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t("verifyMail.button", o))}</a></p>`,
    `<p>${escapeHtml(t("verifyMail.guestOrders", o))}</p>`,
    `<p>${escapeHtml(t("verifyMail.expires", o))}<br>${escapeHtml(t("verifyMail.ignore", o))}</p>`,
  ].join("\n");
  return { subject: t("verifyMail.subject", o), text, html };
}

/**
 * Mails a verification link for the account's CURRENT e-mail (read here, so a caller can never
 * send a link for another address), in the account's language (`lng` when it has none). Nothing
 * is sent to an address already verified. At most `verificationMailLimit` mails per account.
 * A mail that fails is logged and reported as "mail"; it never throws for that.
 */
export async function sendVerificationMail(
  user: { id: string },
  lng: Language,
  now = new Date(),
): Promise<SendVerificationOutcome> {
  const account = await db().user.findFirst({
    where: { id: user.id, deletedAt: null },
    select: { id: true, email: true, fname: true, locale: true, emailVerifiedAt: true },
  });
  if (!account) return { ok: false, reason: "not_found" };
  if (account.emailVerifiedAt) return { ok: false, reason: "verified" };
  const limit = await hit(`verify-mail:account:${account.id}`, verificationMailLimit, now);
  if (!limit.allowed) return { ok: false, reason: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const language = isLanguage(account.locale) ? account.locale : lng;
  const link = verificationLink(createVerificationToken(account, now));
  try {
    // The address alone: a name typed at sign-up never reaches a mail header.
    await sendMail({ to: account.email, ...(await verificationMail(language, account.fname, link)) });
  } catch (error) {
    logError(error, { task: "verify-email-mail", userId: account.id });
    return { ok: false, reason: "mail" };
  }
  return { ok: true, email: account.email };
}

/**
 * Sends the verification mail after a sign-up or an e-mail change without letting a failure
 * break what the shopper did: a failure is logged (the profile offers to send the link again).
 * True when the mail went out.
 */
export async function sendVerificationMailQuietly(user: { id: string }, lng: Language): Promise<boolean> {
  try {
    const outcome = await sendVerificationMail(user, lng);
    if (!outcome.ok && outcome.reason === "limited") {
      logError(new Error("verification mail not sent: limit reached"), { task: "verify-email-mail", userId: user.id });
    }
    return outcome.ok;
  } catch (error) {
    logError(error, { task: "verify-email-mail", userId: user.id });
    return false;
  }
}
