import type { Role } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { intlLocale, isLanguage, type Language } from "~/lib/languages";
import { emailDomainAllowed } from "~/modules/accounts/schemas";
import { hashToken, newToken } from "~/modules/accounts/sessions.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail } from "~/modules/mail/mail.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { InviteRole } from "./staff-schemas";

/**
 * Staff invitations (issue 11, "Staff users"): an admin invites a person by e-mail as manager or
 * admin; the mail carries a link /staff-invite/<token> valid for seven days, where the person
 * sets a password (staff-invite-accept.server.ts). Only the token's SHA-256 is stored. A resend
 * makes a new token (the old link stops working) and a new expiry; a revoke ends the link.
 * Each step is audited in its own transaction, and the mail is sent inside it: a mail that fails
 * leaves no invitation behind (nobody holds a link to it).
 */

export const INVITE_TTL_MS = 7 * 24 * 3600_000;
export const invitePath = (token: string) => `/staff-invite/${token}`;

/** A mail server may take a while; the transaction waits for it (one row is locked meanwhile). */
const MAIL_TX = { timeout: 30_000, maxWait: 10_000 };

export interface StaffActor {
  id: string;
  fname: string;
  lname: string;
  ip?: string | null;
}

export type InviteOutcome =
  { ok: true; inviteId: string } | { ok: false; reason: "already-staff" | "pending" | "domain" | "mail" };

export type InviteChangeOutcome = { ok: true; email: string } | { ok: false; reason: "not-found" | "mail" };

class MailFailed extends Error {}

const displayName = (p: { fname: string; lname: string }) => `${p.fname} ${p.lname}`.trim();

function escapeHtml(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** The invitation mail, in `lng`: who invites, as what, the link, until when. */
export async function inviteMail(lng: Language, inviter: string, role: Role, link: string, expiresAt: Date) {
  const [t, settings] = await Promise.all([getT(lng, "staff-office"), getShopSettings()]);
  const date = new Intl.DateTimeFormat(intlLocale[lng], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Rome",
  }).format(expiresAt);
  const o = {
    inviter,
    shop: settings.legal.name,
    role: t(`roleText.${role}`),
    date,
    interpolation: { escapeValue: false },
  };
  const text = [
    t("mail.greeting", o),
    "",
    t("mail.body", o),
    t("mail.action", o),
    "",
    link,
    "",
    t("mail.expires", o),
    t("mail.ignore", o),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t("mail.greeting", o))}</p>`,
    `<p>${escapeHtml(t("mail.body", o))}<br>${escapeHtml(t("mail.action", o))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.button", o))}</a></p>`,
    `<p>${escapeHtml(t("mail.expires", o))}<br>${escapeHtml(t("mail.ignore", o))}</p>`,
  ].join("\n");
  return { subject: t("mail.subject", o), text, html };
}

async function mailInvite(email: string, lng: string, inviter: string, role: Role, token: string, expiresAt: Date) {
  const language: Language = isLanguage(lng) ? lng : "it";
  const link = `${env().publicUrl}${invitePath(token)}`;
  try {
    // The address alone in the header: nothing typed by a person reaches it.
    await sendMail({ to: email, ...(await inviteMail(language, inviter, role, link, expiresAt)) });
  } catch (error) {
    throw new MailFailed("The invitation mail could not be sent.", { cause: error });
  }
}

/**
 * Invites `email` as `role`, the mail in `language`. Refused: an address of a live staff account
 * (change its role instead), one with an open (unexpired) invitation (resend or revoke it), one
 * outside the shop's allowed e-mail domains (the account could not sign in). Older expired
 * invitations of the address are revoked, so the list keeps one line a person. Two admins
 * inviting the same address at once are served one after the other (an advisory lock).
 */
export async function inviteStaff(
  actor: StaffActor,
  input: { email: string; role: InviteRole; language: Language },
  now = new Date(),
): Promise<InviteOutcome> {
  if (!emailDomainAllowed(input.email, env().allowedEmailDomains)) return { ok: false, reason: "domain" };
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  try {
    return await db().$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-invite:${input.email}`}))`;
      const account = await tx.user.findFirst({
        where: { email: input.email, deletedAt: null },
        select: { role: true },
      });
      if (account && account.role !== "user") return { ok: false, reason: "already-staff" } as const;
      const open = await tx.staffInvite.count({
        where: { email: input.email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      });
      if (open > 0) return { ok: false, reason: "pending" } as const;
      await tx.staffInvite.updateMany({
        where: { email: input.email, acceptedAt: null, revokedAt: null },
        data: { revokedAt: now },
      });
      const invite = await tx.staffInvite.create({
        data: {
          email: input.email,
          role: input.role,
          locale: input.language,
          tokenHash: hashToken(token),
          invitedById: actor.id,
          expiresAt,
          createdAt: now,
        },
        select: { id: true },
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "staff-invite.create",
        entity: "StaffInvite",
        entityId: invite.id,
        after: { email: input.email, role: input.role, locale: input.language, expiresAt },
        ip: actor.ip,
      });
      await mailInvite(input.email, input.language, displayName(actor), input.role, token, expiresAt);
      return { ok: true, inviteId: invite.id } as const;
    }, MAIL_TX);
  } catch (error) {
    if (error instanceof MailFailed) return { ok: false, reason: "mail" };
    throw error;
  }
}

/**
 * Mails an open invitation again with a new link and a new seven days, in the language it was
 * first sent in; the previous link stops working. An accepted or revoked one is not found.
 */
export async function resendInvite(
  actor: StaffActor,
  inviteId: string,
  now = new Date(),
): Promise<InviteChangeOutcome> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  try {
    return await db().$transaction(async (tx) => {
      const changed = await tx.staffInvite.updateMany({
        where: { id: inviteId, acceptedAt: null, revokedAt: null },
        data: { tokenHash: hashToken(token), expiresAt },
      });
      if (changed.count !== 1) return { ok: false, reason: "not-found" } as const;
      const invite = await tx.staffInvite.findUniqueOrThrow({
        where: { id: inviteId },
        select: { email: true, role: true, locale: true },
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "staff-invite.resend",
        entity: "StaffInvite",
        entityId: inviteId,
        after: { email: invite.email, role: invite.role, expiresAt },
        ip: actor.ip,
      });
      await mailInvite(invite.email, invite.locale, displayName(actor), invite.role, token, expiresAt);
      return { ok: true, email: invite.email } as const;
    }, MAIL_TX);
  } catch (error) {
    if (error instanceof MailFailed) return { ok: false, reason: "mail" };
    throw error;
  }
}

/** Ends an open invitation's link at once. An accepted or already revoked one is not found. */
export async function revokeInvite(
  actor: StaffActor,
  inviteId: string,
  now = new Date(),
): Promise<InviteChangeOutcome> {
  return db().$transaction(async (tx) => {
    const changed = await tx.staffInvite.updateMany({
      where: { id: inviteId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: now },
    });
    if (changed.count !== 1) return { ok: false, reason: "not-found" } as const;
    const invite = await tx.staffInvite.findUniqueOrThrow({
      where: { id: inviteId },
      select: { email: true, role: true },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "staff-invite.revoke",
      entity: "StaffInvite",
      entityId: inviteId,
      before: { email: invite.email, role: invite.role },
      ip: actor.ip,
    });
    return { ok: true, email: invite.email } as const;
  });
}

export interface PendingInvite {
  id: string;
  email: string;
  role: Role;
  locale: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

/** Invitations neither accepted nor revoked, newest first; an expired one can still be resent. */
export async function listPendingInvites(now = new Date()): Promise<PendingInvite[]> {
  const rows = await db().staffInvite.findMany({
    where: { acceptedAt: null, revokedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 200,
    select: {
      id: true,
      email: true,
      role: true,
      locale: true,
      createdAt: true,
      expiresAt: true,
      invitedBy: { select: { fname: true, lname: true } },
    },
  });
  return rows.map(({ invitedBy, ...r }) => ({
    ...r,
    invitedBy: invitedBy ? displayName(invitedBy) : null,
    expired: r.expiresAt <= now,
  }));
}
