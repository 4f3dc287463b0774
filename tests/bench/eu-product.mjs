#!/usr/bin/env node
// Issue 14's speed figure: the product page with its prior price (Omnibus) and its safety block
// (GPSR) against the same page before issue 14, both figures printed by one run.
//
// The "before" shop is the last commit before issue 14 (50246cb; issue 14's commits begin with
// c593267), the "after" shop is HEAD as committed (not the shared checkout's uncommitted files).
// Each gets a git worktree in a temporary folder with this checkout's node_modules linked in, its
// own Prisma client and build, and runs as a production server (`npm start`'s scripts/start.mjs,
// SHOP_MODE=live with the demo seed) on its own embedded PostgreSQL in its own data folder, with
// the page cache off (PAGE_CACHE=false) so every request renders.
//
// The same seeded product is measured on both: a reduced product of a category with safety
// warnings (a candle or an incense), whose page after issue 14 shows the prior-price line and the
// safety block and before it shows neither (both checked). Three addresses per shop, each under
// autocannon for --seconds, in interleaved rounds (round 1: old then new, round 2: new then old,
// ...) so the machine's other work falls on both:
//   product page   /product/<slug>        the whole HTML (root and product loaders, React SSR)
//   product data   /product/<slug>.data   the loaders only (single fetch's data request)
//   floor          /bench/resource        a resource route: same server and middleware, no page; the
//                                         shops tied here until 29214e4 (static handler matching
//                                         over the matched branch), which made the new one's floor
//                                         faster too: read it as the frame's floor, not as a tie
// Printed per round: req/s, p50 and p95 latency, the server's CPU ms per request, new/old; then
// the median ratio per address and PASS or MISS against issue 14's "new ≥ 0.95 × old".
// --profile then profiles the new server (node --cpu-prof) under the product page's load and
// prints the share of its CPU spent in the prior-price and safety code.
//
//   node tests/bench/eu-product.mjs [--rounds 6] [--seconds 6] [--connections 10] [--port 7600]
//                                   [--old 50246cb] [--new HEAD] [--profile] [--keep-builds]
// The two servers use --port and --port + 1. Builds go to /tmp/build-eubench-<commit>;
// --keep-builds keeps them for the next run (else they are removed with the worktrees).
// Compare ratios within one run, never absolute figures across runs (the machine is shared).
import { spawn, spawnSync } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cpuMs, median, option, ROOT, waitFor } from "./support.mjs";
import { SOURCES } from "../../scripts/build-if-stale.mjs";

const ROUNDS = Number(option("rounds", 6));
const SECONDS = Number(option("seconds", 6));
const CONNECTIONS = Number(option("connections", 10));
const PORT = Number(option("port", 7600));
const OLD_REF = option("old", "50246cb");
const NEW_REF = option("new", "HEAD");
const PROFILE = process.argv.includes("--profile");
const KEEP_BUILDS = process.argv.includes("--keep-builds");
const GOAL = 0.95;
const HEADERS = { "accept-encoding": "gzip", "accept-language": "it" };

// ── everything this run makes, undone in cleanup() whatever happens ─────────────────────────────
const made = { tmp: null, worktrees: [], builds: [], servers: [] };
let cleaning = null;

function cleanup() {
  cleaning ??= (async () => {
    for (const s of made.servers.splice(0)) await s.stop().catch((e) => console.error(`stopping ${s.name}: ${e}`));
    for (const wt of made.worktrees.splice(0)) {
      const r = spawnSync("git", ["worktree", "remove", "--force", wt], { cwd: ROOT, encoding: "utf8" });
      if (r.status !== 0) console.error(`git worktree remove ${wt}: ${r.stderr.trim()}`);
    }
    spawnSync("git", ["worktree", "prune"], { cwd: ROOT });
    if (made.tmp) rmSync(made.tmp, { recursive: true, force: true });
    if (!KEEP_BUILDS) for (const b of made.builds.splice(0)) rmSync(b, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the worktrees…`);
    void cleanup().finally(() => process.exit(130));
  });
}

function git(args, cwd = ROOT) {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

function setTimes(p, when) {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isDirectory()) for (const e of readdirSync(p)) if (e !== "node_modules") setTimes(path.join(p, e), when);
  utimesSync(p, when, when);
}

/**
 * A worktree of `sha` under the run's temporary folder, with this checkout's node_modules, its own
 * Prisma client (app/generated) and a production build in /tmp/build-eubench-<sha> (kept from an
 * earlier --keep-builds run when it is there).
 */
function prepare(label, sha) {
  const dir = path.join(made.tmp, label);
  git(["worktree", "add", "--detach", dir, sha]);
  made.worktrees.push(dir);
  const modules = realpathSync(path.join(ROOT, "node_modules"));
  symlinkSync(modules, path.join(dir, "node_modules"), "dir");
  const gen = spawnSync(process.execPath, [path.join(modules, "prisma/build/index.js"), "generate"], {
    cwd: dir,
    encoding: "utf8",
  });
  if (gen.status !== 0) throw new Error(`prisma generate in ${label} (${sha}):\n${gen.stdout}\n${gen.stderr}`);
  // The files are the commit's: dated at its time, so a build made from the same commit is current
  // (scripts/start.mjs rebuilds when a source is newer than the build).
  const when = new Date(Number(git(["log", "-1", "--format=%ct", sha])) * 1000);
  for (const s of SOURCES) setTimes(path.join(dir, s), when);

  const buildDir = `/tmp/build-eubench-${sha.slice(0, 12)}`;
  made.builds.push(buildDir);
  const stamp = path.join(buildDir, ".stamp");
  const reused = existsSync(stamp) && existsSync(path.join(buildDir, "server/index.js"));
  if (!reused) {
    rmSync(buildDir, { recursive: true, force: true });
    mkdirSync(buildDir, { recursive: true });
    // The build's packages: this checkout's, not the worktree's link to them (gone after the run).
    symlinkSync(modules, path.join(buildDir, "node_modules"), "dir");
    console.log(`Building ${label} (${sha.slice(0, 7)}) into ${buildDir}…`);
    const started = Date.now();
    const b = spawnSync(process.execPath, [path.join(dir, "scripts/build-if-stale.mjs")], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
      encoding: "utf8",
    });
    if (b.status !== 0 || !existsSync(stamp)) throw new Error(`build of ${label} failed:\n${b.stdout}\n${b.stderr}`);
    console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else console.log(`${label} (${sha.slice(0, 7)}): build kept from an earlier run in ${buildDir}`);
  return { label, sha, dir, buildDir };
}

/** The worktree's `npm start` (scripts/start.mjs) on `port`, its own embedded database in `dataDir`. */
async function startServer(tree, port, dataDir, { nodeArgs = [] } = {}) {
  const log = path.join(made.tmp, `${tree.label}-${port}-${Date.now()}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, [...nodeArgs, path.join(tree.dir, "scripts/start.mjs")], {
    cwd: tree.dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: tree.buildDir,
      SHOP_MODE: "live",
      SEED_DEMO: "true",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BENCH_ROUTES: "true",
      PAGE_CACHE: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = child.exitCode !== null;
  const exit = new Promise((r) => child.once("exit", () => r((exited = true))));
  const server = {
    name: `${tree.label} server (port ${port})`,
    pid: child.pid,
    base: `http://localhost:${port}`,
    async stop() {
      if (!exited) {
        child.kill("SIGINT");
        const t = setTimeout(() => child.kill("SIGKILL"), 45_000);
        await exit;
        clearTimeout(t);
      }
      // Should the server have died without stopping its embedded PostgreSQL, stop that too.
      const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
      if (existsSync(pidFile)) {
        const pgPid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
        try {
          process.kill(pgPid, "SIGINT");
        } catch {
          /* already gone */
        }
      }
    },
  };
  made.servers.push(server);
  try {
    await Promise.race([
      waitFor(`${server.base}/healthz`, 600_000),
      exit.then(() => Promise.reject(new Error("exited"))),
    ]);
  } catch (e) {
    const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-40).join("\n") : "";
    throw new Error(`${server.name} did not start (${e.message}):\n${tail}`);
  }
  return server;
}

async function text(url, headers = HEADERS) {
  const r = await fetch(url, { headers: { "accept-language": headers["accept-language"] } });
  return { status: r.status, body: await r.text() };
}

const has = (html, testid) => html.includes(`data-testid="${testid}"`);

/**
 * A product whose page on the new shop shows the prior price and the safety block with warnings,
 * that the old shop has too (same seed) without either: a candle first, else an incense, else any.
 */
async function pickProduct(oldServer, newServer) {
  const lists = ["/products/categories/candles", "/products/categories/incense", "/collections/all"];
  const slugs = [];
  for (const list of lists) {
    const listing = await text(`${newServer.base}${list}`);
    for (const [, slug] of listing.body.matchAll(/href="\/product\/([^"?#]+)"/g))
      if (!slugs.includes(slug)) slugs.push(slug);
  }
  // Listings show other products too (rails): the slug names the kind.
  const rank = (slug) => (/candle/.test(slug) ? 0 : /incense/.test(slug) ? 1 : 2);
  const candidates = slugs.map((slug, i) => ({ slug, i })).sort((a, b) => rank(a.slug) - rank(b.slug) || a.i - b.i);
  let tried = 0;
  for (const { slug } of candidates.slice(0, 120)) {
    tried++;
    const now = await text(`${newServer.base}/product/${slug}`);
    if (now.status !== 200 || !has(now.body, "prior-price") || !has(now.body, "safety-warnings")) continue;
    const before = await text(`${oldServer.base}/product/${slug}`);
    if (before.status !== 200) continue;
    if (has(before.body, "prior-price") || has(before.body, "product-safety")) {
      throw new Error(`the old shop's page of ${slug} already has an issue-14 block: wrong --old commit?`);
    }
    if (!has(before.body, "discount-badge")) continue;
    return { slug, newHtml: now.body, oldHtml: before.body };
  }
  throw new Error(`no reduced product with safety warnings found among ${tried} products`);
}

/** autocannon on `url` for `seconds`: req/s, p50 and p95 (ms, every response's time) and the server's CPU ms/request. */
function load(server, url, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    const times = [];
    const before = cpuMs(server.pid);
    const inst = autocannon(
      { url: server.base + url, connections: CONNECTIONS, duration: seconds, headers: HEADERS },
      (err, r) => {
        if (err) return reject(err);
        const used = before === null ? null : cpuMs(server.pid) - before;
        times.sort((a, b) => a - b);
        const pct = (p) =>
          times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] : NaN;
        resolve({
          rps: r.requests.average,
          total: r.requests.total,
          p50: pct(50),
          p95: pct(95),
          cpu: used === null ? null : used / Math.max(1, r.requests.total),
          bad: r.non2xx + r.errors + r.timeouts,
        });
      },
    );
    inst.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  });
}

const f = (n, w = 8, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-").padStart(w);

// ── profile: where the new page's CPU goes ──────────────────────────────────────────────────────
// Functions of the prior price (Omnibus) and of the safety block (GPSR), and issue 12's page tags
// made by the loader (for the data request, which did not make them before), as the server bundle
// names them (the server build is not minified). A component's time is its own function's (its
// t() calls and elements); React writing those elements' HTML is counted in React's frames.
const CODE = {
  "prior price": ["reductionOf", "priorOf"],
  "safety block": [
    "SafetyInfo",
    "productSafetyOf",
    "shopImporter",
    "shopAsOperator",
    "operatorInfo",
    "responsiblePersonFor",
    "productIdentifier",
    "readWarnings",
    "warningsIn",
  ],
  "tags (issue 12)": ["productMeta"],
};

// Where a sample's time goes, by the file of its function (first match).
const PARTS = [
  ["app code (server bundle)", (u) => /\/server\/index\.js$|\/server\/assets\//.test(u)],
  ["React SSR", (u) => /react-dom-server|react-jsx-runtime|\/react\/cjs\//.test(u)],
  ["route matching (router)", (u) => /@remix-run\/router|react-router/.test(u)],
  ["i18next", (u) => /i18next/.test(u)],
  ["loader data (turbo-stream)", (u) => /turbo-stream/.test(u)],
  ["Remix server runtime", (u) => /@remix-run\/(server-runtime|node|express)/.test(u)],
  ["database (pg, Prisma)", (u) => /node_modules\/(pg|pg-protocol|@prisma|\.prisma)\/|\/wasm\//.test(u)],
  ["gzip (zlib)", (u) => /node:zlib/.test(u)],
  ["garbage collector", (u, fn) => fn === "(garbage collector)"],
  ["other (Node, http, express)", () => true],
];

/**
 * The samples between `from` and `to` ms after the profile began (idle and "(program)" left
 * out): busy time, time per PARTS entry, and per CODE group (inclusive: a matching frame and all
 * it calls, nested matches counted once), in microseconds.
 */
function profileShares(prof, from, to) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = prof.timeDeltas;
  let t = 0;
  for (let i = 0; i < prof.samples.length; i++) {
    t += dt[i] ?? 0;
    if (t < from * 1000 || t > to * 1000) continue;
    self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i + 1] ?? 0));
  }
  const idle = new Set(["(idle)", "(program)"]);
  let busy = 0;
  const parts = Object.fromEntries(PARTS.map(([name]) => [name, 0]));
  for (const [id, us] of self) {
    const { functionName, url } = byId.get(id).callFrame;
    if (idle.has(functionName)) continue;
    busy += us;
    parts[PARTS.find(([, match]) => match(url, functionName))[0]] += us;
  }
  const code = {};
  for (const [group, names] of Object.entries(CODE)) {
    const set = new Set(names);
    const byName = {};
    let total = 0;
    const walk = (id, inside) => {
      const n = byId.get(id);
      const here = inside ?? (set.has(n.callFrame.functionName) ? n.callFrame.functionName : null);
      const us = self.get(id) ?? 0;
      if (here && us) {
        total += us;
        byName[here] = (byName[here] ?? 0) + us;
      }
      for (const c of n.children ?? []) walk(c, here);
    };
    walk(prof.nodes[0].id, null);
    code[group] = { total, byName };
  }
  return { busy, parts, code };
}

/**
 * Both shops again under node --cpu-prof (the profiler is off while measuring), side by side, the
 * product page's and then the data request's load in alternating windows as in the measurement.
 * The profiler samples wall time (a descheduled thread's sample counts the wait), so its shares
 * are applied to the server's CPU per request read from /proc over the same windows.
 */
async function profileBoth(shops, targets) {
  const running = [];
  for (const shop of shops) {
    const dir = path.join(made.tmp, `profile-${shop.tree.label}`);
    const spawned = Date.now();
    const server = await startServer(shop.tree, shop.port, shop.dataDir, {
      nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=250"],
    });
    running.push({ ...shop, dir, spawned, server, windows: [] });
  }
  const seconds = Math.max(SECONDS, 5);
  for (const [name, url] of targets.slice(0, 2)) {
    for (const r of running) await load(r.server, url, 3);
    for (let k = 0; k < 4; k++) {
      for (const r of k % 2 ? [...running].reverse() : running) {
        const from = Date.now() - r.spawned;
        const res = await load(r.server, url, seconds);
        r.windows.push({ name, res, from: from + 300, to: Date.now() - r.spawned - 300 });
      }
    }
  }
  for (const r of running) {
    await r.server.stop();
    made.servers.splice(made.servers.indexOf(r.server), 1);
  }
  const out = {};
  for (const r of running) {
    const file = readdirSync(r.dir)
      .filter((n) => n.endsWith(".cpuprofile"))
      .map((n) => path.join(r.dir, n))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0];
    if (!file) throw new Error(`no CPU profile of the ${r.tree.label} shop was written`);
    const prof = JSON.parse(readFileSync(file, "utf8"));
    if (process.env.EUBENCH_KEEP_PROFILE)
      writeFileSync(`${process.env.EUBENCH_KEEP_PROFILE}-${r.tree.label}.cpuprofile`, readFileSync(file));
    out[r.tree.label] = targets.slice(0, 2).map(([name]) => {
      const ws = r.windows.filter((w) => w.name === name);
      const sum = { busy: 0, parts: {}, code: {} };
      for (const w of ws) {
        const sh = profileShares(prof, w.from, w.to);
        sum.busy += sh.busy;
        for (const [k, v] of Object.entries(sh.parts)) sum.parts[k] = (sum.parts[k] ?? 0) + v;
        for (const [k, v] of Object.entries(sh.code)) {
          sum.code[k] ??= { total: 0, byName: {} };
          sum.code[k].total += v.total;
          for (const [fn, us] of Object.entries(v.byName)) sum.code[k].byName[fn] = (sum.code[k].byName[fn] ?? 0) + us;
        }
      }
      const total = ws.reduce((n, w) => n + w.res.total, 0);
      const cpu = median(ws.map((w) => w.res.cpu));
      return { name, total, cpu, ...sum };
    });
  }
  return out;
}

function printProfiles({ old: oldW, new: newW }) {
  for (let i = 0; i < newW.length; i++) {
    const o = oldW[i];
    const n = newW[i];
    console.log(
      `\n  ${n.name}: server CPU ms per request (/proc, median of 4 windows) split by the profile's shares, old → new (${o.total} and ${n.total} requests)`,
    );
    const est = (x, us) => (x.cpu * us) / Math.max(1, x.busy);
    const row = (label, a, b, d = 2) =>
      console.log(`    ${label.padEnd(32)}${f(a, 7, d)} →${f(b, 7, d)}  ${b - a >= 0 ? "+" : ""}${(b - a).toFixed(d)}`);
    row("all", o.cpu, n.cpu);
    for (const [name] of PARTS) row(`  ${name}`, est(o, o.parts[name] ?? 0), est(n, n.parts[name] ?? 0));
    console.log("    of which these functions (inclusive):");
    for (const group of Object.keys(CODE)) {
      const a = o.code[group] ?? { total: 0, byName: {} };
      const b = n.code[group] ?? { total: 0, byName: {} };
      const names = Object.entries(b.byName)
        .sort((x, y) => y[1] - x[1])
        .map(([fn, us]) => `${fn} ${est(n, us).toFixed(3)}`)
        .join(", ");
      row(`  ${group}`, est(o, a.total), est(n, b.total), 3);
      if (names)
        console.log(`      new: ${names} (${((100 * b.total) / Math.max(1, n.busy)).toFixed(2)} % of its samples)`);
    }
  }
}

// ── the run ────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const oldSha = git(["rev-parse", "--verify", `${OLD_REF}^{commit}`]);
  const newSha = git(["rev-parse", "--verify", `${NEW_REF}^{commit}`]);
  console.log(
    `EU product page bench, ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`  old: ${git(["log", "--oneline", "-1", "--format=%h %s", oldSha]).slice(0, 100)}`);
  console.log(`  new: ${git(["log", "--oneline", "-1", "--format=%h %s", newSha]).slice(0, 100)}`);
  made.tmp = mkdtempSync(path.join(os.tmpdir(), "eubench-"));
  const oldTree = prepare("old", oldSha);
  const newTree = prepare("new", newSha);

  console.log("Starting both shops (embedded PostgreSQL, demo seed)…");
  const oldServer = await startServer(oldTree, PORT, path.join(made.tmp, "data-old"));
  const newServer = await startServer(newTree, PORT + 1, path.join(made.tmp, "data-new"));

  const pick = await pickProduct(oldServer, newServer);
  const title = (/<title>([^<]*)<\/title>/.exec(pick.newHtml)?.[1] ?? "").replace(/&#x27;|&amp;/g, (m) =>
    m === "&amp;" ? "&" : "'",
  );
  const prior = /data-testid="prior-price"[^>]*>([^<]*)</.exec(pick.newHtml)?.[1] ?? "";
  const warnings = (/data-testid="safety-warnings"[\s\S]*?<\/div>/.exec(pick.newHtml)?.[0] ?? "").match(/<li/g)?.length;
  console.log(`\nProduct: /product/${pick.slug}  (${title})`);
  console.log(`  new page: prior-price line "${prior}", safety block with ${warnings ?? "some"} warning(s): present`);
  console.log("  old page: discount badge present, no prior-price line, no safety block: checked");
  const oldData = await fetch(`${oldServer.base}/product/${pick.slug}.data`, { headers: HEADERS });
  const newData = await fetch(`${newServer.base}/product/${pick.slug}.data`, { headers: HEADERS });
  if (!oldData.ok || !newData.ok) throw new Error(`.data answered ${oldData.status} / ${newData.status}`);
  const [oldDataLen, newDataLen] = [(await oldData.text()).length, (await newData.text()).length];
  console.log(
    `  HTML ${(pick.oldHtml.length / 1024).toFixed(1)} → ${(pick.newHtml.length / 1024).toFixed(1)} kB, .data ${(oldDataLen / 1024).toFixed(1)} → ${(newDataLen / 1024).toFixed(1)} kB (old → new, uncompressed)`,
  );

  const bytesOf = (re) => re.exec(pick.newHtml)?.[0].length ?? 0;
  const safetyBytes = bytesOf(/<details[^>]*data-testid="product-safety"[\s\S]*?<\/details>/);
  const priorBytes = bytesOf(/<p[^>]*data-testid="prior-price"[\s\S]*?<\/p>/);
  console.log(
    `  the new page's HTML: safety block ${(safetyBytes / 1024).toFixed(1)} kB, prior-price line ${priorBytes} B (${((100 * (safetyBytes + priorBytes)) / pick.newHtml.length).toFixed(1)} % of its bytes)`,
  );

  const targets = [
    ["product page", `/product/${pick.slug}`],
    ["product data", `/product/${pick.slug}.data`],
    ["floor", "/bench/resource"],
  ];
  const servers = { old: oldServer, new: newServer };
  console.log(`\nWarming up (5 s per address and shop)…`);
  for (const [, url] of targets) for (const s of [oldServer, newServer]) await load(s, url, 5);

  console.log(
    `Measuring: ${ROUNDS} rounds × ${targets.length} addresses × 2 shops, ${SECONDS} s each, ${CONNECTIONS} connections, uncached (PAGE_CACHE=false)`,
  );
  const results = Object.fromEntries(targets.map(([name]) => [name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? ["old", "new"] : ["new", "old"];
    for (const [name, url] of targets) {
      const row = { round, order: order.join("→") };
      for (const which of order) row[which] = await load(servers[which], url);
      results[name].push(row);
    }
    process.stdout.write(`  round ${round}/${ROUNDS} done, load average ${os.loadavg()[0].toFixed(2)}\n`);
  }

  const verdicts = [];
  for (const [name, url] of targets) {
    const rows = results[name];
    console.log(`\n${name}  ${url}`);
    console.log(
      "round  order      old req/s  p50  p95 CPU/req   new req/s  p50  p95 CPU/req   new/old req/s  old/new CPU",
    );
    for (const r of rows) {
      r.ratio = r.new.rps / r.old.rps;
      r.cpuRatio = r.old.cpu && r.new.cpu ? r.old.cpu / r.new.cpu : NaN;
      const side = (x) => `${f(x.rps, 10)}${f(x.p50, 5)}${f(x.p95, 5)}${f(x.cpu, 8, 2)}`;
      console.log(
        `${String(r.round).padStart(5)}  ${r.order.padEnd(8)}${side(r.old)}  ${side(r.new)}${f(r.ratio, 16, 3)}${f(r.cpuRatio, 13, 3)}${r.old.bad + r.new.bad ? `  (${r.old.bad}/${r.new.bad} non-2xx or errors)` : ""}`,
      );
    }
    const med = (k, side) => median(rows.map((r) => r[side][k]));
    const m = median(rows.map((r) => r.ratio));
    const mc = median(rows.map((r) => r.cpuRatio));
    console.log(
      `median ${"".padEnd(8)}${f(med("rps", "old"), 10)}${f(med("p50", "old"), 5)}${f(med("p95", "old"), 5)}${f(med("cpu", "old"), 8, 2)}  ${f(med("rps", "new"), 10)}${f(med("p50", "new"), 5)}${f(med("p95", "new"), 5)}${f(med("cpu", "new"), 8, 2)}${f(m, 16, 3)}${f(mc, 13, 3)}`,
    );
    verdicts.push([name, m, mc]);
  }
  console.log(
    `\nIssue 14: new ≥ ${GOAL} × old (median of the rounds' ratios; req/s is the goal's figure, the CPU ratio is its steadier twin on a shared machine):`,
  );
  for (const [name, m, mc] of verdicts) {
    const v = (x) => (name === "floor" ? "" : x >= GOAL ? "PASS" : "MISS");
    console.log(
      `  ${name.padEnd(14)} req/s ${f(m, 6, 3)} ${v(m).padEnd(5)} server CPU per request (old/new) ${f(mc, 6, 3)} ${v(mc)}${name === "floor" ? "  (the frame's floor: no page; the new shop's matching is faster since 29214e4)" : ""}`,
    );
  }
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const bad = Object.values(results)
    .flat()
    .reduce((n, r) => n + r.old.bad + r.new.bad, 0);
  if (bad) console.log(`Warning: ${bad} responses were not 2xx or failed: see the rows above.`);

  if (PROFILE) {
    // Both again under the profiler (it is off while measuring).
    for (const s of [oldServer, newServer]) {
      await s.stop();
      made.servers.splice(made.servers.indexOf(s), 1);
    }
    console.log("\nProfiling both shops (node --cpu-prof), the same loads in alternating windows…");
    const profiles = await profileBoth(
      [
        { tree: oldTree, port: PORT, dataDir: path.join(made.tmp, "data-old") },
        { tree: newTree, port: PORT + 1, dataDir: path.join(made.tmp, "data-new") },
      ],
      targets,
    );
    printProfiles(profiles);
  }
}

// Exit status: 0 when it measured (PASS or MISS is printed, as the other benches print their
// goals), 1 when it could not (a build, a server or a check failed).
try {
  await main();
} catch (e) {
  console.error(`\n${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
