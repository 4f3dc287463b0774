import { describe, expect, it } from "vitest";
import type { StartPaymentInput } from "../provider";
import { lineItemsFor, sessionExpiresAt } from "./stripe.server";

const input = (o: Partial<StartPaymentInput>): StartPaymentInput => ({
  orderId: "o",
  oid: "SAT-1",
  attemptId: "a",
  idempotencyKey: "k",
  method: "card",
  amountCents: 0,
  currency: "EUR",
  description: "Sattva SAT-1",
  lines: [],
  adjustments: [],
  customer: { name: "Ada", email: "ada@example.test", ip: null },
  locale: "en",
  returnUrl: "https://shop.test/r",
  cancelUrl: "https://shop.test/c",
  expiresAt: new Date(),
  ...o,
});

const lines = [
  { title: "Tea", unitPriceCents: 1250, quantity: 2 },
  { title: "Cup", unitPriceCents: 990, quantity: 1 },
];

describe("Stripe line items", () => {
  it("lists the goods and shipping as lines adding up to the payment", () => {
    const items = lineItemsFor(
      input({ lines, adjustments: [{ title: "Shipping", amountCents: 490 }], amountCents: 3980 }),
    );
    expect(items.map((i) => [i.price_data?.product_data?.name, i.price_data?.unit_amount, i.quantity])).toEqual([
      ["Tea", 1250, 2],
      ["Cup", 990, 1],
      ["Shipping", 490, 1],
    ]);
    expect(items.every((i) => i.price_data?.currency === "eur")).toBe(true);
  });

  it("sends one line for the whole amount when a discount applies (no negative lines)", () => {
    const adjustments = [
      { title: "Shipping", amountCents: 490 },
      { title: "Discount", amountCents: -349 },
    ];
    const items = lineItemsFor(input({ lines, adjustments, amountCents: 3631 }));
    expect(items).toEqual([
      { price_data: { currency: "eur", unit_amount: 3631, product_data: { name: "Sattva SAT-1" } }, quantity: 1 },
    ]);
  });

  it("refuses lines that do not add up to the payment", () => {
    expect(() => lineItemsFor(input({ lines, amountCents: 3491 }))).toThrow(/add up to 3490, the payment is 3491/);
  });
});

describe("Stripe session end", () => {
  it("is the same on a retry minutes later, 30 minutes past the reservation, within Stripe's bounds", () => {
    const placed = Date.UTC(2026, 0, 10, 12, 0, 0);
    const reservation = new Date(placed + 30 * 60_000);
    const first = sessionExpiresAt(reservation, placed + 1_000);
    expect(sessionExpiresAt(reservation, placed + 9 * 60_000)).toBe(first);
    expect(first).toBe(reservation.getTime() / 1000 + 30 * 60);
    expect(first - (placed + 1_000) / 1000).toBeGreaterThanOrEqual(30 * 60);
    // A reservation near a day long is capped below Stripe's 24-hour limit.
    expect(sessionExpiresAt(new Date(placed + 24 * 3_600_000), placed)).toBe(placed / 1000 + 24 * 3600 - 60);
  });
});
