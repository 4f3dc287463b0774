import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "./env.server";
import { signId, verifySignedId } from "./signed-id.server";

const saved = { ...process.env };
const withSecrets = (secrets: string) => {
  process.env = { ...saved, DATA_DIR: "/tmp/sattva-signed-id-test", SESSION_SECRET: secrets };
  resetEnvForTests();
};
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("signed ids", () => {
  it("gives back the id for its own purpose only", () => {
    withSecrets("a".repeat(40));
    const token = signId("restock-cancel", "cm123");
    expect(token.startsWith("cm123.")).toBe(true);
    expect(verifySignedId("restock-cancel", token)).toBe("cm123");
    expect(verifySignedId("unsubscribe", token)).toBeNull();
  });

  it("refuses an edited id or signature, junk, and over-long tokens", () => {
    withSecrets("a".repeat(40));
    const token = signId("p", "cm123");
    expect(verifySignedId("p", token.replace("cm123", "cm124"))).toBeNull();
    expect(verifySignedId("p", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    for (const junk of [undefined, 42, "", ".", "cm123", ".abc", `${"x".repeat(200)}.abc`]) {
      expect(verifySignedId("p", junk)).toBeNull();
    }
  });

  it("keeps working after a secret rotation (the old secret listed second)", () => {
    withSecrets("o".repeat(40));
    const token = signId("p", "cm9");
    withSecrets(`${"n".repeat(40)},${"o".repeat(40)}`);
    expect(verifySignedId("p", token)).toBe("cm9");
    withSecrets("n".repeat(40));
    expect(verifySignedId("p", token)).toBeNull();
  });
});
