// Lists at scale (issue 12, goal 6): the shop's lists at a million products and a million orders.
// A fresh database on BENCH_DATABASE_URL's server (else 127.0.0.1:5432), migrated and seeded by the
// built shop (BUILD_DIR honoured), multiplied by tests/bench/products-fixture.mjs and
// tests/bench/orders-fixture.mjs, analysed; then the built server (`npm start`) on it, and, signed
// in as the demo admin for the back office, the p50/p95 of each list request, one at a time, with
// PASS/MISS against 50 ms at p95.
//
//   node tests/bench/lists-scale.mjs [--products 1000000] [--orders 1000000] [--rounds 30]
//     [--warmup 5] [--port 7251] [--reuse NAME] [--keep]
//
// --reuse NAME runs on an existing bench database NAME (made by an earlier --keep run) instead of
// making one; --keep leaves the database for such a run. Absolute figures depend on the machine
// and on what else runs on it: compare rows of one run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { seedBenchOrders } from "./orders-fixture.mjs";
import { benchDatabaseUrl, createBenchDatabase, dropBenchDatabase, seedBenchProducts } from "./products-fixture.mjs";
import { option, startServer } from "./support.mjs";

const PRODUCTS = Number(option("products", "1000000"));
const ORDERS = Number(option("orders", "1000000"));
const ROUNDS = Number(option("rounds", "30"));
const PORT = Number(option("port", "7251"));
const REUSE = option("reuse", undefined);
const KEEP = process.argv.includes("--keep");
const GOAL_MS = 50;
/** Requests of each scenario not timed: code and caches warm up first, as in a running shop. */
const WARM_UP = Number(option("warmup", "5"));

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * q) - 1))];
};
const cursor = (value, id) => Buffer.from(JSON.stringify([value, id])).toString("base64url");
const enc = encodeURIComponent;
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

const name = REUSE ?? `bench_lists_${PRODUCTS}_${ORDERS}`;
let url;
if (REUSE) {
  url = benchDatabaseUrl(REUSE);
  console.log(`using the existing database ${REUSE}`);
} else {
  let t0 = performance.now();
  console.log(`database ${name}: migrate and seed (demo accounts, for the admin's log-in)`);
  const made = await createBenchDatabase(name, { demo: true });
  if (!made) {
    console.log("no PostgreSQL answers at BENCH_DATABASE_URL or 127.0.0.1:5432: nothing measured");
    process.exit(0);
  }
  url = made.url;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    console.log(`making ${PRODUCTS.toLocaleString("en")} products`);
    await seedBenchProducts(client, PRODUCTS);
    console.log(`  ${seconds(t0)}`);
    t0 = performance.now();
    console.log(`making ${ORDERS.toLocaleString("en")} orders`);
    await seedBenchOrders(client, ORDERS);
    await client.query("ANALYZE"); // the fixtures vacuumed their tables
    console.log(`  ${seconds(t0)}`);
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "lists-bench-"));
let server;
try {
  // What the scenarios look for, read from the data.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async (sql, params) => (await client.query(sql, params)).rows;
  const [counts] = await q(
    `SELECT (SELECT count(*) FROM "Product")::int AS products, (SELECT count(*) FROM "Order")::int AS orders,
            (SELECT count(*) FROM "User")::int AS users`,
  );
  const [category] = await q(
    `SELECT c.slug, c.id, count(*)::int AS n FROM "Product" p JOIN "Category" c ON c.id = p."categoryId"
     WHERE p.published GROUP BY c.slug, c.id ORDER BY n DESC LIMIT 1`,
  );
  const brands = await q(
    `SELECT b.slug, count(*)::int AS n FROM "Product" p JOIN "Brand" b ON b.id = p."brandId"
     WHERE p.published AND p."categoryId" = $1 GROUP BY b.slug ORDER BY n DESC LIMIT 2`,
    [category.id],
  );
  const visible = Number((await q(`SELECT count(*)::int AS n FROM "Product" WHERE published`))[0].n);
  const [deep] = await q(
    `SELECT id, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS iso FROM "Product" WHERE published
     ORDER BY "createdAt" DESC, id ASC OFFSET $1 LIMIT 1`,
    [Math.floor(visible * 0.9)],
  );
  const [buyer] = await q(`SELECT email FROM "User" WHERE email LIKE '%@bench.example' ORDER BY id LIMIT 1 OFFSET 17`);
  // Some order's name (a bench run with few orders, --orders 2000, has no 4,243rd).
  const [named] = await q(
    `SELECT "shipName" AS name FROM "Order" ORDER BY id LIMIT 1 OFFSET LEAST(4242, (SELECT count(*) - 1 FROM "Order"))`,
  );
  const [word] = await q(`SELECT split_part(title, ' ', 1) AS w FROM "Product" ORDER BY id LIMIT 1 OFFSET 777`);
  await client.end();

  console.log(`starting the shop on port ${PORT}`);
  server = await startServer({
    port: PORT,
    dataDir,
    // The lists themselves are measured: the anonymous page cache (a few seconds per page) is off.
    extraEnv: { DATABASE_URL: url, SEED_DEMO: "false", PAGE_CACHE: "false" },
  });
  const base = `http://localhost:${PORT}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "admin-demo-2026" }),
  });
  if (login.status !== 200) throw new Error(`log-in answered ${login.status}`);
  const staff = { cookie: `sattva_session=${(await login.json()).token}; i18next=en` };
  const shopper = { cookie: "i18next=en" };

  const col = `/collections/${category.slug}`;
  const brandParams = brands.map((b) => `brand=${enc(b.slug)}`).join("&");
  const orders = "/sattva-administration/orders?view=all";
  const scenarios = [
    ["collection plain", col, shopper],
    ["collection brand+price filters", `${col}?${brandParams}&min=10&max=60`, shopper],
    ["collection price asc", `${col}?sort=price-asc`, shopper],
    ["collection price desc", `${col}?sort=price-desc`, shopper],
    ["collection filters + price asc", `${col}?${brandParams}&min=10&max=60&sort=price-asc`, shopper],
    ["collection page 20", `${col}?page=20`, shopper],
    ["all products page 20, price desc", `/collections/all?page=20&sort=price-desc`, shopper],
    ["JSON list first page", `/api/sattva-products?limit=24`, shopper],
    ["JSON list cursor 90% in", `/api/sattva-products?limit=24&cursor=${cursor(deep.iso, deep.id)}`, shopper],
    ["JSON list offset 10,000 (cap)", `/api/sattva-products?limit=24&offset=10000`, shopper],
    ["office products plain", `/sattva-administration/products`, staff],
    ["office products search", `/sattva-administration/products?q=${enc(word.w)}`, staff],
    ["office products price desc", `/sattva-administration/products?sort=price-desc`, staff],
    ["orders first page", orders, staff],
    ["orders status shipped", `${orders}&status=shipped`, staff],
    ["orders e-mail part", `${orders}&q=${enc(buyer.email.split("@")[0])}`, staff],
    ["orders full name", `${orders}&q=${enc(named.name)}`, staff],
    ["orders total high-low", `${orders}&sort=total-desc`, staff],
    ["customers plain", `/sattva-administration/customers`, staff],
    ["customers search", `/sattva-administration/customers?q=${enc(named.name.split(" ").pop())}`, staff],
  ];

  console.log(
    `\n${counts.products.toLocaleString("en")} products, ${counts.orders.toLocaleString("en")} orders, ` +
      `${counts.users.toLocaleString("en")} accounts; ${ROUNDS} requests each after ${WARM_UP} untimed, one at a time`,
  );
  console.log(
    `collection ${category.slug} (${category.n.toLocaleString("en")} products), brands ${brands.map((b) => b.slug)}`,
  );
  console.log(`${"request".padEnd(34)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}  status  goal ${GOAL_MS} ms`);
  let missed = 0;
  for (const [label, p, headers] of scenarios) {
    const times = [];
    let status = 0;
    for (let i = 0; i < ROUNDS + WARM_UP; i++) {
      const t0 = performance.now();
      const r = await fetch(base + p, { headers, redirect: "manual" });
      await r.arrayBuffer();
      if (i >= WARM_UP) times.push(performance.now() - t0);
      status = r.status;
    }
    const p95 = quantile(times, 0.95);
    const ok = status === 200 && p95 <= GOAL_MS;
    if (!ok) missed++;
    console.log(
      `${label.padEnd(34)}${quantile(times, 0.5).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}  ${String(status).padStart(6)}  ${ok ? "PASS" : "MISS"}`,
    );
  }
  console.log(`\n${scenarios.length - missed} of ${scenarios.length} within ${GOAL_MS} ms at p95`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!REUSE && !KEEP) await dropBenchDatabase(name);
}
