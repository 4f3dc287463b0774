import { constants, createPublicKey, generateKeyPairSync, publicEncrypt, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAIL_ENV, withTestEnv } from "../../../../tests/support/env";
import { NotificationRejected } from "../provider";
import {
  amountToCents,
  centsToAmount,
  communicationOf,
  digestOf,
  privateKeyOf,
  signedHeaders,
  signingString,
  verifyNotification,
} from "./fintecture-signing.server";
import { fintecture } from "./fintecture.server";

const PEM = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
}).privateKey;
const APP_ID = "unit-app";
const privateKey = privateKeyOf(PEM.replace(/\n/g, "\\n"));
const publicKey = createPublicKey(privateKey);

withTestEnv({
  ...MAIL_ENV,
  FINTECTURE_APP_ID: APP_ID,
  FINTECTURE_APP_SECRET: "unit-secret",
  FINTECTURE_PRIVATE_KEY: PEM,
  FINTECTURE_API_URL: "http://127.0.0.1:9",
});

/** A notification signed as Fintecture signs one (see tests/fakes/fintecture). */
function notification(
  fields: Record<string, string>,
  o: { date?: Date; keyId?: string; listed?: string[]; oaepHash?: string } = {},
) {
  const body = new URLSearchParams(fields).toString();
  const values: Record<string, string> = {
    "(request-target)": "post /webhook",
    date: (o.date ?? new Date()).toUTCString(),
    digest: digestOf(body),
    "x-request-id": "5b4d5c1e-0c43-4a57-9c55-2d2b1a4a9f10",
  };
  const listed = o.listed ?? ["(request-target)", "date", "digest", "x-request-id"];
  const plain = signingString(listed.map((h) => [h, values[h]] as const));
  const encrypted = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: o.oaepHash ?? "sha1" },
    Buffer.from(plain),
  ).toString("base64");
  const headers = new Headers({
    date: values.date,
    digest: values.digest,
    "x-request-id": values["x-request-id"],
    signature: `keyId="${o.keyId ?? APP_ID}",algorithm="rsa-sha256",headers="${listed.join(" ")}",signature="${encrypted}"`,
  });
  return { body, headers };
}

const paid = {
  session_id: "s1",
  status: "payment_created",
  transfer_state: "received",
  amount: "19.99",
  currency: "EUR",
};

describe("Fintecture amounts and references", () => {
  it("reads euro amounts into exact cents and refuses anything else", () => {
    expect(amountToCents("19.99")).toBe(1999);
    expect(amountToCents("0.07")).toBe(7);
    expect(amountToCents("12.3")).toBe(1230);
    expect(amountToCents("12")).toBe(1200);
    expect(amountToCents(1234.56)).toBe(123456);
    for (const bad of ["1e2", "-1", "12.345", "", " ", "1,00", null, undefined, {}])
      expect(amountToCents(bad)).toBeNull();
    expect(centsToAmount(1999)).toBe("19.99");
    expect(centsToAmount(5)).toBe("0.05");
    expect(centsToAmount(100000)).toBe("1000.00");
  });

  it("keeps a transfer reference to letters, digits and spaces, at most 140", () => {
    expect(communicationOf("Sattva SAT-10101")).toBe("Sattva SAT 10101");
    expect(communicationOf("Crème brûlée #4!")).toBe("Creme brulee 4");
    expect(communicationOf("x".repeat(200))).toHaveLength(140);
  });
});

describe("Fintecture request signatures", () => {
  it("signs (request-target), date, digest and x-request-id; a GET leaves the digest out", () => {
    const body = JSON.stringify({ data: { attributes: { amount: "1.00" } } });
    const h = signedHeaders({
      method: "POST",
      pathAndQuery: "/pis/v2/connect?state=a",
      body,
      appId: APP_ID,
      privateKey,
    });
    expect(h.Digest).toBe(digestOf(body));
    expect(h["X-Date"]).toBe(h.Date);
    expect(h.Signature).toMatch(
      /^keyId="unit-app",algorithm="rsa-sha256",headers="\(request-target\) date digest x-request-id",signature="/,
    );
    const signed = signingString([
      ["(request-target)", "post /pis/v2/connect?state=a"],
      ["date", h.Date],
      ["digest", h.Digest],
      ["x-request-id", h["X-Request-ID"]],
    ]);
    const signature = Buffer.from(/signature="([^"]+)"/.exec(h.Signature)![1], "base64");
    expect(verify("sha256", Buffer.from(signed), publicKey, signature)).toBe(true);
    expect(verify("sha256", Buffer.from(signed.replace("state=a", "state=b")), publicKey, signature)).toBe(false);

    const get = signedHeaders({ method: "GET", pathAndQuery: "/pis/v1/payments/s1", appId: APP_ID, privateKey });
    expect(get.Digest).toBeUndefined();
    expect(get.Signature).toContain('headers="(request-target) date x-request-id"');
  });
});

describe("Fintecture notifications", () => {
  const check = (n: { body: string; headers: Headers }, now?: number) =>
    verifyNotification(n.body, n.headers, { appId: APP_ID, privateKey }, now);

  it("accepts one signed as Fintecture signs, and nothing else", () => {
    expect(() => check(notification(paid))).not.toThrow();
    const n = notification(paid);
    expect(() => verifyNotification(n.body.replace("19.99", "1.99"), n.headers, { appId: APP_ID, privateKey })).toThrow(
      NotificationRejected,
    );
    const other = new Headers(n.headers);
    other.set("x-request-id", "another");
    expect(() => verifyNotification(n.body, other, { appId: APP_ID, privateKey })).toThrow(/signature mismatch/);
    expect(() => check(notification(paid, { keyId: "someone" }))).toThrow(/keyId/);
    expect(() => check(notification(paid, { listed: ["(request-target)", "date", "x-request-id"] }))).toThrow(
      /covers too little/,
    );
    // Fintecture's SDKs decrypt with OAEP's default hash (SHA-1): another hash does not decrypt.
    expect(() => check(notification(paid, { oaepHash: "sha256" }))).toThrow(/decrypt/);
    const unsigned = new Headers(n.headers);
    unsigned.delete("signature");
    expect(() => verifyNotification(n.body, unsigned, { appId: APP_ID, privateKey })).toThrow(/missing/);
  });

  it("refuses one dated more than five minutes from now", () => {
    const sent = new Date("2026-03-02T10:00:00Z");
    const n = notification(paid, { date: sent });
    expect(() => check(n, sent.getTime() + 4 * 60_000)).not.toThrow();
    expect(() => check(n, sent.getTime() + 6 * 60_000)).toThrow(/stale/);
    expect(() => check(n, sent.getTime() - 6 * 60_000)).toThrow(/stale/);
  });

  it("maps Fintecture's statuses, with one event key per status, transfer state and amount received", async () => {
    const parse = (fields: Record<string, string>) => {
      const n = notification(fields);
      return fintecture.parseNotification(n.body, n.headers);
    };
    expect(await parse({ ...paid, received_amount: "19.99" })).toMatchObject([
      {
        providerRef: "s1",
        status: "paid",
        amountCents: 1999,
        currency: "EUR",
        eventKey: "s1:payment_created:received:19.99",
      },
    ]);
    const [over] = await parse({ ...paid, transfer_state: "overpaid", received_amount: "25.00" });
    expect(over).toMatchObject({ status: "paid", amountCents: 1999 });
    expect(over.review).toMatch(/^overpaid/);
    expect(await parse({ ...paid, transfer_state: "pending" })).toMatchObject([{ status: "processing" }]);
    expect(await parse({ ...paid, status: "payment_unsuccessful" })).toMatchObject([{ status: "failed" }]);
    expect(await parse({ ...paid, status: "payment_error" })).toMatchObject([{ status: "failed" }]);
    expect(await parse({ ...paid, status: "payment_expired" })).toMatchObject([{ status: "expired" }]);
    expect(await parse({ ...paid, status: "sca_required" })).toEqual([]);
    expect(await parse({ ...paid, status: "provider_required" })).toEqual([]);
    expect(await parse({ ...paid, status: "something_new" })).toEqual([]);
  });
});
