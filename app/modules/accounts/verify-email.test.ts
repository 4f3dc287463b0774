import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { parseVerifyEmailForm } from "./verify-email-schemas";
import {
  checkVerificationToken,
  createVerificationToken,
  parseVerificationToken,
  VERIFY_TTL_MS,
} from "./verify-email.server";

const saved = { ...process.env };
const OLD = "o".repeat(40);
const NEW = "n".repeat(40);
const useSecrets = (value: string) => {
  process.env = { ...saved, SESSION_SECRET: value, NODE_ENV: "test" };
  resetEnvForTests();
};
beforeEach(() => useSecrets(OLD));
afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

const ada = { id: "cm0ada0000000000000000001", email: "ada@example.test" };
const now = new Date("2026-11-22T10:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

/** The token's inner text, changed by `edit`, encoded again. */
const reencode = (token: string, edit: (raw: string) => string) =>
  Buffer.from(edit(Buffer.from(token, "base64url").toString("utf8"))).toString("base64url");

describe("e-mail verification token", () => {
  it("round-trips: valid for the account and e-mail it was made for, until it expires", () => {
    const token = createVerificationToken(ada, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const parsed = parseVerificationToken(token);
    expect(parsed).toMatchObject({ userId: ada.id, expires: Math.floor(later(VERIFY_TTL_MS).getTime() / 1000) });
    expect(checkVerificationToken(token, ada, now)).toBe("valid");
    expect(checkVerificationToken(token, ada, later(VERIFY_TTL_MS - 1000))).toBe("valid");
    // The e-mail is compared as stored: lower-cased.
    expect(checkVerificationToken(token, { ...ada, email: "ADA@Example.test" }, now)).toBe("valid");
  });

  it("expires after three days", () => {
    const token = createVerificationToken(ada, now);
    expect(VERIFY_TTL_MS).toBe(3 * 24 * 3600_000);
    expect(checkVerificationToken(token, ada, later(VERIFY_TTL_MS))).toBe("expired");
    expect(checkVerificationToken(token, ada, later(VERIFY_TTL_MS + 3600_000))).toBe("expired");
  });

  it("is invalid for another e-mail: changing the account's e-mail kills the links sent before", () => {
    const token = createVerificationToken(ada, now);
    expect(checkVerificationToken(token, { ...ada, email: "victim@example.test" }, now)).toBe("invalid");
    // A link made for the victim's address is no good for Ada's account either.
    const other = createVerificationToken({ ...ada, email: "victim@example.test" }, now);
    expect(checkVerificationToken(other, ada, now)).toBe("invalid");
  });

  it("is invalid for another account", () => {
    const token = createVerificationToken(ada, now);
    expect(checkVerificationToken(token, { ...ada, id: "cm0bea0000000000000000002" }, now)).toBe("invalid");
  });

  it("refuses tampering: a longer expiry, another account id, a changed signature, garbage", () => {
    const token = createVerificationToken(ada, now);
    const farFuture = reencode(token, (raw) => raw.replace(/\.(\d+)\./, (_m, e) => `.${Number(e) + 86_400 * 365}.`));
    expect(parseVerificationToken(farFuture)).not.toBeNull();
    expect(checkVerificationToken(farFuture, ada, now)).toBe("invalid");
    // Even once the real link has expired, a stretched one stays refused.
    expect(checkVerificationToken(farFuture, ada, later(VERIFY_TTL_MS + 1000))).toBe("invalid");

    const otherId = reencode(token, (raw) => raw.replace(ada.id, "cm0bea0000000000000000002"));
    expect(checkVerificationToken(otherId, { id: "cm0bea0000000000000000002", email: ada.email }, now)).toBe("invalid");

    const flipped = reencode(token, (raw) => raw.slice(0, -1) + (raw.endsWith("A") ? "B" : "A"));
    expect(checkVerificationToken(flipped, ada, now)).toBe("invalid");

    for (const bad of ["", "x", "not a token!", "a".repeat(401), reencode(token, (raw) => `${raw}.extra`), null, 42]) {
      expect(checkVerificationToken(bad, ada, now)).toBe("invalid");
    }
  });

  it("survives a secret rotation: links signed with the old secret work while it is still listed", () => {
    const token = createVerificationToken(ada, now);
    useSecrets(`${NEW},${OLD}`);
    expect(checkVerificationToken(token, ada, now)).toBe("valid");
    // New links are signed with the first secret.
    const fresh = createVerificationToken(ada, now);
    expect(fresh).not.toBe(token);
    useSecrets(NEW);
    expect(checkVerificationToken(fresh, ada, now)).toBe("valid");
    // The old secret removed: its links die.
    expect(checkVerificationToken(token, ada, now)).toBe("invalid");
  });
});

describe("the verify-email form", () => {
  it("defaults to verify, needs a token for it, and knows resend", () => {
    expect(parseVerifyEmailForm({ token: "abc" }).data).toEqual({ intent: "verify", token: "abc" });
    expect(parseVerifyEmailForm({}).success).toBe(false);
    expect(parseVerifyEmailForm({ intent: "verify", token: "" }).success).toBe(false);
    expect(parseVerifyEmailForm({ intent: "resend", redirectTo: "/account" }).data).toEqual({
      intent: "resend",
      redirectTo: "/account",
    });
    expect(parseVerifyEmailForm({ intent: "delete" }).success).toBe(false);
    expect(parseVerifyEmailForm({ intent: ["verify", "resend"], token: "abc" }).success).toBe(false);
  });
});
