import { describe, expect, it } from "vitest";
import {
  addressSchema,
  cancelOrderSchema,
  changePasswordSchema,
  EU_COUNTRIES,
  phoneDigits,
  preferencesSchema,
  profileSchema,
  reviewSchema,
} from "./account-schemas";
import { fieldErrors } from "./schemas";

const errorsOf = (r: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  r.success ? {} : fieldErrors(r.error!);

describe("account area schemas", () => {
  it("lists the 27 EU member states", () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    expect(EU_COUNTRIES).toContain("IT");
    expect(EU_COUNTRIES).not.toContain("GB");
  });

  it("profile: trims names, lower-cases the e-mail, takes an EU country, drops unknown keys", () => {
    const r = profileSchema.safeParse({
      fname: " Ada ",
      lname: "Rossi",
      email: " Ada@Example.COM ",
      country: "de",
      role: "admin",
    });
    expect(r.success && r.data).toEqual({
      fname: "Ada",
      lname: "Rossi",
      email: "ada@example.com",
      country: "DE",
      currentPassword: undefined,
    });
    expect(errorsOf(profileSchema.safeParse({ fname: "", lname: "x".repeat(61), email: "no", country: "US" }))).toEqual(
      {
        fname: "errors.required",
        lname: "errors.nameTooLong",
        email: "errors.emailInvalid",
        country: "errors.countryInvalid",
      },
    );
    expect(
      profileSchema.safeParse({ fname: "A", lname: "B", email: "a@b.it", country: "IT", currentPassword: "" }).success,
    ).toBe(true);
  });

  it("address: required street, city, postal code; optional phone of 10 to 15 digits", () => {
    const base = { street: "Via Roma 1", city: "Roma", postalCode: "00100", country: "IT" };
    const ok = addressSchema.safeParse({ ...base, phone: "+39 (347) 123-4567", isDefault: "on" });
    expect(ok.success && ok.data).toMatchObject({ phone: "+393471234567", isDefault: true, state: "", fullName: "" });
    expect(addressSchema.safeParse({ ...base, phone: "" }).data?.phone).toBeNull();
    expect(addressSchema.safeParse(base).data?.isDefault).toBe(false);
    for (const phone of ["123456789", "1234567890123456", "+39 abc 1234567", "12\n34567890"]) {
      expect(errorsOf(addressSchema.safeParse({ ...base, phone })), phone).toEqual({ phone: "errors.phoneInvalid" });
    }
    expect(
      errorsOf(addressSchema.safeParse({ street: " ", city: "", postalCode: "1".repeat(17), country: "XX" })),
    ).toEqual({
      street: "errors.required",
      city: "errors.required",
      postalCode: "errors.tooLong",
      country: "errors.countryInvalid",
    });
    expect(errorsOf(addressSchema.safeParse({ ...base, street: "Via\r\nBcc: x" }))).toEqual({
      street: "errors.invalidCharacters",
    });
    expect(phoneDigits("0039 347 1234567")).toBe("00393471234567");
  });

  it("review: text and a rating of 1 to 5, with the spec's message when either is missing", () => {
    const productId = "clproduct0000000000000001";
    expect(reviewSchema.safeParse({ productId, comment: " Lovely ", rating: "5" }).data).toEqual({
      productId,
      comment: "Lovely",
      rating: 5,
    });
    expect(errorsOf(reviewSchema.safeParse({ productId, comment: "", rating: "" }))).toEqual({
      comment: "reviews.errors.required",
      rating: "reviews.errors.required",
    });
    expect(errorsOf(reviewSchema.safeParse({ productId, comment: "x", rating: "0" }))).toEqual({
      rating: "reviews.errors.rating",
    });
    expect(errorsOf(reviewSchema.safeParse({ productId, comment: "x", rating: "6" }))).toEqual({
      rating: "reviews.errors.rating",
    });
    expect(reviewSchema.safeParse({ productId: "../../etc", comment: "x", rating: "3" }).success).toBe(false);
  });

  it("preferences: one of the five UI languages; newsletter is a checkbox", () => {
    expect(preferencesSchema.safeParse({ language: "fr", newsletter: "on" }).data).toEqual({
      language: "fr",
      newsletter: true,
    });
    expect(preferencesSchema.safeParse({ language: "es" }).data).toEqual({ language: "es", newsletter: false });
    expect(preferencesSchema.safeParse({ language: "ur" }).success).toBe(false);
    expect(preferencesSchema.safeParse({ language: "en", newsletter: "yes please" }).success).toBe(false);
  });

  it("password change: current required, new one by the policy, confirmed, different", () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: "old-password",
        newPassword: "new-password",
        confirmPassword: "new-password",
      }).success,
    ).toBe(true);
    expect(
      errorsOf(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "short", confirmPassword: "short" })),
    ).toEqual({
      currentPassword: "errors.required",
      newPassword: "errors.passwordTooShort",
    });
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          currentPassword: "a",
          newPassword: "x".repeat(129),
          confirmPassword: "x".repeat(129),
        }),
      ),
    ).toEqual({
      newPassword: "errors.passwordTooLong",
    });
  });

  it("cancel: only an order reference", () => {
    expect(cancelOrderSchema.safeParse({ intent: "cancel", oid: "SAT-10006" }).success).toBe(true);
    expect(cancelOrderSchema.safeParse({ intent: "cancel", oid: "SAT-10006' OR 1=1" }).success).toBe(false);
    expect(cancelOrderSchema.safeParse({ intent: "delete", oid: "SAT-10006" }).success).toBe(false);
  });
});
