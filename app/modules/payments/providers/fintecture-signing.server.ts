import {
  constants,
  createHash,
  createPrivateKey,
  privateDecrypt,
  randomUUID,
  sign,
  timingSafeEqual,
} from "node:crypto";
import type { KeyObject } from "node:crypto";
import { NotificationRejected } from "../provider";

/**
 * Fintecture's HTTP signatures (PAYMENTS.md "Fintecture"), done by hand: its npm SDK is old and
 * has no request timeout. Requests carry a `Digest` of the body and a `Signature` over a few
 * headers, RSA-SHA256 with the merchant's private key. Notifications come the other way: the same
 * kind of signing string, RSA-OAEP-encrypted with the merchant's public key, so only the private
 * key can read it back. Fintecture's SDKs (JS, PHP, Ruby) decrypt with OAEP's default hash, SHA-1.
 */

/** How far a notification's Date may be from our clock: Fintecture's SDK does not check it at all. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

/** Secrets in env files often carry the PEM's line breaks as a literal "\n". */
export function normalisePem(pem: string) {
  return pem.replace(/\\r/g, "").replace(/\\n/g, "\n").trim();
}

const keys = new Map<string, KeyObject>();
/** The merchant's private key, parsed once per PEM. */
export function privateKeyOf(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    key = createPrivateKey(normalisePem(pem));
    keys.clear();
    keys.set(pem, key);
  }
  return key;
}

export function digestOf(body: string) {
  return `SHA-256=${createHash("sha256").update(body, "utf8").digest("base64")}`;
}

/** "name: value" lines joined by "\n", in the order the Signature header lists them. */
export function signingString(pairs: readonly (readonly [string, string])[]) {
  return pairs.map(([name, value]) => `${name}: ${value}`).join("\n");
}

/**
 * The headers of a signed API call. `pathAndQuery` is exactly what goes on the request line. A
 * call without a body (GET) has no Digest and leaves it out of the signed list, as the SDK does.
 */
export function signedHeaders(input: {
  method: string;
  pathAndQuery: string;
  body?: string;
  appId: string;
  privateKey: KeyObject;
  now?: Date;
  requestId?: string;
}): Record<string, string> {
  const date = (input.now ?? new Date()).toUTCString();
  const requestId = input.requestId ?? randomUUID();
  const pairs: [string, string][] = [
    ["(request-target)", `${input.method.toLowerCase()} ${input.pathAndQuery}`],
    ["date", date],
  ];
  const digest = input.body === undefined ? undefined : digestOf(input.body);
  if (digest) pairs.push(["digest", digest]);
  pairs.push(["x-request-id", requestId]);
  const signature = sign("sha256", Buffer.from(signingString(pairs)), input.privateKey).toString("base64");
  return {
    Date: date,
    "X-Date": date,
    "X-Request-ID": requestId,
    ...(digest ? { Digest: digest } : {}),
    Signature:
      `keyId="${input.appId}",algorithm="rsa-sha256",` +
      `headers="${pairs.map(([name]) => name).join(" ")}",signature="${signature}"`,
  };
}

/** The `name="value"` parts of a Signature header. */
export function signatureParts(header: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const m of header.matchAll(/([A-Za-z]+)\s*=\s*"([^"]*)"/g)) parts.set(m[1], m[2]);
  return parts;
}

/** Headers a notification's signature must cover: the body (by its digest), the time, the delivery. */
const REQUIRED_SIGNED = ["date", "digest", "x-request-id"];

/**
 * Proves a notification came from Fintecture, as the SDK's `validation.authenticateRequest` does
 * (digest of the raw body; the decrypted signing string equals the one rebuilt from the headers,
 * `(request-target)` being `post /webhook`), plus a freshness check on Date so a captured
 * notification cannot be replayed later. Throws NotificationRejected.
 */
export function verifyNotification(
  rawBody: string,
  headers: Headers,
  config: { appId: string; privateKey: KeyObject },
  now = Date.now(),
) {
  const digest = headers.get("digest");
  const signature = headers.get("signature");
  const date = headers.get("date");
  if (!digest || !signature || !date) throw new NotificationRejected("missing digest, signature or date");
  if (!safeEqual(digest, digestOf(rawBody))) throw new NotificationRejected("digest mismatch");
  const sentAt = Date.parse(date);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > NOTIFICATION_TOLERANCE_MS) {
    throw new NotificationRejected("stale or unreadable date");
  }
  const parts = signatureParts(signature);
  if (parts.get("keyId") !== config.appId) throw new NotificationRejected("unknown keyId");
  const listed = (parts.get("headers") ?? "").toLowerCase().split(" ").filter(Boolean);
  if (!REQUIRED_SIGNED.every((h) => listed.includes(h))) throw new NotificationRejected("signature covers too little");
  const expected = signingString(
    listed.map((h) => [h, h === "(request-target)" ? "post /webhook" : (headers.get(h) ?? "")] as const),
  );
  let decrypted: string;
  try {
    decrypted = privateDecrypt(
      { key: config.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" },
      Buffer.from(parts.get("signature") ?? "", "base64"),
    ).toString("utf8");
  } catch {
    throw new NotificationRejected("signature does not decrypt");
  }
  if (!safeEqual(decrypted, expected)) throw new NotificationRejected("signature mismatch");
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** "12.34" (euros, as Fintecture writes amounts) → 1234 cents, without going through a float. */
export function amountToCents(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string") return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

export function centsToAmount(cents: number) {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A bank transfer's reference: letters, digits and spaces only, at most 140 characters. */
export function communicationOf(description: string) {
  return description
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 140)
    .trim();
}
