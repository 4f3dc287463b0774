import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { refusalAnswer } from "~/modules/checkout/refusals";
import { expireReservations } from "~/modules/payments/expiry.server";
import { checkoutCustomer, makeCatalogue, makeUser, stockOf } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { previewDiscount } from "./redeem.server";

/**
 * Discount codes at checkout (issue 14 item 9): each refusal has its reason and places nothing;
 * percent and amount codes price the goods (an amount never beyond them, shipping on what is
 * left); total and per-customer limits hold under parallel checkouts; a cancelled order gives
 * its use back in the same transaction as its stock.
 */

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "q".repeat(40) });

let n = 0;
const DAY = 24 * 60 * 60 * 1000;

async function productAt(priceCents: number, stock = 200) {
  const [p] = await makeCatalogue(1, stock);
  await db().product.update({ where: { id: p.id }, data: { originalPriceCents: priceCents } });
  return p;
}

async function code(data: Partial<Parameters<ReturnType<typeof db>["discountCode"]["create"]>[0]["data"]> = {}) {
  return db().discountCode.create({
    data: { code: `TEST-${++n}`, kind: "percent", value: 10, ...data },
  });
}

const order = (
  productId: string,
  discountCode: string,
  opts: { email?: string; quantity?: number; user?: { id: string } | null; now?: Date } = {},
) =>
  placeOrder({
    method: "card",
    items: [{ productId, quantity: opts.quantity ?? 1 }],
    customer: checkoutCustomer(opts.email ?? `buyer${++n}@codes.test`),
    discountCode,
    user: opts.user ?? null,
    locale: "en",
    clientIp: null,
    now: opts.now,
  });

describe("discount codes at checkout", () => {
  withTestDatabase();

  it("refuses an unknown, disabled, not-yet-started, expired, used-up or below-minimum code with its own reason; nothing is written", async () => {
    const p = await productAt(3000);
    const now = new Date();
    const disabled = await code({ active: false });
    const later = await code({ startsAt: new Date(now.getTime() + DAY) });
    const ended = await code({ endsAt: new Date(now.getTime() - DAY) });
    const usedUp = await code({ totalLimit: 2, usedCount: 2 });
    const minimum = await code({ minOrderCents: 5000 });
    const before = { orders: await db().order.count(), stock: await stockOf(p.id) };
    const cases: [string, string][] = [
      ["NOPE-123", "unknown"],
      [disabled.code, "unknown"],
      [later.code, "not_started"],
      [ended.code, "expired"],
      [usedUp.code, "exhausted"],
      [minimum.code, "below_minimum"],
    ];
    for (const [c, problem] of cases) {
      const r = await order(p.id, c);
      expect(r, c).toMatchObject({ ok: false, reason: "discount_invalid", problem });
      if (r.ok) continue;
      const answer = refusalAnswer(r, "en");
      expect(answer.status).toBe(422);
      expect(answer.key).toBe(`discounts:refusal.${problem}`);
    }
    const below = await order(p.id, minimum.code);
    if (!below.ok) expect(refusalAnswer(below, "en").values).toEqual({ amount: "€50.00" });
    expect({ orders: await db().order.count(), stock: await stockOf(p.id) }).toEqual(before);
    // Once the goods reach the minimum, the code works (lower-case, with spaces, as typed).
    expect(await order(p.id, ` ${minimum.code.toLowerCase()} `, { quantity: 2 })).toMatchObject({
      ok: true,
      totals: { subtotalCents: 6000, discountCents: 600 },
    });
  });

  it("takes a fixed amount off the goods, never more than them; shipping on what is left, VAT inside the total", async () => {
    const fixed = await code({ kind: "fixed", value: 1500 });
    const cheap = await productAt(1000);
    const r = await order(cheap.id, fixed.code);
    // €10 of goods, €15 off: the goods go to zero, Italy's shipping (under €49) is still paid.
    expect(r).toMatchObject({
      ok: true,
      totals: { subtotalCents: 1000, discountCents: 1000, shippingCents: 490, totalCents: 490 },
    });
    const dear = await productAt(6000);
    const s = await order(dear.id, fixed.code);
    // €60 − €15 = €45: under the €49 threshold, so shipping is charged on what is left.
    expect(s).toMatchObject({ ok: true, totals: { discountCents: 1500, shippingCents: 490, totalCents: 4990 } });
    if (!s.ok) return;
    const stored = await db().order.findUniqueOrThrow({ where: { id: s.orderId }, include: { discountUse: true } });
    expect(stored).toMatchObject({
      discountCode: fixed.code,
      discountCents: 1500,
      vatCents: Math.round((4990 * 22) / 122),
    });
    expect(stored.discountUse).toMatchObject({ codeId: fixed.id, amountCents: 1500, releasedAt: null });
    expect((await db().discountCode.findUniqueOrThrow({ where: { id: fixed.id } })).usedCount).toBe(2);
  });

  it("per customer: per e-mail for guests, per account (whatever e-mail) for a signed-in shopper", async () => {
    const p = await productAt(2000);
    const once = await code({ perCustomerLimit: 1 });
    const guest = `guest${++n}@codes.test`;
    expect(await order(p.id, once.code, { email: guest })).toMatchObject({ ok: true });
    expect(await order(p.id, once.code, { email: guest.toUpperCase() })).toMatchObject({
      ok: false,
      problem: "customer_used",
    });
    const user = await makeUser({ email: `member${++n}@codes.test` });
    expect(await order(p.id, once.code, { email: user.email, user })).toMatchObject({ ok: true });
    // Another e-mail on the same account: still the same customer.
    expect(await order(p.id, once.code, { email: `other${++n}@codes.test`, user })).toMatchObject({
      ok: false,
      problem: "customer_used",
    });
    // The preview says the same without placing anything.
    expect(
      await previewDiscount({ code: once.code, goodsCents: 2000, email: guest, userId: null, now: new Date() }),
    ).toMatchObject({ ok: false, problem: "customer_used" });
  });

  it("a cancelled (expired) order gives its use back in the transaction that returns its stock", async () => {
    const p = await productAt(2000);
    const single = await code({ totalLimit: 1 });
    const first = await order(p.id, single.code);
    expect(first.ok).toBe(true);
    expect(await order(p.id, single.code)).toMatchObject({ ok: false, problem: "exhausted" });
    await expireReservations(new Date(Date.now() + 31 * 60_000));
    expect((await db().discountCode.findUniqueOrThrow({ where: { id: single.id } })).usedCount).toBe(0);
    if (first.ok) {
      const use = await db().discountUse.findUniqueOrThrow({ where: { orderId: first.orderId } });
      expect(use.releasedAt).not.toBeNull();
    }
    expect(await order(p.id, single.code)).toMatchObject({ ok: true });
    expect(await order(p.id, single.code)).toMatchObject({ ok: false, problem: "exhausted" });
  });

  it("race: 12 parallel checkouts on a code with 5 uses left place exactly 5 discounted orders", async () => {
    for (const limit of [5, 1]) {
      const limited = await code({ totalLimit: limit, kind: "fixed", value: 300 });
      // Different products, so only the code's row keeps the checkouts apart.
      const products = await Promise.all(Array.from({ length: 12 }, () => productAt(2000)));
      const results = await Promise.all(products.map((p) => order(p.id, limited.code)));
      expect(results.filter((r) => r.ok)).toHaveLength(limit);
      for (const r of results.filter((r) => !r.ok)) {
        expect(r).toEqual({ ok: false, reason: "discount_invalid", problem: "exhausted" });
      }
      expect(await db().order.count({ where: { discountCode: limited.code } })).toBe(limit);
      expect(await db().discountUse.count({ where: { codeId: limited.id } })).toBe(limit);
      expect((await db().discountCode.findUniqueOrThrow({ where: { id: limited.id } })).usedCount).toBe(limit);
      const stock = await Promise.all(products.map((p) => stockOf(p.id)));
      expect(stock.reduce((a, b) => a + b, 0)).toBe(12 * 200 - limit);
    }
  });

  it("race: one customer's parallel checkouts with a once-per-customer code get it once", async () => {
    const once = await code({ perCustomerLimit: 1 });
    const email = `racer${++n}@codes.test`;
    const products = await Promise.all(Array.from({ length: 3 }, () => productAt(2000)));
    const results = await Promise.all(products.map((p) => order(p.id, once.code, { email })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await db().order.count({ where: { email } })).toBe(1);
  });

  it("the welcome code is a row staff can see: migrated with its percent, once per subscriber", async () => {
    const welcome = await db().discountCode.findFirstOrThrow({ where: { welcome: true } });
    expect(welcome).toMatchObject({
      id: "welcome-code",
      code: "BENVENUTO10",
      kind: "percent",
      value: 10,
      perCustomerLimit: 1,
    });
  });
});
