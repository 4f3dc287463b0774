import type { Prisma } from "~/generated/prisma/client";

/**
 * The audit log: every staff write, in the same transaction as the write, with who, when (the
 * row's time), what (an action such as "product.update" on an entity and its id), the client
 * address, and the record before and after (or just the fields that changed).
 */
export interface AuditEntry {
  actorId: string | null;
  /** "<entity>.<verb>", e.g. "product.create", "stock.adjust", "review.hide". */
  action: string;
  /** The table's name: "Product", "Review", "User", … */
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (a reason, a count). */
  details?: Record<string, unknown>;
  ip?: string | null;
}

type Tx = Prisma.TransactionClient;

/** JSON-safe copies (dates as ISO text, no undefined). */
function plain(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/** Writes one audit record inside the caller's transaction. */
export async function recordAudit(tx: Tx, entry: AuditEntry) {
  const data: Record<string, Prisma.InputJsonValue> = {};
  const before = plain(entry.before);
  const after = plain(entry.after);
  if (before !== undefined) data.before = before;
  if (after !== undefined) data.after = after;
  if (entry.details) Object.assign(data, plain(entry.details));
  await tx.auditEvent.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      data,
      ip: entry.ip ?? null,
    },
  });
}

/** Only the fields whose values differ, as { field: { from, to } } (for an update's record). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: before[key], to: after[key] };
  }
  return out;
}
