import { expect, test } from "@playwright/test";
import { productSlug } from "../../../app/modules/catalog/rules";
import { routeJs } from "../../bench/js-size.mjs";

// What the storefront sends the browser (issue 12, goal 3): fixed byte budgets, measured the way
// `node tests/bench/js-size.mjs` prints them (gzip -9 of every module a page loads).
// The goal is 100 kB (issue 12): the product page was 161 kB, and is 99.6 kB on 2026-11-25 (terser,
// on-demand error screen, toast, cookie notice, search suggestions and staff tools, meta made on
// the server). A feature that needs more must win it back elsewhere.
const PRODUCT_JS_BUDGET = 100 * 1024;

interface Weight {
  files: { src: string; gzipBytes: number }[];
  totalGzip: number;
  html: { status: number; bytes: number; gzipBytes: number };
}

/** A back-office module names its translation namespaces: "office", "orders-office", … */
const OFFICE_NAMESPACE = /["'`](office|[a-z]+-office)["'`]/;

async function officeCode(baseURL: string, files: Weight["files"]) {
  const found: string[] = [];
  for (const f of files) {
    const code = await (await fetch(new URL(f.src, baseURL))).text();
    if (OFFICE_NAMESPACE.test(code)) found.push(f.src);
  }
  return found;
}

test.describe("page weight", () => {
  test("a product page loads at most 100 kB of JavaScript (gzip) and no back-office code", async ({
    request,
    baseURL,
  }) => {
    const res = await request.get("/api/sattva-products?lng=en");
    const products = (await res.json()).data as { title: string; stock: number }[];
    const product = products.find((p) => p.stock > 0) ?? products[0];
    const weight = (await routeJs(baseURL!, `/product/${productSlug(product.title)}`)) as Weight;
    expect(weight.html.status).toBe(200);
    const list = weight.files.map((f) => `${f.src} ${f.gzipBytes}`).join("\n");
    expect(weight.totalGzip, list).toBeLessThanOrEqual(PRODUCT_JS_BUDGET);
    expect(await officeCode(baseURL!, weight.files)).toEqual([]);
  });

  for (const path of ["/", "/collections/all", "/search?q=incense", "/cart", "/account/login"]) {
    test(`${path} loads no back-office code and names its translations instead of inlining them`, async ({
      baseURL,
    }) => {
      const weight = (await routeJs(baseURL!, path)) as Weight;
      expect(weight.html.status).toBe(200);
      expect(await officeCode(baseURL!, weight.files)).toEqual([]);
      const html = await (await fetch(new URL(path, baseURL))).text();
      const payload = /<script id="__i18n"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "";
      expect(Object.values(JSON.parse(payload)).every((v) => typeof v === "string")).toBe(true);
    });
  }
});
