import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";

/**
 * A record id signed with the session secret for one purpose (`<id>.<HMAC-SHA256 of
 * "<purpose>:<id>">`, base64url): a link that proves it came from us — an unsubscribe link that
 * works without log-in — with nothing stored. The purpose keeps a link of one kind from working
 * as another. Every configured secret is tried, so links survive a secret rotation. The same
 * shape as the newsletter's unsubscribe links (purpose "unsubscribe").
 */
export function signId(purpose: string, id: string): string {
  const [secret] = env().sessionSecrets;
  return `${id}.${mac(secret, purpose, id)}`;
}

/** The id a token signs for `purpose`, or null when it is not one of ours. */
export function verifySignedId(purpose: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  for (const secret of env().sessionSecrets) {
    const expected = Buffer.from(mac(secret, purpose, id));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return id;
  }
  return null;
}

const mac = (secret: string, purpose: string, id: string) =>
  createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
