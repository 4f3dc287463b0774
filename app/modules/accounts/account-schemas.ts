import { z } from "zod";
import { languages } from "~/modules/i18n/config";
import { emailField, nameField, newPasswordField, passwordField } from "./schemas";

/**
 * Input schemas of the shopper area (/account): profile, address book, reviews, settings,
 * password change and account deletion. No server imports. Messages are keys of the "account"
 * namespace (`errors.*` there repeats the keys the shared fields of ./schemas use).
 * Unknown keys (role, userId, status, price...) are dropped by z.object: no mass assignment.
 */

/** The 27 EU member states (ISO 3166-1 alpha-2), the countries the shop ships to. */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;
export type EuCountry = (typeof EU_COUNTRIES)[number];

/** A country of a select: its code and its name in the page's language (accounts/countries.server). */
export interface CountryOption {
  code: EuCountry;
  name: string;
}

/** A country's name from a select's options (the loader's); the code itself when it is not among them. */
export function optionName(countries: readonly CountryOption[], code: string): string {
  return countries.find((c) => c.code === code)?.name ?? code;
}

export const ADDRESS_LIMITS = {
  fullName: 120,
  street: 200,
  city: 100,
  state: 100,
  postalCode: 16,
} as const;
export const REVIEW_MAX = 2000;
/** Addresses one shopper may keep (a person needs a few; a script must not fill the table). */
export const MAX_ADDRESSES = 20;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const countryField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  z.enum(EU_COUNTRIES, { error: "errors.countryInvalid" }),
);

/** Required text of at most `max` characters, trimmed, on one line. */
export const line = (max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: "errors.required" })
      .min(1, "errors.required")
      .max(max, "errors.tooLong")
      // eslint-disable-next-line no-control-regex -- line breaks and control characters are refused
      .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "errors.invalidCharacters"),
  );

/** Optional text (missing or blank becomes ""). */
export const optionalLine = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : trimmed(v)),
    z
      .string({ error: "errors.invalid" })
      .max(max, "errors.tooLong")
      // eslint-disable-next-line no-control-regex -- line breaks and control characters are refused
      .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "errors.invalidCharacters"),
  );

/** The digits of a phone number as typed ("+39 347 123 4567" → "393471234567"), or null when it is not one. */
export function phoneDigits(value: string): string | null {
  const s = value.trim();
  if (!/^\+?[\d ().-]+$/.test(s)) return null;
  const digits = s.replace(/\D/g, "");
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/** An optional phone number: 10 to 15 digits (SPEC section 5), stored as "+<digits>" when it had a plus. */
const phoneField = z.preprocess(
  (v) => (v === undefined || v === null ? "" : trimmed(v)),
  z
    .string({ error: "errors.phoneInvalid" })
    .max(30, "errors.phoneInvalid")
    .transform((s, ctx) => {
      if (s === "") return null;
      const digits = phoneDigits(s);
      if (!digits) {
        ctx.addIssue({ code: "custom", message: "errors.phoneInvalid" });
        return z.NEVER;
      }
      return s.startsWith("+") ? `+${digits}` : digits;
    }),
);

/** A checkbox: "on" (or "true"/"1") when ticked, missing when not. */
const checkbox = z
  .enum(["on", "true", "1"], { error: "errors.invalid" })
  .optional()
  .transform((v) => v !== undefined);

/** Profile: name, e-mail and country. The current password is needed only to change the e-mail. */
export const profileSchema = z.object({
  fname: nameField,
  lname: nameField,
  email: emailField,
  country: countryField,
  currentPassword: z.preprocess((v) => (v === "" ? undefined : v), passwordField.optional()),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const addressSchema = z.object({
  fullName: optionalLine(ADDRESS_LIMITS.fullName),
  street: line(ADDRESS_LIMITS.street),
  city: line(ADDRESS_LIMITS.city),
  state: optionalLine(ADDRESS_LIMITS.state),
  postalCode: line(ADDRESS_LIMITS.postalCode),
  country: countryField,
  phone: phoneField,
  isDefault: checkbox,
});
export type AddressInput = z.infer<typeof addressSchema>;

/** An id of ours (cuid), as sent back by a form. */
export const idField = z.string({ error: "errors.invalid" }).regex(/^[a-z0-9]{8,40}$/i, "errors.invalid");

/**
 * A review: text and a rating of 1 to 5. Missing text or rating gives the spec's one message,
 * 'Please write a review and select a rating.'
 */
export const reviewSchema = z.object({
  productId: idField,
  comment: z.preprocess(
    trimmed,
    z
      .string({ error: "reviews.errors.required" })
      .min(1, "reviews.errors.required")
      .max(REVIEW_MAX, "reviews.errors.tooLong"),
  ),
  rating: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : typeof v === "string" && /^\d{1,2}$/.test(v) ? Number(v) : v),
    z
      .number({ error: "reviews.errors.required" })
      .int("reviews.errors.rating")
      .min(1, "reviews.errors.rating")
      .max(5, "reviews.errors.rating"),
  ),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** Settings: the UI language (one of the five) and newsletter consent. */
export const preferencesSchema = z.object({
  language: z.enum(languages, { error: "errors.languageInvalid" }),
  newsletter: checkbox,
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: passwordField,
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: "errors.required" }).min(1, "errors.required"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "errors.passwordsDiffer",
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "errors.passwordUnchanged",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: passwordField });

/** An order reference as the shop writes them (SAT-10006). */
export const oidField = z.string({ error: "errors.invalid" }).regex(/^[A-Z]{2,5}-\d{1,12}$/, "errors.invalid");

/** The orders tab's form: cancel one order (after the confirm step). */
export const cancelOrderSchema = z.object({ intent: z.literal("cancel"), oid: oidField });

export const addressIntents = ["create", "update", "delete", "default"] as const;
export const addressIntentSchema = z.object({
  intent: z.enum(addressIntents, { error: "errors.invalid" }),
  id: idField.optional(),
});

export const notificationIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: idField }),
  z.object({ intent: z.literal("readAll") }),
]);
