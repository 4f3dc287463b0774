import { db, isUniqueViolation } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { emailDomainAllowed, type Role } from "../schemas";
import { publicUserSelect, type PublicUser } from "../users.server";
import type { ProviderId, SocialProfile } from "./provider";

/**
 * The account rules of social log-in. Identity is the pair (provider, provider's user id), never
 * the e-mail: an e-mail that already belongs to an account is NOT linked silently (whoever
 * controls a provider account with that address would get in); its owner signs in with the
 * password and links the provider from the settings page.
 */

export type SocialSignIn =
  | { ok: true; user: PublicUser; created: boolean }
  | { ok: false; reason: "exists" | "noEmail" | "domain" | "staff" | "closed" | "disabled" };

export type SocialLink = { ok: true; already: boolean } | { ok: false; reason: "taken" | "otherOfProvider" | "closed" };

export type SocialUnlink = { ok: true } | { ok: false; reason: "notLinked" | "lastMethod" };

const isStaff = (role: Role | string) => role === "admin" || role === "manager";

async function findLinked(profile: SocialProfile) {
  return db().oAuthAccount.findUnique({
    where: { provider_providerUserId: { provider: profile.provider, providerUserId: profile.id } },
    select: { user: { select: { ...publicUserSelect, deletedAt: true, disabledAt: true } } },
  });
}

/**
 * Log-in with a provider's profile: the linked account signs in; otherwise a new shopper account
 * (role user, no password) is created with the link, in one transaction, unless the e-mail is
 * missing, not allowed, or already someone's. Staff accounts sign in with their password only.
 */
export async function signInWithProfile(profile: SocialProfile, locale: string): Promise<SocialSignIn> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const linked = await findLinked(profile);
    if (linked) {
      const { deletedAt, disabledAt, ...user } = linked.user;
      if (deletedAt) return { ok: false, reason: "closed" };
      if (disabledAt) return { ok: false, reason: "disabled" };
      if (isStaff(user.role)) return { ok: false, reason: "staff" };
      return { ok: true, user: user as PublicUser, created: false };
    }
    if (!profile.email) return { ok: false, reason: "noEmail" };
    if (!emailDomainAllowed(profile.email, env().allowedEmailDomains)) return { ok: false, reason: "domain" };
    const owner = await db().user.findUnique({ where: { email: profile.email }, select: { id: true } });
    if (owner) return { ok: false, reason: "exists" };
    try {
      const user = await db().$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            fname: profile.fname,
            lname: profile.lname,
            email: profile.email!,
            passwordHash: null,
            role: "user",
            locale,
            // The profile carries an e-mail only when the provider vouches for it (providerEmail:
            // Google's and LinkedIn's email_verified, Facebook's confirmed address, Amazon's).
            emailVerifiedAt: new Date(),
          },
          select: publicUserSelect,
        });
        await tx.oAuthAccount.create({
          data: { provider: profile.provider, providerUserId: profile.id, userId: created.id, email: profile.email },
        });
        return created;
      });
      return { ok: true, user: user as PublicUser, created: true };
    } catch (error) {
      // The same callback twice at once, or a sign-up with this e-mail meanwhile: look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, reason: "exists" };
}

/**
 * Links a provider account to a signed-in shopper. Refused when that provider account already
 * belongs to someone else, or when the shopper already has another account of the same provider.
 */
export async function linkProfile(userId: string, profile: SocialProfile): Promise<SocialLink> {
  const user = await db().user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } });
  if (!user) return { ok: false, reason: "closed" };
  const linked = await db().oAuthAccount.findUnique({
    where: { provider_providerUserId: { provider: profile.provider, providerUserId: profile.id } },
    select: { userId: true },
  });
  if (linked) return linked.userId === userId ? { ok: true, already: true } : { ok: false, reason: "taken" };
  const sameProvider = await db().oAuthAccount.findFirst({
    where: { userId, provider: profile.provider },
    select: { id: true },
  });
  if (sameProvider) return { ok: false, reason: "otherOfProvider" };
  try {
    await db().$transaction(async (tx) => {
      await tx.oAuthAccount.create({
        data: { provider: profile.provider, providerUserId: profile.id, userId, email: profile.email },
      });
      // The provider vouches for its e-mail (providerEmail drops unverified ones): when it is the
      // account's own address, that address is now proved, as by the verification link.
      if (profile.email) {
        await tx.user.updateMany({
          where: { id: userId, email: profile.email, emailVerifiedAt: null },
          data: { emailVerifiedAt: new Date() },
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
  return { ok: true, already: false };
}

/**
 * Removes a shopper's link to a provider, unless it is their last way to sign in (no password and
 * no other provider). The user row is locked for the check, so two unlinks at once cannot both
 * pass it.
 */
export async function unlinkProvider(userId: string, provider: ProviderId): Promise<SocialUnlink> {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { passwordHash: true, oauthAccounts: { select: { id: true, provider: true } } },
    });
    const mine = user?.oauthAccounts.filter((a) => a.provider === provider) ?? [];
    if (!user || mine.length === 0) return { ok: false, reason: "notLinked" } as const;
    const others = user.oauthAccounts.length - mine.length;
    if (!user.passwordHash && others === 0) return { ok: false, reason: "lastMethod" } as const;
    await tx.oAuthAccount.deleteMany({ where: { userId, provider } });
    return { ok: true } as const;
  });
}
