import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import type { Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { sendMail } from "~/modules/mail/mail.server";
import type { ContactInput } from "./schemas";

export interface ContactResult {
  id: string;
  /** False when the message was stored but the mail to the shop failed (it was logged). */
  mailed: boolean;
}

/**
 * Records a contact-form message and forwards it to the shop's mailbox, reply-to the sender.
 * The stored row is the record: the shop reads it in the back office even when the mail
 * fails, so a mail failure is logged and the sender still gets a success answer.
 */
export async function submitContactMessage(
  input: ContactInput,
  meta: { locale: Language; ip: string | null },
): Promise<ContactResult> {
  const saved = await db().contactMessage.create({
    data: { ...input, email: input.email.toLowerCase(), locale: meta.locale, ip: meta.ip },
    select: { id: true, createdAt: true },
  });
  try {
    // The shop's staff read Italian.
    const t = await getT("it", "content");
    await sendMail({
      to: env().SHOP_EMAIL,
      replyTo: { name: input.name, address: input.email },
      subject: t("mail.contact.subject", { subject: input.subject }),
      text: [
        t("mail.contact.intro"),
        "",
        `${t("mail.contact.name")}: ${input.name}`,
        `${t("mail.contact.email")}: ${input.email}`,
        `${t("mail.contact.language")}: ${meta.locale}`,
        `${t("mail.contact.date")}: ${saved.createdAt.toISOString()}`,
        `${t("mail.contact.reference")}: ${saved.id}`,
        "",
        input.message,
      ].join("\n"),
    });
    return { id: saved.id, mailed: true };
  } catch (error) {
    logError(error, { task: "contact-mail", contactMessageId: saved.id });
    return { id: saved.id, mailed: false };
  }
}
