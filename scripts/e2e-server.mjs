// The server the browser tests drive: the production build on a fresh embedded database.
import { rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(import.meta.dirname, "..", process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT ??= "7171";
process.env.SEED_DEMO = "true";
// Behind a "proxy": tests give each browser context its own X-Forwarded-For, so per-address
// rate limits (log-in, sign-up) count per test as they would per shopper.
process.env.TRUST_PROXY ??= "true";
process.env.NODE_ENV ??= "production";
await import("./start.mjs");
