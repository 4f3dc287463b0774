import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { broadcast } from "~/lib/postgres/cache-bus.server";
import {
  cachedPage,
  clearPageCache,
  PAGE_CACHE_TTL_MS,
  pageCacheGeneration,
  pageCacheKey,
  storePage,
  type CachedPage,
} from "./page-cache.server";

const saved = { ...process.env };
beforeEach(() => {
  process.env = { ...saved, DATA_DIR: "/tmp/sattva-page-cache-test", SESSION_SECRET: "p".repeat(40), PAGE_CACHE: "" };
  resetEnvForTests();
  clearPageCache();
});
afterAll(() => {
  process.env = saved;
  resetEnvForTests();
});

const url = (path: string) => `http://localhost${path}`;
const key = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  pageCacheKey(method, url(path), new Headers(headers));

function page(extra: Partial<CachedPage> = {}): CachedPage {
  return {
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["cache-control", "private, no-cache"],
      ["content-security-policy", "script-src 'nonce-abc'"],
    ],
    body: Buffer.from('<!DOCTYPE html><html><body><script nonce="abc"></script></body></html>'),
    nonce: "abc",
    ...extra,
  };
}

describe("the anonymous visitors' page cache", () => {
  it("keys the storefront's pages by address, language and cookie choice", () => {
    for (const p of ["/", "/collections/incense", "/product/amber", "/search?q=rose", "/products/categories/sage"])
      expect(key(p), p).not.toBeNull();
    // Their data, as the browser's router asks for it on a client navigation, apart from the page.
    for (const p of [
      "/_root.data",
      "/collections/incense.data",
      "/product/amber.data?_routes=root",
      "/search.data?q=rose",
    ])
      expect(key(p), p).not.toBeNull();
    expect(key("/product/amber.data")).not.toBe(key("/product/amber"));
    expect(key("/product/amber.data?_routes=root")).not.toBe(key("/product/amber.data"));
    expect(key("/product/amber")).not.toBe(key("/product/rose"));
    expect(key("/search?q=a")).not.toBe(key("/search?q=b"));
    expect(key("/", { "accept-language": "en" })).not.toBe(key("/", { "accept-language": "fr" }));
    expect(key("/", { "accept-language": "en-GB,en;q=0.8" })).toBe(key("/", { "accept-language": "en" }));
    expect(key("/", { cookie: "i18next=de" })).not.toBe(key("/", { "accept-language": "de" }));
    expect(key("/", { cookie: "sattva_cookie_consent=yes" })).not.toBe(key("/"));
  });

  it("leaves out a visitor whose cookies or credentials may change the page, other methods and other pages", () => {
    expect(key("/", { cookie: "sattva_cart=x" })).toBeNull();
    expect(key("/", { cookie: "i18next=en; sattva_session=abc" })).toBeNull();
    expect(key("/", { cookie: "sattva_flash=x" })).toBeNull();
    expect(key("/", { authorization: "Bearer abc" })).toBeNull();
    expect(key("/", {}, "POST")).toBeNull();
    for (const p of [
      "/cart",
      "/account/orders",
      "/account/login",
      "/api/sattva-products",
      "/cart.data",
      "/account/orders.data",
      "/sattva-admin",
    ])
      expect(key(p), p).toBeNull();
    process.env.PAGE_CACHE = "false";
    resetEnvForTests();
    expect(key("/")).toBeNull();
  });

  it("keeps a shareable page for a few seconds, and nothing else", () => {
    const k = key("/product/amber")!;
    const since = pageCacheGeneration();
    expect(storePage(k, since, page(), 1_000)).toBe(true);
    expect(cachedPage(k, 1_000 + PAGE_CACHE_TTL_MS - 1)?.nonce).toBe("abc");
    expect(cachedPage(k, 1_000 + PAGE_CACHE_TTL_MS)).toBeNull();

    expect(storePage(k, since, page({ status: 404 }))).toBe(false);
    expect(storePage(k, since, page({ headers: [...page().headers, ["set-cookie", "x=1"]] }))).toBe(false);
    expect(
      storePage(
        k,
        since,
        page({
          headers: [
            ["content-type", "text/html"],
            ["cache-control", "private, no-store"],
          ],
        }),
      ),
    ).toBe(false);
    expect(storePage(k, since, page({ headers: [["content-type", "application/json"]] }))).toBe(false);
    expect(storePage(k, since, page({ body: Buffer.from("<!DOCTYPE html><html><body>cut sh") }))).toBe(false);
    expect(storePage(k, since, page({ nonce: "" }))).toBe(false);
  });

  it("forgets every page when the shop broadcasts a change, and refuses a page rendered before it", async () => {
    const k = key("/")!;
    const since = pageCacheGeneration();
    storePage(k, since, page());
    expect(cachedPage(k)).not.toBeNull();
    await broadcast("products");
    expect(cachedPage(k)).toBeNull();
    expect(storePage(k, since, page())).toBe(false);
    expect(storePage(k, pageCacheGeneration(), page())).toBe(true);
    await broadcast("settings");
    expect(cachedPage(k)).toBeNull();
  });

  it("keeps a client navigation's data without a nonce, and a page only with one", () => {
    const k = key("/collections/incense.data")!;
    const since = pageCacheGeneration();
    const data = (extra: Partial<CachedPage> = {}) =>
      page({
        headers: [
          ["content-type", "text/x-script; charset=utf-8"],
          ["x-remix-response", "yes"],
        ],
        body: Buffer.from('[{"_1":2},"root"]'),
        nonce: "",
        ...extra,
      });
    expect(storePage(k, since, data())).toBe(true);
    expect(cachedPage(k)?.body.toString()).toBe('[{"_1":2},"root"]');
    expect(storePage(k, since, data({ headers: [["content-type", "text/x-script"]] }))).toBe(false);
    expect(storePage(k, since, data({ nonce: "abc" }))).toBe(false);
    expect(storePage(k, since, data({ status: 202 }))).toBe(false);
    expect(storePage(k, since, data({ body: Buffer.alloc(0) }))).toBe(false);
    expect(storePage(k, since, data({ headers: [...data().headers, ["set-cookie", "sattva_cart=x"]] }))).toBe(false);
  });
});
