// The JavaScript and HTML each page sends the browser: every module it loads (modulepreload
// links, script src, the imports of the inline module script, and their static imports in turn),
// each compressed with gzip -9, and the page's HTML, raw and compressed.
//
//   node tests/bench/js-size.mjs [--port 7231]
//
// builds the app if the sources changed (BUILD_DIR is honoured), starts it with BENCH_ROUTES=true
// and prints, for /bench/bare and the storefront's main pages and a back-office page, the chunks
// and the totals. `routeJs(baseUrl, pathname)` is the same measure for other scripts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { option, startServer } from "./support.mjs";

const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/** The module URLs a page's HTML names: modulepreload links, script src, inline module imports. */
export function scriptsInHtml(html) {
  const srcs = new Set();
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(m[0])) {
      const href = /\bhref="([^"]+)"/.exec(m[0]);
      if (href) srcs.add(href[1]);
    }
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/type="module"/.test(m[1])) continue;
    for (const i of m[2].matchAll(/\bimport\s*(?:\(\s*)?(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) srcs.add(i[1]);
  }
  return [...srcs].map((s) => s.replace(/&amp;/g, "&"));
}

/** The static imports of a built module (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code) {
  const out = new Set();
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\bfrom\s*)?["']([^"']+\.js)["']/g)) out.add(m[1]);
  for (const m of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g)) out.add(m[1]);
  return [...out];
}

/**
 * What `pathname` makes the browser download as JavaScript: `{ files: [{ src, gzipBytes }],
 * totalGzip, html: { status, bytes, gzipBytes } }`. `init` is passed to fetch (a cookie, say).
 */
export async function routeJs(baseUrl, pathname, init = {}) {
  const res = await fetch(new URL(pathname, baseUrl), { redirect: "manual", ...init });
  const body = Buffer.from(await res.arrayBuffer());
  const html = body.toString("utf8");
  const pageUrl = new URL(pathname, baseUrl);
  const seen = new Map();
  const queue = scriptsInHtml(html).map((s) => new URL(s, pageUrl).href);
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const r = await fetch(url);
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    const code = Buffer.from(await r.arrayBuffer());
    seen.set(url, gzipSize(code));
    for (const i of staticImports(code.toString("utf8"))) queue.push(new URL(i, url).href);
  }
  const files = [...seen].map(([url, gzipBytes]) => ({ src: new URL(url).pathname, gzipBytes }));
  return {
    files,
    totalGzip: files.reduce((s, f) => s + f.gzipBytes, 0),
    html: { status: res.status, bytes: body.length, gzipBytes: gzipSize(body) },
  };
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

/** A shopper's cart cookie holding one unit of `productId`. */
async function cartWith(base, productId) {
  const form = new URLSearchParams({ intent: "add", productId: String(productId), quantity: "1", redirectTo: "/cart" });
  const res = await fetch(`${base}/cart`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status}`);
  return `sattva_session=${(await res.json()).token}`;
}

async function main() {
  const port = Number(option("port", "7231"));
  buildIfStale();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-js-size-"));
  const server = await startServer({ port, dataDir, extraEnv: { BENCH_ROUTES: "true" } });
  const base = `http://localhost:${port}`;
  try {
    const products = (await (await fetch(`${base}/api/sattva-products?limit=50`)).json()).data;
    const product = products.find((p) => p.stock > 0) ?? products[0];
    const home = await (await fetch(`${base}/`, { headers: { "accept-language": "it" } })).text();
    const productPath = /href="(\/product\/[^"?#]+)"/.exec(home)?.[1] ?? "/product/none";
    const collection = /href="(\/collections\/[^"/?#]+)"/.exec(home)?.[1] ?? "/collections/incense";
    const cart = await cartWith(base, product.id);
    const admin = await signIn(base, "admin@example.com", "admin-demo-2026").catch(() => null);
    const pages = [
      ["bare", "/bench/bare"],
      ["home", "/"],
      ["collection", collection],
      ["product", productPath],
      ["search", "/search?q=incense"],
      ["cart", "/cart", { cookie: cart }],
      ["checkout", "/pages/payment-proceed?method=card", { cookie: cart }],
      ["log-in", "/account/login"],
      ["office", "/sattva-administration/products", admin ? { cookie: admin } : {}],
    ];
    const rows = [];
    for (const [name, pathname, headers = {}] of pages) {
      const r = await routeJs(base, pathname, { headers: { "accept-language": "it", ...headers } });
      rows.push({ name, pathname, ...r });
      console.log(`\n${name}  ${pathname}  (HTTP ${r.html.status})`);
      for (const f of [...r.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(`  ${kB(f.gzipBytes).padStart(9)}  ${f.src}`);
      console.log(`  ${kB(r.totalGzip).padStart(9)}  JavaScript in ${r.files.length} files`);
      console.log(`  ${kB(r.html.bytes).padStart(9)}  HTML (${kB(r.html.gzipBytes)} gzip)`);
    }
    console.log("\npage         JS gzip  files   HTML raw  HTML gzip");
    for (const r of rows)
      console.log(
        `${r.name.padEnd(10)} ${kB(r.totalGzip).padStart(9)} ${String(r.files.length).padStart(6)} ${kB(r.html.bytes).padStart(10)} ${kB(r.html.gzipBytes).padStart(10)}`,
      );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
