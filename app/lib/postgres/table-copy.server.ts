import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { listMigrations, migrate } from "~/lib/migrate.server";

/**
 * The loader shared by a restore (from a backup file) and the one-time import of an old PGlite
 * folder: both describe their tables and sequences and hand over each table as COPY text, and
 * this file puts them into an empty database in one transaction, or leaves it untouched.
 */

export interface TableInfo {
  name: string;
  /** Stored columns in table order; generated columns are left out (the target computes them). */
  columns: string[];
  rows: number;
}

export interface SequenceValue {
  name: string;
  /** A bigint, kept as text to stay exact. */
  lastValue: string;
  isCalled: boolean;
}

/** Where the rows come from: header-like metadata plus a COPY text stream per table. */
export interface CopySource {
  /** The migrations the source had applied, in the order it applied them. */
  migrations: string[];
  /** Tables in an order that respects foreign keys (a sequential source must be read in it). */
  tables: TableInfo[];
  sequences: SequenceValue[];
  /** The table's rows as COPY text (FORMAT text, UTF-8) of `columns`, in that order. */
  tableData(name: string): AsyncIterable<Buffer>;
  /** Called once every table is read, before the commit: refuses a source with trailing damage. */
  finish?(): Promise<void>;
}

export interface LoadSummary {
  tables: { name: string; rows: number }[];
  migrations: string[];
  sequences: SequenceValue[];
}

export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Session settings under which COPY text is unambiguous whatever the server's defaults. */
export const COPY_SESSION_SETTINGS = [
  "SET client_encoding = 'UTF8'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  "SET TimeZone = 'UTC'",
  "SET extra_float_digits = 3",
  "SET bytea_output = 'hex'",
  // A load copies the stock ledger as it was: the ledger trigger on Product.stock adds nothing.
  "SET sattva.stock_ledger = 'off'",
  // ... and the order-history trigger on Order.status neither: the history is copied as it was.
  "SET sattva.history = 'off'",
  // ... and the price triggers on Product neither: history and stored reference prices as they were.
  "SET sattva.price_history = 'off'",
];

/** Serialises with the app's migration runner (db.server.ts takes the same lock). */
const MIGRATION_LOCK = 7070701;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

export function columnList(columns: string[]): string {
  return columns.map(quoteIdent).join(", ");
}

export interface Catalog {
  schema: string;
  /** Ordinary tables of the current schema with their stored columns, by name. */
  tables: { name: string; columns: string[] }[];
  /** table -> the tables of this schema its foreign keys reference (itself included). */
  references: Map<string, Set<string>>;
  sequences: string[];
}

// Objects that belong to an extension are the extension's, not ours.
const NOT_EXTENSION_MEMBER = `NOT EXISTS (SELECT 1 FROM pg_depend d
  WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

/** Tables, stored columns, foreign keys and sequences of the connection's current schema. */
export async function readCatalog(query: Query): Promise<Catalog> {
  const [{ schema }] = await query<{ schema: string | null }>("SELECT current_schema() AS schema");
  if (!schema) throw new Error("The connection has no current schema (search_path names no existing schema).");
  const columns = await query<{ table: string; column: string }>(
    `SELECT c.relname AS "table", a.attname AS "column"
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind = 'r' AND ${NOT_EXTENSION_MEMBER}
      ORDER BY c.relname, a.attnum`,
    [schema],
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) {
    const list = tables.get(table) ?? [];
    if (column !== null) list.push(column);
    tables.set(table, list);
  }
  const keys = await query<{ table: string; references: string }>(
    `SELECT c.relname AS "table", r.relname AS "references"
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class r ON r.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND r.relnamespace = c.relnamespace`,
    [schema],
  );
  const references = new Map<string, Set<string>>();
  for (const { table, references: target } of keys) {
    if (!references.has(table)) references.set(table, new Set());
    references.get(table)!.add(target);
  }
  const sequences = await query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' AND ${NOT_EXTENSION_MEMBER} ORDER BY c.relname`,
    [schema],
  );
  return {
    schema,
    tables: [...tables].map(([name, cols]) => ({ name, columns: cols })),
    references,
    sequences: sequences.map((s) => s.name),
  };
}

/**
 * Tables ordered so that each comes after every table it references (a self-reference is fine
 * within one COPY). Among tables free to go next, the one earliest in `preferred` goes first, so
 * an order that already respects the keys comes back unchanged.
 */
export function dependencyOrder(preferred: string[], references: Map<string, Set<string>>): string[] {
  const pending = new Set(preferred);
  const order: string[] = [];
  while (pending.size > 0) {
    const next = [...pending].find((t) => [...(references.get(t) ?? [])].every((r) => r === t || !pending.has(r)));
    if (next === undefined) {
      throw new Error(
        `The foreign keys between ${[...pending].map(quoteIdent).join(", ")} form a cycle; ` +
          `these tables cannot be loaded one after another.`,
      );
    }
    order.push(next);
    pending.delete(next);
  }
  return order;
}

/** Row counts of the given tables (in the caller's snapshot). */
export async function countRows(query: Query, schema: string, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [{ n }] = await query<{ n: string }>(`SELECT count(*)::text AS n FROM ${qualified(schema, table)}`);
    counts.set(table, Number(n));
  }
  return counts;
}

export async function readSequences(query: Query, schema: string, names: string[]): Promise<SequenceValue[]> {
  const values: SequenceValue[] = [];
  for (const name of names) {
    const [row] = await query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(schema, name)}`,
    );
    values.push({ name, lastValue: row.lastValue, isCalled: row.isCalled });
  }
  return values;
}

/** The migrations a database has applied, in the order it applied them (none without the table). */
export async function appliedMigrations(query: Query, schema: string, tables: string[]): Promise<string[]> {
  if (!tables.includes("_prisma_migrations")) return [];
  const rows = await query<{ name: string }>(
    `SELECT migration_name AS name FROM ${qualified(schema, "_prisma_migrations")}
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
      ORDER BY started_at, finished_at, migration_name`,
  );
  return rows.map((r) => r.name);
}

function sameSet(a: string[], b: string[]) {
  const set = new Set(a);
  return a.length === b.length && set.size === b.length && b.every((x) => set.has(x));
}

function checkSameShape(source: CopySource, target: Catalog) {
  const targetTables = new Map(target.tables.map((t) => [t.name, t.columns]));
  const problems: string[] = [];
  for (const table of source.tables) {
    const columns = targetTables.get(table.name);
    if (!columns) problems.push(`table ${quoteIdent(table.name)} does not exist after the migrations`);
    else if (!sameSet(columns, table.columns)) {
      problems.push(
        `table ${quoteIdent(table.name)} has columns (${columns.join(", ")}) after the migrations, ` +
          `the source has (${table.columns.join(", ")})`,
      );
    }
  }
  const sourceTables = new Set(source.tables.map((t) => t.name));
  for (const name of targetTables.keys()) {
    if (!sourceTables.has(name)) problems.push(`table ${quoteIdent(name)} is not in the source`);
  }
  for (const sequence of source.sequences) {
    if (!target.sequences.includes(sequence.name)) {
      problems.push(`sequence ${quoteIdent(sequence.name)} does not exist after the migrations`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The source does not match the schema its migrations build: ${problems.join("; ")}.`);
  }
}

/**
 * Loads `source` into the empty database at `url`, in one transaction: applies exactly the
 * source's migrations (from migrationsDir), copies every table in foreign-key order, sets every
 * sequence, checks each table's row count and commits. Any error rolls all of it back, the
 * migrations included, so a refused load leaves the database as empty as it was.
 * Needs no superuser: tables are loaded parents first instead of disabling triggers.
 */
export async function loadIntoEmptyDatabase({
  url,
  migrationsDir,
  source,
}: {
  url: string;
  migrationsDir: string;
  source: CopySource;
}): Promise<LoadSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query: Query = async (sql, params) => (await client.query(sql, params as unknown[])).rows;
  let committed = false;
  try {
    for (const setting of COPY_SESSION_SETTINGS) await client.query(setting);
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    const before = await readCatalog(query);
    if (before.tables.length > 0) {
      const names = before.tables.slice(0, 5).map((t) => quoteIdent(t.name));
      throw new Error(
        `The target database is not empty: schema ${quoteIdent(before.schema)} already has ` +
          `${before.tables.length} table(s) (${names.join(", ")}${before.tables.length > 5 ? ", ..." : ""}). ` +
          `Restore only into a new, empty database.`,
      );
    }

    // The schema exactly as the source had it; newer migrations are for the app's start-up run.
    await migrate(
      {
        transaction: async (fn) =>
          fn({
            query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
            exec: async (sql) => {
              await client.query(sql);
            },
          }),
      },
      migrationsDir,
      { only: source.migrations },
    );
    const target = await readCatalog(query);
    checkSameShape(source, target);
    const { schema } = target;

    // The source's rows replace whatever the run above wrote: its own migration history, and the
    // rows some migrations insert (the welcome discount code, say), which the source holds too.
    const written = target.tables.filter((t) => source.tables.some((s) => s.name === t.name));
    if (written.length) {
      await client.query(`TRUNCATE ${written.map((t) => qualified(schema, t.name)).join(", ")}`);
    }

    const tables = new Map(source.tables.map((t) => [t.name, t]));
    const order = dependencyOrder(
      source.tables.map((t) => t.name),
      target.references,
    );
    for (const name of order) {
      const table = tables.get(name)!;
      const copy = client.query(
        copyFrom(
          `COPY ${qualified(schema, name)} (${columnList(table.columns)}) FROM STDIN WITH (FORMAT text, ENCODING 'UTF8')`,
        ),
      );
      await pipeline(Readable.from(source.tableData(name)), copy);
    }
    await source.finish?.();

    for (const sequence of source.sequences) {
      await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [
        qualified(schema, sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }

    const counts = await countRows(query, schema, order);
    const wrong = source.tables.filter((t) => counts.get(t.name) !== t.rows);
    if (wrong.length > 0) {
      throw new Error(
        `Row counts differ from the source: ${wrong
          .map((t) => `${quoteIdent(t.name)} has ${counts.get(t.name)}, expected ${t.rows}`)
          .join("; ")}.`,
      );
    }

    // The history now says what the source had applied: it must be these very files, else the
    // app's next migration run would refuse the database anyway.
    const files = new Map(listMigrations(migrationsDir).map((m) => [m.name, m.checksum]));
    if (source.tables.some((t) => t.name === "_prisma_migrations")) {
      const history = await query<{ name: string; checksum: string }>(
        `SELECT migration_name AS name, checksum FROM ${qualified(schema, "_prisma_migrations")}
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      );
      const changed = history.filter((h) => files.get(h.name) !== h.checksum).map((h) => h.name);
      if (changed.length > 0) {
        throw new Error(
          `Migration file(s) ${changed.join(", ")} in ${migrationsDir} differ from the ones the source applied.`,
        );
      }
    }

    await client.query("COMMIT");
    committed = true;
    // Fresh statistics, so the first queries after a restore get good plans.
    if (order.length > 0) {
      await client.query(`ANALYZE ${order.map((t) => qualified(schema, t)).join(", ")}`).catch(() => {});
    }
    return {
      tables: source.tables.map((t) => ({ name: t.name, rows: t.rows })),
      migrations: source.migrations,
      sequences: source.sequences,
    };
  } catch (error) {
    if (!committed) await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
