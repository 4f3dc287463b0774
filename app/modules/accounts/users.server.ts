import { db, isUniqueViolation } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { clientAddress, hit, peek, rateLimits } from "~/modules/security/rate-limit.server";
import { knownDeviceFor } from "./known-device.server";
import { hashPassword, verifyPassword } from "./password.server";
import { emailDomainAllowed, type LoginInput, type RegisterInput, type Role } from "./schemas";

/** The public face of an account: never any password material. */
export const publicUserSelect = {
  id: true,
  fname: true,
  lname: true,
  email: true,
  country: true,
  role: true,
  locale: true,
  newsletter: true,
  createdAt: true,
} as const;

export interface PublicUser {
  id: string;
  fname: string;
  lname: string;
  email: string;
  country: string;
  role: Role;
  locale: string;
  newsletter: boolean;
  createdAt: Date;
}

export type LoginOutcome =
  | { ok: true; user: PublicUser }
  | { ok: false; reason: "unknown" | "wrong" | "domain" | "disabled" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

export type RegisterOutcome =
  | { ok: true; user: PublicUser }
  | { ok: false; reason: "taken" | "domain" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

// A real Argon2id hash of a random string: an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
function timingDummy() {
  dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummyHash;
}

/**
 * Checks e-mail and password, with the failure limits of SECURITY.md: after 10 failures a minute
 * for the client address, or for the account, every attempt answers "limited" (429) until the
 * window ends, right password or not.
 *
 * The account's limit must not let a stranger lock its owner out (ten wrong passwords a minute
 * from anywhere would): a browser that has logged in to this account before (a signed "known
 * device" cookie, known-device.server.ts) counts its failures in a bucket of its own for the
 * account and is never stopped by the account's bucket, which counts everyone else's. The
 * per-address limit applies to every attempt.
 */
export async function attemptLogin(input: LoginInput, request: Request): Promise<LoginOutcome> {
  const domains = env().allowedEmailDomains;
  if (!emailDomainAllowed(input.email, domains)) return { ok: false, reason: "domain" };
  const ipKey = `login-fail:ip:${clientAddress(request)}`;
  const [ip, found] = await Promise.all([
    peek(ipKey, rateLimits.loginFailures),
    db().user.findFirst({
      where: { email: input.email, deletedAt: null },
      select: { ...publicUserSelect, passwordHash: true, disabledAt: true },
    }),
  ]);
  const device = found ? await knownDeviceFor(request, found.id) : null;
  const accountKey = found && device ? `login-fail:device:${found.id}:${device}` : `login-fail:account:${input.email}`;
  const account = await peek(accountKey, rateLimits.loginFailures);
  if (!ip.allowed || !account.allowed) {
    return {
      ok: false,
      reason: "limited",
      retryAfterSeconds: Math.max(ip.retryAfterSeconds, account.retryAfterSeconds),
    };
  }
  const matches = await verifyPassword(found?.passwordHash ?? (await timingDummy()), input.password);
  if (found && found.passwordHash && matches) {
    const { passwordHash: _hash, disabledAt, ...user } = found;
    // Said only to whoever knows the password: a stranger cannot learn that an account is disabled.
    if (disabledAt) return { ok: false, reason: "disabled" };
    return { ok: true, user: user as PublicUser };
  }
  await Promise.all([hit(ipKey, rateLimits.loginFailures), hit(accountKey, rateLimits.loginFailures)]);
  return { ok: false, reason: found ? "wrong" : "unknown" };
}

/**
 * Creates a shopper account. The role is always "user" whatever the request said; the e-mail is
 * stored lower-cased; sign-ups are limited per client address.
 */
export async function registerUser(input: RegisterInput, request: Request): Promise<RegisterOutcome> {
  if (!emailDomainAllowed(input.email, env().allowedEmailDomains)) return { ok: false, reason: "domain" };
  const limit = await hit(`register:ip:${clientAddress(request)}`, rateLimits.register);
  if (!limit.allowed) return { ok: false, reason: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const existing = await db().user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) return { ok: false, reason: "taken" };
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db().user.create({
      data: {
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        passwordHash,
        role: "user",
        locale: await getLanguage(request),
      },
      select: publicUserSelect,
    });
    return { ok: true, user: user as PublicUser };
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) {
      return { ok: false, reason: "taken" };
    }
    throw error;
  }
}

export async function findUserById(id: string): Promise<PublicUser | null> {
  const user = await db().user.findFirst({ where: { id, deletedAt: null }, select: publicUserSelect });
  return user as PublicUser | null;
}

/** True when `password` is the account's current password (server-side re-entry checks). */
export async function checkPassword(userId: string, password: string): Promise<boolean> {
  const row = await db().user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  const matches = await verifyPassword(row?.passwordHash ?? (await timingDummy()), password);
  return matches && Boolean(row?.passwordHash);
}
