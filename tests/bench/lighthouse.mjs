#!/usr/bin/env node
// Lighthouse mobile (its default: a mid-range phone's screen, simulated slow 4G and a 4× slower
// CPU) on six storefront pages of the built shop with the demo seed: home, a collection, a
// product, a search, the cart and the payment page (those two with a product in the cart: the
// cart form is posted first and its cookie sent with every request Lighthouse makes). Prints the
// four category scores, LCP, CLS and TBT, and the ids of the audits that fail.
//
//   node tests/bench/lighthouse.mjs [--port 7281] [--runs 1] [--out tests/.tmp/lighthouse]
//   node tests/bench/lighthouse.mjs --base http://localhost:7285 [--pages home,cart]  (a shop already up)
// --runs N keeps, per page, the run with the median performance score (the machine's other work
// moves TBT; say how many runs a figure is from).
//
// Lighthouse is not a dependency of the shop (its 12.x line brings ~300 packages): the bench runs
// the pinned version with `npx --yes lighthouse@12.8.2` (the last line for Node 20; npm fetches it
// once into its cache). Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { ROOT, option, startServer } from "./support.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const PORT = Number(option("port", 7281));
const RUNS = Number(option("runs", 1));
const OUT = path.resolve(ROOT, option("out", "tests/.tmp/lighthouse"));
const BASE = option("base", `http://localhost:${PORT}`);
const ONLY = option("pages", "");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Offline-safe Chromium: no DNS except localhost, no background traffic.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--host-resolver-rules='MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'",
].join(" ");

/** The pages: a collection and a product linked from the home page, and a cart cookie with one product. */
async function pages() {
  const home = await (await fetch(`${BASE}/`)).text();
  const linked = [...home.matchAll(/href="(\/collections\/[a-z0-9-]+)"/g)].map((m) => m[1]);
  // A category of its own (the storefront bench's), else the first one linked.
  const collection = linked.find((c) => c === "/collections/incense-and-perfumes") ?? linked[0];
  if (!collection) throw new Error("no collection linked from the home page");
  const listing = await (await fetch(BASE + collection)).text();
  const product = listing.match(/href="(\/product\/[^"?#]+)"/)?.[1];
  if (!product) throw new Error(`no product linked from ${collection}`);
  const products = (await (await fetch(`${BASE}/api/sattva-products?limit=50`)).json()).data;
  const inStock = products.find((p) => p.stock > 0);
  // The cart form's own post (same-origin), as a browser without JavaScript sends it.
  const added = await fetch(`${BASE}/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: BASE, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "add",
      productId: inStock.id ?? inStock._id,
      quantity: "1",
      redirectTo: "/cart",
    }),
  });
  const cartCookie = added.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
  if (added.status !== 303 || !cartCookie) throw new Error(`the cart form answered ${added.status}`);
  const withCart = { Cookie: cartCookie };
  return [
    { name: "home", path: "/" },
    { name: "collection", path: collection },
    { name: "product", path: product },
    { name: "search", path: "/search?q=incense" },
    { name: "cart", path: "/cart", headers: withCart },
    { name: "checkout", path: "/pages/payment-proceed?method=card", headers: withCart },
  ];
}

/** One GET, read to the end; once more if a kept-alive connection was closed under it. */
async function warm(url, headers) {
  try {
    await (await fetch(url, { headers })).arrayBuffer();
  } catch {
    await (await fetch(url, { headers })).arrayBuffer();
  }
}

function lighthouse(page, file) {
  const args = [
    "--yes",
    LIGHTHOUSE,
    BASE + page.path,
    "--output=json",
    `--output-path=${file}`,
    "--quiet",
    "--no-enable-error-reporting",
    "--disable-full-page-screenshot",
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (page.headers) args.push(`--extra-headers=${JSON.stringify(page.headers)}`);
  // Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is tried again.
  let failure = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const r = spawnSync("npx", args, { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8" });
    if (r.status !== 0) {
      failure = r.stderr.slice(-2000);
      continue;
    }
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (!report.runtimeError) return report;
    failure = `${report.runtimeError.code} ${report.runtimeError.message}`;
  }
  throw new Error(`lighthouse failed on ${page.path}: ${failure}`);
}

function summary(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(report.audits)
    .filter(
      (a) => a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
    )
    .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    failing,
  };
}

mkdirSync(OUT, { recursive: true });
let server = null;
let dataDir = null;
if (!option("base", "")) {
  buildIfStale();
  dataDir = mkdtempSync(path.join(tmpdir(), "mix-lighthouse-"));
  server = await startServer({
    port: PORT,
    dataDir,
    extraEnv: { PUBLIC_URL: BASE, PAYMENTS_TEST_MODE: "true", SMTP_URL: "", DATABASE_URL: "" },
  });
}
const rows = [];
try {
  for (const page of await pages()) {
    if (ONLY && !ONLY.split(",").includes(page.name)) continue;
    // Warm: the first request of a route after a start pays for cold caches and JIT, not the page.
    for (let i = 0; i < 3; i++) await warm(BASE + page.path, page.headers);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const file = path.join(OUT, `${page.name}-${i + 1}.json`);
      runs.push(summary(lighthouse(page, file)));
    }
    runs.sort((a, b) => a.performance - b.performance);
    rows.push({ ...page, ...runs[Math.floor(runs.length / 2)] });
  }
} finally {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const pad = (v, n) => String(v).padStart(n);
console.log(`\nLighthouse ${LIGHTHOUSE.split("@")[1]} mobile, ${RUNS} run(s) per page (median by performance)`);
console.log("page        perf  a11y  best   seo  LCP ms  CLS     TBT ms  failing audits");
for (const r of rows) {
  console.log(
    `${r.name.padEnd(10)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(r.seo, 6)}` +
      `${pad(Math.round(r.lcp), 8)}  ${r.cls.toFixed(3)}${pad(Math.round(r.tbt), 9)}  ${r.failing.join(", ") || "-"}`,
  );
}
writeFileSync(path.join(OUT, "summary.json"), JSON.stringify(rows, null, 2));
console.log(`\nreports: ${path.relative(ROOT, OUT)}/<page>-<run>.json`);
