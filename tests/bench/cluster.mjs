#!/usr/bin/env node
// Several app servers: throughput and latency of a product page and of a checkout with one
// instance and with three behind nginx (Debian's package), on the same PostgreSQL, printed side
// by side:
//   - 1 instance, direct        (npm start as it is: what nginx adds is seen against the next row)
//   - 1 instance behind nginx
//   - 3 instances behind nginx  (DATABASE_POOL_SIZE 4 each, as the README recommends; 10 alone)
//
//   node tests/bench/cluster.mjs [--rounds 3] [--seconds 6] [--connections 24] [--port 7274]
// Ports: the one instance's nginx on --port and the instance on port+1; the three's nginx on
// port+2, the instances on port+3…port+5. Both run at once on the database and take turns being
// measured (round after round, in rotating order), so a burst of other work on the machine falls
// on every configuration alike.
// The database: a fresh one on BENCH_DATABASE_URL's server (else the machine's 127.0.0.1:5432),
// seeded once by the first start and dropped at the end. Checkouts buy one unit of one of 20
// products (large stocks), each from a buyer and client address of its own (TRUST_PROXY through
// nginx's X-Forwarded-For), so the figures measure the checkout, not one row's lock or the
// per-address limits. No timed assertions: figures are printed, then the stock check.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { startCluster } from "../support/cluster.mjs";
import { withSql } from "../support/shop-process.mjs";
import { freshPostgres, option } from "./support.mjs";

const SECONDS = Number(option("seconds", 6));
const ROUNDS = Number(option("rounds", 3));
const CONNECTIONS = Number(option("connections", 24));
const PORT = Number(option("port", 7274));
const PRODUCTS = 20;
const STOCK = 1_000_000;

/**
 * `connections` clients, each sending `next()`'s request after the previous answer, for `seconds`
 * (after `warmSeconds` not counted). Resolves with the 2xx answers counted, the latencies (ms) and
 * statuses of the answers that ended within the counted seconds.
 */
function load(base, next, { connections = CONNECTIONS, seconds = SECONDS, warmSeconds = 1 } = {}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const t0 = performance.now();
  const countFrom = t0 + warmSeconds * 1000;
  const end = countFrom + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const { method = "GET", path, headers = {}, body } = next();
      const started = performance.now();
      const req = http.request(
        { host: url.hostname, port: url.port, method, path, headers, agent, timeout: 120_000 },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            const done = performance.now();
            // Answers completed within the counted seconds (a slow one started earlier counts
            // where it ends: throughput), with their whole latency.
            if (done >= countFrom && done <= end) {
              latencies.push(done - started);
              statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        setTimeout(resolve, 50);
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.end(body);
    });
  const client = async () => {
    while (performance.now() < end) await one();
  };
  return Promise.all(Array.from({ length: connections }, client)).then(() => {
    agent.destroy();
    const ok = Object.entries(statuses)
      .filter(([s]) => s.startsWith("2"))
      .reduce((n, [, c]) => n + c, 0);
    return { ok, seconds, latencies, statuses, errors };
  });
}

let buyerSeq = 0;
function checkoutRequest(productIds) {
  return () => {
    const n = ++buyerSeq;
    const body = JSON.stringify({
      method: "card",
      items: [{ id: productIds[n % productIds.length], quantity: 1 }],
      customer: {
        fullName: "Bench Buyer",
        email: `cluster-bench-${n}@bench.test`,
        address: "Via Roma 1",
        city: "Bologna",
        postalCode: "40100",
        phone: "3471234567",
        country: "IT",
      },
    });
    return {
      method: "POST",
      path: "/api/checkout",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body,
    };
  };
}

const fmt = (n, w = 9, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-").padStart(w);

/** Merges the rounds of one configuration: answers per second over all its windows, p50/p95 of all. */
function merge(parts) {
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor((q / 100) * latencies.length))] ?? NaN;
  const statuses = {};
  for (const p of parts) for (const [k, n] of Object.entries(p.statuses)) statuses[k] = (statuses[k] ?? 0) + n;
  const ok = parts.reduce((n, p) => n + p.ok, 0);
  const seconds = parts.reduce((n, p) => n + p.seconds, 0);
  return { rps: ok / seconds, p50: at(50), p95: at(95), statuses, errors: parts.reduce((n, p) => n + p.errors, 0) };
}

async function main() {
  const db = await freshPostgres("bench_cluster");
  if (!db) {
    console.log("No PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432: the cluster bench needs one. Skipped.");
    return;
  }
  const clusters = [];
  try {
    console.log(
      `cluster bench: ${CONNECTIONS} connections; ${ROUNDS} rounds of ${SECONDS} s per figure and configuration, ` +
        "the configurations taking turns (the machine's other work falls on all of them alike)",
    );
    // One instance (reached directly and through its nginx) and three instances behind theirs, on
    // the same database, all running at once; each is measured in turn while the others idle.
    const one = await startCluster({ instances: 1, port: PORT, databaseUrl: db.url });
    clusters.push(one);
    const three = await startCluster({ instances: 3, port: PORT + 2, databaseUrl: db.url });
    clusters.push(three);
    const products = await withSql(db.url, (q) =>
      q(`SELECT id, slug FROM "Product" WHERE published AND stock > 0 ORDER BY popularity DESC, id LIMIT $1`, [
        PRODUCTS,
      ]),
    );
    const productIds = products.map((p) => p.id);
    const product = products[0];
    const unitsBefore = await withSql(db.url, async (q) => {
      await q(`UPDATE "Product" SET stock = $1 WHERE id = ANY($2)`, [STOCK, productIds]);
      const [u] = await q(
        `SELECT coalesce(sum(quantity), 0)::bigint AS n FROM "OrderLine" WHERE "productId" = ANY($1)`,
        [productIds],
      );
      return Number(u.n);
    });
    const configurations = [
      { label: "1 instance, direct", base: one.instances[0].url },
      { label: "1 instance, nginx", base: one.url },
      { label: "3 instances, nginx", base: three.url },
    ];
    // A few untimed requests first (each instance's caches, connections, JIT).
    for (const c of configurations)
      for (let i = 0; i < 12; i++) await (await fetch(`${c.base}/product/${product.slug}`)).arrayBuffer();
    const parts = configurations.map(() => ({ page: [], checkout: [] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < configurations.length; k++) {
        const i = (k + round) % configurations.length;
        const base = configurations[i].base;
        parts[i].page.push(await load(base, () => ({ path: `/product/${product.slug}` })));
        parts[i].checkout.push(await load(base, checkoutRequest(productIds)));
      }
    }
    const rows = configurations.map((c, i) => ({
      label: c.label,
      page: merge(parts[i].page),
      checkout: merge(parts[i].checkout),
    }));

    console.log("\n                        product page                  checkout (POST /api/checkout)");
    console.log("configuration           req/s   p50 ms   p95 ms  ×1st     orders/s  p50 ms   p95 ms  ×1st");
    const first = rows[0];
    for (const r of rows) {
      console.log(
        `${r.label.padEnd(22)}${fmt(r.page.rps, 7, 1)}${fmt(r.page.p50, 9, 1)}${fmt(r.page.p95, 9, 1)}${fmt(r.page.rps / first.page.rps, 6, 2)}` +
          `${fmt(r.checkout.rps, 13, 1)}${fmt(r.checkout.p50, 8, 1)}${fmt(r.checkout.p95, 9, 1)}${fmt(r.checkout.rps / first.checkout.rps, 6, 2)}`,
      );
    }
    for (const r of rows) {
      const other = (s) =>
        Object.entries(s.statuses)
          .filter(([k]) => !k.startsWith("2"))
          .map(([k, n]) => `${k}×${n}`)
          .join(" ") + (s.errors ? ` dropped×${s.errors}` : "");
      const notes = [other(r.page) && `page ${other(r.page)}`, other(r.checkout) && `checkout ${other(r.checkout)}`]
        .filter(Boolean)
        .join("; ");
      if (notes) console.log(`  ${r.label}: other answers: ${notes}`);
    }
    for (const c of clusters) await c.stop();
    clusters.length = 0;

    // The stock check (every answer is in): every unit taken is on exactly one new order line.
    const check = await withSql(db.url, async (q) => {
      const [s] = await q(
        `SELECT (SELECT ($2::bigint * $3) - sum(stock) FROM "Product" WHERE id = ANY($1))::bigint AS taken,
                (SELECT coalesce(sum(quantity), 0) FROM "OrderLine" WHERE "productId" = ANY($1))::bigint AS units`,
        [productIds, STOCK, productIds.length],
      );
      return { taken: Number(s.taken), units: Number(s.units) - unitsBefore };
    });
    console.log(
      `\nstock check: ${check.taken} units taken from the shelves, ${check.units} on new order lines: ` +
        (check.taken === check.units ? "consistent" : "INCONSISTENT"),
    );
    console.log(
      "\nOn 2 shared cores the instances, nginx, PostgreSQL and this client share the same CPUs: more instances\n" +
        "cannot add cores, so the ratio says what nginx and several processes cost or gain here, not what three\n" +
        "machines would give. Absolute figures are noisy (other work on the machine); compare within one run.",
    );
    if (check.taken !== check.units) process.exitCode = 1;
  } finally {
    for (const c of clusters) await c.stop().catch(() => {});
    await db.drop();
  }
}

await main();
