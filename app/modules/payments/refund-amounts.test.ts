import { describe, expect, it } from "vitest";
import {
  computeRefund,
  goodsAfterDiscount,
  readDetail,
  type RefundDetail,
  type RefundableOrder,
} from "./refund-amounts";

/** 2 × 12.35 + 1 × 29.30 = 54.00 of goods, 10% off (5.40), 4.90 shipping: 53.50 paid. */
const order: RefundableOrder = {
  subtotalCents: 5400,
  discountCents: 540,
  shippingCents: 490,
  lines: [
    { id: "a", unitPriceCents: 1235, quantity: 2 },
    { id: "b", unitPriceCents: 2930, quantity: 1 },
  ],
};
const PAID = 5400 - 540 + 490;

describe("refund amounts", () => {
  it("refunds a line at its price less its share of the discount, rounded half up", () => {
    const r = computeRefund(
      order,
      [],
      { kind: "lines", lines: [{ lineId: "a", quantity: 1 }], includeShipping: false },
      PAID,
    );
    // 12.35 less 10% of it (1.235 → 1.24): 11.11.
    expect(r).toEqual({
      ok: true,
      amountCents: 1111,
      detail: { kind: "lines", lines: [{ lineId: "a", quantity: 1 }], shipping: false },
    });
  });

  it("refunding every line in steps gives back exactly what the goods cost, then shipping once", () => {
    const prior: RefundDetail[] = [];
    let total = 0;
    for (const [lineId, includeShipping] of [
      ["a", false],
      ["a", true],
      ["b", false],
    ] as const) {
      const r = computeRefund(
        order,
        prior,
        { kind: "lines", lines: [{ lineId, quantity: 1 }], includeShipping },
        PAID - total,
      );
      if (!r.ok) throw new Error(r.reason);
      total += r.amountCents;
      prior.push(r.detail);
    }
    expect(total).toBe(PAID);
    expect(goodsAfterDiscount(5400, order)).toBe(4860);
    expect(computeRefund(order, prior, { kind: "full" }, PAID - total)).toEqual({ ok: false, reason: "nothing_left" });
  });

  it("refuses more units than are left, shipping twice, unknown lines and an empty choice", () => {
    const prior = [{ kind: "lines" as const, lines: [{ lineId: "a", quantity: 2 }], shipping: true }];
    const lines = (l: { lineId: string; quantity: number }[], includeShipping = false) =>
      computeRefund(order, prior, { kind: "lines", lines: l, includeShipping }, 3000);
    expect(lines([{ lineId: "a", quantity: 1 }])).toEqual({ ok: false, reason: "line_over" });
    expect(lines([{ lineId: "b", quantity: 1 }], true)).toEqual({ ok: false, reason: "shipping_done" });
    expect(lines([{ lineId: "zzz", quantity: 1 }])).toEqual({ ok: false, reason: "unknown_line" });
    expect(lines([{ lineId: "b", quantity: 0 }])).toEqual({ ok: false, reason: "empty" });
    expect(lines([{ lineId: "b", quantity: 1 }])).toMatchObject({ ok: true, amountCents: 2930 - 293 });
  });

  it("an amount is refunded as asked, never beyond what is left", () => {
    expect(computeRefund(order, [], { kind: "amount", amountCents: 1000 }, PAID)).toMatchObject({
      ok: true,
      amountCents: 1000,
    });
    expect(computeRefund(order, [], { kind: "amount", amountCents: PAID + 1 }, PAID)).toEqual({
      ok: false,
      reason: "over_refundable",
    });
    expect(computeRefund(order, [], { kind: "amount", amountCents: 0 }, PAID)).toEqual({ ok: false, reason: "empty" });
    // Lines worth more than what an earlier amount refund left.
    const r = computeRefund(
      order,
      [],
      { kind: "lines", lines: [{ lineId: "b", quantity: 1 }], includeShipping: true },
      500,
    );
    expect(r).toEqual({ ok: false, reason: "over_refundable" });
  });

  it("everything left is what is left of the payment, with the lines and shipping not yet refunded", () => {
    const prior = [{ kind: "lines" as const, lines: [{ lineId: "a", quantity: 1 }], shipping: false }];
    expect(computeRefund(order, prior, { kind: "full" }, PAID - 1111)).toEqual({
      ok: true,
      amountCents: PAID - 1111,
      detail: {
        kind: "full",
        lines: [
          { lineId: "a", quantity: 1 },
          { lineId: "b", quantity: 1 },
        ],
        shipping: true,
      },
    });
  });

  it("reads a stored detail back, ignoring what it does not know", () => {
    expect(
      readDetail({
        kind: "lines",
        lines: [{ lineId: "a", quantity: 2 }, { lineId: 3 }],
        shipping: true,
        callingUntil: "x",
      }),
    ).toEqual({
      kind: "lines",
      lines: [{ lineId: "a", quantity: 2 }],
      shipping: true,
    });
    expect(readDetail(null)).toEqual({ kind: "full", lines: [], shipping: false });
  });
});
