import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setDatabase, type Database } from "~/lib/db.server";
import { adminQuery, fileDatabaseName, withDatabase } from "./db-server";

/**
 * A fresh, migrated database for one test file: a clone of the run's template (see
 * db-server.ts) on the embedded PostgreSQL, or on TEST_DATABASE_URL's server when it is set.
 * The returned cleanup drops it.
 */
export async function createTestDatabase(): Promise<{ database: Database; url: string; cleanup: () => Promise<void> }> {
  const { adminUrl, template } = inject("testDatabaseServer");
  const name = fileDatabaseName(template);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ url });
  setDatabase(database);
  return {
    database,
    url,
    cleanup: async () => {
      setDatabase(undefined);
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * The database of a `describe` block: created before its first test, dropped after its last.
 * The returned function gives the open database (for raw SQL).
 */
export function withTestDatabase(): () => Database {
  let opened: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase();
  });
  afterAll(async () => opened?.cleanup());
  return () => opened!.database;
}
