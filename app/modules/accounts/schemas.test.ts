import { describe, expect, it } from "vitest";
import {
  allowedSuffixes,
  emailDomainAllowed,
  fieldErrors,
  forgotSchema,
  loginSchema,
  registerSchema,
  resetSchema,
} from "./schemas";

const shopper = { fname: "Ada", lname: "Rossi", email: "ada@example.com", password: "incense-and-myrrh" };

describe("password policy (8 to 128 characters, kept exactly as typed)", () => {
  const reg = (password: string) => registerSchema.safeParse({ ...shopper, password });

  it("refuses 7 characters and accepts 8", () => {
    const short = reg("1234567");
    expect(short.success).toBe(false);
    expect(fieldErrors(short.error!)).toEqual({ password: "errors.passwordTooShort" });
    expect(reg("12345678").success).toBe(true);
  });

  it("accepts 128 characters whole and refuses 129 instead of truncating", () => {
    const max = "p".repeat(127) + "!";
    const ok = reg(max);
    expect(ok.success).toBe(true);
    expect(ok.data!.password).toBe(max);
    expect(ok.data!.password).toHaveLength(128);
    const over = reg("p".repeat(129));
    expect(over.success).toBe(false);
    expect(fieldErrors(over.error!)).toEqual({ password: "errors.passwordTooLong" });
  });

  it("keeps spaces and non-ASCII characters (no trimming)", () => {
    const p = "  mañana à l'été  ";
    expect(reg(p).data!.password).toBe(p);
  });

  it("a log-in password is only required and bounded (old accounts keep working)", () => {
    expect(loginSchema.safeParse({ email: "a@b.it", password: "short" }).success).toBe(true);
    expect(fieldErrors(loginSchema.safeParse({ email: "a@b.it", password: "" }).error!)).toEqual({
      password: "errors.required",
    });
    expect(fieldErrors(loginSchema.safeParse({ email: "a@b.it", password: "x".repeat(129) }).error!)).toEqual({
      password: "errors.passwordTooLong",
    });
  });

  it("reset: both passwords must match", () => {
    const token = "t".repeat(43);
    expect(resetSchema.safeParse({ token, password: "new-password-1", confirm: "new-password-1" }).success).toBe(true);
    const differ = resetSchema.safeParse({ token, password: "new-password-1", confirm: "new-password-2" });
    expect(fieldErrors(differ.error!)).toEqual({ confirm: "errors.passwordsDiffer" });
  });
});

describe("e-mail addresses", () => {
  it("are trimmed and lower-cased", () => {
    expect(loginSchema.parse({ email: "  Ada.Rossi@Example.COM ", password: "x" }).email).toBe("ada.rossi@example.com");
    expect(registerSchema.parse({ ...shopper, email: "ADA@EXAMPLE.COM" }).email).toBe("ada@example.com");
    expect(forgotSchema.parse({ email: "Ada@Example.com" }).email).toBe("ada@example.com");
  });

  it("missing or malformed get the spec's keys", () => {
    expect(fieldErrors(loginSchema.safeParse({ password: "x" }).error!)).toEqual({ email: "errors.required" });
    expect(fieldErrors(loginSchema.safeParse({ email: "not-an-address", password: "x" }).error!)).toEqual({
      email: "errors.emailInvalid",
    });
    expect(fieldErrors(forgotSchema.safeParse({ email: "" }).error!)).toEqual({ email: "errors.emailRequired" });
    expect(fieldErrors(forgotSchema.safeParse({}).error!)).toEqual({ email: "errors.emailRequired" });
  });

  it("refuse arrays (a repeated form field) and non-strings", () => {
    expect(loginSchema.safeParse({ email: ["a@b.it", "c@d.it"], password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 42, password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.it", password: { $ne: "" } }).success).toBe(false);
  });
});

describe("the e-mail domain rule (ALLOWED_EMAIL_DOMAINS)", () => {
  it("allows every domain when none is configured", () => {
    expect(emailDomainAllowed("ada@anything.example", [])).toBe(true);
  });

  it("allows only the listed domains, exactly (no sub-domain or look-alike)", () => {
    const domains = ["gmail.com", "sattva.it"];
    expect(emailDomainAllowed("ada@gmail.com", domains)).toBe(true);
    expect(emailDomainAllowed("ada@sattva.it", domains)).toBe(true);
    expect(emailDomainAllowed("ada@GMAIL.COM", domains)).toBe(true);
    expect(emailDomainAllowed("ada@mail.gmail.com", domains)).toBe(false);
    expect(emailDomainAllowed("ada@gmail.com.evil.example", domains)).toBe(false);
    expect(emailDomainAllowed("gmail.com@evil.example", domains)).toBe(false);
  });

  it("names the suffixes in the spec's message", () => {
    expect(allowedSuffixes(["gmail.com"])).toBe("@gmail.com");
    expect(allowedSuffixes(["gmail.com", "sattva.it"])).toBe("@gmail.com, @sattva.it");
  });
});

describe("registration", () => {
  it("drops role and every other extra field (mass assignment)", () => {
    const parsed = registerSchema.parse({
      ...shopper,
      role: "admin",
      id: "u1",
      createdAt: "2020-01-01",
      passwordHash: "$argon2id$fake",
      __proto__: { role: "admin" },
    });
    expect(Object.keys(parsed).sort()).toEqual(["email", "fname", "lname", "password"]);
    expect((parsed as Record<string, unknown>).role).toBeUndefined();
  });

  it("requires the four fields and trims names", () => {
    const empty = registerSchema.safeParse({});
    expect(fieldErrors(empty.error!)).toEqual({
      fname: "errors.required",
      lname: "errors.required",
      email: "errors.required",
      password: "errors.required",
    });
    expect(registerSchema.parse({ ...shopper, fname: "  Ada  " }).fname).toBe("Ada");
    expect(fieldErrors(registerSchema.safeParse({ ...shopper, lname: "   " }).error!)).toEqual({
      lname: "errors.required",
    });
    expect(fieldErrors(registerSchema.safeParse({ ...shopper, fname: "x".repeat(61) }).error!)).toEqual({
      fname: "errors.nameTooLong",
    });
  });
});
