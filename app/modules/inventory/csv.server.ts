import { createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { stockStatusWhere, type StaffActor, type StaffContext } from "./inventory.server";
import { explainStock } from "./ledger.server";
import { IMPORT_MAX_BYTES, IMPORT_MAX_LINES, STOCK_MAX } from "./schemas";
import { stockStatus, type StockStatus } from "./stock-status";

/**
 * The inventory as CSV (export) and stock counts from CSV (import). An import is shown as a
 * preview first (every line: the product, its stock now, the new stock, or the line's error);
 * the preview carries a signed payload of the lines and of the stock each product had when it was
 * shown, and applying it posts that payload back (no JavaScript needed, no file kept on the
 * server). Applying changes every product in one transaction, or nothing: not when a line has an
 * error, nor when a product's stock moved since the preview (a new preview is shown instead).
 */

// ---------------------------------------------------------------------------------------------
// Export

export const CSV_COLUMNS = ["pid", "title", "category", "brand", "stock", "threshold", "status"] as const;
const STATUS_WORDS: Record<StockStatus, string> = { in: "in_stock", low: "low_stock", out: "out_of_stock" };
const EXPORT_BATCH = 1000;

/** The inventory (optionally one search and status, as the page shows them) as CSV, by pid, streamed in batches. */
export function inventoryCsv(filter: { q?: string; status?: StockStatus } = {}): ReadableStream<Uint8Array> {
  const where: Prisma.ProductWhereInput = {
    ...(filter.q
      ? {
          OR: [
            { pid: { contains: filter.q, mode: "insensitive" } },
            { title: { contains: filter.q, mode: "insensitive" } },
            { brand: { name: { contains: filter.q, mode: "insensitive" } } },
            { category: { name: { contains: filter.q, mode: "insensitive" } } },
          ],
        }
      : {}),
    ...(filter.status ? stockStatusWhere(filter.status) : {}),
  };
  const encoder = new TextEncoder();
  let after: string | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows = await db().product.findMany({
        where: after ? { AND: [where, { pid: { gt: after } }] } : where,
        select: {
          pid: true,
          title: true,
          stock: true,
          lowStockThreshold: true,
          brand: { select: { name: true } },
          category: { select: { name: true } },
        },
        orderBy: { pid: "asc" },
        take: EXPORT_BATCH,
      });
      const records = rows.map((p) => [
        p.pid,
        p.title,
        p.category.name,
        p.brand.name,
        p.stock,
        p.lowStockThreshold,
        STATUS_WORDS[stockStatus(p.stock, p.lowStockThreshold)],
      ]);
      const text = stringify(records, { header: first, columns: first ? [...CSV_COLUMNS] : undefined });
      first = false;
      if (text) controller.enqueue(encoder.encode(text));
      if (rows.length < EXPORT_BATCH) controller.close();
      else after = rows[rows.length - 1].pid;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Import: reading the file

export { IMPORT_MAX_BYTES, IMPORT_MAX_LINES };

/** Why a whole file is refused (keys of inventory `import.errors.*`). */
export type FileError = "empty" | "tooLarge" | "tooManyLines" | "unreadable" | "header";
/** Why one line is refused (keys of inventory `import.lineErrors.*`). */
export type LineError = "missingPid" | "unknownPid" | "notWhole" | "duplicatePid";

export interface ImportLine {
  /** The line of the file (1 is the header). */
  line: number;
  pid: string;
  /** The stock as written in the file. */
  given: string;
  title?: string;
  current?: number;
  next?: number;
  delta?: number;
  error?: LineError;
}

export type ImportPreview =
  | { ok: false; error: FileError }
  | { ok: true; lines: ImportLine[]; errors: number; changes: number; token: string | null };

interface ReadLine {
  line: number;
  pid: string;
  given: string;
}

/** The file's lines: the pid and stock columns of each (header row: any order; the export's own file too). */
export function readStockCsv(text: string): { ok: false; error: FileError } | { ok: true; lines: ReadLine[] } {
  if (Buffer.byteLength(text, "utf8") > IMPORT_MAX_BYTES) return { ok: false, error: "tooLarge" };
  const body = text.replace(/^\uFEFF/, "");
  if (!body.trim()) return { ok: false, error: "empty" };
  // A spreadsheet set to a European locale saves with semicolons.
  const headerLine = body.split(/\r?\n/, 1)[0];
  const delimiter = headerLine.includes(";") && !headerLine.includes(",") ? ";" : ",";
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to_line: IMPORT_MAX_LINES + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return { ok: false, error: "unreadable" };
  }
  if (records.length === 0) return { ok: false, error: "empty" };
  const header = records[0].record.map((h) => h.toLowerCase());
  const pidAt = header.indexOf("pid");
  const stockAt = header.indexOf("stock");
  if (pidAt < 0 || stockAt < 0) return { ok: false, error: "header" };
  const rows = records.slice(1);
  if (rows.length > IMPORT_MAX_LINES) return { ok: false, error: "tooManyLines" };
  if (rows.length === 0) return { ok: false, error: "empty" };
  return {
    ok: true,
    lines: rows.map(({ record, info }) => ({
      line: info.lines,
      pid: (record[pidAt] ?? "").toUpperCase(),
      given: record[stockAt] ?? "",
    })),
  };
}

const WHOLE = /^\d{1,7}$/;

/** The preview of the lines against the catalogue as it is now; a token to apply it when no line has an error. */
export async function previewImport(userId: string, lines: readonly ReadLine[]): Promise<ImportPreview> {
  const pids = [...new Set(lines.map((l) => l.pid).filter(Boolean))];
  const products = await db().product.findMany({
    where: { pid: { in: pids } },
    select: { pid: true, title: true, stock: true },
  });
  const byPid = new Map(products.map((p) => [p.pid, p]));
  const seen = new Set<string>();
  const out: ImportLine[] = lines.map((l) => {
    const p = byPid.get(l.pid);
    const base: ImportLine = { line: l.line, pid: l.pid, given: l.given, title: p?.title, current: p?.stock };
    if (!l.pid) return { ...base, error: "missingPid" };
    if (seen.has(l.pid)) return { ...base, error: "duplicatePid" };
    seen.add(l.pid);
    if (!p) return { ...base, error: "unknownPid" };
    if (!WHOLE.test(l.given) || Number(l.given) > STOCK_MAX) return { ...base, error: "notWhole" };
    const next = Number(l.given);
    return { ...base, next, delta: next - p.stock };
  });
  const errors = out.filter((l) => l.error).length;
  const changes = out.filter((l) => l.delta).length;
  const token =
    errors === 0
      ? signPayload(
          userId,
          out.map((l) => [l.pid, l.next!, l.current!, l.line] as const),
        )
      : null;
  return { ok: true, lines: out, errors, changes, token };
}

// ---------------------------------------------------------------------------------------------
// Import: the signed payload

/** [pid, new stock, the stock shown in the preview, the line of the file]. */
type PayloadLine = readonly [string, number, number, number];

function mac(userId: string, body: string) {
  const [secret] = env().sessionSecrets;
  return createHmac("sha256", secret).update(`stock-import|${userId}|${body}`).digest("base64url");
}

function signPayload(userId: string, lines: readonly PayloadLine[]): string {
  const body = Buffer.from(JSON.stringify(lines), "utf8").toString("base64url");
  return `${body}.${mac(userId, body)}`;
}

/** The payload's lines when its signature is the user's own, else null. */
export function readPayload(userId: string, token: string): PayloadLine[] | null {
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(userId, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const lines: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (!Array.isArray(lines)) return null;
    return lines as PayloadLine[];
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Import: applying

export type ApplyOutcome =
  | { ok: true; changed: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "changed"; preview: ImportPreview };

class StockMoved extends Error {}

/**
 * Applies a previewed import: every product to its new stock ('import' in the ledger), in one
 * transaction, only if each still has the stock the preview showed; otherwise nothing, and a new
 * preview of the same lines.
 */
export async function applyImport(actor: StaffActor, token: string, ctx: StaffContext = {}): Promise<ApplyOutcome> {
  const lines = readPayload(actor.id, token);
  if (!lines) return { ok: false, reason: "invalid" };
  const pids = lines.map(([pid]) => pid);
  try {
    const changed = await db().$transaction(async (tx) => {
      // Locked in one order (pid), so two imports never wait on each other.
      const rows = await tx.$queryRaw<{ id: string; pid: string; stock: number }[]>`
        SELECT "id", "pid", "stock" FROM "Product" WHERE "pid" = ANY(${pids}) ORDER BY "pid" FOR UPDATE`;
      const byPid = new Map(rows.map((r) => [r.pid, r]));
      if (lines.some(([pid, , shown]) => byPid.get(pid)?.stock !== shown)) throw new StockMoved();
      const moves = lines.filter(([, next, shown]) => next !== shown);
      await explainStock(tx, { reason: "import", note: "CSV", actorId: actor.id });
      for (const [pid, next] of moves) {
        await tx.product.update({ where: { id: byPid.get(pid)!.id }, data: { stock: next } });
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: "stock.import",
        entity: "Product",
        before: Object.fromEntries(moves.map(([pid, , shown]) => [pid, { stock: shown }])),
        after: Object.fromEntries(moves.map(([pid, next]) => [pid, { stock: next }])),
        details: { lines: lines.length, changed: moves.length },
        ip: ctx.ip,
      });
      return moves.length;
    });
    if (changed > 0) invalidateProductPages();
    return { ok: true, changed };
  } catch (error) {
    if (!(error instanceof StockMoved)) throw error;
    const preview = await previewImport(
      actor.id,
      lines.map(([pid, next, , line]) => ({ line, pid, given: String(next) })),
    );
    return { ok: false, reason: "changed", preview };
  }
}
