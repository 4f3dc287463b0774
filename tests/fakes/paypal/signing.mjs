/**
 * What the PayPal fake signs its notifications with, as PayPal does: an RSA key and a self-signed
 * X.509 certificate made at start (node has no certificate builder and `openssl` may be missing,
 * so the DER is written here: a plain v1 certificate is a few nested ASN.1 sequences), and the
 * signature over `<transmission id>|<time>|<webhook id>|<CRC-32 of the body>` with RSA-SHA256.
 * The CRC is computed here with its own table, independently of the shop's code.
 */
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

function derLength(n) {
  if (n < 0x80) return Buffer.from([n]);
  const bytes = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const tlv = (tag, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};
const seq = (...parts) => tlv(0x30, ...parts);
const set = (...parts) => tlv(0x31, ...parts);
function oid(dotted) {
  const [a, b, ...rest] = dotted.split(".").map(Number);
  const out = [40 * a + b];
  for (const n of rest) {
    const enc = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) enc.unshift((v & 0x7f) | 0x80);
    out.push(...enc);
  }
  return tlv(0x06, Buffer.from(out));
}
// UTCTime: YYMMDDHHMMSSZ
const utcTime = (d) => tlv(0x17, Buffer.from(`${d.toISOString().replace(/[-:T]/g, "").slice(2, 14)}Z`));
const SHA256_WITH_RSA = seq(oid("1.2.840.113549.1.1.11"), Buffer.from([0x05, 0x00]));

/** A self-signed certificate for `commonName`, valid from an hour ago for `days`. */
export function selfSignedCertificate(commonName = "messageverificationcerts.fake.test", days = 7) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const serial = randomBytes(8);
  serial[0] = (serial[0] & 0x7f) | 0x01; // positive, minimal
  const name = seq(set(seq(oid("2.5.4.3"), tlv(0x0c, Buffer.from(commonName)))));
  const from = new Date(Date.now() - 3600_000);
  const to = new Date(from.getTime() + days * 86_400_000);
  const tbs = seq(
    tlv(0x02, serial),
    SHA256_WITH_RSA,
    name,
    seq(utcTime(from), utcTime(to)),
    name,
    publicKey.export({ type: "spki", format: "der" }),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = seq(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = `-----BEGIN CERTIFICATE-----\n${der
    .toString("base64")
    .match(/.{1,64}/g)
    .join("\n")}\n-----END CERTIFICATE-----\n`;
  return { pem, privateKey };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** PayPal's webhook signature headers for `body`. */
export function signedHeaders({ body, webhookId, privateKey, certUrl, transmissionId, time }) {
  const signed = `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, "utf8"))}`;
  return {
    "content-type": "application/json",
    "paypal-transmission-id": transmissionId,
    "paypal-transmission-time": time,
    "paypal-transmission-sig": sign("sha256", Buffer.from(signed, "utf8"), privateKey).toString("base64"),
    "paypal-cert-url": certUrl,
    "paypal-auth-algo": "SHA256withRSA",
  };
}
