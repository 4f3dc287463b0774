import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "./env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function withEnv(vars: Record<string, string | undefined>) {
  process.env = { ...saved, DATA_DIR: "/tmp/sattva-env-test", SESSION_SECRET: "x".repeat(32), ...vars };
  resetEnvForTests();
  return env();
}

describe("configuration", () => {
  it("has safe defaults for the embedded demo", () => {
    const e = withEnv({ NODE_ENV: "development", PORT: undefined, DATABASE_URL: undefined, SEED_DEMO: undefined });
    expect(e.PORT).toBe(7070);
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.SEED_DEMO).toBe(true);
    expect(e.publicUrl).toBe("http://localhost:7070");
  });
  it("treats empty variables as unset (as .env.example lists them)", () => {
    const e = withEnv({ PUBLIC_URL: "", DATABASE_URL: "", PORT: "", SEED_DEMO: "" });
    expect(e.publicUrl).toBe("http://localhost:7070");
    expect(e.DATABASE_URL).toBeUndefined();
  });
  it("seeds no demo data in production unless asked", () => {
    expect(withEnv({ NODE_ENV: "production", SEED_DEMO: undefined }).SEED_DEMO).toBe(false);
    expect(withEnv({ NODE_ENV: "production", SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(withEnv({ NODE_ENV: "development", SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });
  it("names every bad variable", () => {
    expect(() => withEnv({ PORT: "seventy", PUBLIC_URL: "not a url" })).toThrow(
      /PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*PORT/,
    );
  });
});
