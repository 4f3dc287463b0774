// The server the browser tests drive: the production build on a fresh embedded database.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(import.meta.dirname, "..", process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data");

/** The embedded PostgreSQL of an earlier run that was killed: stop it before its folder goes. */
async function stopLeftover() {
  let pid;
  try {
    pid = Number(readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pid, "SIGQUIT");
  } catch {
    return;
  }
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
await stopLeftover();
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT ??= "7171";
process.env.SEED_DEMO = "true";
// Behind a "proxy": tests give each browser context its own X-Forwarded-For, so per-address
// rate limits (log-in, sign-up) count per test as they would per shopper.
process.env.TRUST_PROXY ??= "true";
// A live shop (test gateway refused unless PAYMENTS_TEST_MODE, live provider addresses) with the
// demo data; scripts/start.mjs runs React in production mode.
process.env.SHOP_MODE ??= "live";
await import("./start.mjs");
