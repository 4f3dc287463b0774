import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/lib/env.server";
import { logInfo } from "~/lib/log.server";

/** A plain address, "Name <address>", or a name and address kept apart (safest for user-typed names). */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /** Overrides MAIL_FROM. */
  from?: string;
  /** A List-Unsubscribe URL (newsletter mails). */
  unsubscribeUrl?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

/** A header value with a line break could smuggle extra headers (Bcc:, a second body...). */
export class MailHeaderInjectionError extends Error {
  constructor(field: string) {
    super(`Line break in the mail header field "${field}" refused.`);
    this.name = "MailHeaderInjectionError";
  }
}

const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

export function hasLineBreak(value: string) {
  return LINE_BREAK.test(value);
}

const addressText = (a: MailAddress | undefined) =>
  a === undefined ? undefined : typeof a === "string" ? a : `${a.name} ${a.address}`;

function assertHeaderSafe(message: MailMessage, from: string) {
  const headers: Record<string, string | undefined> = {
    to: addressText(message.to),
    subject: message.subject,
    replyTo: addressText(message.replyTo),
    from,
    unsubscribeUrl: message.unsubscribeUrl,
  };
  for (const [field, value] of Object.entries(headers)) {
    if (value !== undefined && hasLineBreak(value)) throw new MailHeaderInjectionError(field);
  }
}

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

/**
 * Sends one mail: through SMTP when SMTP_URL is set, otherwise written as an .eml file into
 * DATA_DIR/outbox (the embedded demo's "mail server"). Throws on failure; callers decide.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const e = env();
  const from = message.from ?? e.MAIL_FROM;
  assertHeaderSafe(message, from);
  const mail = {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    list: message.unsubscribeUrl ? { unsubscribe: message.unsubscribeUrl } : undefined,
  };

  if (e.SMTP_URL) {
    const info = await smtpTransport(e.SMTP_URL).sendMail(mail);
    logInfo(`[mail] sent "${message.subject}" to ${addressText(message.to)} via SMTP (${info.messageId})`);
    return { messageId: info.messageId };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(mail);
  const outbox = path.join(e.dataDir, "outbox");
  await mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${Date.now()}-${randomBytes(6).toString("hex")}.eml`);
  await writeFile(file, info.message as Buffer);
  logInfo(`[mail] "${message.subject}" to ${addressText(message.to)} written to ${file}`);
  return { messageId: info.messageId, file };
}
