import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, setDatabase, type Database } from "~/lib/db.server";
import { migrate } from "~/lib/migrate.server";

export type TestDbKind = "pglite" | "postgres";

/** The database kinds integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDbKinds: TestDbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a schema of its own in
 * TEST_DATABASE_URL's PostgreSQL (dropped again by the returned cleanup).
 */
export async function createTestDatabase(
  kind: TestDbKind,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({ pgliteDir: null });
    await migrate(database);
    setDatabase(database);
    return {
      database,
      cleanup: async () => {
        setDatabase(undefined);
        await database.close();
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Extensions live once in `public` (on the search path of every test schema): created per
  // schema they would vanish with it while another file still uses them.
  await admin.query("SELECT pg_advisory_lock(7070702)");
  try {
    await admin.query("CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public");
    await admin.query("CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public");
  } finally {
    await admin.query("SELECT pg_advisory_unlock(7070702)");
  }
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const database = await openDatabase({ url, schema });
  await migrate(database);
  setDatabase(database);
  return {
    database,
    cleanup: async () => {
      setDatabase(undefined);
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA "${schema}" CASCADE`);
      await c.end();
    },
  };
}

/**
 * The database of a `describe.each(testDbKinds)` block: created before its first test, dropped
 * after its last. The returned function gives the open database (for raw SQL).
 */
export function withTestDatabase(kind: TestDbKind): () => Database {
  let opened: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase(kind);
  });
  afterAll(async () => opened?.cleanup());
  return () => opened!.database;
}
