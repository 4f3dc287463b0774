#!/usr/bin/env node
// Storefront benchmark: requests per second and p50/p99 latency of a resource route (the
// framework's floor: same server, same middleware, no root loader, no React), a bare page (only
// the shop's header and footer around one line), the home, a collection, a product and a search
// page, each for an anonymous visitor, a visitor with a cart (cart cookie) and a signed-in shopper
// (session cookie); on the embedded PostgreSQL (the default `npm start`) and on an external
// PostgreSQL. Prints the ratios issue 12 sets goals for (bare / resource ≥ 0.5, product / bare ≥
// 0.7, collection and search / bare ≥ 0.5), the bare page's HTML size, and the JavaScript each
// page ships (compressed bytes). Those rows are uncached (the bench's requests bypass the page
// cache); rows "anonymous, cached" then show the anonymous visitors' page cache.
//
// Every page is measured once per round, the rounds one after the other (`--rounds`, 3 by
// default): a row is the median of its rounds, and a goal's ratio is the median of the ratios of
// each round (the two pages measured minutes apart at most, not a whole run apart), printed with
// their lowest and highest, so the machine's drift shows as a spread rather than as a figure.
//
//   node tests/bench/storefront.mjs [--seconds 8] [--rounds 3] [--connections 10]
//                                   [--only embedded|external] [--port 7190]
// --seconds is each page's time in each round.
// PostgreSQL is used when BENCH_DATABASE_URL (a server URL; a fresh database is created) or
// the machine's 127.0.0.1:5432 answers. Figures are noisy on a shared machine: compare the
// ratios of one run, not absolute figures across runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { cpuMs, freshPostgres, median, option, startServer as startBench } from "./support.mjs";

const SECONDS = Number(option("seconds", 8));
const ROUNDS = Math.max(1, Number(option("rounds", 3)));
const CONNECTIONS = Number(option("connections", 10));
const ONLY = option("only", "");
const PORT = Number(option("port", 7190));

async function startServer(extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-bench-"));
  const server = await startBench({ port: PORT, dataDir, extraEnv: { BENCH_ROUTES: "true", ...extraEnv } });
  return {
    pid: server.pid,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url, extraHeaders = {}, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers: { "accept-encoding": "gzip", "accept-language": "it", ...extraHeaders },
      },
      (err, r) => {
        if (err) reject(err);
        else
          resolve({
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            non2xx: r.non2xx,
            total: r.requests.total,
            errors: r.errors,
          });
      },
    );
  });
}

async function shippedJs(base, pathname) {
  const html = await (await fetch(base + pathname)).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1]);
  let bytes = 0;
  for (const src of srcs)
    bytes += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer()), { level: 9 }).length;
  return { files: srcs.size, bytes };
}

const fmt = (n, d = 0) => n.toFixed(d).padStart(8);

/** A cart cookie as a shopper gets it: a plain (no-JS) add-to-cart post, answered 303 with Set-Cookie. */
async function cartCookie(base, productId) {
  const form = new URLSearchParams({ intent: "add", productId, quantity: "1", redirectTo: "/" });
  const r = await fetch(`${base}/cart`, { method: "POST", body: form, redirect: "manual" });
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("sattva_cart="));
  if (!cookie) throw new Error(`add to cart answered ${r.status} without a cart cookie`);
  return cookie;
}

async function benchOne(label, extraEnv) {
  const server = await startServer(extraEnv);
  const base = `http://localhost:${PORT}`;
  try {
    const products = (await (await fetch(`${base}/api/sattva-products?limit=200`)).json()).data;
    const product = products.find((p) => p.stock > 0) ?? products[0];
    // The product page's address as the shop links it (its slug), from the collection page.
    const listing = await (
      await fetch(`${base}/collections/incense-and-perfumes`, { headers: { "accept-language": "it" } })
    ).text();
    const slug = /href="\/product\/([^"?#]+)"/.exec(listing)?.[1] ?? "none";
    // A signed-in shopper: the session is looked up on every page (one indexed read).
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "shopper@example.com", password: "shopper-demo-2026" }),
    });
    if (login.status !== 200) throw new Error(`log-in answered ${login.status}`);
    const visitors = [
      ["anonymous", {}],
      ["with a cart", { cookie: await cartCookie(base, String(product._id ?? product.id)) }],
      ["signed in", { cookie: `sattva_session=${(await login.json()).token}` }],
    ];
    const pages = [
      ["resource", "/bench/resource"],
      ["bare", "/bench/bare"],
      ["home", "/"],
      ["collection", "/collections/incense-and-perfumes"],
      ["product", `/product/${slug}`],
      ["search", "/search?q=incense"],
    ];
    const runs = [];
    const bypass = { "x-page-cache": "bypass" };
    for (const [visitor, headers] of visitors)
      for (const [page, p] of pages) runs.push({ visitor, page, p, headers: { ...bypass, ...headers } });
    for (const [page, p] of pages.slice(1)) runs.push({ visitor: "anonymous, cached", page, p, headers: {} });
    for (const { p, headers } of runs) {
      const r = await fetch(base + p, { headers, redirect: "manual" });
      if (!r.ok) throw new Error(`${p} answered ${r.status}`);
    }
    // Warm up every page (2 s) so the first measured one does not pay for cold caches.
    for (const { p, headers } of runs) await load(base + p, headers, 2).catch(() => {});
    // Each round measures every page once; `run.rounds` keeps each round's figures.
    for (let round = 0; round < ROUNDS; round++) {
      for (const run of runs) {
        const before = cpuMs(server.pid);
        const r = await load(base + run.p, run.headers);
        const used = before === null ? null : cpuMs(server.pid) - before;
        (run.rounds ??= []).push({ ...r, cpu: used === null ? null : used / Math.max(1, r.total) });
      }
    }
    // A row: the median of its rounds (errors summed).
    for (const run of runs) {
      const pick = (k) => median(run.rounds.map((r) => r[k]));
      Object.assign(run, {
        rps: pick("rps"),
        p50: pick("p50"),
        p99: pick("p99"),
        cpu: run.rounds.some((r) => r.cpu === null) ? null : pick("cpu"),
        non2xx: run.rounds.reduce((n, r) => n + r.non2xx, 0),
        errors: run.rounds.reduce((n, r) => n + r.errors, 0),
      });
    }

    console.log(
      `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per page in each of ${ROUNDS} round(s), medians; uncached but the last rows`,
    );
    console.log(
      "visitor             page          req/s   p50 ms   p99 ms  × bare  × resource  CPU ms/req  CPU × bare  non-2xx",
    );
    const byVisitor = new Map();
    for (const r of runs) {
      if (!byVisitor.has(r.visitor)) byVisitor.set(r.visitor, {});
      byVisitor.get(r.visitor)[r.page] = r;
    }
    const resource = byVisitor.get("anonymous").resource;
    for (const r of runs) {
      const bare = byVisitor.get(r.visitor).bare;
      console.log(
        `${r.visitor.padEnd(20)}${r.page.padEnd(12)}${fmt(r.rps)}${fmt(r.p50, 1)}${fmt(r.p99, 1)}${(r.rps / bare.rps).toFixed(2).padStart(8)}${(r.rps / resource.rps).toFixed(2).padStart(12)}${(r.cpu?.toFixed(2) ?? "-").padStart(12)}${(r.cpu && bare.cpu ? (bare.cpu / r.cpu).toFixed(2) : "-").padStart(12)}${String(r.non2xx + r.errors).padStart(9)}`,
      );
    }
    console.log(
      "\nGoals (issue 12): ratios of req/s in this run, and of the server's CPU per request (its inverse: the req/s ratio on an idle machine):",
    );
    if (ROUNDS > 1) console.log(`  (the median of the ${ROUNDS} rounds' ratios, their lowest–highest in brackets)`);
    const goal = (name, a, b, min) => {
      const each = a.rounds.map((ra, i) => ({
        rps: ra.rps / b.rounds[i].rps,
        cpu: ra.cpu && b.rounds[i].cpu ? b.rounds[i].cpu / ra.cpu : NaN,
      }));
      const shown = (k) => {
        const values = each.map((e) => e[k]);
        const m = median(values);
        const spread = ROUNDS > 1 ? ` (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})` : "";
        return { m, text: `${m.toFixed(2).padStart(5)}${spread}` };
      };
      const rps = shown("rps");
      const cpu = shown("cpu");
      console.log(
        `  ${name.padEnd(40)} req/s ${rps.text}  CPU ${cpu.text}  (goal ≥ ${min})  ${rps.m >= min ? "met" : "NOT MET"} / ${cpu.m >= min ? "met" : "NOT MET"}`,
      );
    };
    for (const [visitor, rows] of byVisitor) {
      if (visitor.includes("cached")) continue;
      goal(`${visitor}: bare / resource route`, rows.bare, rows.resource ?? resource, 0.5);
      goal(`${visitor}: product / bare`, rows.product, rows.bare, 0.7);
      goal(`${visitor}: collection / bare`, rows.collection, rows.bare, 0.5);
      goal(`${visitor}: search / bare`, rows.search, rows.bare, 0.5);
    }

    const bareHtml = Buffer.from(await (await fetch(`${base}/bench/bare`)).arrayBuffer());
    console.log(
      `\nHTML of /bench/bare: ${(bareHtml.length / 1024).toFixed(1)} kB (goal < 30 kB), ${(gzipSync(bareHtml).length / 1024).toFixed(1)} kB gzip`,
    );
    const js = {
      bare: await shippedJs(base, "/bench/bare"),
      product: await shippedJs(base, `/product/${slug}`),
      home: await shippedJs(base, "/"),
    };
    console.log("\nJavaScript shipped (gzip -9):");
    for (const [k, v] of Object.entries(js)) {
      console.log(
        `  ${k.padEnd(8)} ${(v.bytes / 1024).toFixed(1).padStart(7)} kB in ${v.files} files  (${(v.bytes / js.bare.bytes).toFixed(2)}× bare)`,
      );
    }
  } finally {
    await server.stop();
  }
}

buildIfStale();
const cacheEnv = {};
if (ONLY !== "external") await benchOne("embedded PostgreSQL (the default start)", { DATABASE_URL: "", ...cacheEnv });
if (ONLY !== "embedded") {
  const pgdb = await freshPostgres("sattva_bench");
  if (!pgdb) console.log("\nPostgreSQL: not reachable, skipped (set BENCH_DATABASE_URL)");
  else {
    try {
      await benchOne("external PostgreSQL (DATABASE_URL)", { DATABASE_URL: pgdb.url, ...cacheEnv });
    } finally {
      await pgdb.drop();
    }
  }
}
