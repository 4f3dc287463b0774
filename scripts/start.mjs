// `npm start`: build if needed, open the database (the embedded PostgreSQL under DATA_DIR
// unless DATABASE_URL is set), migrate, seed an empty database, then serve http://localhost:7070.
// Ctrl-C or SIGTERM: stop taking requests, finish the open ones, close the database, stop the
// embedded server.
//
// React and the libraries run in production mode under `npm start`, whatever NODE_ENV the shell
// has (`npm run dev`, i.e. `--dev`: development). NODE_ENV is set before anything that reads it
// is loaded, so the imports below are dynamic. The shop's own demo/live switch is SHOP_MODE.
const dev = process.argv.includes("--dev");
process.env.NODE_ENV = dev ? "development" : "production";

const { buildIfStale } = await import("./build-if-stale.mjs");
const { createServer } = await import("./server.mjs");

buildIfStale();
const { app, build } = await createServer({ production: !dev });
const boot = build.entry.module;
let info;
try {
  info = await boot.boot({ seed: true });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await boot.shutdown().catch(() => {});
  process.exit(1);
}

const { PORT, HOST } = info.env;
app.locals.shopMode = info.env.SHOP_MODE;
const server = app.listen(PORT, HOST, () => {
  const lines = [
    "",
    `  Sattva is running at ${info.env.publicUrl}  (database: ${info.where})`,
    `  React: ${process.env.NODE_ENV}    Shop mode: ${info.env.SHOP_MODE}${info.env.live ? " (real orders and payments)" : " (demo data, providers' sandboxes)"}`,
  ];
  if (info.env.live && !info.env.https)
    lines.push("  Warning: live mode without an https PUBLIC_URL: cookies are not marked Secure and no HSTS is sent.");
  if (info.imported)
    lines.push(
      `  The earlier embedded database was imported (${info.imported.tables.length} tables); it was kept as ${info.imported.movedTo}.`,
    );
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

// The port taken (another shop, or any program) or not ours to open: say so, and stop the embedded
// PostgreSQL this start opened rather than leave it running without its app.
server.on("error", async (err) => {
  const busy = err && typeof err === "object" && "code" in err && err.code === "EADDRINUSE";
  console.error(
    busy
      ? `Port ${PORT} on ${HOST} is already in use (another Sattva, or another program). Stop it, or start with PORT=<another port>.`
      : `Cannot serve on ${HOST}:${PORT}: ${err instanceof Error ? err.message : err}`,
  );
  await boot.shutdown().catch(() => {});
  process.exit(1);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  const force = setTimeout(() => process.exit(1), 40_000);
  force.unref();
  // Requests under way may finish (5 s at most); the database closes after them.
  await new Promise((resolve) => {
    server.close(resolve);
    setTimeout(resolve, 5_000).unref();
  });
  server.closeAllConnections?.();
  await boot.shutdown();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
