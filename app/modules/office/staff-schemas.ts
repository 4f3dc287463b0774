import { z } from "zod";
import { languages } from "~/lib/languages";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "~/modules/accounts/schemas";

/**
 * The staff page's and the invitation page's forms (issue 11, "Staff users"). No server imports.
 * Messages are keys of the "staff-office" namespace; the password rules are the shop's own
 * (accounts/schemas: 8 to 128 characters, kept exactly as typed).
 */

/** Roles an invitation may give: staff only (a shopper needs no invitation). */
export const INVITE_ROLES = ["manager", "admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** Roles the staff page sets: "user" takes staff access away and leaves a shopper's account. */
export const STAFF_PAGE_ROLES = ["admin", "manager", "user"] as const;

/** A link's token as the shop makes them (32 random bytes, base64url). */
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

const required = { error: "errors.required" };

const staffPassword = z.string(required).min(1, "errors.required").max(PASSWORD_MAX, "errors.passwordTooLong");
const recordId = z.string(required).regex(/^[a-z0-9]{20,40}$/i, "errors.notFound");

export const inviteSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.string(required).min(1, "errors.required").max(EMAIL_MAX, "errors.emailInvalid").email("errors.emailInvalid"),
  ),
  role: z.enum(INVITE_ROLES, { error: "errors.role" }),
  language: z.enum(languages, { error: "errors.language" }),
  password: staffPassword,
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** Resend or revoke one invitation. */
export const inviteChangeSchema = z.object({ inviteId: recordId, password: staffPassword });

export const roleChangeSchema = z.object({
  userId: recordId,
  role: z.enum(STAFF_PAGE_ROLES, { error: "errors.role" }),
  password: staffPassword,
});

const trimmedName = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string(required).min(1, "errors.required").max(NAME_MAX, "errors.nameTooLong"),
);

/** A new account from an invitation: names and a new password, twice. */
export const acceptNewSchema = z
  .object({
    fname: trimmedName,
    lname: trimmedName,
    password: z
      .string(required)
      .min(1, "errors.required")
      .min(PASSWORD_MIN, "errors.passwordTooShort")
      .max(PASSWORD_MAX, "errors.passwordTooLong"),
    confirm: z.string(required).min(1, "errors.required"),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "errors.passwordsDiffer" });
export type AcceptNewInput = z.infer<typeof acceptNewSchema>;

/** An existing account accepts with its own current password (never a new one: see staff-invite-accept). */
export const acceptExistingSchema = z.object({ password: staffPassword });
