import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { EU_COUNTRIES, type EuCountry } from "~/modules/accounts/account-schemas";
import { WELCOME_CODE } from "~/modules/marketing/newsletter.server";
import { SETTING_DEFAULTS } from "~/modules/settings/defaults";
import { createTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { placeOrder } from "./place-order.server";
import { priceOrder } from "./pricing";
import { apiCheckoutSchema } from "./schemas";

/**
 * Random carts priced by the shop equal a reference computation written here from the published
 * rules alone (nothing imported from pricing.ts or shipping.ts): database prices (the discounted
 * one when it is lower), 10% off the goods with the welcome code, shipping by zone on the goods
 * after the discount (free from the threshold, inclusive), VAT 22/122 of the total, every
 * rounding half up. And whatever a client adds to the body (prices, totals, odd quantities)
 * never changes what the order costs.
 */

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "p".repeat(40) });

let cleanup: (() => Promise<void>) | undefined;
beforeAll(async () => {
  cleanup = (await createTestDatabase()).cleanup;
}, 120_000);
afterAll(async () => cleanup?.(), 60_000);

// ---- the reference --------------------------------------------------------------------------

const ZONES: Record<string, { rate: number; freeFrom: number }> = {
  IT: { rate: 490, freeFrom: 4900 },
  ...Object.fromEntries(["AT", "BE", "FR", "DE", "LU", "NL", "SI"].map((c) => [c, { rate: 990, freeFrom: 8900 }])),
};
const REST = { rate: 1490, freeFrom: 12900 };

const roundHalfUp = (num: number, den: number) => {
  const q = Math.floor(num / den);
  return 2 * (num - q * den) >= den ? q + 1 : q;
};

interface RefProduct {
  original: number;
  discounted: number | null;
}

function reference(lines: { product: RefProduct; quantity: number }[], country: string, welcome: boolean) {
  const unit = (p: RefProduct) => (p.discounted !== null && p.discounted < p.original ? p.discounted : p.original);
  const subtotal = lines.reduce((s, l) => s + unit(l.product) * l.quantity, 0);
  const discount = welcome ? roundHalfUp(subtotal * 10, 100) : 0;
  const goods = subtotal - discount;
  const zone = ZONES[country] ?? REST;
  const shipping = goods >= zone.freeFrom ? 0 : zone.rate;
  const total = goods + shipping;
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    vatCents: roundHalfUp(total * 22, 122),
    totalCents: total,
  };
}

// ---- arbitraries ----------------------------------------------------------------------------

const productArb = fc
  .record({
    original: fc.integer({ min: 1, max: 100_000 }),
    // Discounted: none, a real discount, or a "discount" at or above the original (ignored).
    kind: fc.constantFrom("none", "lower", "higher"),
    ratio: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ original, kind, ratio }): RefProduct => {
    if (kind === "none" || original === 1) return { original, discounted: null };
    if (kind === "lower") return { original, discounted: Math.max(1, Math.floor(ratio * (original - 1))) };
    return { original, discounted: original + Math.floor(ratio * 1000) };
  });

const country = fc.constantFrom(...EU_COUNTRIES);

/** Any cart: up to 40 lines of up to 99 units, usually far above every free-shipping threshold. */
const bigCartArb = fc.record({
  lines: fc.array(fc.record({ product: productArb, quantity: fc.integer({ min: 1, max: 99 }) }), {
    minLength: 1,
    maxLength: 40,
  }),
  country,
  welcome: fc.boolean(),
});

/** A few cheap lines: goods around the thresholds (49, 89, 129 euros), where the discount can cross one. */
const smallCartArb = fc.record({
  lines: fc.array(
    fc.record({
      product: productArb.map((p) => ({ ...p, original: (p.original % 7000) + 1, discounted: null })),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  country,
  welcome: fc.boolean(),
});

const cartArb = fc.oneof(bigCartArb, smallCartArb);

const BAD_QUANTITIES: unknown[] = [0, -1, 1.5, 1e9, "1e2", "2", 100, null, "", NaN, -0.5];
const tamperKeys = ["price", "unitPriceCents", "total", "totalAmount", "discountCents", "subtotalCents"];
const tamperValue = fc.oneof(
  fc.constant(0),
  fc.constant(1),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.string(),
  fc.double(),
);

// ---- the pure function ----------------------------------------------------------------------

describe("priceOrder against the reference", () => {
  it("agrees on 1000 random carts", () => {
    fc.assert(
      fc.property(cartArb, ({ lines, country, welcome }) => {
        const priced = lines.map((l) => ({
          unitPriceCents:
            l.product.discounted !== null && l.product.discounted < l.product.original
              ? l.product.discounted
              : l.product.original,
          quantity: l.quantity,
        }));
        expect(priceOrder(priced, country, welcome ? 10 : 0, SETTING_DEFAULTS)).toEqual(
          reference(lines, country, welcome),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

// ---- through placeOrder, on the database ----------------------------------------------------

let seq = 0;

async function shelve(products: RefProduct[]) {
  const n = ++seq;
  const category = await db().category.create({ data: { name: `Prop ${n}`, slug: `prop-${n}` } });
  const brand = await db().brand.create({ data: { name: `PropBrand ${n}`, slug: `prop-brand-${n}` } });
  const rows = products.map((p, i) => ({
    pid: `PROP${n}X${i}`,
    slug: `prop-${n}-${i}`,
    title: `Prop ${n}-${i}`,
    categoryId: category.id,
    brandId: brand.id,
    originalPriceCents: p.original,
    discountedPriceCents: p.discounted,
    description: ["x"],
    stock: 10_000,
  }));
  await db().product.createMany({ data: rows });
  const ids = await db().product.findMany({ where: { categoryId: category.id }, select: { id: true, pid: true } });
  const byPid = new Map(ids.map((r) => [r.pid, r.id]));
  return rows.map((r) => byPid.get(r.pid)!);
}

async function subscriber(email: string) {
  await db().newsletterSubscriber.create({ data: { email, consentText: "yes", confirmedAt: new Date() } });
}

const customerFor = (email: string, country: EuCountry) => ({
  fullName: "Prop Buyer",
  email,
  address: "Via Roma 1",
  city: "Bologna",
  postalCode: "40100",
  phone: "3471234567",
  country,
});

async function place(body: unknown) {
  const parsed = apiCheckoutSchema.safeParse(body);
  if (!parsed.success) return { refusedBySchema: true as const };
  const { items, customer, method, discountCode } = parsed.data;
  const r = await placeOrder({
    method,
    items: items.map((i) => ({ productId: i.id, quantity: i.quantity })),
    customer,
    discountCode,
    user: null,
    locale: "en",
    clientIp: null,
  });
  return { refusedBySchema: false as const, result: r };
}

async function totalsOf(orderId: string) {
  const o = await db().order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      subtotalCents: true,
      discountCents: true,
      shippingCents: true,
      vatCents: true,
      totalCents: true,
      payments: { select: { amountCents: true } },
      lines: { select: { productId: true, unitPriceCents: true, quantity: true, lineTotalCents: true } },
    },
  });
  const { payments, lines, ...totals } = o;
  return { totals, payments, lines };
}

describe("placeOrder against the reference", () => {
  it("40 random carts: the order's totals are the reference's; tampering never changes them", async () => {
    await fc.assert(
      fc.asyncProperty(
        cartArb,
        fc.record({
          line: fc.nat(),
          key: fc.constantFrom(...tamperKeys),
          value: tamperValue,
          badQuantity: fc.constantFrom(...BAD_QUANTITIES),
        }),
        async ({ lines, country, welcome }, tamper) => {
          const n = ++seq;
          const ids = await shelve(lines.map((l) => l.product));
          const email = `prop${n}@example.test`;
          if (welcome) await subscriber(email);
          const items = lines.map((l, i) => ({ id: ids[i], quantity: l.quantity }));
          const expected = reference(lines, country, welcome);
          const body = {
            method: "card",
            items,
            customer: customerFor(email, country),
            discountCode: welcome ? WELCOME_CODE : "",
          };

          // 1. Tampered prices and totals on the items, the customer and the body are dropped by the schema.
          const t = tamper.line % items.length;
          const tampered = {
            ...body,
            [tamper.key]: tamper.value,
            items: items.map((it, i) => (i === t ? { ...it, [tamper.key]: tamper.value, price: 0.01 } : it)),
            customer: { ...body.customer, [tamper.key]: tamper.value, totalAmount: 0.01 },
          };
          expect(apiCheckoutSchema.parse(tampered)).toEqual(apiCheckoutSchema.parse(body));

          // 2. A bad quantity is refused by the schema, and by placeOrder itself when the schema is bypassed.
          const badItems = items.map((it, i) => (i === t ? { ...it, quantity: tamper.badQuantity } : it));
          expect((await place({ ...body, items: badItems })).refusedBySchema).toBe(true);
          const stockBefore = await db().product.findMany({ where: { id: { in: ids } }, select: { stock: true } });
          const bypass = await placeOrder({
            method: "card",
            items: badItems.map((i) => ({ productId: i.id, quantity: i.quantity as number })),
            customer: customerFor(email, country),
            discountCode: body.discountCode,
            user: null,
            locale: "en",
            clientIp: null,
          });
          expect(bypass.ok).toBe(false);
          expect(await db().product.findMany({ where: { id: { in: ids } }, select: { stock: true } })).toEqual(
            stockBefore,
          );

          // 3. The tampered body places an order at exactly the reference's totals.
          const placed = await place(tampered);
          if (placed.refusedBySchema || !placed.result.ok) throw new Error(`refused: ${JSON.stringify(placed)}`);
          expect(placed.result.totals).toEqual(expected);
          const stored = await totalsOf(placed.result.orderId);
          expect(stored.totals).toEqual(expected);
          expect(stored.payments).toEqual([{ amountCents: expected.totalCents }]);
          for (const line of stored.lines) {
            const i = ids.indexOf(line.productId!);
            const p = lines[i].product;
            const unit = p.discounted !== null && p.discounted < p.original ? p.discounted : p.original;
            expect(line).toEqual({
              productId: ids[i],
              unitPriceCents: unit,
              quantity: lines[i].quantity,
              lineTotalCents: unit * lines[i].quantity,
            });
          }
          expect(stored.lines).toHaveLength(lines.length);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
