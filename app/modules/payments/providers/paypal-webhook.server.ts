import { X509Certificate, verify as verifySignature } from "node:crypto";
import zlib from "node:zlib";
import { NotificationRejected, ProviderUnavailable } from "../provider";

/**
 * PayPal's webhook signature, verified offline (PAYMENTS.md): PayPal signs
 * `<transmission id>|<transmission time>|<our webhook id>|<CRC-32 of the raw body, unsigned decimal>`
 * with RSA-SHA256 and names, in `paypal-cert-url`, the certificate whose key checks it. Anyone can
 * put any URL in that header, so the certificate is fetched only from PayPal's hosts (or from the
 * API address this shop is configured with, where a local fake serves its own); the rest is
 * refused before any request goes out. HMAC or re-serialised-JSON recipes are wrong: the CRC is
 * over the exact bytes received.
 */

export const PAYPAL_AUTH_ALGO = "SHA256withRSA";
/** PayPal retries for days, but each retry is signed anew: an old transmission is a replay. */
export const MAX_TRANSMISSION_AGE_MS = 15 * 60_000;
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
export const CERT_PATH_PREFIX = "/v1/notifications/certs/";
const CERT_TIMEOUT_MS = 10_000;
const MAX_CERT_CHARS = 64 * 1024;
const MAX_CACHED_CERTS = 16;

let crcTable: Uint32Array | undefined;

/** CRC-32 (IEEE) by table, for Node 20 releases before 20.15 (no zlib.crc32). */
export function crc32ByTable(data: Buffer): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** CRC-32 (IEEE) as PayPal computes it, unsigned. */
export function crc32(data: Buffer): number {
  return typeof zlib.crc32 === "function" ? zlib.crc32(data) >>> 0 : crc32ByTable(data);
}

/**
 * Whether the certificate may be fetched from `certUrl`: https on paypal.com or a subdomain, or
 * the configured API's own origin; always under PayPal's certificate path, with no credentials.
 */
export function certUrlAllowed(certUrl: string, apiUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (url.username || url.password || !url.pathname.startsWith(CERT_PATH_PREFIX)) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === "https:" && url.port === "" && (host === "paypal.com" || host.endsWith(".paypal.com"))) {
    return true;
  }
  try {
    return url.origin === new URL(apiUrl).origin;
  } catch {
    return false;
  }
}

const certificates = new Map<string, Promise<X509Certificate>>();

async function downloadCertificate(url: string): Promise<X509Certificate> {
  let response: Response;
  let text: string;
  try {
    // No redirects: the host check above must hold for the address actually read.
    response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(CERT_TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailable("PayPal certificate could not be fetched", { cause: error });
  }
  if (response.status >= 500) throw new ProviderUnavailable(`PayPal certificate fetch answered ${response.status}`);
  if (response.status !== 200) throw new NotificationRejected(`certificate fetch answered ${response.status}`);
  if (text.length > MAX_CERT_CHARS) throw new NotificationRejected("certificate too large");
  try {
    // A chain in PEM: the first certificate is the signer's.
    return new X509Certificate(text);
  } catch {
    throw new NotificationRejected("certificate unreadable");
  }
}

/** The certificate at `url`, fetched once (PayPal names a new URL when it rotates its key). */
function certificate(url: string): Promise<X509Certificate> {
  let cached = certificates.get(url);
  if (!cached) {
    if (certificates.size >= MAX_CACHED_CERTS) certificates.delete(certificates.keys().next().value!);
    cached = downloadCertificate(url);
    certificates.set(url, cached);
    cached.catch(() => {
      if (certificates.get(url) === cached) certificates.delete(url);
    });
  }
  return cached;
}

export interface VerifyContext {
  webhookId: string;
  apiUrl: string;
  now?: number;
}

function header(headers: Headers, name: string, max: number) {
  const value = headers.get(name)?.trim();
  if (!value) throw new NotificationRejected(`missing ${name}`);
  if (value.length > max) throw new NotificationRejected(`${name} too long`);
  return value;
}

/** Verifies a PayPal notification and returns its parsed body; throws NotificationRejected when not proved. */
export async function verifyPayPalNotification(
  rawBody: string,
  headers: Headers,
  ctx: VerifyContext,
): Promise<unknown> {
  const transmissionId = header(headers, "paypal-transmission-id", 200);
  const time = header(headers, "paypal-transmission-time", 100);
  const signature = header(headers, "paypal-transmission-sig", 4096);
  const certUrl = header(headers, "paypal-cert-url", 2048);
  if (header(headers, "paypal-auth-algo", 100) !== PAYPAL_AUTH_ALGO) {
    throw new NotificationRejected("unsupported signature algorithm");
  }
  const now = ctx.now ?? Date.now();
  const sent = Date.parse(time);
  if (Number.isNaN(sent)) throw new NotificationRejected("unreadable transmission time");
  if (now - sent > MAX_TRANSMISSION_AGE_MS) throw new NotificationRejected("stale transmission");
  if (sent - now > MAX_CLOCK_SKEW_MS) throw new NotificationRejected("transmission time in the future");
  if (!certUrlAllowed(certUrl, ctx.apiUrl)) throw new NotificationRejected("certificate URL not allowed");

  const cert = await certificate(certUrl);
  if (Date.parse(cert.validFrom) > now || Date.parse(cert.validTo) < now) {
    throw new NotificationRejected("certificate not valid now");
  }
  const signed = `${transmissionId}|${time}|${ctx.webhookId}|${crc32(Buffer.from(rawBody, "utf8"))}`;
  let valid = false;
  try {
    valid = verifySignature("sha256", Buffer.from(signed, "utf8"), cert.publicKey, Buffer.from(signature, "base64"));
  } catch {
    valid = false;
  }
  if (!valid) throw new NotificationRejected("bad signature");
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    throw new NotificationRejected("body is not JSON");
  }
}
