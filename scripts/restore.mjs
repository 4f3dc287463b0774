// `npm run restore FILE`: brings back a backup made by `npm run backup`. The embedded database
// is replaced whole (stop `npm start` first); the one it replaces is kept as the database
// `sattva_before_restore`. With DATABASE_URL, that database must be empty (create a new one).
import { existsSync } from "node:fs";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(
    file ? `No such file: ${file}` : "Usage: npm run restore -- DATA_DIR/backups/sattva-YYYYMMDD-HHMMSS.backup.gz",
  );
  process.exit(2);
}
buildIfStale();
const build = await import(
  path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "server/index.js")
);
try {
  const r = await build.entry.module.restore(path.resolve(file));
  const rows = r.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${path.basename(r.file)} (taken ${r.createdAt}) into the ${r.where}: ${r.tables.length} tables, ${rows} rows, counts checked, in ${(r.ms / 1000).toFixed(1)} s.`,
  );
  if (r.keptAs) console.log(`The database it replaced is kept as "${r.keptAs}" until the next restore.`);
  console.log("Start the shop with `npm start`: migrations newer than the backup are applied then.");
} catch (err) {
  console.error(`The restore failed, nothing was changed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
