// `npm test`: typecheck, lint, unit and integration tests (on an embedded PostgreSQL of the run's
// own, or TEST_DATABASE_URL's server), then browser tests in Debian's Chromium against the built
// app on the embedded PostgreSQL (the crash and backup tests included).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const TMP = path.join(ROOT, "tests/.tmp");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const bin = (name) => path.join(ROOT, "node_modules/.bin", name);
mkdirSync(TMP, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- e2e` runs one step
const want = (step) => only.length === 0 || only.includes(step);

function run(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`━━ ${label}: ${r.status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return r.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const cmd = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() === 0) {
    console.log(`\nChromium is missing: installing Debian's package (${cmd})…`);
    const r = spawnSync("sh", ["-c", cmd], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status === 0 && existsSync(CHROMIUM)) return true;
  }
  console.error(`\nThe browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n\n  sudo ${cmd}\n`);
  return false;
}

/** The cluster test runs the shop behind Debian's nginx: installed here when missing (as root). */
function ensureNginx() {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].some((p) => existsSync(p));
  if (found || process.env.NGINX_PATH) return;
  const cmd = "apt-get update && apt-get install -y nginx";
  if (process.getuid?.() === 0) {
    console.log(`\nnginx is missing: installing Debian's package (${cmd})…`);
    spawnSync("sh", ["-c", cmd], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  } else console.error(`\nThe cluster test needs Debian's nginx. Install it with:\n\n  sudo ${cmd}\n`);
}

/** The FatturaPA tests check the XML against its schema with Debian's xmllint: installed here when missing (as root). */
function ensureXmllint() {
  const found = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].some((p) => existsSync(p));
  if (found || process.env.XMLLINT_PATH) return;
  const cmd = "apt-get update && apt-get install -y libxml2-utils";
  if (process.getuid?.() === 0) {
    console.log(`\nxmllint is missing: installing Debian's package (${cmd})…`);
    spawnSync("sh", ["-c", cmd], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  } else console.error(`\nThe FatturaPA tests need Debian's xmllint. Install it with:\n\n  sudo ${cmd}\n`);
}

const results = [];
let passed = 0;
let failed = 0;

if (want("typecheck")) results.push(["typecheck", run("typecheck", bin("tsc"), ["--noEmit"])]);
if (want("lint")) {
  results.push(["lint", run("lint", bin("eslint"), [".", "--max-warnings=0"])]);
  results.push(["format", run("format", bin("prettier"), ["--check", "."])]);
}

if (want("unit") || want("integration")) {
  ensureXmllint();
  const projects = ["unit", "integration"].filter(want).flatMap((p) => ["--project", p]);
  const out = path.join(TMP, "vitest.json");
  const ok = run("unit and integration tests", bin("vitest"), [
    "run",
    ...projects,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  results.push(["vitest", ok]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, "utf8"));
    passed += j.numPassedTests ?? 0;
    failed += (j.numFailedTests ?? 0) + (ok || j.numFailedTests ? 0 : 1);
  } else if (!ok) failed += 1;
}

if (want("e2e")) {
  if (!ensureChromium()) {
    results.push(["e2e", false]);
    failed += 1;
  } else {
    ensureNginx();
    ensureXmllint();
    buildIfStale();
    const out = path.join(TMP, "playwright.json");
    const ok = run("browser tests", bin("playwright"), ["test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      CHROMIUM_PATH: CHROMIUM,
    });
    results.push(["e2e", ok]);
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, "utf8")).stats ?? {};
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      failed += (s.unexpected ?? 0) + (ok || s.unexpected ? 0 : 1);
    } else if (!ok) failed += 1;
  }
}

console.log("\n" + results.map(([name, ok]) => `  ${ok ? "✓" : "✗"} ${name}`).join("\n"));
const allOk = results.every(([, ok]) => ok);
if (!allOk && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
