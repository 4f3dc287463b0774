import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import {
  appliedMigrations,
  columnList,
  COPY_SESSION_SETTINGS,
  countRows,
  dependencyOrder,
  loadIntoEmptyDatabase,
  qualified,
  readCatalog,
  readSequences,
  type CopySource,
  type Query,
} from "./table-copy.server";

export interface ImportSummary {
  tables: { name: string; rows: number }[];
  migrations: string[];
}

/**
 * The one-time move from the embedded PGlite database of earlier versions: loads the data folder
 * `pgliteDir` into the empty PostgreSQL database at `url` exactly like a restore (its migrations
 * from migrationsDir, every table through COPY text, its sequences, counts checked, one
 * transaction). The folder is only read; renaming it afterwards is the caller's job.
 */
export async function importPglite({
  pgliteDir,
  url,
  migrationsDir,
}: {
  pgliteDir: string;
  url: string;
  migrationsDir: string;
}): Promise<ImportSummary> {
  // PGlite.create on a folder without a database would create a new, empty one there.
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new Error(`${pgliteDir} is not a PGlite data folder (it has no PG_VERSION).`);
  }
  const pglite = await PGlite.create(pgliteDir, { extensions: { pg_trgm, unaccent } });
  try {
    const query: Query = async (sql, params) => (await pglite.query(sql, params as unknown[])).rows as never;
    for (const setting of COPY_SESSION_SETTINGS) await pglite.query(setting);
    const catalog = await readCatalog(query);
    const { schema } = catalog;
    const order = dependencyOrder(
      catalog.tables.map((t) => t.name),
      catalog.references,
    );
    if (!order.includes("_prisma_migrations")) {
      throw new Error(`${pgliteDir} holds no _prisma_migrations table: not a Sattva database.`);
    }
    const counts = await countRows(query, schema, order);
    const columns = new Map(catalog.tables.map((t) => [t.name, t.columns]));
    const tables = order.map((name) => ({ name, columns: columns.get(name)!, rows: counts.get(name)! }));
    const source: CopySource = {
      migrations: await appliedMigrations(query, schema, order),
      tables,
      sequences: await readSequences(query, schema, catalog.sequences),
      // PGlite has no COPY TO STDOUT; its /dev/blob device gives the same text, a table at a time
      // (the whole database lives in this process's memory anyway).
      async *tableData(name) {
        const table = tables.find((t) => t.name === name)!;
        const result = await pglite.query(
          `COPY ${qualified(schema, name)} (${columnList(table.columns)}) TO '/dev/blob' WITH (FORMAT text, ENCODING 'UTF8')`,
        );
        if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
      },
    };
    const loaded = await loadIntoEmptyDatabase({ url, migrationsDir, source });
    return { tables: loaded.tables, migrations: loaded.migrations };
  } finally {
    await pglite.close();
  }
}
