import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { statementTimeouts } from "~/lib/statement-timeout.server";
import { makeCatalogue, stockOf, checkoutCustomer } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { checkout } from "./checkout.server";
import { MAX_HOLDS_PER_CLIENT, MAX_HOLDS_PER_EMAIL, placeOrder, type PlaceOrderResult } from "./place-order.server";

/**
 * No overselling (SECURITY.md BUSL-11) under real concurrency: on PostgreSQL these run on the
 * app's own pool (ten connections), so the conditional stock updates, the lock order and the
 * rollback of a half-done order are what keep the numbers right. PGlite has one connection and
 * checks the same rules serially.
 */

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "k".repeat(40) });

let buyers = 0;
const customer = (email: string) => checkoutCustomer(email);

/** A buyer of their own: an e-mail and a client address no other test shares (holds are capped per both). */
function buyer() {
  const n = ++buyers;
  return { email: `buyer${n}@concurrency.test`, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

function order(items: { productId: string; quantity: number }[], who = buyer()) {
  return placeOrder({
    method: "card",
    items,
    customer: customer(who.email),
    user: null,
    locale: "en",
    clientIp: who.ip,
  });
}

/**
 * Every promise settled (none still running into the next test), and none rejected: a deadlock, a
 * pool timeout or any other error would be a 500 for a buyer.
 */
async function all<T>(promises: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const errors = settled.flatMap((s) => (s.status === "rejected" ? [String(s.reason).slice(0, 200)] : []));
  expect(errors, `${errors.length} of ${settled.length} threw`).toEqual([]);
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

const rowCounts = async () => ({
  orders: await db().order.count(),
  lines: await db().orderLine.count(),
  payments: await db().payment.count(),
});

const soldOf = async (productId: string) =>
  (await db().orderLine.aggregate({ where: { productId }, _sum: { quantity: true } }))._sum.quantity ?? 0;

/** Two products, the first with the smaller id (the order stock is taken in). */
async function twoProducts(stockA: number, stockB: number) {
  const [x, y] = await makeCatalogue(2, 0);
  const [a, b] = x.id < y.id ? [x, y] : [y, x];
  await db().product.update({ where: { id: a.id }, data: { stock: stockA } });
  await db().product.update({ where: { id: b.id }, data: { stock: stockB } });
  return [a, b] as const;
}

describe("concurrent checkouts", () => {
  withTestDatabase();

  it("50 buyers at once for 7 units: exactly 7 orders, stock exactly 0", async () => {
    const [p] = await makeCatalogue(1, 7);
    const before = await rowCounts();
    const results = await all(
      Array.from({ length: 50 }, () => {
        const who = buyer();
        return checkout({
          method: "card",
          items: [{ productId: p.id, quantity: 1 }],
          customer: customer(who.email),
          user: null,
          locale: "en",
          clientIp: who.ip,
        });
      }),
    );
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(7);
    for (const r of results.filter((r) => !r.ok)) {
      expect(r).toMatchObject({ ok: false, reason: "stock_short", available: 0, requested: 1 });
    }
    expect(await stockOf(p.id)).toBe(0);
    expect(await soldOf(p.id)).toBe(7);
    const after = await rowCounts();
    expect(after.orders - before.orders).toBe(7);
    expect(after.payments - before.payments).toBe(7);
    // Every winner's payment was started at the (test) gateway.
    for (const r of won) expect(r.ok && r.start.ok).toBe(true);
  });

  it("a refusal names the product in the shopper's language", async () => {
    const [p] = await makeCatalogue(1, 1);
    await db().productTranslation.create({
      data: { productId: p.id, locale: "en", title: "Saffron Candle", description: ["A candle"] },
    });
    const ask = (locale: string) => {
      const who = buyer();
      return checkout({
        method: "card",
        items: [{ productId: p.id, quantity: 2 }],
        customer: customer(who.email),
        user: null,
        locale,
        clientIp: who.ip,
      });
    };
    expect(await ask("en")).toMatchObject({ ok: false, reason: "stock_short", title: "Saffron Candle" });
    const base = await db().product.findUniqueOrThrow({ where: { id: p.id }, select: { title: true } });
    expect(await ask("it")).toMatchObject({ ok: false, reason: "stock_short", title: base.title });
    expect(await stockOf(p.id)).toBe(1);
  });

  it("buyers of several units at once never take more than there is", async () => {
    const [p] = await makeCatalogue(1, 20);
    const wants = Array.from({ length: 30 }, (_, i) => (i % 4) + 1);
    const results = await all(wants.map((q) => order([{ productId: p.id, quantity: q }])));
    const taken = results.reduce((s, r, i) => s + (r.ok ? wants[i] : 0), 0);
    expect(taken).toBeLessThanOrEqual(20);
    expect(await stockOf(p.id)).toBe(20 - taken);
    expect(await soldOf(p.id)).toBe(taken);
    // Whoever was refused was told what was left when they asked, never a negative number.
    for (const r of results) if (!r.ok && r.reason === "stock_short") expect(r.available).toBeGreaterThanOrEqual(0);
  });

  it("the database itself refuses a negative stock", async () => {
    const [p] = await makeCatalogue(1, 2);
    await expect(db().$executeRaw`UPDATE "Product" SET stock = -1 WHERE id = ${p.id}`).rejects.toThrow();
    await expect(db().product.update({ where: { id: p.id }, data: { stock: { decrement: 3 } } })).rejects.toThrow();
    const [check] = await db().$queryRaw<{ def: string }[]>`
      SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'Product_stock_nonnegative'`;
    expect(check?.def).toMatch(/stock >= 0/);
    expect(await stockOf(p.id)).toBe(2);
  });

  it("carts taking two products in opposite orders, many at once: no deadlock, stock consistent", async () => {
    const [a, b] = await twoProducts(30, 30);
    const results = await all(
      Array.from({ length: 60 }, (_, i) =>
        order(
          i % 2 === 0
            ? [
                { productId: a.id, quantity: 1 },
                { productId: b.id, quantity: 1 },
              ]
            : [
                { productId: b.id, quantity: 1 },
                { productId: a.id, quantity: 1 },
              ],
        ),
      ),
    );
    // Not one thrown error (all() fails on a deadlock).
    const won = results.filter((r) => r.ok).length;
    expect(won).toBe(30);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "stock_short")).toBe(true);
    expect(await stockOf(a.id)).toBe(0);
    expect(await stockOf(b.id)).toBe(0);
    expect(await soldOf(a.id)).toBe(30);
    expect(await soldOf(b.id)).toBe(30);
  });

  it("one cart holding the same product twice: merged into one line, the sum taken, or refused as a whole", async () => {
    const [p] = await makeCatalogue(1, 10);
    const r = await order([
      { productId: p.id, quantity: 2 },
      { productId: p.id, quantity: 3 },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(await stockOf(p.id)).toBe(5);
    const lines = await db().orderLine.findMany({ where: { orderId: r.orderId } });
    expect(lines.map((l) => [l.productId, l.quantity, l.lineTotalCents])).toEqual([[p.id, 5, 5000]]);
    expect(r.totals.subtotalCents).toBe(5000);

    const before = await rowCounts();
    const short = await order([
      { productId: p.id, quantity: 3 },
      { productId: p.id, quantity: 3 },
    ]);
    expect(short).toMatchObject({ ok: false, reason: "stock_short", available: 5, requested: 6 });
    expect(await stockOf(p.id)).toBe(5);
    expect(await rowCounts()).toEqual(before);
    // Two entries of 60 are 120 of one product: over the per-order cap, whatever the stock.
    await db().product.update({ where: { id: p.id }, data: { stock: 500 } });
    expect(
      await order([
        { productId: p.id, quantity: 60 },
        { productId: p.id, quantity: 60 },
      ]),
    ).toMatchObject({ ok: false, reason: "too_many_items" });
    expect(await stockOf(p.id)).toBe(500);
  });

  it("many carts with the same product twice at once: the sums never oversell", async () => {
    const [p] = await makeCatalogue(1, 12);
    const results = await all(
      Array.from({ length: 20 }, () =>
        order([
          { productId: p.id, quantity: 1 },
          { productId: p.id, quantity: 2 },
        ]),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(await stockOf(p.id)).toBe(0);
  });

  it("a failure half-way leaves the first product's stock untouched and writes no order or payment", async () => {
    const [a, b] = await twoProducts(5, 1);
    const before = await rowCounts();
    const r = await order([
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 2 },
    ]);
    expect(r).toMatchObject({ ok: false, reason: "stock_short", productId: b.id, available: 1, requested: 2 });
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(1);
    expect(await rowCounts()).toEqual(before);
    // An unknown product after a good one: the same.
    const unknown = await order([
      { productId: a.id, quantity: 1 },
      { productId: "zzzzzzzzzzzzzzzzzzzzzzzzz", quantity: 1 },
    ]);
    expect(unknown).toMatchObject({ ok: false, reason: "unknown_product" });
    expect(await stockOf(a.id)).toBe(5);
    expect(await rowCounts()).toEqual(before);
  });

  it("caps the holds: a 4th unpaid order for one e-mail, an 11th for one client address", async () => {
    const [p] = await makeCatalogue(1, 100);
    const email = buyer().email;
    const holds: PlaceOrderResult[] = [];
    for (let i = 0; i < MAX_HOLDS_PER_EMAIL; i++)
      holds.push(await order([{ productId: p.id, quantity: 1 }], { email, ip: buyer().ip }));
    expect(holds.every((r) => r.ok)).toBe(true);
    const fourth = await order([{ productId: p.id, quantity: 1 }], { email, ip: buyer().ip });
    expect(fourth).toEqual({ ok: false, reason: "too_many_holds" });
    expect(await stockOf(p.id)).toBe(100 - MAX_HOLDS_PER_EMAIL);
    // Upper case is the same e-mail.
    expect(await order([{ productId: p.id, quantity: 1 }], { email: email.toUpperCase(), ip: buyer().ip })).toEqual({
      ok: false,
      reason: "too_many_holds",
    });
    // A hold that ended (its order cancelled) no longer counts.
    const first = holds[0];
    if (first.ok) await db().order.update({ where: { id: first.orderId }, data: { status: "cancelled" } });
    expect((await order([{ productId: p.id, quantity: 1 }], { email, ip: buyer().ip })).ok).toBe(true);

    const ip = buyer().ip;
    for (let i = 0; i < MAX_HOLDS_PER_CLIENT; i++) {
      expect((await order([{ productId: p.id, quantity: 1 }], { email: buyer().email, ip })).ok).toBe(true);
    }
    expect(await order([{ productId: p.id, quantity: 1 }], { email: buyer().email, ip })).toEqual({
      ok: false,
      reason: "too_many_holds",
    });
  });

  it("caps the holds of one e-mail even when its checkouts arrive at once", async () => {
    const [p] = await makeCatalogue(1, 100);
    const email = buyer().email;
    const results = await all(
      Array.from({ length: 12 }, () => order([{ productId: p.id, quantity: 1 }], { email, ip: buyer().ip })),
    );
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(MAX_HOLDS_PER_EMAIL);
    expect(await db().order.count({ where: { email, status: "pending" } })).toBeLessThanOrEqual(MAX_HOLDS_PER_EMAIL);
  });
  it("a buyer queued behind a product's row lock for longer than the statement limit is served, not cancelled", async () => {
    // A busy sale is a queue on the product's row: the checkout waits its turn (up to its own
    // transaction time) instead of being cancelled like a slow query at the pool's limit.
    const [p] = await makeCatalogue(1, 3);
    const limit = statementTimeouts().DB_STATEMENT_TIMEOUT_MS;
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ${p.id} FOR UPDATE`;
        locked();
        await new Promise((resolve) => setTimeout(resolve, limit + 1_000));
      },
      { timeout: limit + 10_000 },
    );
    await lockTaken;
    const [result] = await all([order([{ productId: p.id, quantity: 1 }])]);
    await holder;
    expect(result.ok).toBe(true);
    expect(await stockOf(p.id)).toBe(2);
  });
});
