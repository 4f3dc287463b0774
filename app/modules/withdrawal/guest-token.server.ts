import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";

/**
 * What keeps a guest's identification on the server's word: after the order number and e-mail
 * matched, the page carries `<orderId>.<expiry>.<signature>`, signed with the session secret over
 * the order, the order's e-mail and the expiry. The browser cannot forge one for another order,
 * and a change of the order's e-mail voids it. Also signs the "done" page's reference.
 */

export const GUEST_TOKEN_TTL_MS = 60 * 60_000;

const sign = (secret: string, purpose: string, text: string) =>
  createHmac("sha256", secret).update(`withdrawal:${purpose}|${text}`).digest("base64url");

function matches(purpose: string, text: string, given: string) {
  const g = Buffer.from(given);
  return env().sessionSecrets.some((secret) => {
    const expected = Buffer.from(sign(secret, purpose, text));
    return expected.length === g.length && timingSafeEqual(expected, g);
  });
}

export function guestToken(orderId: string, orderEmail: string, now = Date.now()): string {
  const expires = now + GUEST_TOKEN_TTL_MS;
  const [secret] = env().sessionSecrets;
  return `${orderId}.${expires}.${sign(secret, "guest", `${orderId}|${orderEmail.toLowerCase()}|${expires}`)}`;
}

/** The order id a token names, before its signature is checked (that needs the order's e-mail). */
export function tokenOrderId(token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, expires, sig] = token.split(".");
  return id && expires && sig ? id : null;
}

/** True when `token` was made by us for this order and e-mail and has not expired. */
export function verifyGuestToken(token: string, orderId: string, orderEmail: string, now = Date.now()): boolean {
  const [id, expires, sig, extra] = token.split(".");
  if (extra !== undefined || id !== orderId || !/^\d{1,15}$/.test(expires ?? "") || !sig) return false;
  if (Number(expires) < now) return false;
  return matches("guest", `${orderId}|${orderEmail.toLowerCase()}|${expires}`, sig);
}

/** A signed reference to a recorded withdrawal, for the page that confirms it. */
export function doneReference(withdrawalId: string): string {
  const [secret] = env().sessionSecrets;
  return `${withdrawalId}.${sign(secret, "done", withdrawalId)}`;
}

export function readDoneReference(ref: string | null): string | null {
  if (!ref || ref.length > 200) return null;
  const [id, sig, extra] = ref.split(".");
  if (!id || !sig || extra !== undefined) return null;
  return matches("done", id, sig) ? id : null;
}
