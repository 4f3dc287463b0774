import { db } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { StaffActor, StaffContext } from "./order-status.server";

/**
 * Staff's internal notes on an order (never shown to the buyer: only the back office reads
 * OrderNote), and "mark as reviewed", which clears an order's review flag with a note saying what
 * was done. Both audited, in the same transaction as the write.
 */

export interface OrderNoteView {
  id: string;
  body: string;
  author: string | null;
  createdAt: string;
}

/** An order's notes, newest first. */
export async function orderNotes(orderId: string): Promise<OrderNoteView[]> {
  const rows = await db().orderNote.findMany({
    where: { orderId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      body: true,
      createdAt: true,
      author: { select: { fname: true, lname: true, email: true, deletedAt: true } },
    },
  });
  return rows.map((n) => ({
    id: n.id,
    body: n.body,
    createdAt: n.createdAt.toISOString(),
    author: n.author && !n.author.deletedAt ? `${n.author.fname} ${n.author.lname}`.trim() || n.author.email : null,
  }));
}

export type NoteOutcome = { ok: true; oid: string } | { ok: false; reason: "not_found" };

/** Adds a staff note (`body` already validated: trimmed, 1 to NOTE_MAX characters). */
export async function addOrderNote(
  actor: StaffActor,
  oid: string,
  body: string,
  ctx: StaffContext = {},
): Promise<NoteOutcome> {
  return db().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { oid }, select: { id: true, oid: true } });
    if (!order) return { ok: false, reason: "not_found" } as const;
    const note = await tx.orderNote.create({
      data: { orderId: order.id, authorId: actor.id, body },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.note",
      entity: "Order",
      entityId: order.id,
      details: { oid: order.oid, noteId: note.id, length: body.length },
      ip: ctx.ip,
    });
    return { ok: true, oid: order.oid } as const;
  });
}

export type ReviewedOutcome = { ok: true; oid: string } | { ok: false; reason: "not_found" | "not_flagged" };

/**
 * Clears the order's review flag, keeping what was done as a note (`note`, validated) and the
 * reason it was flagged in the audit record. Conditional on the flag still being set: two staff
 * members clearing it at once leave one note.
 */
export async function markOrderReviewed(
  actor: StaffActor,
  oid: string,
  note: string,
  ctx: StaffContext = {},
): Promise<ReviewedOutcome> {
  return db().$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { oid },
      select: { id: true, oid: true, flaggedForReview: true, reviewReason: true },
    });
    if (!order) return { ok: false, reason: "not_found" } as const;
    const cleared = await tx.order.updateMany({
      where: { id: order.id, flaggedForReview: true },
      data: { flaggedForReview: false, reviewReason: null },
    });
    if (cleared.count === 0) return { ok: false, reason: "not_flagged" } as const;
    const created = await tx.orderNote.create({
      data: { orderId: order.id, authorId: actor.id, body: note },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.reviewed",
      entity: "Order",
      entityId: order.id,
      before: { flaggedForReview: true, reviewReason: order.reviewReason },
      after: { flaggedForReview: false, reviewReason: null },
      details: { oid: order.oid, noteId: created.id },
      ip: ctx.ip,
    });
    return { ok: true, oid: order.oid } as const;
  });
}
