#!/usr/bin/env node
// Checkout benchmark: checkouts per second and p50/p99 latency of POST /api/checkout (price the
// cart from the database, take the stock, write the order and its payment attempt, start the
// payment at the built-in test gateway) with 1 and with 20 concurrent buyers of ONE hot product,
// on the embedded PostgreSQL (the default `npm start`) and on an external PostgreSQL; then the
// stock check: orders created = units taken.
//
//   node tests/bench/checkout.mjs [--checkouts 200] [--port 7192] [--only embedded|external]
// Each run places a fixed number of checkouts (a quarter of them with one buyer) and waits for
// every answer, so the stock check afterwards counts no request still in flight.
// PostgreSQL is used when BENCH_DATABASE_URL (a server URL; a fresh database is created) or
// the machine's 127.0.0.1:5432 answers. Every buyer has an e-mail and a client address of its
// own (TRUST_PROXY=true, X-Forwarded-For), so the holds cap and the per-address limits do not
// interfere: what is measured is the checkout itself. No timed assertions: figures are printed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { embeddedUrl, withSql } from "../support/shop-process.mjs";
import { freshPostgres, option, startServer as startBenchServer } from "./support.mjs";

const CHECKOUTS = Number(option("checkouts", 200));
const PORT = Number(option("port", 7192));
const ONLY = option("only", "");
const HOT_STOCK = 1_000_000;
const BASE = `http://localhost:${PORT}`;

function startServer(dataDir, extraEnv) {
  const env = { ...process.env };
  // The built-in test gateway takes every method: no provider of the developer's shell is called.
  for (const k of Object.keys(env)) if (/^(STRIPE|PAYPAL|FINTECTURE)_/.test(k)) delete env[k];
  return startBenchServer({
    port: PORT,
    dataDir,
    env,
    extraEnv: { PUBLIC_URL: BASE, PAYMENTS_TEST_MODE: "true", TRUST_PROXY: "true", SMTP_URL: "", ...extraEnv },
  });
}

/** The hot product's stock, and the orders, units and payment attempts that hold it. */
async function counts(q, productId) {
  const [p] = await q(`SELECT stock FROM "Product" WHERE id = $1`, [productId]);
  const [o] = await q(
    `SELECT count(DISTINCT "orderId")::int AS orders, coalesce(sum(quantity), 0)::int AS units
     FROM "OrderLine" WHERE "productId" = $1`,
    [productId],
  );
  const [y] = await q(
    `SELECT count(*)::int AS n FROM "Payment" WHERE "orderId" IN (SELECT "orderId" FROM "OrderLine" WHERE "productId" = $1)`,
    [productId],
  );
  return { stock: p.stock, orders: o.orders, units: o.units, payments: y.n };
}

let buyerSeq = 0;
/** A buyer of their own: e-mail and client address unique per request. */
function buyerBody(productId) {
  const n = ++buyerSeq;
  return {
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    body: JSON.stringify({
      method: "card",
      items: [{ id: productId, quantity: 1 }],
      customer: {
        fullName: "Bench Buyer",
        email: `buyer${n}@bench.test`,
        address: "Via Roma 1",
        city: "Bologna",
        postalCode: "40100",
        phone: "3471234567",
        country: "IT",
      },
    }),
  };
}

function load(productId, connections, amount) {
  const statuses = {};
  return new Promise((resolve, reject) => {
    // autocannon reports whole seconds and stops on its one-second tick: the rate is taken from
    // the first request to the last answer instead.
    const started = performance.now();
    let last = started;
    autocannon(
      {
        url: `${BASE}/api/checkout`,
        connections,
        amount,
        // The bench measures; it does not give up on a slow answer (a dropped request still places its order).
        timeout: 120,
        requests: [
          {
            method: "POST",
            setupRequest(req) {
              const { ip, body } = buyerBody(productId);
              return {
                ...req,
                body,
                headers: { ...req.headers, "content-type": "application/json", "x-forwarded-for": ip },
              };
            },
            onResponse(status) {
              last = performance.now();
              statuses[status] = (statuses[status] ?? 0) + 1;
            },
          },
        ],
      },
      (err, r) => {
        const seconds = (last - started) / 1000;
        if (err) reject(err);
        else
          resolve({
            connections,
            // Orders placed per second (answers 201), not merely requests answered.
            rps: (statuses[201] ?? 0) / seconds,
            seconds,
            p50: r.latency.p50,
            p99: r.latency.p99,
            statuses,
            errors: r.errors + r.timeouts,
          });
      },
    );
  });
}

const fmt = (n, d = 0) => n.toFixed(d).padStart(9);

async function benchOne(label, dbUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-bench-checkout-"));
  const extraEnv = { DATABASE_URL: dbUrl ?? "" };
  try {
    // 1. A seeded shop; its first product in stock becomes the hot product, with a large stock.
    const server = await startServer(dataDir, extraEnv);
    const sqlUrl = dbUrl ?? embeddedUrl(dataDir);
    const products = (await (await fetch(`${BASE}/api/sattva-products?limit=200`)).json()).data;
    const hot = products.find((p) => p.stock > 0);
    if (!hot) throw new Error("no product in stock");
    const productId = hot.id ?? hot._id;
    const before = await withSql(sqlUrl, async (q) => {
      await q(`UPDATE "Product" SET stock = $1 WHERE id = $2`, [HOT_STOCK, productId]);
      return counts(q, productId);
    });

    const rows = [];
    let warm = { statuses: {} };
    let after;
    try {
      // 2. One checkout must work before anything is measured.
      const probe = buyerBody(productId);
      const first = await fetch(`${BASE}/api/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": probe.ip },
        body: probe.body,
      });
      if (first.status !== 201) throw new Error(`POST /api/checkout answered ${first.status}: ${await first.text()}`);
      // Warm-up, then the two measured runs.
      warm = await load(productId, 4, 20);
      rows.push(await load(productId, 1, Math.max(10, Math.round(CHECKOUTS / 4))));
      rows.push(await load(productId, 20, CHECKOUTS));
      // 3. The stock check, on the database itself (every answer is in: nothing is in flight).
      after = await withSql(sqlUrl, (q) => counts(q, productId));
    } finally {
      await server.stop();
    }

    const check = {
      taken: HOT_STOCK - after.stock,
      orders: after.orders - before.orders,
      units: after.units - before.units,
      payments: after.payments - before.payments,
    };

    console.log(`\n${label}: POST /api/checkout, one hot product`);
    console.log("buyers  checkouts/s    p50 ms    p99 ms  seconds  answers");
    for (const r of rows) {
      const answers = Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ");
      console.log(
        `${String(r.connections).padStart(6)}${fmt(r.rps, 1).padStart(13)}${fmt(r.p50, 1).padStart(10)}${fmt(r.p99, 1).padStart(10)}${fmt(r.seconds, 1)}  ${answers}${r.errors ? ` errors×${r.errors}` : ""}`,
      );
    }
    const created = 1 + [warm, ...rows].reduce((s, r) => s + (r.statuses[201] ?? 0), 0);
    const dropped = [warm, ...rows].reduce((s, r) => s + r.errors, 0);
    console.log(
      `stock check: ${created} answers 201 (warm-up included)${dropped ? `, ${dropped} requests the client gave up on` : ""}; ` +
        `${check.orders} orders and ${check.payments} payment attempts written, ${check.units} units on their lines, ` +
        `${check.taken} units taken from the shelf`,
    );
    // Every unit taken belongs to exactly one order with its attempt, and every 201 is one of them.
    const consistent =
      check.taken === check.units &&
      check.orders === check.units &&
      check.payments === check.orders &&
      check.orders >= created &&
      check.orders <= created + dropped;
    console.log(consistent ? "stock check: consistent" : "stock check: INCONSISTENT");
    if (!consistent) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildIfStale();
if (ONLY !== "external") await benchOne("embedded PostgreSQL (the default start)", null);
if (ONLY !== "embedded") {
  const pgdb = await freshPostgres("sattva_bench_checkout");
  if (!pgdb) console.log("\nPostgreSQL: not reachable, skipped (set BENCH_DATABASE_URL)");
  else {
    try {
      await benchOne("external PostgreSQL (DATABASE_URL)", pgdb.url);
    } finally {
      await pgdb.drop();
    }
  }
}
