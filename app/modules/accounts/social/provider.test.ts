import { describe, expect, it } from "vitest";
import { isProviderId, profileNames, providerEmail, providerUserId, splitName } from "./provider";

describe("social profiles", () => {
  it("splits a full name on the first space (the spec's rule)", () => {
    expect(splitName("Ada Lovelace")).toEqual({ fname: "Ada", lname: "Lovelace" });
    expect(splitName("  Maria   Grazia Rossi ")).toEqual({ fname: "Maria", lname: "Grazia Rossi" });
    expect(splitName("Cher")).toEqual({ fname: "Cher", lname: "" });
    expect(splitName(undefined)).toEqual({ fname: "", lname: "" });
    expect(splitName(`${"a".repeat(80)} ${"b".repeat(80)}`)).toEqual({ fname: "a".repeat(60), lname: "b".repeat(60) });
  });

  it("prefers given and family names when the provider sends them", () => {
    expect(profileNames("Jean Luc", "Picard", "Jean Luc Picard")).toEqual({ fname: "Jean Luc", lname: "Picard" });
    expect(profileNames(undefined, undefined, "Jean Luc Picard")).toEqual({ fname: "Jean", lname: "Luc Picard" });
  });

  it("keeps only plausible, verified e-mails, lower-cased", () => {
    expect(providerEmail(" Ada@Example.COM ")).toBe("ada@example.com");
    expect(providerEmail("ada@example.com", false)).toBeNull();
    expect(providerEmail("ada@example.com", "false")).toBeNull();
    expect(providerEmail("not an email")).toBeNull();
    expect(providerEmail(`${"a".repeat(250)}@x.io`)).toBeNull();
    expect(providerEmail(42)).toBeNull();
  });

  it("accepts provider ids as strings or safe integers, nothing else", () => {
    expect(providerUserId("10001")).toBe("10001");
    expect(providerUserId(10001)).toBe("10001");
    expect(providerUserId("")).toBeNull();
    expect(providerUserId("a\nb")).toBeNull();
    expect(providerUserId(1.5)).toBeNull();
    expect(providerUserId({})).toBeNull();
    expect(isProviderId("facebook")).toBe(true);
    expect(isProviderId("__proto__")).toBe(false);
  });
});
