import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import type { AuditQuery } from "./schemas";

/**
 * The audit log as the admin page reads it: newest first, filtered by who, action, entity and a
 * date range, a page at a time; each record's before and after turned into the fields that
 * changed, so a person reads "price: 12.00 → 10.00" rather than two JSON documents.
 */

export const AUDIT_PAGE_SIZE = 50;

export interface AuditChange {
  field: string;
  /** JSON text of the old value; null when there was none (a creation). */
  from: string | null;
  /** JSON text of the new value; null when there is none (a deletion). */
  to: string | null;
}

export interface AuditRow {
  id: string;
  createdAt: string;
  actor: { name: string; email: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string | null;
  changes: AuditChange[];
  /** Other facts kept with the record (a product id, a count), as field and JSON text. */
  details: { field: string; value: string }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? null : typeof v === "string" ? v : JSON.stringify(v));

/** The changed fields of a record's data: `before`/`after` objects, or `{ field: { from, to } }` (user edits). */
export function describeAuditData(data: unknown): Pick<AuditRow, "changes" | "details"> {
  if (!isObject(data)) return { changes: [], details: [] };
  const { before, after, ...rest } = data;
  const changes: AuditChange[] = [];
  const details: AuditRow["details"] = [];
  if (isObject(before) || isObject(after)) {
    const b = isObject(before) ? before : {};
    const a = isObject(after) ? after : {};
    for (const field of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
      if (JSON.stringify(b[field]) === JSON.stringify(a[field])) continue;
      changes.push({ field, from: show(b[field]), to: show(a[field]) });
    }
  } else if (before !== undefined || after !== undefined) {
    changes.push({ field: "value", from: show(before), to: show(after) });
  }
  for (const [field, value] of Object.entries(rest)) {
    if (
      isObject(value) &&
      ("from" in value || "to" in value) &&
      Object.keys(value).every((k) => k === "from" || k === "to")
    ) {
      changes.push({ field, from: show(value.from), to: show(value.to) });
    } else {
      details.push({ field, value: show(value) ?? "" });
    }
  }
  return { changes, details };
}

function whereOf(query: AuditQuery): Prisma.AuditEventWhereInput {
  const where: Prisma.AuditEventWhereInput = {};
  if (query.action) where.action = query.action;
  if (query.entity) where.entity = query.entity;
  if (query.from || query.to) {
    where.createdAt = {
      ...(query.from ? { gte: new Date(`${query.from}T00:00:00.000Z`) } : {}),
      // The whole last day counts.
      ...(query.to ? { lt: new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000) } : {}),
    };
  }
  if (query.q) {
    const contains = { contains: query.q, mode: "insensitive" as const };
    where.OR =
      query.q.toLowerCase() === "system"
        ? [{ actorId: null }]
        : [{ actor: { email: contains } }, { actor: { fname: contains } }, { actor: { lname: contains } }];
  }
  return where;
}

export async function listAudit(query: AuditQuery) {
  const where = whereOf(query);
  const [rows, total] = await Promise.all([
    db().auditEvent.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        action: true,
        entity: true,
        entityId: true,
        ip: true,
        data: true,
        actor: { select: { fname: true, lname: true, email: true } },
      },
    }),
    db().auditEvent.count({ where }),
  ]);
  return {
    rows: rows.map((r): AuditRow => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      actor: r.actor ? { name: `${r.actor.fname} ${r.actor.lname}`.trim(), email: r.actor.email } : null,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      ip: r.ip,
      ...describeAuditData(r.data),
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}

/** The actions and entities the log holds, for the filters' choices (read by the database, not in memory). */
export async function auditChoices() {
  const [actions, entities] = await Promise.all([
    db().$queryRaw<{ action: string }[]>`SELECT DISTINCT "action" FROM "AuditEvent" ORDER BY 1 LIMIT 500`,
    db().$queryRaw<{ entity: string }[]>`SELECT DISTINCT "entity" FROM "AuditEvent" ORDER BY 1 LIMIT 100`,
  ]);
  return { actions: actions.map((a) => a.action), entities: entities.map((e) => e.entity) };
}
