import { z } from "zod";

/** The page that confirms a verification link and mails a new one. */
export const VERIFY_EMAIL_PATH = "/account/verify-email";

/** How long a verification link works. */
export const VERIFY_LINK_DAYS = 3;

/**
 * The forms of /account/verify-email (no server imports): "verify" confirms the e-mail with the
 * mailed link's token (the default intent, so a bare form with a token works); "resend" asks for
 * a new link for the signed-in account, then goes back to `redirectTo` (a same-site path).
 */
export const verifyEmailFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify"), token: z.string().min(1).max(400) }),
  z.object({ intent: z.literal("resend"), redirectTo: z.string().max(2048).optional() }),
]);

export type VerifyEmailForm = z.infer<typeof verifyEmailFormSchema>;

/** Parses the form's fields (a missing intent means "verify"). */
export function parseVerifyEmailForm(fields: Record<string, unknown>) {
  return verifyEmailFormSchema.safeParse({ ...fields, intent: fields.intent ?? "verify" });
}
