#!/usr/bin/env node
// Storefront benchmark: requests per second and p50/p99 latency of the home, a collection, a
// product and a search page, beside a bare route of the same build (a static line inside the
// same root), on the embedded PostgreSQL (the default `npm start`) and on an external PostgreSQL,
// printed with each page's ratio to the bare route.
// Also prints the JavaScript each page ships (compressed bytes).
//
//   node tests/bench/storefront.mjs [--seconds 8] [--connections 10] [--only embedded|external]
// PostgreSQL is used when BENCH_DATABASE_URL (a server URL; a fresh database is created) or
// the machine's 127.0.0.1:5432 answers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { freshPostgres, option, startServer as startBench } from "./support.mjs";

const SECONDS = Number(option("seconds", 8));
const CONNECTIONS = Number(option("connections", 10));
const ONLY = option("only", "");
const PORT = 7190;

async function startServer(extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-bench-"));
  const server = await startBench({ port: PORT, dataDir, extraEnv: { BENCH_ROUTES: "true", ...extraEnv } });
  return {
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
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

async function benchOne(label, extraEnv) {
  const server = await startServer(extraEnv);
  const base = `http://localhost:${PORT}`;
  try {
    const products = (await (await fetch(`${base}/api/sattva-products?limit=200`)).json()).data;
    const product = products.find((p) => p.stock > 0) ?? products[0];
    const slug = product
      ? product.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "")
      : "none";
    // A signed-in shopper: the session is looked up on every page (one indexed read).
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "shopper@example.com", password: "shopper-demo-2026" }),
    });
    if (login.status !== 200) throw new Error(`log-in answered ${login.status}`);
    const signedIn = { cookie: `sattva_session=${(await login.json()).token}` };
    const pages = [
      ["bare route", "/bench/bare"],
      ["home", "/"],
      ["collection", "/collections/incense-and-perfumes"],
      ["product", `/product/${slug}`],
      ["search", "/search?q=incense"],
      ["product, signed in", `/product/${slug}`, signedIn],
      ["account orders", "/account/orders", signedIn],
    ];
    for (const [, p, h] of pages) {
      const r = await fetch(base + p, { headers: h ?? {}, redirect: "manual" });
      if (!r.ok) throw new Error(`${p} answered ${r.status}`);
    }
    // Warm up every page once so the first measured one does not pay for cold caches.
    for (const [, p, h] of pages) await load(base + p, h).catch(() => {});
    const rows = [];
    for (const [name, p, h] of pages) rows.push({ name, path: p, ...(await load(base + p, h)) });
    const bare = rows[0];
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per page`);
    console.log("page                req/s   p50 ms   p99 ms  ratio to bare  non-2xx");
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(18)}${fmt(r.rps)}${fmt(r.p50, 1)}${fmt(r.p99, 1)}${(r.rps / bare.rps).toFixed(2).padStart(15)}${String(r.non2xx + r.errors).padStart(9)}`,
      );
    }
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
if (ONLY !== "external") await benchOne("embedded PostgreSQL (the default start)", { DATABASE_URL: "" });
if (ONLY !== "embedded") {
  const pgdb = await freshPostgres("sattva_bench");
  if (!pgdb) console.log("\nPostgreSQL: not reachable, skipped (set BENCH_DATABASE_URL)");
  else {
    try {
      await benchOne("external PostgreSQL (DATABASE_URL)", { DATABASE_URL: pgdb.url });
    } finally {
      await pgdb.drop();
    }
  }
}
