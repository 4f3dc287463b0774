/**
 * Social log-in providers: the ids, and the profile every provider's file turns its own answer
 * into. No server imports (the buttons import the ids' type).
 */
export const providerIds = ["facebook", "google", "linkedin", "amazon"] as const;
export type ProviderId = (typeof providerIds)[number];

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === "string" && (providerIds as readonly string[]).includes(value);
}

/** The brand names (never translated). */
export const providerNames: Record<ProviderId, string> = {
  facebook: "Facebook",
  google: "Google",
  linkedin: "LinkedIn",
  amazon: "Amazon",
};

/** Who the provider says signed in: keyed on (provider, id); the e-mail only when the provider vouches for it. */
export interface SocialProfile {
  provider: ProviderId;
  id: string;
  email: string | null;
  fname: string;
  lname: string;
}

/** The longest first or last name we store (as the registration form allows). */
const NAME_MAX = 60;

const clip = (s: string) => s.trim().replace(/\s+/g, " ").slice(0, NAME_MAX).trim();

/**
 * The spec's rule: the full name is split on the first space, "Ada Maria Rossi" → "Ada" and
 * "Maria Rossi". A single word is the first name; the last name stays empty.
 */
export function splitName(full: string | null | undefined): { fname: string; lname: string } {
  const name = (full ?? "").trim().replace(/\s+/g, " ");
  const space = name.indexOf(" ");
  if (space < 0) return { fname: clip(name), lname: "" };
  return { fname: clip(name.slice(0, space)), lname: clip(name.slice(space + 1)) };
}

/** Given and family names when the provider sends them, else the split full name. */
export function profileNames(given: unknown, family: unknown, full: unknown): { fname: string; lname: string } {
  if (typeof given === "string" && given.trim()) {
    return { fname: clip(given), lname: typeof family === "string" ? clip(family) : "" };
  }
  return splitName(typeof full === "string" ? full : "");
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address, lower-cased, or null (absent, malformed, too long, or not verified). */
export function providerEmail(value: unknown, verified: unknown = true): string | null {
  if (verified === false || verified === "false") return null;
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** A provider's user id: a non-empty string of printable characters (numbers are turned into strings). */
export function providerUserId(value: unknown): string | null {
  const id = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof id !== "string") return null;
  // eslint-disable-next-line no-control-regex -- an id with control characters is refused
  return id.length > 0 && id.length <= 255 && !/[\u0000-\u001f\u007f]/.test(id) ? id : null;
}
