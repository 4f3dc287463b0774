import { describe, expect, it } from "vitest";
import { loader } from "~/routes/art.$kind.$file";
import { BRAND_NAMES, brandSlug, SUBCATEGORY_ART_KIND } from "../../../../prisma/seed/taxonomy";
import { esc } from "./svg";
import { brandArtUrl, heroArtUrl, journalArtUrl, PRODUCT_ART_KINDS, productArtUrl, wideArtUrl } from "./urls";

async function get(url: string) {
  const [, , kind, file] = url.split("/");
  const res = (await loader({
    params: { kind, file },
    request: new Request(`http://x${url}`),
    context: {},
  })) as Response;
  return { res, body: await res.text() };
}

function expectSvg(body: string, width: number, height: number) {
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body.endsWith("</svg>")).toBe(true);
  expect(body).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  expect(body.length).toBeLessThan(8000);
  expect(body).not.toMatch(/NaN|undefined|Infinity|<script|href=/i);
  // Every referenced gradient is defined.
  for (const [, id] of body.matchAll(/url\(#([a-z0-9]+)\)/g)) expect(body).toContain(`id="${id}"`);
  // Tags are balanced (a cheap well-formedness check).
  const opens = (body.match(/<(?!\/)[a-zA-Z][^>]*[^/]>/g) ?? []).length;
  const closes = (body.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opens).toBe(closes);
}

describe("art route", () => {
  it.each(PRODUCT_ART_KINDS)("draws every colourway and view of %s", async (kind) => {
    const seen = new Set<string>();
    for (let palette = 0; palette < 6; palette++) {
      for (let view = 0; view < 4; view++) {
        const { res, body } = await get(productArtUrl(kind, palette, view));
        expect(res.status).toBe(200);
        expectSvg(body, 800, 800);
        seen.add(body);
      }
      const wide = await get(wideArtUrl(kind, palette));
      expect(wide.res.status).toBe(200);
      expectSvg(wide.body, 1600, 600);
    }
    expect(seen.size).toBe(24);
  });

  it("draws the hero, journal and brand pictures", async () => {
    for (const n of [1, 2, 3]) {
      expectSvg((await get(heroArtUrl(n))).body, 1600, 640);
      expectSvg((await get(journalArtUrl(n))).body, 1200, 800);
    }
    for (const name of BRAND_NAMES) {
      const { res, body } = await get(brandArtUrl(brandSlug(name)));
      expect(res.status).toBe(200);
      expectSvg(body, 240, 120);
      expect(body).toContain(`>${name}</text>`);
    }
  });

  it("pictures every subcategory", () => {
    for (const kind of Object.values(SUBCATEGORY_ART_KIND)) expect(PRODUCT_ART_KINDS).toContain(kind);
  });

  it("answers with safe, long-lived caching headers", async () => {
    const { res } = await get("/art/candle/1.svg");
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it.each([
    "/art/unicorn/1.svg",
    "/art/candle/0.svg",
    "/art/candle/25.svg",
    "/art/candle/1.png",
    "/art/candle/01.svg",
    "/art/candle/wide-7.svg",
    "/art/hero/4.svg",
    "/art/journal/0.svg",
    "/art/brand/nobody.svg",
    "/art/brand/%3Cscript%3E.svg",
    "/art/__proto__/1.svg",
    "/art/constructor/1.svg",
  ])("answers 404 for %s", async (url) => {
    const { res, body } = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(body).not.toContain("<svg");
  });

  it("escapes text", () => {
    expect(esc(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });
});
