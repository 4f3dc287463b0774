import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { ChangedMigrationError, listMigrations, migrate } from "~/lib/migrate.server";
import { createTestDatabase } from "../support/db";

describe("migrations", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
  });
  afterAll(async () => cleanup());

  it("records every migration in Prisma's history table", async () => {
    const rows = await database.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    const files = listMigrations(path.resolve("prisma/migrations"));
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    expect(rows.map((r) => r.checksum)).toEqual(files.map((f) => f.checksum));
  });

  it("is idempotent", async () => {
    const again = await migrate(database);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toBe(listMigrations(path.resolve("prisma/migrations")).length);
  });

  it("refuses a migration changed after it was applied", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sattva-mig-"));
    cpSync(path.resolve("prisma/migrations"), dir, { recursive: true });
    const first = listMigrations(dir)[0];
    writeFileSync(path.join(dir, first.name, "migration.sql"), first.sql + "\n-- edited\n");
    await expect(migrate(database, dir)).rejects.toBeInstanceOf(ChangedMigrationError);
  });

  it("rolls back a failing migration whole and records nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sattva-mig-"));
    cpSync(path.resolve("prisma/migrations"), dir, { recursive: true });
    mkdirSync(path.join(dir, "29990101000000_broken"));
    writeFileSync(
      path.join(dir, "29990101000000_broken", "migration.sql"),
      `CREATE TABLE "half_done" (id int);\nSELECT * FROM "no_such_table";`,
    );
    await expect(migrate(database, dir)).rejects.toThrow();
    const tables = await database.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
    expect(tables).toHaveLength(0);
    const history = await database.query(
      `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken'`,
    );
    expect(history).toHaveLength(0);
  });

  it("enforces the catalogue's rules in the database too", async () => {
    const c = await database.prisma.category.create({ data: { name: "C", slug: "c" } });
    const b = await database.prisma.brand.create({ data: { name: "B", slug: "b" } });
    await expect(
      database.prisma.product.create({
        data: {
          pid: "PID001A",
          slug: "x",
          title: "X",
          categoryId: c.id,
          brandId: b.id,
          originalPriceCents: 100,
          stock: -1,
        },
      }),
    ).rejects.toThrow();
  });
});
