import { describe, expect, it } from "vitest";
import { normalizeEmail, normalizeRef } from "./tracking.server";

describe("tracking input", () => {
  it("trims the reference and refuses empty, control characters and overlong ones", () => {
    expect(normalizeRef("  SAT-10001 ")).toBe("SAT-10001");
    expect(normalizeRef("")).toBeNull();
    expect(normalizeRef("   ")).toBeNull();
    expect(normalizeRef("SAT\n1")).toBeNull();
    expect(normalizeRef("x".repeat(65))).toBeNull();
    expect(normalizeRef(["SAT-10001"])).toBeNull();
  });
  it("lower-cases and trims the e-mail", () => {
    expect(normalizeEmail("  Shopper@Example.COM ")).toBe("shopper@example.com");
    expect(normalizeEmail("nobody")).toBeNull();
    expect(normalizeEmail(undefined)).toBeNull();
  });
});
