import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { action as contactAction } from "~/routes/pages.contact-us";
import { createTestDatabase } from "../../../tests/support/db";
import { submitContactMessage } from "./contact.server";

const saved = { ...process.env };
let dataDir: string;
const outbox = () => path.join(dataDir, "outbox");
const mails = () => {
  try {
    return readdirSync(outbox()).map((f) => readFileSync(path.join(outbox(), f), "utf8").replace(/\r\n/g, "\n"));
  } catch {
    return [];
  }
};

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sattva-contact-"));
  process.env = { ...saved, DATA_DIR: dataDir, SESSION_SECRET: "c".repeat(40), SHOP_EMAIL: "staff@sattva.test" };
  delete process.env.SMTP_URL;
  resetEnvForTests();
});
afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

type ActionResult = {
  data: { errors?: Record<string, string>; minutes?: number };
  init: { status?: number; headers?: Record<string, string> } | null;
};

const post = async (fields: Record<string, string | string[]>, ip = "198.51.100.7") => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return (await contactAction({
    request: new Request("http://localhost/pages/contact-us", {
      method: "POST",
      body,
      headers: { "x-client-ip": ip, Cookie: "i18next=fr" },
    }),
    params: {},
    context: {},
  })) as Response | ActionResult;
};

const valid = {
  name: "Ada Rossi",
  email: "Ada@Example.com",
  subject: "Corporate gifting",
  message: "Forty boxes for December?\nThanks",
};

describe("contact messages", () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    rmSync(outbox(), { recursive: true, force: true });
    await db().contactMessage.deleteMany();
  });

  it("stores the message and mails it to the shop, reply-to the sender, then redirects (PRG)", async () => {
    const res = (await post(valid)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/pages/contact-us?sent=1#contact-form");

    const [row] = await db().contactMessage.findMany();
    expect(row).toMatchObject({
      name: "Ada Rossi",
      email: "ada@example.com",
      subject: "Corporate gifting",
      locale: "fr",
      ip: "198.51.100.7",
    });
    expect(row.message).toBe("Forty boxes for December?\nThanks");

    const [mail] = mails();
    expect(mail).toMatch(/^To: staff@sattva.test$/m);
    expect(mail).toMatch(/^Reply-To: Ada Rossi <Ada@example.com>$/im);
    expect(mail).toMatch(/^Subject: \[Modulo di contatto\] Corporate gifting$/m);
    expect(mail).toContain(row.id);
  });

  it("answers 400 with per-field keys and stores nothing for bad input", async () => {
    const res = (await post({
      name: "",
      email: "nope",
      subject: "Hi\r\nBcc: victim@example.com",
      message: "",
    })) as ActionResult;
    expect(res.init?.status).toBe(400);
    expect(res.data.errors).toEqual({
      name: "contact.errors.nameRequired",
      email: "contact.errors.emailInvalid",
      subject: "contact.errors.lineBreak",
      message: "contact.errors.messageRequired",
    });
    const repeated = (await post({ ...valid, name: ["A", "B"] })) as ActionResult;
    expect(repeated.init?.status).toBe(400);
    const huge = (await post({ ...valid, message: "x".repeat(1_000_000) })) as ActionResult;
    expect(huge.data.errors).toEqual({ message: "contact.errors.messageTooLong" });
    expect(await db().contactMessage.count()).toBe(0);
    expect(mails()).toHaveLength(0);
  });

  it("ignores extra fields (no mass assignment)", async () => {
    await post({ ...valid, handledAt: "2020-01-01", id: "x", locale: "de", ip: "1.1.1.1" });
    const [row] = await db().contactMessage.findMany();
    expect(row).toMatchObject({ handledAt: null, locale: "fr", ip: "198.51.100.7" });
    expect(row.id).not.toBe("x");
  });

  it("allows 5 messages per 10 minutes per client address, then answers 429 with Retry-After", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect(((await post(valid, ip)) as Response).status).toBe(303);
    const limited = (await post(valid, ip)) as ActionResult;
    expect(limited.init?.status).toBe(429);
    expect(Number(limited.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(limited.data.errors).toEqual({ form: "contact.errors.rateLimited" });
    expect(limited.data.minutes).toBe(10);
    expect(await db().contactMessage.count()).toBe(5);
    // Another address is not affected.
    expect(((await post(valid, "203.0.113.78")) as Response).status).toBe(303);
  });

  it("keeps the message when the mail cannot be sent (the stored row is the record)", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9/";
    resetEnvForTests();
    try {
      const r = await submitContactMessage(
        { name: "Bo", email: "bo@example.com", subject: "Hello", message: "Hi" },
        { locale: "it", ip: null },
      );
      expect(r.mailed).toBe(false);
      expect(await db().contactMessage.count({ where: { id: r.id } })).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvForTests();
    }
  });
});
