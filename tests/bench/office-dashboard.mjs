// The dashboards at a million orders (issue 11): the built shop on a fresh data folder, its
// orders made by seedBenchOrders (orders-fixture.mjs), then p50/p95 of the admin dashboard for
// 30 days by day, 90 days by week and one year by month, and of the manager dashboard, signed in
// as the demo staff. Run `npm run build` first.
// Options: --orders N (default 1000000), --rounds N (default 20), --port N,
// --data DIR (keep the data folder there and reuse it next time: seeding a million orders takes minutes).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { embeddedUrl, startShop } from "../support/shop-process.mjs";
import { seedBenchOrders } from "./orders-fixture.mjs";
import { option } from "./support.mjs";

const ORDERS = Number(option("orders", "1000000"));
const ROUNDS = Number(option("rounds", "20"));
const PORT = Number(option("port", "3472"));
const KEEP = option("data", "");

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * q) - 1))];
};
const shopDay = (d) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Rome",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);

const dataDir = KEEP ? path.resolve(KEEP) : mkdtempSync(path.join(tmpdir(), "sattva-bench-dashboard-"));
if (KEEP) mkdirSync(dataDir, { recursive: true });
const shop = await startShop({ port: PORT, dataDir });
const base = `http://localhost:${PORT}`;
try {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM "Order"`)).rows;
    if (n >= ORDERS) console.log(`${n.toLocaleString("en")} orders already in ${dataDir}`);
    else {
      console.log(`seeding ${(ORDERS - n).toLocaleString("en")} orders…`);
      await seedBenchOrders(client, ORDERS - n);
    }
    // A shop's autovacuum keeps the visibility map current; right after a bulk load it has not
    // run yet, and index-only scans would read the table.
    await client.query(`VACUUM ANALYZE "Order"`);
    await client.query(`VACUUM ANALYZE "User"`);
    const [stats] = (
      await client.query(
        `SELECT count(*)::int AS orders, min("createdAt") AS first, max("createdAt") AS last FROM "Order"`,
      )
    ).rows;
    console.log(
      `${stats.orders.toLocaleString("en")} orders from ${stats.first.toISOString()} to ${stats.last.toISOString()}`,
    );
  } finally {
    await client.end();
  }

  const signIn = async (email, password) => {
    const r = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (r.status !== 200) throw new Error(`log-in of ${email} answered ${r.status}`);
    return { cookie: `sattva_session=${(await r.json()).token}` };
  };
  const admin = await signIn("admin@example.com", "admin-demo-2026");
  const manager = await signIn("manager@example.com", "manager-demo-2026");
  const today = shopDay(new Date());
  const yearAgo = shopDay(new Date(Date.now() - 364 * 86_400_000));
  const pages = [
    ["admin, 30 days by day", "/sattva-admin?preset=30d&group=day", admin],
    ["admin, 90 days by week", "/sattva-admin?preset=90d&group=week", admin],
    ["admin, 1 year by month", `/sattva-admin?from=${yearAgo}&to=${today}&group=month`, admin],
    ["manager, 30 days by day", "/sattva-product-manager?preset=30d&group=day", manager],
    ["manager, 1 year by month", `/sattva-product-manager?from=${yearAgo}&to=${today}&group=month`, manager],
  ];
  // Figures on a shared machine mean little without its load: say it.
  const load = () => loadavg()[0].toFixed(1);
  console.log(`\nthe dashboards, ${ROUNDS} requests each (one at a time, after 3 warm-up requests)`);
  console.log(`${availableParallelism()} cores, load average ${load()} at the start`);
  console.log("page                          p50 ms   p95 ms");
  for (const [name, url, headers] of pages) {
    const times = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      const t0 = performance.now();
      const r = await fetch(base + url, { headers, redirect: "manual" });
      const html = await r.text();
      if (r.status !== 200 || !html.includes('data-testid="orders-trend"')) {
        throw new Error(`${url} answered ${r.status} without the orders chart`);
      }
      if (i >= 3) times.push(performance.now() - t0);
    }
    console.log(
      `${name.padEnd(28)}${quantile(times, 0.5).toFixed(1).padStart(9)}${quantile(times, 0.95).toFixed(1).padStart(9)}   (load ${load()})`,
    );
  }
} finally {
  await shop.stop();
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
}
