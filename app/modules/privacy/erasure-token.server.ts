import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";

/**
 * The link of a guest's erasure request: it proves that whoever opens it reads the mail of the
 * address, and it ends. Nothing is stored: the token is `<signature><payload>`, the payload the
 * address and the expiry (base64url), the signature an HMAC-SHA256 of both with the session
 * secret, for this purpose only, at a fixed length in front (43 characters) so the whole token
 * stays in the URL-safe alphabet of the shop's other mailed tokens. Every configured secret is
 * tried, so a link survives a secret rotation.
 */

/** How long a mailed link works. */
export const ERASURE_LINK_TTL_MS = 24 * 60 * 60_000;

const PURPOSE = "guest-erasure";
/** base64url of a SHA-256 digest, unpadded. */
const SIGNATURE_LENGTH = 43;
/** A token longer than this is not one of ours (an address is at most 254 characters). */
const MAX_TOKEN = 500;

const mac = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");

export function erasureToken(email: string, now = Date.now()): string {
  const payload = Buffer.from(`${now + ERASURE_LINK_TTL_MS}\n${email.trim().toLowerCase()}`).toString("base64url");
  const [secret] = env().sessionSecrets;
  return `${mac(secret, payload)}${payload}`;
}

export type ErasureTokenCheck =
  { ok: true; email: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/** The address a token was made for, once its signature and expiry hold. */
export function readErasureToken(token: unknown, now = Date.now()): ErasureTokenCheck {
  if (typeof token !== "string" || token.length <= SIGNATURE_LENGTH || token.length > MAX_TOKEN) {
    return { ok: false, reason: "invalid" };
  }
  const given = Buffer.from(token.slice(0, SIGNATURE_LENGTH));
  const payload = token.slice(SIGNATURE_LENGTH);
  const signed = env().sessionSecrets.some((secret) => {
    const expected = Buffer.from(mac(secret, payload));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signed) return { ok: false, reason: "invalid" };
  const [expires, email, extra] = Buffer.from(payload, "base64url").toString("utf8").split("\n");
  if (extra !== undefined || !/^\d{1,15}$/.test(expires ?? "") || !email) return { ok: false, reason: "invalid" };
  if (Number(expires) < now) return { ok: false, reason: "expired" };
  return { ok: true, email, expiresAt: new Date(Number(expires)) };
}
