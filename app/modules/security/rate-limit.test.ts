import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { clientAddress } from "./rate-limit.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function withEnv(vars: Record<string, string>) {
  process.env = { ...saved, SESSION_SECRET: "s".repeat(40), ...vars };
  resetEnvForTests();
}

const req = (headers: Record<string, string>) => new Request("http://localhost/pages/contact-us", { headers });

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless a trusted proxy is configured", () => {
    withEnv({ TRUST_PROXY: "false" });
    expect(clientAddress(req({ "x-client-ip": "10.0.0.7", "x-forwarded-for": "6.6.6.6" }))).toBe("10.0.0.7");
  });
  it("uses the first X-Forwarded-For hop behind a trusted proxy", () => {
    withEnv({ TRUST_PROXY: "true" });
    expect(clientAddress(req({ "x-client-ip": "10.0.0.7", "x-forwarded-for": "203.0.113.9, 10.0.0.1" }))).toBe(
      "203.0.113.9",
    );
  });
  it("falls back to a shared bucket when nothing is known", () => {
    withEnv({});
    expect(clientAddress(req({}))).toBe("unknown");
  });
});
