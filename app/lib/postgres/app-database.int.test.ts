import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawSql } from "~/lib/db.server";
import { migrate } from "~/lib/migrate.server";
import { openAppDatabase } from "./app-database.server";
import { DataDirInUseError } from "./embedded.server";
import { seedShop } from "./test-fixtures";

// The first start of this version on a DATA_DIR of the previous one: the embedded PostgreSQL is
// made, the old PGlite folder is imported into it (counts checked) and renamed, not deleted.
const work = mkdtempSync(path.join(tmpdir(), "sattva-upgrade-"));
const dataDir = path.join(work, "data");
let oldCounts: Record<string, number>;

const pgliteSql = (db: Pick<PGlite, "query" | "exec">): RawSql => ({
  query: async (sql, params) => (await db.query(sql, params)).rows as never,
  exec: async (sql) => {
    await db.exec(sql);
  },
});

const COUNTED = ["User", "Product", "Order", "OrderLine", "Payment"];

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm, unaccent } });
  try {
    await migrate({ transaction: (fn) => pglite.transaction((tx) => fn(pgliteSql(tx))) });
    await seedShop(pgliteSql(pglite), { users: 12, products: 8, orders: 30 });
    oldCounts = {};
    for (const t of COUNTED)
      oldCounts[t] = ((await pglite.query(`SELECT count(*)::int AS n FROM "${t}"`)).rows[0] as { n: number }).n;
  } finally {
    await pglite.close();
  }
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the first start on an earlier version's data folder", () => {
  it("imports the PGlite database into the embedded PostgreSQL once, then keeps the old folder aside", async () => {
    const first = await openAppDatabase({ dataDir });
    try {
      expect(first.kind).toBe("embedded");
      expect(first.imported?.tables.length).toBeGreaterThan(10);
      for (const t of COUNTED) {
        const [{ n }] = await first.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`);
        expect(n, t).toBe(oldCounts[t]);
        expect(first.imported?.tables.find((x) => x.name === t)?.rows).toBe(oldCounts[t]);
      }
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
      expect(readdirSync(dataDir).filter((n) => n.startsWith("pglite.imported-"))).toHaveLength(1);
    } finally {
      await first.close();
    }
    // Nothing is imported twice: the next start opens the same data.
    const second = await openAppDatabase({ dataDir });
    try {
      expect(second.imported).toBeUndefined();
      const [{ n }] = await second.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Order"`);
      expect(n).toBe(oldCounts.Order);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("refuses a data folder another live process owns, naming it", async () => {
    const dir = path.join(work, "owned");
    // A live process that is not this one holds the folder.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "sattva.pid"), `${holder.pid}\n`);
      const err = await openAppDatabase({ dataDir: dir }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirInUseError);
      expect((err as Error).message).toContain(`process ${holder.pid}`);
      // A lock left by a process that died is taken over.
      holder.kill("SIGKILL");
      await new Promise((r) => holder.once("exit", r));
      const opened = await openAppDatabase({ dataDir: dir });
      await opened.close();
      expect(existsSync(path.join(dir, "sattva.pid"))).toBe(false);
    } finally {
      holder.kill("SIGKILL");
    }
  }, 120_000);
});
