// `npm run seed`: build if needed, open the database (the embedded PostgreSQL under DATA_DIR —
// the running `npm start`'s when there is one — or DATABASE_URL), migrate, then add whatever part
// of the catalogue (and, with SEED_DEMO on, the demo accounts, reviews and orders) is missing.
// Safe to run again: nothing is duplicated or overwritten.
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
buildIfStale();
const buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
const build = await import(path.join(buildDir, "server/index.js"));
const boot = build.entry.module;

let code = 0;
try {
  const info = await boot.boot({ seed: false, jobs: false, attach: true });
  const started = Date.now();
  const summary = await boot.runSeed();
  const lines = [
    "",
    `  Seeded the ${info.where} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.products} products in the catalogue.`,
  ];
  if (summary.demoAccounts.length) {
    lines.push("", "  Demo accounts:");
    for (const a of summary.demoAccounts) lines.push(`    ${a.role.padEnd(8)} ${a.email.padEnd(22)} ${a.password}`);
  } else {
    lines.push("  Demo data is off (SEED_DEMO=false): no accounts, reviews or orders were created.");
  }
  console.log(lines.join("\n") + "\n");
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  await boot.shutdown();
}
process.exit(code);
