import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { embeddedUrl, ROOT, shopEnv, startShop, withSql } from "../../support/shop-process.mjs";

// `npm run backup` beside the running shop, then `npm run restore FILE` with the shop stopped:
// the shop comes back with exactly the rows of the backup (what was written after it is gone).
const PORT = 7187;

/**
 * Runs `scripts/<name>.mjs` beside the shop. Asynchronous on purpose: a synchronous spawn froze
 * this process for the backup's length, so it never saw the shop close an idle keep-alive
 * connection, and the next fetch reused the dead socket ("other side closed") on a slow machine.
 */
function script(name: string, dataDir: string, args: string[] = []): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, `scripts/${name}.mjs`), ...args], {
      cwd: ROOT,
      env: shopEnv({ port: PORT, dataDir }) as NodeJS.ProcessEnv,
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

const TABLES = ["User", "Product", "Order", "OrderLine", "Payment", "Review", "Session"];
async function counts(dataDir: string) {
  return withSql(embeddedUrl(dataDir), async (q: (sql: string) => Promise<{ n: number }[]>) => {
    const out: Record<string, number> = {};
    for (const t of TABLES) out[t] = (await q(`SELECT count(*)::int AS n FROM "${t}"`))[0].n;
    return out;
  });
}

async function placeOrder(base: string, productId: string, n: number) {
  const r = await fetch(`${base}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      method: "card",
      items: [{ id: productId, quantity: 1 }],
      customer: {
        fullName: "Backup Buyer",
        email: `backup-${n}@example.com`,
        address: "Via Roma 1",
        city: "Bologna",
        postalCode: "40100",
        phone: "3471234567",
        country: "IT",
      },
    }),
  });
  expect(r.status).toBe(201);
}

test("a backup taken while the shop runs restores to exactly its rows", async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-backup-"));
  const base = `http://localhost:${PORT}`;
  let shop: Awaited<ReturnType<typeof startShop>> | undefined;
  try {
    shop = await startShop({ port: PORT, dataDir, logFile: path.join(dataDir, "shop.log") });
    const product = (await (await fetch(`${base}/api/sattva-products?limit=50`)).json()).data.find(
      (p: { stock: number }) => p.stock > 5,
    );
    await placeOrder(base, product._id, 1);
    await placeOrder(base, product._id, 2);

    const backup = await script("backup", dataDir);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/Backed up the embedded PostgreSQL .*: \d+ tables, \d+ rows/);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const files = readdirSync(path.join(dataDir, "backups"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^sattva-\d{8}-\d{6}\.backup\.gz$/);
    const atBackup = await counts(dataDir);

    // Written after the backup: gone after the restore.
    await placeOrder(base, product._id, 3);
    expect((await counts(dataDir)).Order).toBe(atBackup.Order + 1);

    // A restore refuses while the shop runs, and changes nothing.
    const refused = await script("restore", dataDir, [path.join(dataDir, "backups", files[0])]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("stop it first");

    expect(await shop.stop()).toBe(0);
    const restored = await script("restore", dataDir, [path.join(dataDir, "backups", files[0])]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain("counts checked");

    shop = await startShop({ port: PORT, dataDir, logFile: path.join(dataDir, "shop.log") });
    expect(await counts(dataDir)).toEqual(atBackup);
    // The order number sequence came back too: a new order gets a number of its own.
    await placeOrder(base, product._id, 4);
    expect((await counts(dataDir)).Order).toBe(atBackup.Order + 1);
    expect(await shop.stop()).toBe(0);
  } finally {
    // A failed step must not leave the shop running (it would hold the port for the next run).
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
