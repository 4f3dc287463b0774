import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
  it("makes one session secret in DATA_DIR when none is set, private, and keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sattva-secret-"));
    try {
      const first = withEnv({ DATA_DIR: dir, SESSION_SECRET: undefined }).sessionSecrets;
      expect(first).toHaveLength(1);
      expect(first[0].length).toBeGreaterThanOrEqual(40);
      // Written whole to a file of its own, then linked into place: nothing else is left behind.
      expect(readdirSync(dir)).toEqual([".session-secret"]);
      expect(statSync(path.join(dir, ".session-secret")).mode & 0o777).toBe(0o600);
      expect(withEnv({ DATA_DIR: dir, SESSION_SECRET: undefined }).sessionSecrets).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
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
  it("seeds no demo data in live mode unless asked", () => {
    expect(withEnv({ SHOP_MODE: "live", SEED_DEMO: undefined }).SEED_DEMO).toBe(false);
    expect(withEnv({ SHOP_MODE: "live", SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(withEnv({ SHOP_MODE: "demo", SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });
  it("is a demo unless SHOP_MODE=live, whatever NODE_ENV says", () => {
    for (const NODE_ENV of ["production", "development", "test", undefined]) {
      const e = withEnv({
        NODE_ENV,
        SHOP_MODE: undefined,
        SEED_DEMO: undefined,
        PAYPAL_API_URL: undefined,
        FINTECTURE_API_URL: undefined,
      });
      expect(e.SHOP_MODE).toBe("demo");
      expect(e.live).toBe(false);
      expect(e.SEED_DEMO).toBe(true);
      expect(e.PAYPAL_API_URL).toBe("https://api-m.sandbox.paypal.com");
      expect(e.FINTECTURE_API_URL).toBe("https://api-sandbox.fintecture.com");
    }
  });
  it("uses the providers' live addresses in live mode, unless set", () => {
    const e = withEnv({ SHOP_MODE: "live", PAYPAL_API_URL: undefined, FINTECTURE_API_URL: undefined });
    expect(e.live).toBe(true);
    expect(e.PAYPAL_API_URL).toBe("https://api-m.paypal.com");
    expect(e.FINTECTURE_API_URL).toBe("https://api.fintecture.com");
    expect(withEnv({ SHOP_MODE: "live", PAYPAL_API_URL: "http://127.0.0.1:7301" }).PAYPAL_API_URL).toBe(
      "http://127.0.0.1:7301",
    );
  });
  it("refuses a mode it does not know", () => {
    expect(() => withEnv({ SHOP_MODE: "production" })).toThrow(/SHOP_MODE/);
  });
  it("serves Secure cookies and HSTS when the public address is https, in either mode", () => {
    expect(withEnv({ SHOP_MODE: "demo", PUBLIC_URL: "https://shop.example" }).https).toBe(true);
    expect(withEnv({ SHOP_MODE: "live", PUBLIC_URL: "https://shop.example" }).https).toBe(true);
    expect(withEnv({ SHOP_MODE: "live", PUBLIC_URL: "http://localhost:7070" }).https).toBe(false);
    expect(withEnv({ SHOP_MODE: "live", PUBLIC_URL: undefined }).https).toBe(false);
  });
  it("names every bad variable", () => {
    expect(() => withEnv({ PORT: "seventy", PUBLIC_URL: "not a url" })).toThrow(
      /PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*PORT/,
    );
  });
});
