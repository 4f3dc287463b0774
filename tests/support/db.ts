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

/**
 * Makes `database` the process's database with every statement counted (Prisma's operations and
 * the pool's queries alike): a test checks how many round trips a read takes. Setting a database
 * clears the caches kept per database (the taxonomy…), as a new one would. `restore()` sets the
 * plain database back.
 */
export function countStatements(database: Database): { count: () => number; reset: () => void; restore: () => void } {
  let statements = 0;
  const counted = database.prisma.$extends({
    query: {
      async $allOperations({ args, query }) {
        statements++;
        return query(args);
      },
    },
  });
  setDatabase({
    ...database,
    prisma: counted as unknown as Database["prisma"],
    query: (sql, params) => {
      statements++;
      return database.query(sql, params);
    },
  });
  return {
    count: () => statements,
    reset: () => {
      statements = 0;
    },
    restore: () => setDatabase(database),
  };
}
