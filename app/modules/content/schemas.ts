import { z } from "zod";
import { CONTACT_LIMITS } from "./limits";

export { CONTACT_LIMITS };

/** Messages are translation keys of the `pages` namespace, translated where they are shown. */
const noLineBreak = (s: string) => !/[\r\n\u0085\u2028\u2029]/.test(s);

const required = (key: string, max: number, tooLong: string) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: tooLong });

/** The contact form, in the browser and on the server. */
export const contactSchema = z.object({
  name: required("contact.errors.nameRequired", CONTACT_LIMITS.name, "contact.errors.nameTooLong").refine(noLineBreak, {
    error: "contact.errors.lineBreak",
  }),
  email: required("contact.errors.emailRequired", CONTACT_LIMITS.email, "contact.errors.emailInvalid").pipe(
    z.email({ error: "contact.errors.emailInvalid" }),
  ),
  subject: required("contact.errors.subjectRequired", CONTACT_LIMITS.subject, "contact.errors.subjectTooLong").refine(
    noLineBreak,
    { error: "contact.errors.lineBreak" },
  ),
  message: required("contact.errors.messageRequired", CONTACT_LIMITS.message, "contact.errors.messageTooLong"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
