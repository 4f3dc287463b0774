import { expect, test } from "@playwright/test";
import { pageHydrated } from "../support/browser";

test.describe("headers and hidden files", () => {
  test("HTML pages carry a nonce-based CSP and the security headers", async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const h = res.headers();
    const csp = h["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBeTruthy();
    expect(h["x-powered-by"]).toBeUndefined();
    expect(h["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // Pages carry the visitor's cart count: never stored by shared caches.
    expect(h["cache-control"]).toBe("private, no-cache");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await res.text();
    // Every script element carries this response's nonce.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  test("each response gets a fresh nonce", async ({ request }) => {
    const a = (await request.get("/")).headers()["content-security-policy"];
    const b = (await request.get("/")).headers()["content-security-policy"];
    expect(a).not.toBe(b);
  });

  for (const p of [
    "/.env",
    "/.git/HEAD",
    "/prisma/schema.prisma",
    "/package.json",
    "/build/server/index.js",
    "/data/.session-secret",
  ]) {
    test(`${p} is not served`, async ({ request }) => {
      const res = await request.get(p);
      expect(res.status()).toBe(404);
      expect(await res.text()).not.toMatch(/DATABASE_URL|ref: refs|generator client|"dependencies"/);
    });
  }

  test("no source maps are published", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // A script, not the translation files (/assets/locales/…-hash.json) named before it.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1];
    expect((await request.get(`${script}.map`)).status()).toBe(404);
    expect(await (await request.get(script)).text()).not.toContain("sourceMappingURL");
  });

  test("fingerprinted assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // A script, not the translation files (/assets/locales/…-hash.json) named before it.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1];
    expect((await request.get(script)).headers()["cache-control"]).toContain("max-age=31536000");
  });
});

test.describe("cross-site requests", () => {
  test("a cross-site POST is refused with 403 and changes nothing", async ({ request }) => {
    const res = await request.post("/cookie-consent", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      form: { redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(res.headers()["set-cookie"]).toBeUndefined();
  });

  test("healthz answers when the database does", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.text()).toBe("ok");
  });

  test("the bench route does not exist outside the bench", async ({ request }) => {
    expect((await request.get("/bench/bare")).status()).toBe(404);
  });
});

test.describe("the Content-Security-Policy in the browser", () => {
  test("pages that validate forms in the browser break none of its rules (no eval probe)", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const products = (await (await page.request.get("/api/sattva-products?limit=1")).json()) as {
      data: { id: string }[];
    };
    for (const path of [
      `/pages/payment-proceed?method=card&product=${products.data[0].id}&quantity=1`,
      "/account/register",
      "/account/login",
      "/cart",
    ]) {
      await page.goto(path);
      await pageHydrated(page); // what hydration does is checked too
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
    }
  });
});
