// `npm run backup`: a consistent, restorable backup of the shop's database (one snapshot, taken
// while the shop keeps running) into DATA_DIR/backups/sattva-YYYYMMDD-HHMMSS.backup.gz; keeps the
// newest BACKUP_KEEP (7) and deletes older ones. Restore with `npm run restore FILE`.
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
const build = await import(
  path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "server/index.js")
);
try {
  const b = await build.entry.module.backup();
  const rows = b.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backed up the ${b.where}: ${b.tables.length} tables, ${rows} rows, ${(b.bytes / 1024).toFixed(0)} kB in ${(b.ms / 1000).toFixed(1)} s\n  ${b.file}`,
  );
  if (b.pruned.length) console.log(`Deleted ${b.pruned.length} older backup(s): ${b.pruned.join(", ")}`);
} catch (err) {
  console.error(`The backup failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
