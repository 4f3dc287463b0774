// `npm run migrate`: applies pending migrations to the configured database and stops.
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
const build = await import(
  path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "server/index.js")
);
const boot = build.entry.module;
try {
  const info = await boot.boot({ seed: false, jobs: false, attach: true });
  const { applied, alreadyApplied } = info.migrations;
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Nothing to apply.");
  console.log(`${alreadyApplied} migration(s) were already applied.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await boot.shutdown();
}
