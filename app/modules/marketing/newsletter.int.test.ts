import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { action as newsletterAction } from "~/routes/newsletter";
import { createTestDatabase } from "../../../tests/support/db";
import {
  CONFIRM_TTL_MS,
  confirmSubscription,
  confirmTokenState,
  newsletterConsentText,
  subscribe,
  unsubscribe,
  WELCOME_CODE,
} from "./newsletter.server";

const saved = { ...process.env };
let dataDir: string;
const outbox = () => path.join(dataDir, "outbox");
const mails = () => {
  try {
    return readdirSync(outbox())
      .sort()
      .map((f) => {
        const raw = readFileSync(path.join(outbox(), f), "utf8").replace(/\r\n/g, "\n");
        const split = raw.indexOf("\n\n");
        // Unfold the headers; undo quoted-printable soft breaks in the body.
        const head = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
        return (
          head +
          "\n\n" +
          raw
            .slice(split + 2)
            .replace(/=\n/g, "")
            .replace(/=3D/g, "=")
        );
      });
  } catch {
    return [];
  }
};
const linkToken = (mail: string, kind: "confirm" | "unsubscribe") =>
  decodeURIComponent(new RegExp(`/newsletter/${kind}\\?token=([^\\s>]+)`).exec(mail)![1]);

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sattva-newsletter-"));
  process.env = { ...saved, DATA_DIR: dataDir, SESSION_SECRET: "n".repeat(40), PUBLIC_URL: "http://shop.test" };
  delete process.env.SMTP_URL;
  resetEnvForTests();
});
afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("newsletter", () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
  });
  afterAll(async () => cleanup());
  beforeEach(() => rmSync(outbox(), { recursive: true, force: true }));

  it("stores the consent as shown and mails a confirmation link whose token is stored only hashed", async () => {
    const consentText = await newsletterConsentText("en");
    await subscribe({ email: " Ada@Example.com ", locale: "en", consentText, ip: "203.0.113.5" });
    const rows = await db().newsletterSubscriber.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "ada@example.com",
      locale: "en",
      consentText,
      consentIp: "203.0.113.5",
      confirmedAt: null,
    });
    expect(consentText).toContain("newsletter");

    const [mail] = mails();
    expect(mail).toMatch(/^To: ada@example.com$/m);
    expect(mail).toMatch(/^List-Unsubscribe: <http:\/\/shop.test\/newsletter\/unsubscribe\?token=/m);
    const token = linkToken(mail, "confirm");
    expect(rows[0].confirmTokenHash).not.toContain(token);
    expect(rows[0].confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await confirmTokenState(token)).toBe("valid");
  });

  it("never duplicates an address; an unconfirmed one gets a fresh link, the old link dies", async () => {
    const first = linkToken((await sub("bob@example.com"), mails()[0]), "confirm");
    rmSync(outbox(), { recursive: true, force: true });
    await sub("BOB@example.com");
    expect(await db().newsletterSubscriber.count({ where: { email: "bob@example.com" } })).toBe(1);
    const second = linkToken(mails()[0], "confirm");
    expect(second).not.toBe(first);
    expect(await confirmTokenState(first)).toBe("invalid");
    expect(await confirmSubscription(first)).toEqual({ ok: false });

    expect(await confirmSubscription(second)).toEqual({ ok: true, code: WELCOME_CODE });
    const row = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "bob@example.com" } });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    // The welcome mail carries the code.
    expect(mails().some((m) => m.includes(WELCOME_CODE))).toBe(true);
    // A second click shows the thank-you again and changes nothing.
    expect(await confirmSubscription(second)).toEqual({ ok: true, code: WELCOME_CODE });
    expect((await db().newsletterSubscriber.findUniqueOrThrow({ where: { id: row.id } })).confirmedAt).toEqual(
      row.confirmedAt,
    );
  });

  it("leaves a confirmed subscription alone and sends nothing when the address signs up again", async () => {
    rmSync(outbox(), { recursive: true, force: true });
    const before = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "bob@example.com" } });
    await sub("bob@example.com");
    expect(mails()).toHaveLength(0);
    expect(await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "bob@example.com" } })).toEqual(before);
  });

  it("refuses an expired link and a made-up one", async () => {
    await sub("late@example.com");
    const token = linkToken(mails()[0], "confirm");
    const later = new Date(Date.now() + CONFIRM_TTL_MS + 60_000);
    expect(await confirmSubscription(token, later)).toEqual({ ok: false });
    expect(await confirmSubscription("x".repeat(43))).toEqual({ ok: false });
    expect(await confirmSubscription(undefined)).toEqual({ ok: false });
  });

  it("unsubscribes with the signed link only; a later sign-up needs a new confirmation", async () => {
    const row = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "bob@example.com" } });
    await sub("carl@example.com");
    const unsub = linkToken(mails()[0], "unsubscribe");
    const carl = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "carl@example.com" } });
    expect(unsub.startsWith(`${carl.id}.`)).toBe(true);
    // Someone else's id with Carl's signature is refused.
    expect(await unsubscribe(`${row.id}.${unsub.split(".")[1]}`)).toBe(false);
    expect(await unsubscribe(unsub)).toBe(true);
    expect(
      (await db().newsletterSubscriber.findUniqueOrThrow({ where: { id: carl.id } })).unsubscribedAt,
    ).toBeInstanceOf(Date);

    rmSync(outbox(), { recursive: true, force: true });
    await sub("carl@example.com");
    const again = await db().newsletterSubscriber.findUniqueOrThrow({ where: { id: carl.id } });
    expect(again.unsubscribedAt).toBeNull();
    expect(again.confirmedAt).toBeNull();
    expect(mails()).toHaveLength(1);
  });

  describe("the /newsletter action", () => {
    const post = (fields: Record<string, string>, ip = "198.51.100.1") =>
      newsletterAction({
        request: new Request("http://shop.test/newsletter", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { "x-client-ip": ip, "Accept-Language": "de" },
        }),
        params: {},
        context: {},
      });

    it("answers the same for a new and a known address, and redirects a native post back with its status", async () => {
      const fresh = (await post({ email: "dora@example.com", consent: "yes", redirectTo: "/faq?x=1" })) as Response;
      const known = (await post({ email: "bob@example.com", consent: "yes", redirectTo: "/faq?x=1" })) as Response;
      for (const r of [fresh, known]) {
        expect(r.status).toBe(303);
        expect(r.headers.get("Location")).toBe("/faq?x=1&newsletter=ok#newsletter");
      }
      const dora = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "dora@example.com" } });
      expect(dora.locale).toBe("de");
      expect(dora.consentText).toBe(await newsletterConsentText("de"));
    });

    it("requires the consent box and a valid address, and never redirects off-site", async () => {
      const noConsent = (await post({ email: "eve@example.com", redirectTo: "https://evil.example/" })) as Response;
      expect(noConsent.headers.get("Location")).toBe("/?newsletter=consent#newsletter");
      const bad = (await post({ email: "not-an-address", consent: "yes", redirectTo: "//evil.example" })) as Response;
      expect(bad.headers.get("Location")).toBe("/?newsletter=invalid#newsletter");
      expect(await db().newsletterSubscriber.count({ where: { email: "eve@example.com" } })).toBe(0);
    });

    it("answers a fetcher with data, and rate-limits per client address", async () => {
      const ok = (await post({ email: "f1@example.com", consent: "yes", via: "fetcher" }, "192.0.2.9")) as unknown as {
        data: { status: string };
        init: ResponseInit | null;
      };
      expect(ok.data).toEqual({ status: "ok" });
      let last:
        { data: { status: string }; init: { status?: number; headers?: Record<string, string> } | null } | undefined;
      for (let i = 2; i <= 6; i++)
        last = (await post({ email: `f${i}@example.com`, consent: "yes", via: "fetcher" }, "192.0.2.9")) as never;
      expect(last!.data).toEqual({ status: "limited" });
      expect(last!.init?.status).toBe(429);
      expect(await db().newsletterSubscriber.count({ where: { email: "f6@example.com" } })).toBe(0);
    });
  });
});

async function sub(email: string) {
  await subscribe({ email, locale: "it", consentText: await newsletterConsentText("it"), ip: null });
}
