import type { OrderStatus, Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

/**
 * The order history (OrderStatusChange rows) is written by a trigger on Order.status (migration
 * office_operations), for every statement that changes a status. The trigger cannot know who
 * asked: the code says it in transaction-local settings, before the statement, with
 * `explainOrderChange`. A change nobody explained is recorded as the system's.
 */

type Tx = Prisma.TransactionClient;

export type OrderChangeSource = "staff" | "shopper" | "provider" | "system";

/** Who is changing the order's status in this transaction (holds until it ends). */
export async function explainOrderChange(tx: Tx, source: OrderChangeSource, actorId?: string | null): Promise<void> {
  await tx.$queryRaw`SELECT set_config('sattva.order_source', ${source}, true),
    set_config('sattva.actor', ${actorId ?? ""}, true)`;
}

export interface OrderHistoryRow {
  id: string;
  from: OrderStatus | null;
  to: OrderStatus;
  source: string;
  /** The person's name when a person did it and their account still exists. */
  actor: string | null;
  at: string;
}

/** An order's status changes, oldest first (the order it happened in). */
export async function orderHistory(orderId: string): Promise<OrderHistoryRow[]> {
  const rows = await db().orderStatusChange.findMany({
    where: { orderId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      from: true,
      to: true,
      source: true,
      createdAt: true,
      actor: { select: { fname: true, lname: true, email: true, deletedAt: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    from: r.from,
    to: r.to,
    source: r.source,
    actor: r.actor && !r.actor.deletedAt ? `${r.actor.fname} ${r.actor.lname}`.trim() || r.actor.email : null,
    at: r.createdAt.toISOString(),
  }));
}
