import { describe, expect, it } from "vitest";
import {
  applyCartIntent,
  cartCount,
  isRefusal,
  lineLimit,
  lineTotalCents,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  normalizeCart,
  parseQuantity,
  safeRedirectPath,
  sumCents,
  type CartEntry,
} from "./cart";

const A = "cm0aaaaaaaaaaaaaaaaaaaaaa";
const B = "cm0bbbbbbbbbbbbbbbbbbbbbb";

describe("normalizeCart", () => {
  it("reads the cookie's [[id, qty], …] shape", () => {
    expect(
      normalizeCart([
        [A, 2],
        [B, 1],
      ]),
    ).toEqual([
      { productId: A, quantity: 2 },
      { productId: B, quantity: 1 },
    ]);
  });

  it("drops anything malformed", () => {
    expect(normalizeCart("nope")).toEqual([]);
    expect(normalizeCart(null)).toEqual([]);
    expect(
      normalizeCart([
        [A, 0],
        [A, -1],
        [A, 1.5],
        [A, "2"],
        ["short", 1],
        ["bad id with spaces!", 1],
        [A],
        [A, 1, 2],
        { 0: A, 1: 1 },
      ]),
    ).toEqual([]);
  });

  it("merges duplicates and caps a line at MAX_LINE_QUANTITY", () => {
    expect(
      normalizeCart([
        [A, 60],
        [A, 60],
      ]),
    ).toEqual([{ productId: A, quantity: MAX_LINE_QUANTITY }]);
  });

  it("keeps at most MAX_CART_LINES lines", () => {
    const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => [`cm0${String(i).padStart(22, "0")}`, 1]);
    expect(normalizeCart(many)).toHaveLength(MAX_CART_LINES);
  });
});

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    ["3", 3],
    ["007", 7],
    ["150", 150],
  ])("accepts %s", (raw, n) => expect(parseQuantity(raw)).toBe(n));

  it.each(["0", "-1", "1.5", "1e2", " 1", "1 ", "", "0x10", "+1", "abc", "1234567", "Infinity", "NaN"])(
    "refuses %j",
    (raw) => expect(parseQuantity(raw)).toBeNull(),
  );

  it("refuses non-integral and non-positive numbers", () => {
    expect(parseQuantity(1.5)).toBeNull();
    expect(parseQuantity(0)).toBeNull();
    expect(parseQuantity(Number.NaN)).toBeNull();
    expect(parseQuantity(2)).toBe(2);
    expect(parseQuantity(undefined)).toBeNull();
  });
});

describe("money", () => {
  it("line total is quantity × unit price in whole cents", () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(lineTotalCents(10, 3)).toBe(30); // 0.10 × 3 is 0.30000000000000004 in floats
    expect(sumCents([1999 * 3, 10, 20])).toBe(6027);
    expect(sumCents([])).toBe(0);
  });

  it("refuses fractions of a cent", () => {
    expect(() => lineTotalCents(19.99, 3)).toThrow(TypeError);
    expect(() => lineTotalCents(1999, 1.5)).toThrow(TypeError);
  });

  it("counts units", () => {
    expect(cartCount([])).toBe(0);
    expect(
      cartCount([
        { productId: A, quantity: 2 },
        { productId: B, quantity: 3 },
      ]),
    ).toBe(5);
  });

  it("a line holds at most the stock and MAX_LINE_QUANTITY", () => {
    expect(lineLimit(3)).toBe(3);
    expect(lineLimit(0)).toBe(0);
    expect(lineLimit(-4)).toBe(0);
    expect(lineLimit(5000)).toBe(MAX_LINE_QUANTITY);
  });
});

describe("applyCartIntent", () => {
  const cart: CartEntry[] = [{ productId: A, quantity: 2 }];

  it("add: a new product gets the given quantity (default 1)", () => {
    expect(applyCartIntent([], "add", A, undefined, 10)).toMatchObject({
      outcome: "added",
      quantity: 1,
      entries: [{ productId: A, quantity: 1 }],
    });
    expect(applyCartIntent([], "add", A, 4, 10)).toMatchObject({ outcome: "added", quantity: 4 });
  });

  it("add: a product already in the cart goes up by the quantity", () => {
    const r = applyCartIntent(cart, "add", A, undefined, 10);
    expect(r.entries).toEqual([{ productId: A, quantity: 3 }]);
    expect(applyCartIntent(cart, "add", A, 5, 10).quantity).toBe(7);
  });

  it("add: keeps the other lines and their order", () => {
    const r = applyCartIntent(cart, "add", B, 1, 10);
    expect(r.entries).toEqual([
      { productId: A, quantity: 2 },
      { productId: B, quantity: 1 },
    ]);
  });

  it("add: caps at the stock and says so", () => {
    expect(applyCartIntent([], "add", A, 5, 3)).toMatchObject({
      outcome: "capped",
      quantity: 3,
      limit: 3,
      entries: [{ productId: A, quantity: 3 }],
    });
    expect(applyCartIntent(cart, "add", A, 5, 3)).toMatchObject({ outcome: "capped", quantity: 3 });
    // already at the stock: unchanged, still capped
    const full = applyCartIntent([{ productId: A, quantity: 3 }], "add", A, 1, 3);
    expect(full).toMatchObject({ outcome: "capped", quantity: 3, entries: [{ productId: A, quantity: 3 }] });
  });

  it("add: caps at MAX_LINE_QUANTITY when the stock is larger", () => {
    expect(applyCartIntent([], "add", A, 150, 1000)).toMatchObject({ outcome: "capped", quantity: MAX_LINE_QUANTITY });
  });

  it("add: refuses an out-of-stock product and changes nothing", () => {
    const r = applyCartIntent(cart, "add", B, 1, 0);
    expect(r.outcome).toBe("outOfStock");
    expect(isRefusal(r.outcome)).toBe(true);
    expect(r.entries).toEqual(cart);
  });

  it.each([0, -1, 1.5, Number.NaN, 1e21])("add: refuses quantity %s and changes nothing", (q) => {
    const r = applyCartIntent(cart, "add", A, q, 10);
    expect(r.outcome).toBe("invalid");
    expect(r.entries).toEqual(cart);
  });

  it("add: refuses a new line when the cart is full", () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      productId: `cm0${String(i).padStart(22, "0")}`,
      quantity: 1,
    }));
    expect(applyCartIntent(full, "add", A, 1, 10).outcome).toBe("full");
    // …but a product already in it can still go up
    expect(applyCartIntent(full, "add", full[0].productId, 1, 10).outcome).toBe("added");
  });

  it("increment: +1 with no bound but the stock", () => {
    expect(applyCartIntent(cart, "increment", A, undefined, 10)).toMatchObject({ outcome: "updated", quantity: 3 });
    expect(applyCartIntent(cart, "increment", A, 50, 10).quantity).toBe(3); // the quantity field is ignored
    expect(applyCartIntent([{ productId: A, quantity: 3 }], "increment", A, undefined, 3)).toMatchObject({
      outcome: "capped",
      quantity: 3,
    });
  });

  it("decrement: only while above 1", () => {
    expect(applyCartIntent(cart, "decrement", A, undefined, 10)).toMatchObject({ outcome: "updated", quantity: 1 });
    const one = [{ productId: A, quantity: 1 }];
    expect(applyCartIntent(one, "decrement", A, undefined, 10)).toMatchObject({
      outcome: "unchanged",
      quantity: 1,
      entries: one,
    });
    expect(applyCartIntent([], "decrement", A, undefined, 10)).toMatchObject({ outcome: "unchanged", entries: [] });
  });

  it("decrement: a stock that fell below the quantity brings the line down to it", () => {
    expect(applyCartIntent([{ productId: A, quantity: 8 }], "decrement", A, undefined, 3)).toMatchObject({
      outcome: "capped",
      quantity: 3,
    });
    expect(applyCartIntent([{ productId: A, quantity: 8 }], "decrement", A, undefined, 0)).toMatchObject({
      quantity: 1,
    });
  });

  it("remove: deletes the line, whatever the stock", () => {
    expect(applyCartIntent(cart, "remove", A, undefined, 0)).toMatchObject({
      outcome: "removed",
      quantity: 0,
      entries: [],
    });
    expect(applyCartIntent(cart, "remove", B, undefined, 0)).toMatchObject({ outcome: "unchanged", entries: cart });
  });

  it("set: the given quantity, capped, at least 1", () => {
    expect(applyCartIntent(cart, "set", A, 5, 10)).toMatchObject({ outcome: "updated", quantity: 5 });
    expect(applyCartIntent(cart, "set", A, 50, 10)).toMatchObject({ outcome: "capped", quantity: 10 });
    expect(applyCartIntent(cart, "set", A, 2, 10)).toMatchObject({ outcome: "unchanged", quantity: 2 });
    expect(applyCartIntent(cart, "set", A, 0, 10).outcome).toBe("invalid");
  });

  it("never mutates its input", () => {
    const before = JSON.stringify(cart);
    applyCartIntent(cart, "add", A, 3, 10);
    applyCartIntent(cart, "decrement", A, undefined, 10);
    applyCartIntent(cart, "remove", A, undefined, 10);
    expect(JSON.stringify(cart)).toBe(before);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/cart", "/cart"],
    ["/product/amber-incense?x=1#top", "/product/amber-incense?x=1#top"],
    ["/collections/incense-&-perfumes", "/collections/incense-&-perfumes"],
  ])("keeps %s", (v, out) => expect(safeRedirectPath(v)).toBe(out));

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "cart",
    "",
    "/\tx",
    "/%0d%0aSet-Cookie:x",
    undefined,
    42,
  ])("refuses %j", (v) => {
    const out = safeRedirectPath(v);
    expect(out.startsWith("/")).toBe(true);
    expect(out.startsWith("//")).toBe(false);
    if (v !== "/%0d%0aSet-Cookie:x") expect(out).toBe("/cart");
  });
});
