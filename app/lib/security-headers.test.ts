import { describe, expect, it } from "vitest";
import { documentSecurityHeaders } from "./security-headers.server";

describe("document security headers", () => {
  it("allow only scripts with the nonce and forbid framing, plugins and base changes", () => {
    const h = documentSecurityHeaders("abc123", false);
    const csp = h["Content-Security-Policy"];
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });
  it("add HSTS and upgrade-insecure-requests for a production shop on https", () => {
    const h = documentSecurityHeaders("n", true);
    expect(h["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(h["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("product photos by URL", () => {
  it("may come from another https host, never over plain http", () => {
    const csp = documentSecurityHeaders("n", false)["Content-Security-Policy"];
    const img = csp.split("; ").find((d) => d.startsWith("img-src"))!;
    expect(img.split(" ")).toContain("https:");
    expect(img.split(" ")).not.toContain("http:");
    expect(csp).toContain("script-src 'self' 'nonce-n' 'strict-dynamic'");
  });
});
