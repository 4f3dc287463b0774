// The staff orders list at a million orders (issues 11 and 12): the built shop on a fresh data
// folder, its orders made by tests/bench/orders-fixture.mjs (set-based SQL), then, signed in as
// the demo admin, the p50/p95 of the list's first page, a middle page (by cursor), searches by
// e-mail and by name, a status + country + date filter and rare filters; then the CSV export of
// every order: its time, its size and the server's peak memory (VmRSS sampled from /proc, and
// VmHWM). Run `npm run build` first (or set BUILD_DIR). Options: --orders=N (default 1,000,000),
// --rounds=N, --port=N.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { embeddedUrl, startShop, withSql } from "../support/shop-process.mjs";
import { seedBenchOrders } from "./orders-fixture.mjs";

/** `--name=value` or `--name value`. */
function option(name, fallback) {
  const args = process.argv.slice(2);
  const eq = args.find((a) => a.startsWith(`--${name}=`));
  if (eq) return eq.slice(name.length + 3);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

const ORDERS = Number(option("orders", "1000000"));
const ROUNDS = Number(option("rounds", "30"));
const PORT = Number(option("port", "3472"));
const LIST = "/sattva-administration/orders?view=all";
/** Requests of each scenario not timed: the server's code and caches warm up first, as in a running shop. */
const WARM_UP = 10;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * q) - 1))];
};

/** The page's keyset cursor for a row (as app/modules/orders/office-list.server.ts encodes it). */
const cursor = (value, id) => Buffer.from(JSON.stringify([value, id])).toString("base64url");

/** kB of a line of /proc/<pid>/status ("VmRSS", "VmHWM"). */
function procKb(pid, field) {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) : NaN;
}

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-bench-orders-"));
console.log(`starting the shop on port ${PORT} (data in ${dataDir})`);
const shop = await startShop({ port: PORT, dataDir });
const base = `http://localhost:${PORT}`;
try {
  const url = embeddedUrl(dataDir);
  console.log(`making ${ORDERS.toLocaleString("en")} orders`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedBenchOrders(client, ORDERS);
  } finally {
    await client.end();
  }

  // What the scenarios look for: a returning customer's e-mail, a full name, the middle row.
  const sample = await withSql(url, async (q) => {
    const [buyer] = await q(
      `SELECT u.email FROM "User" u WHERE u.email LIKE '%@bench.example' ORDER BY u.id LIMIT 1 OFFSET 17`,
    );
    const [named] = await q(`SELECT "shipName" AS name FROM "Order" ORDER BY id LIMIT 1 OFFSET 4242`);
    const total = Number((await q(`SELECT count(*) AS n FROM "Order"`))[0].n);
    const [middle] = await q(
      `SELECT id, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS iso FROM "Order"
       ORDER BY "createdAt" DESC, id DESC OFFSET $1 LIMIT 1`,
      [Math.floor(total / 2)],
    );
    const [deep] = await q(
      `SELECT id, "totalCents" AS t FROM "Order" ORDER BY "totalCents" DESC, id DESC OFFSET $1 LIMIT 1`,
      [Math.floor((total * 3) / 4)],
    );
    return {
      email: buyer.email,
      name: named.name,
      middle: cursor(middle.iso, middle.id),
      deep: cursor(deep.t, deep.id),
      total,
    };
  });
  const today = new Date().toISOString().slice(0, 10);
  const ninetyDaysAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const surname = sample.name.split(" ").pop();
  const enc = encodeURIComponent;

  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "admin-demo-2026" }),
  });
  if (login.status !== 200) throw new Error(`log-in answered ${login.status}`);
  const headers = { cookie: `sattva_session=${(await login.json()).token}` };

  const pages = [
    ["first page", LIST],
    ["middle page (cursor)", `${LIST}&after=${sample.middle}`],
    ["last page", `${LIST}&at=last`],
    ["total high-low, 3/4 in", `${LIST}&sort=total-desc&after=${sample.deep}`],
    ["search e-mail", `${LIST}&q=${enc(sample.email)}`],
    ["search e-mail part", `${LIST}&q=${enc(sample.email.split("@")[0])}`],
    ["search full name", `${LIST}&q=${enc(sample.name)}`],
    ["search surname", `${LIST}&q=${enc(surname)}`],
    ["search order number", `${LIST}&q=SAT-${10101 + Math.floor(ORDERS / 3)}`],
    ["status+country+90 days", `${LIST}&status=delivered&country=DE&from=${ninetyDaysAgo}&to=${today}`],
    ["rare: needs review", `${LIST}&review=1`],
    ["rare: refunded", `${LIST}&payment=refunded`],
    ["rare: failed + PT", `${LIST}&payment=failed&country=PT`],
    ["rare: returned, total asc", `${LIST}&status=returned&sort=total-asc`],
  ];
  console.log(`\n${LIST} at ${sample.total.toLocaleString("en")} orders, ${ROUNDS} requests each (one at a time)`);
  console.log("scenario                     p50 ms   p95 ms   rows");
  for (const [name, p] of pages) {
    const times = [];
    let rows = 0;
    for (let i = 0; i < ROUNDS + WARM_UP; i++) {
      const t0 = performance.now();
      const r = await fetch(base + p, { headers, redirect: "manual" });
      const html = await r.text();
      if (r.status !== 200 || !html.includes('data-testid="orders-count"')) {
        throw new Error(`${p} answered ${r.status} without the list`);
      }
      if (i >= WARM_UP) times.push(performance.now() - t0);
      rows = html.split('data-testid="orders-list-row"').length - 1;
    }
    console.log(
      `${name.padEnd(26)}${quantile(times, 0.5).toFixed(1).padStart(9)}${quantile(times, 0.95).toFixed(1).padStart(9)}${String(rows).padStart(7)}`,
    );
  }

  // The CSV of every order, read as fast as this client can, while the server's memory is sampled.
  const pid = shop.child.pid;
  const before = procKb(pid, "VmRSS");
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, procKb(pid, "VmRSS"));
  }, 50);
  const t0 = performance.now();
  const res = await fetch(`${base}/sattva-administration/orders.csv`, { headers });
  if (res.status !== 200) throw new Error(`the CSV answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, procKb(pid, "VmRSS"));
  console.log(
    `\nCSV export: ${(lines - 1).toLocaleString("en")} orders, ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s` +
      ` (${Math.round((lines - 1) / seconds).toLocaleString("en")} orders/s)`,
  );
  console.log(
    `server memory: RSS ${mb(before)} before, peak ${mb(peak)} during (sampled every 50 ms); VmHWM ${mb(procKb(pid, "VmHWM"))} since start`,
  );
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
