// Rebuilds the app when build/ is missing or older than any source file (`npm run build`: always,
// with --force; either way it stamps the build, so the next `npm start` does not build it again).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
/** What a build is made from: a build older than any of these is stale. */
export const SOURCES = [
  "app",
  "locales",
  "public",
  "prisma",
  "vite.config.ts",
  "package-lock.json",
  "package.json",
  "tsconfig.json",
];

function newest(p) {
  const full = path.join(ROOT, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    max = Math.max(max, newest(path.join(p, entry.name)));
  }
  return max;
}

export function buildIfStale(buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build"), { force = false } = {}) {
  const stamp = path.join(buildDir, ".stamp");
  const built = existsSync(stamp) && existsSync(path.join(buildDir, "server/index.js")) ? statSync(stamp).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newest));
  if (built >= sources && !force) return false;
  if (!force)
    console.log(built ? "Sources changed since the last build: rebuilding…" : "Building the app (first start)…");
  const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
  });
  if (r.status !== 0) {
    console.error("The build failed; see above.");
    process.exit(r.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  // A build folder outside the project (BUILD_DIR=/tmp/...) must still resolve our packages.
  const modules = path.join(buildDir, "node_modules");
  if (!path.resolve(buildDir).startsWith(ROOT + path.sep) && !existsSync(modules)) {
    mkdirSync(buildDir, { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfStale(undefined, { force: process.argv.includes("--force") });
