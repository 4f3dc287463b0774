import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawSql } from "~/lib/db.server";
import { listMigrations, migrate } from "~/lib/migrate.server";
import { importPglite } from "./pglite-import.server";
import {
  PROBE_ROWS_SQL,
  migrateDatabase,
  migrationsWithProbe,
  pgQuery,
  scratchDatabases,
  seedShop,
  snapshotSequences,
  snapshotTables,
  tableCount,
  withClient,
} from "./test-fixtures";

const databases = scratchDatabases();
const work = mkdtempSync(path.join(tmpdir(), "sattva-pglite-test-"));
const pgliteDir = path.join(work, "pglite");
let migrationsDir: string;
let before: { tables: Record<string, string[]>; sequences: Record<string, string> };

const pgliteSql = (db: Pick<PGlite, "query" | "exec">): RawSql => ({
  query: async (sql, params) => (await db.query(sql, params)).rows as never,
  exec: async (sql) => {
    await db.exec(sql);
  },
});

beforeAll(async () => {
  // An old shop's data folder, migrated and filled the way earlier versions did it.
  migrationsDir = migrationsWithProbe();
  const pglite = await PGlite.create(pgliteDir, { extensions: { pg_trgm, unaccent } });
  try {
    await migrate({ transaction: (fn) => pglite.transaction((tx) => fn(pgliteSql(tx))) }, migrationsDir);
    await seedShop(pgliteSql(pglite), { users: 60, products: 30, orders: 250 });
    await pglite.exec(PROBE_ROWS_SQL);
    await pglite.exec("SET TimeZone = 'UTC'");
    const query = async (sql: string) => (await pglite.query(sql)).rows as Record<string, unknown>[];
    before = { tables: await snapshotTables(query), sequences: await snapshotSequences(query) };
  } finally {
    await pglite.close();
  }
});

afterAll(async () => {
  await databases.dropAll();
  rmSync(work, { recursive: true, force: true });
  rmSync(migrationsDir, { recursive: true, force: true });
});

describe("importPglite", () => {
  it("loads every table and sequence of the old folder exactly", async () => {
    const target = await databases.create();
    const summary = await importPglite({ pgliteDir, url: target, migrationsDir });
    expect(summary.migrations).toEqual(listMigrations(migrationsDir).map((m) => m.name));
    expect(summary.tables.find((t) => t.name === "OrderLine")?.rows).toBe(500);
    expect(summary.tables.find((t) => t.name === "TypeProbe")?.rows).toBe(4);

    const after = await withClient(target, async (c) => ({
      tables: await snapshotTables(pgQuery(c)),
      sequences: await snapshotSequences(pgQuery(c)),
    }));
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const name of Object.keys(before.tables)) {
      expect(after.tables[name], name).toEqual(before.tables[name]);
    }
    expect(after.sequences).toEqual(before.sequences);
    expect(after.sequences.order_number_seq).toBe("10350/true");
    // Nothing left for the app's start-up run, and the folder is still there for the caller.
    expect((await migrateDatabase(target, migrationsDir)).applied).toEqual([]);
    expect(existsSync(path.join(pgliteDir, "PG_VERSION"))).toBe(true);
  });

  it("refuses a non-empty target and changes nothing", async () => {
    const target = await databases.create();
    await withClient(target, (c) => c.query(`CREATE TABLE "Keep" (id int); INSERT INTO "Keep" VALUES (1)`));
    await expect(importPglite({ pgliteDir, url: target, migrationsDir })).rejects.toThrow(/not empty/);
    expect(await tableCount(target)).toBe(1);
  });

  it("refuses a folder that holds no PGlite database, without creating one there", async () => {
    const empty = path.join(work, "not-pglite");
    mkdirSync(empty);
    const target = await databases.create();
    await expect(importPglite({ pgliteDir: empty, url: target, migrationsDir })).rejects.toThrow(
      /not a PGlite data folder/,
    );
    expect(readdirSync(empty)).toEqual([]);
    expect(await tableCount(target)).toBe(0);
  });
});
