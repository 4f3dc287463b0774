import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// `npm start` as a newcomer runs it: first start migrates, seeds and prints the demo accounts;
// Ctrl-C stops it cleanly; a second start keeps the data and seeds nothing again.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const PORT = 7181;

function start(dataDir: string): { child: ChildProcess; output: () => string } {
  let out = "";
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SHOP_MODE: "live",
      SEED_DEMO: "true",
      PUBLIC_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  return { child, output: () => out };
}

async function waitForText(output: () => string, text: string, child: ChildProcess, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (output().includes(text)) return;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`"${text}" never printed:\n${output()}`);
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  child.kill("SIGINT");
  return exited;
}

test("npm start: seeds once, prints the demo accounts, stops on Ctrl-C, keeps the data", async ({ request }) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-start-"));
  try {
    const first = start(dataDir);
    await waitForText(first.output, "Press Ctrl-C to stop.", first.child);
    expect(first.output()).toContain(`http://localhost:${PORT}`);
    expect(first.output()).toMatch(/admin\s+admin@example\.com\s+admin-demo-2026/);
    expect(first.output()).toMatch(/manager@example\.com\s+manager-demo-2026/);
    expect(first.output()).toMatch(/shopper@example\.com\s+shopper-demo-2026/);
    expect((await request.get(`http://localhost:${PORT}/healthz`)).status()).toBe(200);
    const before = (await (await request.get(`http://localhost:${PORT}/api/sattva-products?limit=200`)).json()).data;
    expect(before.length).toBeGreaterThanOrEqual(80);
    expect(first.output()).toContain(`database: embedded PostgreSQL in ${path.join(dataDir, "postgres")}`);
    // The database password is the owner's alone.
    expect(statSync(path.join(dataDir, ".postgres-password")).mode & 0o077).toBe(0);

    // A second start on the same data folder while the first runs: a clear refusal, nothing touched.
    const twin = start(dataDir);
    const twinCode = await new Promise<number | null>((r) => twin.child.once("exit", (code) => r(code)));
    expect(twinCode).toBe(1);
    expect(twin.output()).toContain(`Sattva is already running on ${dataDir}`);
    expect((await request.get(`http://localhost:${PORT}/healthz`)).status()).toBe(200);

    expect(await stop(first.child)).toBe(0);
    // Ctrl-C stopped the embedded PostgreSQL too, and let go of the folder.
    expect(existsSync(path.join(dataDir, "sattva.pid"))).toBe(false);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);

    const second = start(dataDir);
    await waitForText(second.output, "Press Ctrl-C to stop.", second.child);
    expect(second.output()).not.toContain("applied migrations");
    const after = (await (await request.get(`http://localhost:${PORT}/api/sattva-products?limit=200`)).json()).data;
    expect(after.map((p: { _id: string }) => p._id).sort()).toEqual(before.map((p: { _id: string }) => p._id).sort());
    expect(await stop(second.child)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
