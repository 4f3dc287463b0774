/**
 * Logical backups of the shop's database over the `pg` driver (no pg_dump for PostgreSQL 18 here).
 *
 * File format (version 1): one gzip stream, `sattva-YYYYMMDD-HHMMSS.backup.gz` (UTC), holding
 *
 *   {"format":"sattva-backup","version":1,...}\n      the header: one line of JSON (BackupHeader)
 *   -- table "User"\n                                 then, per table in header order, a table line
 *   65536\n<65536 bytes>                               (the name as a JSON string), chunks of its
 *   812\n<812 bytes>                                   `COPY ... TO STDOUT` text (FORMAT text, UTF-8,
 *   0\n                                                DateStyle ISO): a decimal byte length, a
 *   -- table "OrderLine"\n                             newline and exactly that many bytes; a zero
 *   0\n                                                length ends the table (a chunk may cut a row)
 *   -- end\n                                           and a last line closes the file.
 *
 * The header: { format: "sattva-backup", version: 1, createdAt (ISO), server (server_version),
 * schema, migrations: [names, in applied order], tables: [{ name, columns, rows }],
 * sequences: [{ name, lastValue (bigint as text), isCalled }] }.
 * Tables are in foreign-key order (parents first) and hold the header's `columns`, which leave
 * out generated columns. Every table and the header's row counts come from one REPEATABLE READ
 * snapshot; sequences are read inside it too (they are not transactional, so they can only be
 * ahead of the rows, never behind). `zcat file | less` shows the data as plain COPY text.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { z } from "zod";
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
  type SequenceValue,
  type TableInfo,
} from "./table-copy.server";

export const BACKUP_FORMAT = "sattva-backup";
export const BACKUP_VERSION = 1;

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  server: z.string(),
  schema: z.string().optional(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().nonnegative() })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
});

export type BackupHeader = z.infer<typeof headerSchema>;

export interface BackupSummary {
  file: string;
  bytes: number;
  createdAt: string;
  migrations: string[];
  tables: { name: string; rows: number }[];
  sequences: SequenceValue[];
}

export interface RestoreSummary {
  file: string;
  /** When the backup was taken. */
  createdAt: string;
  migrations: string[];
  tables: { name: string; rows: number }[];
  sequences: SequenceValue[];
}

const NAME_PATTERN = /^sattva-(\d{8})-(\d{6})\.backup\.gz$/;
/** Chunks of COPY text are gathered up to this size before they are framed. */
const CHUNK_BYTES = 256 * 1024;
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** `sattva-YYYYMMDD-HHMMSS.backup.gz` in UTC: names sort by time, and no hour repeats in autumn. */
export function backupFileName(date: Date = new Date()): string {
  const iso = date.toISOString(); // 2026-11-25T08:05:09.123Z
  return `sattva-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}.backup.gz`;
}

/**
 * Writes a consistent backup of the current schema of `url` to `file` (through `file.partial`,
 * renamed once complete and synced, so a crash never leaves a half backup under the real name).
 * The shop can keep running: the backup reads one snapshot and takes only ACCESS SHARE locks.
 * `onTable` is called before each table is written (progress; tests use it to write meanwhile).
 */
export async function writeBackup({
  url,
  file,
  onTable,
}: {
  url: string;
  file: string;
  onTable?: (table: { name: string; rows: number }) => void | Promise<void>;
}): Promise<BackupSummary> {
  if (existsSync(file)) throw new Error(`Backup ${file} already exists; a backup never replaces another.`);
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query: Query = async (sql, params) => (await client.query(sql, params as unknown[])).rows;
  let ownsPartial = false;
  let out: ReturnType<typeof createWriteStream> | undefined;
  try {
    for (const setting of COPY_SESSION_SETTINGS) await client.query(setting);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // The first query fixes the snapshot every later read sees.
    const [{ server }] = await query<{ server: string }>("SELECT current_setting('server_version') AS server");
    const catalog = await readCatalog(query);
    const { schema } = catalog;
    const order = dependencyOrder(
      catalog.tables.map((t) => t.name),
      catalog.references,
    );
    if (order.length > 0) {
      // No migration may change or drop a table while it waits to be copied.
      await client.query(`LOCK TABLE ${order.map((t) => qualified(schema, t)).join(", ")} IN ACCESS SHARE MODE`);
    }
    const counts = await countRows(query, schema, order);
    const columns = new Map(catalog.tables.map((t) => [t.name, t.columns]));
    const tables: TableInfo[] = order.map((name) => ({ name, columns: columns.get(name)!, rows: counts.get(name)! }));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      server,
      schema,
      migrations: await appliedMigrations(query, schema, order),
      tables,
      sequences: await readSequences(query, schema, catalog.sequences),
    };

    const gzip = createGzip();
    // "wx": never write into another run's file; only a file this run created is removed on failure.
    out = createWriteStream(partial, { flags: "wx" }).once("open", () => (ownsPartial = true));
    const written = pipeline(gzip, out);
    written.catch(() => {}); // awaited below; a failure also surfaces through the writes
    const write = async (data: string | Buffer) => {
      if (gzip.write(data)) return;
      const drained = once(gzip, "drain");
      drained.catch(() => {});
      await Promise.race([drained, written]);
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await onTable?.({ name: table.name, rows: table.rows });
      await write(`-- table ${JSON.stringify(table.name)}\n`);
      const copy = client.query(
        copyTo(
          `COPY ${qualified(schema, table.name)} (${columnList(table.columns)}) TO STDOUT WITH (FORMAT text, ENCODING 'UTF8')`,
        ),
      );
      let pending: Buffer[] = [];
      let size = 0;
      const flush = async () => {
        if (size === 0) return;
        await write(`${size}\n`);
        for (const piece of pending) await write(piece);
        pending = [];
        size = 0;
      };
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= CHUNK_BYTES) await flush();
      }
      await flush();
      await write("0\n");
      if (copy.rowCount !== table.rows) {
        throw new Error(`Table ${table.name}: copied ${copy.rowCount} rows, the snapshot counted ${table.rows}.`);
      }
    }
    await write("-- end\n");
    gzip.end();
    await written;
    await client.query("COMMIT");

    const handle = await open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    await syncDirectory(path.dirname(file));
    return {
      file,
      bytes: (await stat(file)).size,
      createdAt: header.createdAt,
      migrations: header.migrations,
      tables: tables.map((t) => ({ name: t.name, rows: t.rows })),
      sequences: header.sequences,
    };
  } catch (error) {
    // The file may still be opening (a failure before its first write reached it, on a busy
    // machine): close the stream first, so whether this run created the file is known.
    if (out && !out.closed) {
      const closed = once(out, "close").catch(() => {});
      out.destroy();
      await closed;
    }
    if (ownsPartial) await rm(partial, { force: true }).catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function syncDirectory(dir: string) {
  try {
    const handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not every platform syncs a directory; the file itself is already on disk.
  }
}

/** Reads lines and exact byte counts from a stream of buffers. */
class ByteReader {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.length === 0 ? next.value : Buffer.concat([this.buffer, next.value]);
    return true;
  }

  /** The next line without its newline, or null at the very end of the stream. */
  async line(): Promise<string | null> {
    let from = 0;
    for (;;) {
      const at = this.buffer.indexOf(0x0a, from);
      if (at >= 0) {
        const text = this.buffer.subarray(0, at).toString("utf8");
        this.buffer = this.buffer.subarray(at + 1);
        return text;
      }
      if (this.buffer.length > MAX_LINE_BYTES) throw new Error("malformed: a line is too long");
      from = this.buffer.length;
      if (!(await this.more())) {
        if (this.buffer.length === 0) return null;
        throw new Error("truncated: the file ends inside a line");
      }
    }
  }

  /** Exactly `count` bytes, in pieces. */
  async *bytes(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.more())) throw new Error("truncated: the file ends inside a table");
      const piece = this.buffer.subarray(0, Math.min(left, this.buffer.length));
      this.buffer = this.buffer.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}

/** An open backup file as a loader source: its header, then each table's COPY text in turn. */
export async function openBackup(file: string): Promise<{ header: BackupHeader; source: CopySource; close(): void }> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const unzipped = pipeline(input, gunzip);
  unzipped.catch(() => {}); // the same error reaches the reader through gunzip
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]());
  const close = () => {
    input.destroy();
    gunzip.destroy();
  };
  const fail = (why: string) => new Error(`${file} is not a usable Sattva backup (${why}).`);
  try {
    let header: BackupHeader;
    try {
      const line = await reader.line();
      if (line === null) throw new Error("empty");
      header = headerSchema.parse(JSON.parse(line));
    } catch (error) {
      throw fail(error instanceof Error ? error.message : String(error));
    }
    let next = 0;
    const source: CopySource = {
      migrations: header.migrations,
      tables: header.tables,
      sequences: header.sequences,
      async *tableData(name) {
        const expected = header.tables[next];
        if (expected?.name !== name) throw fail(`table ${name} asked for out of file order`);
        next++;
        try {
          const marker = await reader.line();
          if (marker !== `-- table ${JSON.stringify(name)}`) throw new Error(`expected table ${name}, found ${marker}`);
          for (;;) {
            const length = await reader.line();
            if (length === null || !/^\d{1,12}$/.test(length)) throw new Error(`bad chunk length in table ${name}`);
            const count = Number(length);
            if (count === 0) return;
            yield* reader.bytes(count);
          }
        } catch (error) {
          throw fail(error instanceof Error ? error.message : String(error));
        }
      },
      async finish() {
        if (next !== header.tables.length) throw fail("not every table was read");
        const line = () =>
          reader.line().catch((error: Error) => {
            throw fail(error.message);
          });
        const end = await line();
        if (end !== "-- end") throw fail(`expected the end line, found ${end === null ? "the end of the file" : end}`);
        // Reading on to the end of the stream also checks gzip's CRC of everything loaded.
        if ((await line()) !== null) throw fail("data after the end line");
      },
    };
    return { header, source, close };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * Restores `file` into the empty database at `url`: applies exactly the migrations the backup
 * lists (from migrationsDir), loads every table, sets every sequence and checks the row counts,
 * all in one transaction. A database with tables, a damaged file or any mismatch is refused and
 * the database left as it was. Migrations newer than the backup are left to the app's start.
 */
export async function restoreBackup({
  file,
  url,
  migrationsDir,
}: {
  file: string;
  url: string;
  migrationsDir: string;
}): Promise<RestoreSummary> {
  const { header, source, close } = await openBackup(file);
  try {
    const loaded = await loadIntoEmptyDatabase({ url, migrationsDir, source });
    return { file, createdAt: header.createdAt, ...loaded };
  } finally {
    close();
  }
}

/**
 * Keeps the newest `keep` backups in `dir` (by the time in their names) and deletes the others.
 * Files not named like a backup are never touched. Returns the names deleted.
 */
export async function pruneBackups(dir: string, keep = 7): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 0) throw new Error(`keep must be a whole number, not ${keep}`);
  const backups = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && NAME_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const doomed = backups.slice(keep);
  for (const name of doomed) await unlink(path.join(dir, name));
  return doomed;
}
