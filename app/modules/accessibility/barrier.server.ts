import { submitContactMessage, type ContactResult } from "~/modules/content/contact.server";
import { contactSchema } from "~/modules/content/schemas";
import type { Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { BARRIER_PAGE_MAX } from "./statement";

/**
 * A report of an accessibility barrier: the contact form's machinery (the same checks, stored as
 * a ContactMessage and mailed to the shop, reply-to the sender), with a subject that says what it
 * is and on which page, so staff find reports among the messages.
 */

export type BarrierField = "name" | "email" | "page" | "message";

export type BarrierOutcome =
  | { ok: true; result: ContactResult }
  /** Errors are translation keys: `pages` namespace for the contact form's fields, `accessibility` for the page. */
  | { ok: false; errors: Partial<Record<BarrierField, string>> };

const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

export async function reportBarrier(
  input: { name: unknown; email: unknown; page: unknown; message: unknown },
  meta: { locale: Language; ip: string | null },
): Promise<BarrierOutcome> {
  const page = typeof input.page === "string" ? input.page.trim() : "";
  const errors: Partial<Record<BarrierField, string>> = {};
  if (page.length > BARRIER_PAGE_MAX || LINE_BREAK.test(page)) errors.page = "accessibility:report.pageInvalid";
  // The shop's staff read Italian (as the contact form's mail).
  const t = await getT("it", "accessibility");
  const subject = t("report.subject", { page: page.slice(0, 100) || "—", interpolation: { escapeValue: false } });
  const parsed = contactSchema.safeParse({ name: input.name, email: input.email, subject, message: input.message });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as BarrierField;
      if (key !== "page" && !errors[key]) errors[key] = `pages:${issue.message}`;
    }
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, result: await submitContactMessage(parsed.data, meta) };
}
