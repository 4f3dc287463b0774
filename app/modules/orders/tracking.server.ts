import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

export interface TrackedOrder {
  oid: string;
  status: OrderStatus;
  createdAt: string;
  /** Items in the order (sum of quantities). */
  itemCount: number;
  /** Only once the parcel has left: shipped or delivered. */
  shipment: { carrier: string | null; awb: string } | null;
}

/** The tracking page filled in for one order (what a buyer without an account follows). */
export function trackingPath(oid: string, email: string) {
  return `/pages/where's-my-order?${new URLSearchParams({ ref: oid, email }).toString()}`;
}

export const TRACKING_REF_MAX = 64;
export const TRACKING_EMAIL_MAX = 254;

/** The reference as typed: trimmed; null when it cannot be one of ours. */
export function normalizeRef(ref: unknown): string | null {
  if (typeof ref !== "string") return null;
  const r = ref.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!r || r.length > TRACKING_REF_MAX || /[\u0000-\u001f]/.test(r)) return null;
  return r;
}

export function normalizeEmail(email: unknown): string | null {
  if (typeof email !== "string") return null;
  const e = email.trim().toLowerCase();
  if (!e || e.length > TRACKING_EMAIL_MAX || !e.includes("@")) return null;
  return e;
}

/**
 * Finds an order by its id (SAT-10001) or its AWB, but only together with the order's e-mail:
 * without both, the answer is null, whatever the reason, so nobody can learn that an order
 * exists. One query matches both, so the work done does not depend on which one was wrong.
 */
export async function trackOrder(ref: unknown, email: unknown): Promise<TrackedOrder | null> {
  const r = normalizeRef(ref);
  const e = normalizeEmail(email);
  if (!r || !e) return null;
  const order = await db().order.findFirst({
    where: {
      email: { equals: e, mode: "insensitive" },
      OR: [{ oid: { equals: r, mode: "insensitive" } }, { awb: { equals: r, mode: "insensitive" } }],
    },
    select: {
      oid: true,
      status: true,
      createdAt: true,
      carrier: true,
      awb: true,
      lines: { select: { quantity: true } },
    },
  });
  if (!order) return null;
  const shipped = order.status === "shipped" || order.status === "delivered";
  return {
    oid: order.oid,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    itemCount: order.lines.reduce((sum, l) => sum + l.quantity, 0),
    shipment: shipped && order.awb ? { carrier: order.carrier, awb: order.awb } : null,
  };
}
