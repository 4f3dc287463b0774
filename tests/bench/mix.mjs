#!/usr/bin/env node
// A realistic shopper mix against the built shop (demo seed, built-in test gateway) on an external
// PostgreSQL: virtual shoppers, each with its own cookies and one keep-alive connection, no think
// time, pick an action by weight (browse 40 %, product 20 %, search 15 %, cart 12 %, account 8 %,
// checkout 5 %) and play it the way a browser without JavaScript would: the HTML pages, the cart
// form's POST (same-origin Origin and Sec-Fetch-Site, 303 followed), the payment page's form, the
// test gateway's Pay button and the payment status page; log-in through the log-in form.
// The number of shoppers steps up (1, 2, 4, 8, 16, 32 by default, `--seconds` each); every step
// prints req/s, p50/p95/p99 and errors (answers ≥ 400 and dropped connections: 3xx are normal
// answers), then the highest step whose p95 ≤ 200 ms: the sustained req/s. For one instance, then
// three behind nginx (tests/support/cluster.mjs), on the same PostgreSQL server.
//
//   node tests/bench/mix.mjs [--seconds 15] [--steps 1,2,4,8,16,32] [--only 1|3] [--port 7280]
// (one instance on --port; three on port+11..port+13 behind nginx on port+10)
//   node tests/bench/mix.mjs --base http://localhost:7285 --database postgresql://… (a shop already up)
// PostgreSQL: BENCH_DATABASE_URL (a server URL; a fresh database is created), else 127.0.0.1:5432.
// Figures only, no timed assertions; the machine's other work shows in them (compare 1 and 3 in
// the same run).
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, brotliDecompressSync, inflateSync } from "node:zlib";
import pg from "pg";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { freshPostgres, option, startServer } from "./support.mjs";

const SECONDS = Number(option("seconds", 15));
const STEPS = option("steps", "1,2,4,8,16,32").split(",").map(Number);
const ONLY = option("only", "");
const PORT = Number(option("port", 7280));
const P95_GOAL = 200;
const SHOPPERS = Math.max(...STEPS);
const PASSWORD = "mix-bench-Shopper-2026";

const WEIGHTS = [
  ["browse", 40],
  ["product", 20],
  ["search", 15],
  ["cart", 12],
  ["account", 8],
  ["checkout", 5],
];
const SEARCH_WORDS = ["incense", "candle", "sandalwood", "lavender", "oil", "stone", "rose", "amber", "gift", "sage"];
const MISSPELT = ["insence", "candel", "sandlewood", "lavander", "ambre"];
const SUGGEST = ["inc", "can", "san", "lav", "ros", "amb"];
const SORTS = ["featured", "price-asc", "price-desc", "newest", "rating"];

const pick = (a) => a[Math.floor(Math.random() * a.length)];
const TOTAL_WEIGHT = WEIGHTS.reduce((s, [, w]) => s + w, 0);
function pickAction() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [name, w] of WEIGHTS) if ((r -= w) < 0) return name;
  return WEIGHTS[0][0];
}

function decode(buf, encoding) {
  if (encoding === "gzip") return gunzipSync(buf).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(buf).toString("utf8");
  if (encoding === "deflate") return inflateSync(buf).toString("utf8");
  return buf.toString("utf8");
}

const unescapeHtml = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

let ipSeq = 0;
const nextIp = () => {
  const n = ++ipSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * One shopper's browser: a cookie jar, one keep-alive connection, a client address of its own
 * (the shop trusts X-Forwarded-For here, so per-address limits count per shopper, as they would).
 */
class Browser {
  constructor(base, record) {
    this.base = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.cookies = new Map();
    this.ip = nextIp();
    this.record = record;
  }
  close() {
    this.agent.destroy();
  }
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  keepCookies(setCookie) {
    for (const line of setCookie ?? []) {
      const [pair, ...attrs] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  /** One request; its latency and status are recorded. Returns { status, location, text() }. */
  request(method, pathname, { form, want = false } = {}) {
    const body = form ? new URLSearchParams(form).toString() : null;
    const headers = {
      host: this.base.host,
      accept: "text/html,application/xhtml+xml",
      "accept-encoding": "gzip, br",
      "accept-language": "it-IT,it;q=0.9,en;q=0.8",
      "user-agent": "Mozilla/5.0 (Linux; Android 14) sattva-mix-bench",
      "x-forwarded-for": this.ip,
      "sec-fetch-site": method === "GET" ? "none" : "same-origin",
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (body !== null) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["content-length"] = Buffer.byteLength(body);
      headers.origin = this.base.origin;
    }
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        { hostname: this.base.hostname, port: this.base.port, path: pathname, method, headers, agent: this.agent },
        (res) => {
          const chunks = [];
          res.on("data", (c) => want && chunks.push(c));
          res.on("end", () => {
            const ms = performance.now() - started;
            this.keepCookies(res.headers["set-cookie"]);
            this.record(ms, res.statusCode, method, pathname);
            const buf = Buffer.concat(chunks);
            resolve({
              status: res.statusCode,
              location: res.headers.location,
              text: () => decode(buf, res.headers["content-encoding"]),
            });
          });
          res.on("error", () => {
            this.record(performance.now() - started, 0, method, pathname);
            resolve({ status: 0, text: () => "" });
          });
        },
      );
      req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        this.record(performance.now() - started, 0, method, pathname);
        resolve({ status: 0, text: () => "" });
      });
      if (body !== null) req.write(body);
      req.end();
    });
  }
  /** Like a browser: a redirect within the shop is followed (each hop is a request of its own). */
  async follow(r, want, hops = 5) {
    while (hops-- > 0 && r.status >= 300 && r.status < 400 && r.location) {
      const next = new URL(r.location, this.base);
      if (next.host !== this.base.host) return r;
      r = await this.request("GET", next.pathname + next.search, { want });
    }
    return r;
  }
  async get(pathname, { want = false } = {}) {
    return this.follow(await this.request("GET", pathname, { want }), want);
  }
  /** A form post and, like a browser, the GETs of the 303's target. */
  async post(pathname, form, { want = false } = {}) {
    return this.follow(await this.request("POST", pathname, { form, want }), want);
  }
}

/** What the shoppers browse: collections, products (id and page), one registered shopper each. */
async function discover(base) {
  const products = (await (await fetch(`${base}/api/sattva-products?limit=200`)).json()).data;
  const home = await (await fetch(`${base}/`)).text();
  const collections = [...new Set([...home.matchAll(/href="\/collections\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
  if (collections.length === 0) throw new Error("no collection linked from the home page");
  const pages = new Map();
  for (const c of collections) {
    const html = await (await fetch(`${base}/collections/${c}`)).text();
    for (const m of html.matchAll(/href="\/product\/([^"?#]+)"/g)) pages.set(m[1], true);
  }
  // The cart form takes product ids: the JSON list gives them; product pages come from the links.
  const ids = products.filter((p) => p.stock > 0).map((p) => p.id ?? p._id);
  if (ids.length === 0 || pages.size === 0) throw new Error("no product to buy");
  return { collections, productPages: [...pages.keys()], productIds: ids };
}

async function registerShoppers(base, runId) {
  const shoppers = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `mix-${runId}-${i}@example.com`;
    const r = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: JSON.stringify({ fname: "Mix", lname: `Shopper ${i}`, email, password: PASSWORD }),
    });
    if (r.status !== 201) throw new Error(`register answered ${r.status}: ${await r.text()}`);
    shoppers.push({ email, orders: [] });
  }
  return shoppers;
}

/** The actions, each a few requests as a browser without JavaScript makes them. */
function actions(catalog) {
  const addToCart = (b, back) =>
    b.post("/cart", { intent: "add", productId: pick(catalog.productIds), quantity: "1", redirectTo: back });
  return {
    async browse(b) {
      const r = Math.random();
      if (r < 0.25) return b.get("/");
      const c = `/collections/${pick(catalog.collections)}`;
      if (r < 0.55) return b.get(c);
      if (r < 0.8) return b.get(`${c}?page=${pick([2, 3])}`);
      const q = new URLSearchParams({ sort: pick(SORTS) });
      if (Math.random() < 0.5) q.set("stock", "1");
      if (Math.random() < 0.5) q.set("min", "5");
      if (Math.random() < 0.3) q.set("max", "60");
      return b.get(`${c}?${q}`);
    },
    product: (b) => b.get(`/product/${pick(catalog.productPages)}`),
    async search(b) {
      const r = Math.random();
      if (r < 0.55) return b.get(`/search?q=${encodeURIComponent(pick(SEARCH_WORDS))}`);
      if (r < 0.7) return b.get(`/search?q=${encodeURIComponent(pick(MISSPELT))}`);
      return b.get(`/search/suggest?q=${encodeURIComponent(pick(SUGGEST))}`);
    },
    async cart(b) {
      const page = `/product/${pick(catalog.productPages)}`;
      if (Math.random() < 0.7) return addToCart(b, page);
      return b.get("/cart");
    },
    async account(b) {
      if (!b.signedIn) {
        const r = await b.post("/account/login", {
          intent: "login",
          email: b.shopper.email,
          password: PASSWORD,
          redirectTo: "/account/orders",
        });
        b.signedIn = r.status === 200;
        if (b.signedIn) b.counts.logins++;
        return;
      }
      const oid = b.shopper.orders.length ? pick(b.shopper.orders) : null;
      if (oid && Math.random() < 0.5) {
        return b.get(`/pages/where's-my-order?${new URLSearchParams({ ref: oid, email: b.shopper.email })}`);
      }
      return b.get("/account/orders");
    },
    async checkout(b) {
      await addToCart(b, "/cart");
      const page = "/pages/payment-proceed?method=card";
      const form = await b.get(page, { want: true });
      if (form.status !== 200) return;
      const html = form.text();
      const hidden = (name) => unescapeHtml(html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "");
      // A new client address per order: the checkout limit counts posts per address, and a
      // real shop's orders come from many.
      b.ip = nextIp();
      const placed = await b.request("POST", page, {
        form: {
          intent: "place",
          method: "card",
          lines: hidden("lines"),
          pricing: hidden("pricing"),
          fullName: "Mix Shopper",
          email: b.shopper.email,
          phone: "3471234567",
          address: "Via Roma 1",
          city: "Bologna",
          postalCode: "40100",
          country: "IT",
          discountCode: "",
        },
      });
      if (placed.status !== 303 || !placed.location) return;
      const gateway = new URL(placed.location, b.base).pathname;
      await b.get(gateway);
      const status = await b.post(gateway, { intent: "approve" }, { want: true });
      const oid = status.status === 200 ? status.text().match(/SAT-\d+/)?.[0] : null;
      if (oid) b.shopper.orders.push(oid);
      if (status.status === 200) b.counts.orders++;
    },
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `users` shoppers play the mix for SECONDS; every answer that arrives is counted. */
async function step(base, users, shoppers, play) {
  const latencies = [];
  const errors = {};
  const perAction = {};
  const record = (ms, status, method, pathname) => {
    latencies.push(ms);
    if (status === 0 || status >= 400) {
      const key = `${status || "dropped"} ${method} ${pathname.split("?")[0].replace(/\/[^/]*\d[^/]*$/, "/…")}`;
      errors[key] = (errors[key] ?? 0) + 1;
    }
  };
  const counts = { orders: 0, logins: 0 };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const user = async (i) => {
    const b = new Browser(base, record);
    b.shopper = shoppers[i % shoppers.length];
    b.counts = counts;
    try {
      while (performance.now() < deadline) {
        const name = pickAction();
        perAction[name] = (perAction[name] ?? 0) + 1;
        await play[name](b);
      }
    } finally {
      b.close();
    }
  };
  await Promise.all(Array.from({ length: users }, (_, i) => user(i)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const errorCount = Object.values(errors).reduce((s, n) => s + n, 0);
  return {
    users,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errorCount,
    errorKinds: errors,
    perAction,
    ...counts,
  };
}

async function restock(databaseUrl) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(`UPDATE "Product" SET stock = 1000000 WHERE stock < 1000000`);
  } finally {
    await c.end();
  }
}

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-");

async function run(label, base, databaseUrl, runId) {
  await restock(databaseUrl);
  const catalog = await discover(base);
  const shoppers = await registerShoppers(base, runId);
  const play = actions(catalog);
  // Warm-up (not counted): every kind of page once per instance's caches and JIT.
  await step(base, 4, shoppers, play).catch(() => {});
  console.log(`\n${label}: the mix, ${SECONDS} s per step`);
  console.log("shoppers    req/s   p50 ms   p95 ms   p99 ms  requests  errors  orders paid  log-ins");
  const rows = [];
  for (const users of STEPS) {
    await restock(databaseUrl);
    const r = await step(base, users, shoppers, play);
    rows.push(r);
    console.log(
      `${String(users).padStart(8)}${f(r.rps, 1).padStart(9)}${f(r.p50, 1).padStart(9)}${f(r.p95, 1).padStart(9)}${f(r.p99, 1).padStart(9)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}${String(r.orders).padStart(13)}${String(r.logins).padStart(9)}`,
    );
    for (const [k, n] of Object.entries(r.errorKinds)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)) {
      console.log(`          error ${k} ×${n}`);
    }
  }
  const peak = rows.reduce((a, b) => (b.rps > a.rps ? b : a));
  console.log(`peak: ${f(peak.rps, 1)} req/s (${peak.users} shoppers, p95 ${f(peak.p95, 1)} ms)`);
  const good = rows.filter((r) => r.p95 <= P95_GOAL);
  const best = good.length ? good.reduce((a, b) => (b.rps > a.rps ? b : a)) : null;
  console.log(
    best
      ? `sustained: ${f(best.rps, 1)} req/s at p95 ${f(best.p95, 1)} ms ≤ ${P95_GOAL} ms (${best.users} shoppers, ${best.errors} errors)`
      : `sustained: no step kept p95 ≤ ${P95_GOAL} ms`,
  );
  return { best, peak };
}

function serverEnv() {
  const env = { ...process.env };
  // The built-in test gateway takes every method: no provider of the developer's shell is called.
  for (const k of Object.keys(env)) if (/^(STRIPE|PAYPAL|FINTECTURE)_/.test(k)) delete env[k];
  return env;
}

// The same settings as tests/support/cluster.mjs gives its instances, so 1 and 3 compare.
const SHOP_ENV = {
  SHOP_MODE: "live",
  SEED_DEMO: "true",
  PAYMENTS_TEST_MODE: "true",
  TRUST_PROXY: "true",
  SMTP_URL: "",
};

if (option("base", "")) {
  // A shop already running (with TRUST_PROXY=true and PAYMENTS_TEST_MODE=true) on --database's data.
  await run(option("base"), option("base"), option("database", process.env.DATABASE_URL), `run${Date.now()}`);
  process.exit(0);
}

buildIfStale();
const pgdb = await freshPostgres("bench_mix");
if (!pgdb) {
  console.log("PostgreSQL: not reachable (set BENCH_DATABASE_URL); the mix runs on an external server only");
  process.exit(2);
}
const results = {};
try {
  if (ONLY !== "3") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mix-one-"));
    const base = `http://127.0.0.1:${PORT}`;
    const server = await startServer({
      port: PORT,
      dataDir,
      env: serverEnv(),
      extraEnv: { ...SHOP_ENV, DATABASE_URL: pgdb.url, PUBLIC_URL: base },
    });
    try {
      results.one = await run("1 instance", base, pgdb.url, "one");
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (ONLY !== "1") {
    const { startCluster } = await import("../support/cluster.mjs").catch(() => ({}));
    if (!startCluster) console.log("\n3 instances: tests/support/cluster.mjs is not there, skipped");
    else {
      const port = PORT + 10;
      const cluster = await startCluster({
        instances: 3,
        port,
        appPorts: [port + 1, port + 2, port + 3],
        databaseUrl: pgdb.url,
        env: SHOP_ENV,
      });
      try {
        results.three = await run("3 instances behind nginx", cluster.url, pgdb.url, "three");
      } finally {
        await cluster.stop();
      }
    }
  }
} finally {
  await pgdb.drop();
}
if (results.one && results.three) {
  const ratio = (a, b) => (a && b ? `${(a.rps / b.rps).toFixed(2)}×` : "-");
  console.log(
    `\n3 instances / 1 instance: sustained ${ratio(results.three.best, results.one.best)}, ` +
      `peak ${ratio(results.three.peak, results.one.peak)} (the instances share this machine's cores)`,
  );
}
