import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { MailHeaderInjectionError, sendMail } from "./mail.server";

/** Headers of an .eml (unfolded) and its body. */
function parseEml(eml: string) {
  const raw = eml.replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 2) };
}

describe("sendMail without SMTP", () => {
  let dataDir: string;
  const saved = { ...process.env };

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sattva-mail-"));
    process.env.DATA_DIR = dataDir;
    process.env.SESSION_SECRET = "x".repeat(40);
    delete process.env.SMTP_URL;
    process.env.MAIL_FROM = "Sattva <shop@sattva.example>";
    resetEnvForTests();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes one parseable .eml into DATA_DIR/outbox", async () => {
    const sent = await sendMail({
      to: "Ada <ada@example.com>",
      subject: "Your order SAT-10001",
      text: "Hello Ada,\nthank you for your order.",
      replyTo: "hello@sattva.example",
    });
    const outbox = path.join(dataDir, "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[0-9a-f]{12}\.eml$/);
    expect(sent.file).toBe(path.join(outbox, files[0]));

    const { headers, body } = parseEml(readFileSync(sent.file!, "utf8"));
    expect(headers.get("subject")).toBe("Your order SAT-10001");
    expect(headers.get("to")).toBe("Ada <ada@example.com>");
    expect(headers.get("from")).toBe("Sattva <shop@sattva.example>");
    expect(headers.get("reply-to")).toBe("hello@sattva.example");
    expect(headers.get("message-id")).toBe(sent.messageId);
    expect(body).toContain("thank you for your order.");
  });

  it("encodes non-ASCII subjects instead of writing raw bytes into headers", async () => {
    const sent = await sendMail({ to: "a@example.com", subject: "Grazie — benvenuta", text: "Ciao" });
    const { headers } = parseEml(readFileSync(sent.file!, "utf8"));
    expect(headers.get("subject")).toMatch(/^=\?UTF-8\?/i);
  });

  it.each([
    ["subject", { subject: "Hi\r\nBcc: victim@example.com" }],
    ["subject", { subject: "Hi\nBcc: victim@example.com" }],
    ["to", { to: "a@example.com\nBcc: victim@example.com" }],
    ["replyTo", { replyTo: "Eve\r\n <eve@example.com>" }],
    ["from", { from: "Shop\n<shop@sattva.example>" }],
    ["replyTo name", { replyTo: { name: "Eve\r\nBcc: victim@example.com", address: "eve@example.com" } }],
    ["unsubscribeUrl", { unsubscribeUrl: "https://x.example/u\r\nBcc: victim@example.com" }],
  ])("refuses a line break in the %s header and writes nothing", async (_field, patch) => {
    await expect(sendMail({ to: "a@example.com", subject: "Hello", text: "body", ...patch })).rejects.toBeInstanceOf(
      MailHeaderInjectionError,
    );
    expect(() => readdirSync(path.join(dataDir, "outbox"))).toThrow();
  });

  it("quotes a sender's name kept apart from the address and adds List-Unsubscribe", async () => {
    const sent = await sendMail({
      to: "hello@sattva.example",
      replyTo: { name: 'Ada "the shopper", Rossi', address: "ada@example.com" },
      subject: "Contact",
      text: "Hi",
      unsubscribeUrl: "http://localhost/newsletter/unsubscribe?token=abc",
    });
    const { headers } = parseEml(readFileSync(sent.file!, "utf8"));
    expect(headers.get("reply-to")).toBe('"Ada \\"the shopper\\", Rossi" <ada@example.com>');
    expect(headers.get("list-unsubscribe")).toBe("<http://localhost/newsletter/unsubscribe?token=abc>");
  });

  it("allows line breaks in the body", async () => {
    const sent = await sendMail({
      to: "a@example.com",
      subject: "Hello",
      text: "line one\r\nline two\nBcc: not-a-header",
    });
    const { headers } = parseEml(readFileSync(sent.file!, "utf8"));
    expect(headers.has("bcc")).toBe(false);
  });
});
