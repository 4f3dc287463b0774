import { z } from "zod";
import { fieldErrors as firstErrors } from "~/lib/form";

/**
 * Input schemas of the accounts domain. No server imports: the same schema checks the action
 * and enhances the form in the browser. Messages are translation keys of the "auth" namespace.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 60;
export const EMAIL_MAX = 254;

/** Roles of the shop. Registration always creates "user"; only an admin changes a role. */
export const roles = ["admin", "manager", "user"] as const;
export type Role = (typeof roles)[number];
export const staffRoles = ["admin", "manager"] as const satisfies readonly Role[];

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** An e-mail address, trimmed and lower-cased (addresses are stored lower-case). */
export const emailField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z
    .string({ error: "errors.required" })
    .min(1, "errors.required")
    .max(EMAIL_MAX, "errors.emailInvalid")
    .email("errors.emailInvalid"),
);

/** A new password: 8 to 128 characters, kept exactly as typed (no trimming, no truncation). */
export const newPasswordField = z
  .string({ error: "errors.required" })
  .min(1, "errors.required")
  .min(PASSWORD_MIN, "errors.passwordTooShort")
  .max(PASSWORD_MAX, "errors.passwordTooLong");

/** A password being checked (log-in, confirmation): required, never longer than the policy allows. */
export const passwordField = z
  .string({ error: "errors.required" })
  .min(1, "errors.required")
  .max(PASSWORD_MAX, "errors.passwordTooLong");

export const nameField = z.preprocess(
  trimmed,
  z.string({ error: "errors.required" }).min(1, "errors.required").max(NAME_MAX, "errors.nameTooLong"),
);

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration: whatever else the request carries (role, id, createdAt) is dropped. */
export const registerSchema = z.object({
  fname: nameField,
  lname: nameField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z
      .string({ error: "errors.emailRequired" })
      .min(1, "errors.emailRequired")
      .max(EMAIL_MAX, "errors.emailInvalid")
      .email("errors.emailInvalid"),
  ),
});

export const resetSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: newPasswordField,
    confirm: z.string({ error: "errors.required" }).min(1, "errors.required"),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "errors.passwordsDiffer" });

/**
 * The e-mail suffix rule of the spec, as the ALLOWED_EMAIL_DOMAINS setting: true when the
 * address belongs to one of the domains (or no domain is configured).
 */
export function emailDomainAllowed(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1).toLowerCase();
  return domains.some((d) => domain === d);
}

/** The suffix named in the spec's message: "@gmail.com" or "@gmail.com, @sattva.it". */
export function allowedSuffixes(domains: readonly string[]): string {
  return domains.map((d) => `@${d}`).join(", ");
}

/** The first error message of each field, from a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return firstErrors(error.issues);
}
