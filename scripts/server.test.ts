import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./server.mjs";

function req(method: string, path: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, path, get: (name: string) => lower[name.toLowerCase()] };
}

describe("same-site origin check on state-changing requests", () => {
  it("lets reads through", () => {
    expect(isCrossSiteWrite(req("GET", "/", { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });
  it("refuses a cross-site POST by Sec-Fetch-Site", () => {
    expect(isCrossSiteWrite(req("POST", "/cart", { "Sec-Fetch-Site": "cross-site", Host: "shop.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", "/cart", { "Sec-Fetch-Site": "same-site", Host: "shop.example" }))).toBe(true);
  });
  it("accepts same-origin POSTs", () => {
    expect(isCrossSiteWrite(req("POST", "/cart", { "Sec-Fetch-Site": "same-origin", Host: "shop.example" }))).toBe(
      false,
    );
    expect(isCrossSiteWrite(req("POST", "/cart", { Origin: "https://shop.example", Host: "shop.example" }))).toBe(
      false,
    );
  });
  it("refuses a foreign or opaque Origin when Sec-Fetch-Site is absent", () => {
    expect(isCrossSiteWrite(req("POST", "/cart", { Origin: "https://evil.example", Host: "shop.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", "/cart", { Origin: "null", Host: "shop.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", "/api/x", { Origin: "not a url", Host: "shop.example" }))).toBe(true);
  });
  it("lets non-browser clients without Origin through (CSRF needs a browser)", () => {
    expect(isCrossSiteWrite(req("POST", "/api/auth/login", { Host: "shop.example" }))).toBe(false);
  });
  it("exempts provider notifications only", () => {
    expect(
      isCrossSiteWrite(req("POST", "/webhooks/stripe", { Origin: "https://stripe.example", Host: "shop.example" })),
    ).toBe(false);
    expect(isCrossSiteWrite(req("POST", "/webhooksX", { Origin: "https://evil.example", Host: "shop.example" }))).toBe(
      true,
    );
  });
});
