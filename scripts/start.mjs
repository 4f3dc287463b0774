// `npm start`: build if needed, open the database (embedded PGlite under DATA_DIR unless
// DATABASE_URL is set), migrate, seed an empty database, then serve http://localhost:7070.
import { buildIfStale } from "./build-if-stale.mjs";
import { createServer } from "./server.mjs";

buildIfStale();
const { app, build } = await createServer();
const boot = build.entry.module;
let info;
try {
  info = await boot.boot({ seed: true });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const { PORT, HOST } = info.env;
const server = app.listen(PORT, HOST, () => {
  const lines = [
    "",
    `  Sattva is running at ${info.env.publicUrl}  (database: ${info.kind === "pglite" ? `embedded PGlite in ${info.env.dataDir}` : "PostgreSQL"})`,
  ];
  const accounts = info.seeded?.demoAccounts ?? [];
  if (accounts.length) {
    lines.push("", "  Demo accounts:");
    for (const a of accounts) lines.push(`    ${a.role.padEnd(8)} ${a.email.padEnd(22)} ${a.password}`);
  }
  const payments = Object.entries(info.payments ?? {}).map(([method, provider]) =>
    provider === "test" ? `${method} → built-in test gateway (no real money)` : `${method} → ${provider}`,
  );
  if (payments.length) lines.push("", "  Payments:", ...payments.map((p) => `    ${p}`));
  lines.push("", "  Press Ctrl-C to stop.", "");
  console.log(lines.join("\n"));
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeAllConnections?.();
  await boot.shutdown();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
