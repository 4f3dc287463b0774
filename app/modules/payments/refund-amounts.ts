/**
 * What a refund is worth, computed on the server from the order as it was charged (never from
 * the browser). Pure, so the rules are tested on their own.
 *
 * - A line is refunded at its price as sold, less its share of the order's discount: the discount
 *   is spread over the goods in proportion to their value. The share is taken on the goods refunded
 *   so far *together* (goods(before + these) − goods(before), rounded half up), so refunding every
 *   line, in any number of steps, gives back exactly what was paid for the goods, to the cent.
 * - Shipping is refunded whole, once.
 * - Nothing is refunded beyond what is left of the payment (paid minus refunds succeeded or still
 *   pending at the provider).
 */

export type RefundRequest =
  | { kind: "full" }
  | { kind: "lines"; lines: { lineId: string; quantity: number }[]; includeShipping: boolean }
  | { kind: "amount"; amountCents: number };

export interface RefundableOrder {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  lines: { id: string; unitPriceCents: number; quantity: number }[];
}

/** What an earlier refund (succeeded or pending) took: its lines and whether it took shipping. */
export interface RefundDetail {
  kind: RefundRequest["kind"];
  lines: { lineId: string; quantity: number }[];
  shipping: boolean;
}

export type RefundComputation =
  | { ok: true; amountCents: number; detail: RefundDetail }
  | {
      ok: false;
      reason: "nothing_left" | "empty" | "unknown_line" | "line_over" | "shipping_done" | "over_refundable";
    };

/** The goods' value after the order's discount, for `grossCents` of them at their sold prices. */
export function goodsAfterDiscount(
  grossCents: number,
  order: Pick<RefundableOrder, "subtotalCents" | "discountCents">,
) {
  if (order.subtotalCents <= 0 || order.discountCents <= 0) return grossCents;
  const share = Math.floor((grossCents * order.discountCents * 2 + order.subtotalCents) / (order.subtotalCents * 2));
  return grossCents - share;
}

/** Units of each line already refunded, and whether shipping was. */
export function refundedSoFar(prior: readonly RefundDetail[]) {
  const quantities = new Map<string, number>();
  let shipping = false;
  for (const d of prior) {
    for (const l of d.lines) quantities.set(l.lineId, (quantities.get(l.lineId) ?? 0) + l.quantity);
    shipping ||= d.shipping;
  }
  return { quantities, shipping };
}

/** Reads a Refund row's `detail` JSON back (anything unexpected counts as nothing). */
export function readDetail(value: unknown): RefundDetail {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const lines = Array.isArray(v.lines)
    ? v.lines.flatMap((l: unknown) => {
        const x = (l ?? {}) as Record<string, unknown>;
        return typeof x.lineId === "string" && Number.isInteger(x.quantity)
          ? [{ lineId: x.lineId, quantity: x.quantity as number }]
          : [];
      })
    : [];
  const kind = v.kind === "lines" || v.kind === "amount" ? v.kind : "full";
  return { kind, lines, shipping: v.shipping === true };
}

export function computeRefund(
  order: RefundableOrder,
  prior: readonly RefundDetail[],
  request: RefundRequest,
  remainingCents: number,
): RefundComputation {
  if (remainingCents <= 0) return { ok: false, reason: "nothing_left" };
  const done = refundedSoFar(prior);
  const grossDone = order.lines.reduce(
    (s, l) => s + l.unitPriceCents * Math.min(done.quantities.get(l.id) ?? 0, l.quantity),
    0,
  );

  if (request.kind === "amount") {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return { ok: false, reason: "empty" };
    if (request.amountCents > remainingCents) return { ok: false, reason: "over_refundable" };
    return { ok: true, amountCents: request.amountCents, detail: { kind: "amount", lines: [], shipping: false } };
  }

  if (request.kind === "full") {
    const lines = order.lines
      .map((l) => ({ lineId: l.id, quantity: l.quantity - Math.min(done.quantities.get(l.id) ?? 0, l.quantity) }))
      .filter((l) => l.quantity > 0);
    return {
      ok: true,
      amountCents: remainingCents,
      detail: { kind: "full", lines, shipping: !done.shipping && order.shippingCents > 0 },
    };
  }

  const byId = new Map(order.lines.map((l) => [l.id, l]));
  const wanted = new Map<string, number>();
  for (const l of request.lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 0) return { ok: false, reason: "empty" };
    if (l.quantity === 0) continue;
    if (!byId.has(l.lineId)) return { ok: false, reason: "unknown_line" };
    wanted.set(l.lineId, (wanted.get(l.lineId) ?? 0) + l.quantity);
  }
  const shipping = request.includeShipping && order.shippingCents > 0;
  if (wanted.size === 0 && !shipping) return { ok: false, reason: "empty" };
  if (request.includeShipping && done.shipping) return { ok: false, reason: "shipping_done" };
  let grossNow = 0;
  for (const [lineId, quantity] of wanted) {
    const line = byId.get(lineId)!;
    if (quantity > line.quantity - (done.quantities.get(lineId) ?? 0)) return { ok: false, reason: "line_over" };
    grossNow += line.unitPriceCents * quantity;
  }
  const goods = goodsAfterDiscount(grossDone + grossNow, order) - goodsAfterDiscount(grossDone, order);
  const amountCents = goods + (shipping ? order.shippingCents : 0);
  if (amountCents <= 0) return { ok: false, reason: "empty" };
  if (amountCents > remainingCents) return { ok: false, reason: "over_refundable" };
  return {
    ok: true,
    amountCents,
    detail: { kind: "lines", lines: [...wanted].map(([lineId, quantity]) => ({ lineId, quantity })), shipping },
  };
}
