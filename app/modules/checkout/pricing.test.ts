import { describe, expect, it } from "vitest";
import { SETTING_DEFAULTS } from "~/modules/settings/defaults";
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY, percentOff, priceOrder, vatIncluded } from "./pricing";

const VAT_PERCENT = SETTING_DEFAULTS.vatPercent;

/** a × num / den rounded half up, by integer division and remainder (no floating point at all). */
function halfUp(a: number, num: number, den: number) {
  const product = a * num;
  const q = Math.floor(product / den);
  const r = product - q * den;
  return 2 * r >= den ? q + 1 : q;
}

describe("vatIncluded", () => {
  it("is the 22% inside a VAT-inclusive amount", () => {
    expect(VAT_PERCENT).toBe(22);
    expect(vatIncluded(0, VAT_PERCENT)).toBe(0);
    expect(vatIncluded(122, VAT_PERCENT)).toBe(22);
    expect(vatIncluded(12_200, VAT_PERCENT)).toBe(2_200);
    expect(vatIncluded(100, VAT_PERCENT)).toBe(18); // 18.03
    expect(vatIncluded(2490, VAT_PERCENT)).toBe(449); // 449.02
    expect(vatIncluded(3, VAT_PERCENT)).toBe(1); // 0.54 rounds up
    expect(vatIncluded(2, VAT_PERCENT)).toBe(0); // 0.36 rounds down
  });

  it("rounds half up, exactly, for every amount up to 100 000.00 in steps", () => {
    for (let a = 0; a <= 10_000_000; a += a < 5000 ? 1 : 997) {
      expect(vatIncluded(a, VAT_PERCENT)).toBe(halfUp(a, 22, 122));
    }
    // 22% never lands on an exact half; a 100% rate does (amount / 2): x.5 goes up.
    expect(vatIncluded(1, 100)).toBe(1);
    expect(vatIncluded(3, 100)).toBe(2);
    expect(vatIncluded(4, 100)).toBe(2);
  });
});

describe("percentOff", () => {
  it("takes a percentage, rounded half up to the cent", () => {
    expect(percentOff(1235, 10)).toBe(124); // 123.5
    expect(percentOff(1234, 10)).toBe(123); // 123.4
    expect(percentOff(1236, 10)).toBe(124); // 123.6
    expect(percentOff(5, 10)).toBe(1); // 0.5
    expect(percentOff(4, 10)).toBe(0);
    expect(percentOff(0, 10)).toBe(0);
    expect(percentOff(10, 15)).toBe(2); // 1.5
    expect(percentOff(1000, 100)).toBe(1000);
    for (let a = 0; a <= 200_000; a += 7) expect(percentOff(a, 10)).toBe(halfUp(a, 10, 100));
  });
});

describe("priceOrder", () => {
  it("adds the lines, then shipping, VAT included", () => {
    expect(priceOrder([{ unitPriceCents: 1000, quantity: 2 }], "IT", 0, SETTING_DEFAULTS)).toEqual({
      subtotalCents: 2000,
      discountCents: 0,
      shippingCents: 490,
      vatCents: 449,
      totalCents: 2490,
    });
    expect(
      priceOrder(
        [
          { unitPriceCents: 2999, quantity: 1 },
          { unitPriceCents: 1250, quantity: 3 },
        ],
        "FR",
        0,
        SETTING_DEFAULTS,
      ),
    ).toEqual({ subtotalCents: 6749, discountCents: 0, shippingCents: 990, vatCents: 1396, totalCents: 7739 });
  });

  it("ships free from the zone's threshold, inclusive", () => {
    expect(priceOrder([{ unitPriceCents: 4900, quantity: 1 }], "IT", 0, SETTING_DEFAULTS).shippingCents).toBe(0);
    expect(priceOrder([{ unitPriceCents: 4899, quantity: 1 }], "IT", 0, SETTING_DEFAULTS).shippingCents).toBe(490);
    expect(priceOrder([{ unitPriceCents: 8900, quantity: 1 }], "NL", 0, SETTING_DEFAULTS).shippingCents).toBe(0);
    expect(priceOrder([{ unitPriceCents: 8899, quantity: 1 }], "NL", 0, SETTING_DEFAULTS).shippingCents).toBe(990);
    expect(priceOrder([{ unitPriceCents: 12900, quantity: 1 }], "SE", 0, SETTING_DEFAULTS).shippingCents).toBe(0);
    expect(priceOrder([{ unitPriceCents: 12899, quantity: 1 }], "SE", 0, SETTING_DEFAULTS).shippingCents).toBe(1490);
  });

  it("applies the discount to the goods and computes shipping on what is left", () => {
    // 54.00 − 5.40 = 48.60: below Italy's 49.00, so shipping is charged although the cart was above it.
    expect(priceOrder([{ unitPriceCents: 5400, quantity: 1 }], "IT", 10, SETTING_DEFAULTS)).toEqual({
      subtotalCents: 5400,
      discountCents: 540,
      shippingCents: 490,
      vatCents: halfUp(4860 + 490, 22, 122),
      totalCents: 5350,
    });
    // 54.45 − 5.45 (5.445 rounded up) = 49.00 exactly: free.
    expect(priceOrder([{ unitPriceCents: 5445, quantity: 1 }], "IT", 10, SETTING_DEFAULTS)).toMatchObject({
      discountCents: 545,
      shippingCents: 0,
      totalCents: 4900,
    });
    // No discount percent: nothing off, whatever the amount.
    expect(priceOrder([{ unitPriceCents: 5445, quantity: 1 }], "IT", 0, SETTING_DEFAULTS).discountCents).toBe(0);
  });

  it("stays within a safe integer at the per-order caps", () => {
    const lines = Array.from({ length: MAX_ORDER_LINES }, () => ({
      unitPriceCents: 100_000,
      quantity: MAX_ORDER_QUANTITY,
    }));
    const t = priceOrder(lines, "IT", 10, SETTING_DEFAULTS);
    expect(t.subtotalCents).toBe(40 * 99 * 100_000);
    expect(Number.isSafeInteger(t.vatCents)).toBe(true);
    expect(t.totalCents).toBe(t.subtotalCents - t.discountCents);
  });
});
