import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "~/lib/migrate.server";
import { backupFileName, pruneBackups, restoreBackup, writeBackup } from "./backup.server";
import {
  MIGRATIONS_DIR,
  PROBE_MIGRATION,
  PROBE_ROWS_SQL,
  migrateDatabase,
  migrationsWithProbe,
  pgQuery,
  rawSql,
  placeOrder,
  scratchDatabases,
  seedShop,
  snapshotSequences,
  snapshotTables,
  tableCount,
  withClient,
} from "./test-fixtures";

const databases = scratchDatabases();
const work = mkdtempSync(path.join(tmpdir(), "sattva-backup-test-"));
let sourceUrl: string;
let backupFile: string;

const snapshot = (url: string) =>
  withClient(url, async (c) => ({
    tables: await snapshotTables(pgQuery(c)),
    sequences: await snapshotSequences(pgQuery(c)),
  }));

const readHeader = (file: string) => {
  const text = gunzipSync(readFileSync(file)).toString("utf8");
  return JSON.parse(text.slice(0, text.indexOf("\n")));
};

beforeAll(async () => {
  sourceUrl = await databases.create();
  await migrateDatabase(sourceUrl);
  await withClient(sourceUrl, (c) => seedShop(rawSql(c), { users: 300, products: 120, orders: 3000 }));
  backupFile = path.join(work, backupFileName(new Date("2026-11-25T08:05:09Z")));
  await writeBackup({ url: sourceUrl, file: backupFile });
});

afterAll(async () => {
  await databases.dropAll();
  rmSync(work, { recursive: true, force: true });
});

describe("writeBackup and restoreBackup", () => {
  it("restores every row and sequence exactly, and the next order number does not collide", async () => {
    const header = readHeader(backupFile);
    expect(header).toMatchObject({ format: "sattva-backup", version: 1 });
    expect(header.migrations).toEqual(listMigrations(MIGRATIONS_DIR).map((m) => m.name));
    expect(header.tables.find((t: { name: string }) => t.name === "OrderLine").rows).toBe(6000);
    expect(header.sequences).toEqual([
      // The price history's ids (Omnibus), one per product created.
      { name: "ProductPriceChange_id_seq", lastValue: expect.any(String), isCalled: true },
      { name: "order_number_seq", lastValue: "13100", isCalled: true },
    ]);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);

    const target = await databases.create();
    const summary = await restoreBackup({ file: backupFile, url: target, migrationsDir: MIGRATIONS_DIR });
    expect(summary.tables.find((t) => t.name === "Order")?.rows).toBe(3000);

    const [before, after] = [await snapshot(sourceUrl), await snapshot(target)];
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const name of Object.keys(before.tables)) {
      expect(after.tables[name].length, name).toBe(before.tables[name].length);
      expect(after.tables[name], name).toEqual(before.tables[name]);
    }
    expect(after.sequences).toEqual(before.sequences);

    // The restored shop takes its next order under a fresh number, as the source would.
    await withClient(target, (c) => placeOrder(c, "after-restore"));
    const oid = await withClient(target, async (c) => {
      const { rows } = await c.query(`SELECT oid FROM "Order" WHERE id = 'live-after-restore'`);
      return rows[0].oid;
    });
    expect(oid).toBe("SAT-13101");
    // The app's own migration run finds nothing left to do.
    expect((await migrateDatabase(target)).applied).toEqual([]);
  });

  it("leaves generated columns out and round-trips every column type", async () => {
    const dir = migrationsWithProbe();
    try {
      const source = await databases.create();
      await migrateDatabase(source, dir);
      await withClient(source, (c) => c.query(PROBE_ROWS_SQL));
      const file = path.join(work, "probe.backup.gz");
      await writeBackup({ url: source, file });
      const header = readHeader(file);
      expect(header.migrations.at(-1)).toBe(PROBE_MIGRATION);
      const probe = header.tables.find((t: { name: string }) => t.name === "TypeProbe");
      expect(probe.columns).not.toContain("labelLength");
      expect(probe.columns).toContain("id");
      // Parents before children, whatever the names.
      const names = header.tables.map((t: { name: string }) => t.name);
      expect(names.indexOf("TypeProbe")).toBeLessThan(names.indexOf("AProbeChild"));
      expect(names.indexOf("User")).toBeLessThan(names.indexOf("Address"));
      expect(names.indexOf("Order")).toBeLessThan(names.indexOf("OrderLine"));

      const target = await databases.create();
      await restoreBackup({ file, url: target, migrationsDir: dir });
      const [before, after] = [await snapshot(source), await snapshot(target)];
      expect(after).toEqual(before);
      expect(after.tables.TypeProbe).toHaveLength(4);
      expect(after.sequences).toMatchObject({ TypeProbe_id_seq: "4/true", AProbeChild_id_seq: "3/true" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads one snapshot while the shop keeps taking orders", async () => {
    const source = await databases.create();
    await migrateDatabase(source);
    await withClient(source, (c) => seedShop(rawSql(c), { users: 100, products: 40, orders: 2000 }));

    // A shopper keeps checking out on another connection the whole time.
    const shopper = new pg.Client({ connectionString: source });
    await shopper.connect();
    let placed = 0;
    let stop = false;
    const shopping = (async () => {
      while (!stop) await placeOrder(shopper, `bg-${placed++}`);
    })();
    // And, deterministically, an order committed after the snapshot was taken.
    const writer = new pg.Client({ connectionString: source });
    await writer.connect();
    const file = path.join(work, "live.backup.gz");
    let tablesSeen = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await writeBackup({
        url: source,
        file,
        onTable: async () => {
          if (tablesSeen++ === 0) await placeOrder(writer, "after-snapshot");
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
    } finally {
      stop = true;
      await shopping;
      await shopper.end();
      await writer.end();
    }
    const placedDuring = placed;
    expect(placedDuring).toBeGreaterThan(5);

    const header = readHeader(file);
    const rows = (name: string) => header.tables.find((t: { name: string }) => t.name === name).rows;
    const target = await databases.create();
    await restoreBackup({ file, url: target, migrationsDir: MIGRATIONS_DIR });
    await withClient(target, async (c) => {
      const count = async (sql: string) => Number((await c.query(sql)).rows[0].n);
      expect(await count(`SELECT count(*) AS n FROM "Order"`)).toBe(rows("Order"));
      expect(await count(`SELECT count(*) AS n FROM "OrderLine"`)).toBe(rows("OrderLine"));
      expect(await count(`SELECT count(*) AS n FROM "Payment"`)).toBe(rows("Payment"));
      // Every checkout is there whole or not at all.
      const live = await count(`SELECT count(*) AS n FROM "Order" WHERE id LIKE 'live-bg-%'`);
      expect(await count(`SELECT count(*) AS n FROM "OrderLine" WHERE "orderId" LIKE 'live-bg-%'`)).toBe(2 * live);
      expect(await count(`SELECT count(*) AS n FROM "Payment" WHERE id LIKE 'live-bg-%'`)).toBe(live);
      expect(live).toBeLessThan(placedDuring);
      expect(await count(`SELECT count(*) AS n FROM "Order" WHERE id = 'live-after-snapshot'`)).toBe(0);
      // The sequence is at least as far as every order number in the snapshot.
      const { rows: seq } = await c.query(
        `SELECT (SELECT last_value FROM order_number_seq) AS seq,
                (SELECT max(substr(oid, 5)::bigint) FROM "Order") AS top`,
      );
      expect(BigInt(seq[0].seq)).toBeGreaterThanOrEqual(BigInt(seq[0].top));
    });
  });

  it("refuses a database that has tables and changes nothing in it", async () => {
    const target = await databases.create();
    await migrateDatabase(target);
    await withClient(target, (c) => c.query(`INSERT INTO "Brand" (id, name, slug) VALUES ('brand-own', 'Own', 'own')`));
    const before = await snapshot(target);
    await expect(restoreBackup({ file: backupFile, url: target, migrationsDir: MIGRATIONS_DIR })).rejects.toThrow(
      /not empty.*already has \d+ table/,
    );
    expect(await snapshot(target)).toEqual(before);
  });

  it("refuses a truncated file and leaves the target empty", async () => {
    const bytes = readFileSync(backupFile);
    const file = path.join(work, "truncated.backup.gz");
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const target = await databases.create();
    await expect(restoreBackup({ file, url: target, migrationsDir: MIGRATIONS_DIR })).rejects.toThrow(
      /not a usable Sattva backup/,
    );
    expect(await tableCount(target)).toBe(0);
  });

  it("refuses a corrupted file and leaves the target empty", async () => {
    const bytes = Buffer.from(readFileSync(backupFile));
    const at = Math.floor(bytes.length * 0.6);
    bytes[at] ^= 0xff;
    const file = path.join(work, "corrupted.backup.gz");
    writeFileSync(file, bytes);
    const target = await databases.create();
    await expect(restoreBackup({ file, url: target, migrationsDir: MIGRATIONS_DIR })).rejects.toThrow();
    expect(await tableCount(target)).toBe(0);
  });

  it("refuses a backup whose data disagrees with its header and leaves the target empty", async () => {
    const text = gunzipSync(readFileSync(backupFile)).toString("utf8");
    const newline = text.indexOf("\n");
    const header = JSON.parse(text.slice(0, newline));
    header.tables.find((t: { name: string }) => t.name === "Product").rows += 1;
    const file = path.join(work, "miscounted.backup.gz");
    writeFileSync(file, gzipSync(JSON.stringify(header) + text.slice(newline)));
    const target = await databases.create();
    await expect(restoreBackup({ file, url: target, migrationsDir: MIGRATIONS_DIR })).rejects.toThrow(
      /Row counts differ.*"Product" has 120, expected 121/,
    );
    expect(await tableCount(target)).toBe(0);
  });

  it("refuses a backup that needs a migration the folder lacks", async () => {
    const target = await databases.create();
    const dir = mkdtempSync(path.join(tmpdir(), "sattva-old-migrations-"));
    try {
      await expect(restoreBackup({ file: backupFile, url: target, migrationsDir: dir })).rejects.toThrow(
        /Migrations? .*20261121000000_init.* not found/,
      );
      expect(await tableCount(target)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("never replaces an existing backup", async () => {
    await expect(writeBackup({ url: sourceUrl, file: backupFile })).rejects.toThrow(/already exists/);
  });

  it("leaves nothing under the real name when a backup fails half-way, and no file of another run is removed", async () => {
    const file = path.join(work, backupFileName(new Date("2026-11-25T09:00:00Z")));
    let tables = 0;
    const failing = writeBackup({
      url: sourceUrl,
      file,
      onTable: () => {
        if (++tables === 10) throw new Error("disk pulled out");
      },
    });
    await expect(failing).rejects.toThrow(/disk pulled out/);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // Another run's half-written file stays where it is.
    writeFileSync(`${file}.partial`, "another run");
    await expect(writeBackup({ url: sourceUrl, file })).rejects.toThrow(/EEXIST/);
    expect(readFileSync(`${file}.partial`, "utf8")).toBe("another run");
    expect(existsSync(file)).toBe(false);
  });
});

describe("backupFileName and pruneBackups", () => {
  it("names backups by UTC time", () => {
    expect(backupFileName(new Date("2026-01-02T03:04:05.678Z"))).toBe("sattva-20260102-030405.backup.gz");
  });

  it("keeps the 7 newest backups and touches nothing else", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sattva-prune-"));
    try {
      const names = Array.from({ length: 10 }, (_, i) => backupFileName(new Date(Date.UTC(2026, 0, 1 + i * 3, i))));
      const others = ["notes.txt", "sattva-20200101-000000.backup.gz.partial", "sattva-2020.backup.gz"];
      // Written newest first, so neither the writing order nor the file times decide.
      for (const name of [...names].reverse().concat(others)) writeFileSync(path.join(dir, name), "x");
      const deleted = await pruneBackups(dir);
      expect(deleted.sort()).toEqual(names.slice(0, 3));
      expect(readdirSync(dir).sort()).toEqual([...names.slice(3), ...others].sort());
      expect(await pruneBackups(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
