import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { WELCOME_CODE } from "~/modules/marketing/newsletter.server";
import { expireReservations } from "~/modules/payments/expiry.server";
import { makeCatalogue, stockOf, checkoutCustomer } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { placeOrder } from "./place-order.server";
import { apiCheckoutSchema } from "./schemas";

/**
 * The newsletter's welcome code (BENVENUTO10): 10% off the goods, once per confirmed and still
 * subscribed address, shipping computed on what is left; a cancelled order gives the code back.
 */

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "d".repeat(40) });

let n = 0;
const customer = (email: string) => checkoutCustomer(email);

async function subscriber(state: "confirmed" | "unconfirmed" | "unsubscribed") {
  const email = `news${++n}@discount.test`;
  await db().newsletterSubscriber.create({
    data: {
      email,
      consentText: "I agree",
      confirmedAt: state === "unconfirmed" ? null : new Date(),
      unsubscribedAt: state === "unsubscribed" ? new Date() : null,
    },
  });
  return email;
}

/** A product at `priceCents` with plenty of stock. */
async function productAt(priceCents: number) {
  const [p] = await makeCatalogue(1, 50);
  await db().product.update({ where: { id: p.id }, data: { originalPriceCents: priceCents } });
  return p;
}

const order = (productId: string, email: string, discountCode: string | null = WELCOME_CODE, quantity = 1) =>
  placeOrder({
    method: "card",
    items: [{ productId, quantity }],
    customer: customer(email),
    discountCode,
    user: null,
    locale: "en",
    clientIp: null,
  });

describe("the welcome discount", () => {
  withTestDatabase();

  it("takes 10% off the goods once for a confirmed subscriber; shipping is computed after the discount", async () => {
    const email = await subscriber("confirmed");
    const p = await productAt(5400);
    const r = await order(p.id, email);
    // 54.00 − 5.40 = 48.60, under Italy's free-shipping 49.00: shipping is charged.
    expect(r).toMatchObject({
      ok: true,
      totals: { subtotalCents: 5400, discountCents: 540, shippingCents: 490, totalCents: 5350 },
    });
    if (!r.ok) return;
    const stored = await db().order.findUniqueOrThrow({ where: { id: r.orderId }, include: { payments: true } });
    expect(stored).toMatchObject({ discountCode: WELCOME_CODE, discountCents: 540, totalCents: 5350 });
    expect(stored.payments[0].amountCents).toBe(5350);
  });

  it("reads the code and the e-mail whatever their case and spacing", async () => {
    const email = await subscriber("confirmed");
    const p = await productAt(1000);
    const body = apiCheckoutSchema.parse({
      method: "card",
      items: [{ id: p.id, quantity: 2 }],
      customer: customer(email.toUpperCase()),
      discountCode: "  benvenuto10 ",
    });
    const r = await order(p.id, body.customer.email, body.discountCode, 2);
    expect(r).toMatchObject({ ok: true, totals: { subtotalCents: 2000, discountCents: 200, totalCents: 2290 } });
  });

  it("is refused for an unconfirmed, an unsubscribed or an unknown address, and for another code; nothing is written", async () => {
    const p = await productAt(3000);
    const before = { orders: await db().order.count(), stock: await stockOf(p.id) };
    const cases = [
      [await subscriber("unconfirmed"), WELCOME_CODE],
      [await subscriber("unsubscribed"), WELCOME_CODE],
      [`stranger${++n}@discount.test`, WELCOME_CODE],
      [await subscriber("confirmed"), "BENVENUTO20"],
      [await subscriber("confirmed"), "WELCOME"],
    ];
    for (const [email, code] of cases) {
      // Since discount codes (issue 14), a code that does not exist says so (problem "unknown");
      // the welcome code refused for an address keeps its own answer (no problem named).
      const expected = code === WELCOME_CODE ? {} : { problem: "unknown" };
      expect(await order(p.id, email, code), `${email} ${code}`).toEqual({
        ok: false,
        reason: "discount_invalid",
        ...expected,
      });
    }
    expect({ orders: await db().order.count(), stock: await stockOf(p.id) }).toEqual(before);
    // Without a code the same people simply pay the full price.
    expect(await order(p.id, cases[0][0], "")).toMatchObject({ ok: true, totals: { discountCents: 0 } });
  });

  it("works once: a second use is refused, while the first order stands (pending or paid)", async () => {
    const email = await subscriber("confirmed");
    const p = await productAt(2000);
    const first = await order(p.id, email);
    expect(first.ok).toBe(true);
    expect(await order(p.id, email)).toEqual({ ok: false, reason: "discount_invalid" });
    if (first.ok) await db().order.update({ where: { id: first.orderId }, data: { status: "processing" } });
    expect(await order(p.id, email)).toEqual({ ok: false, reason: "discount_invalid" });
    expect(await stockOf(p.id)).toBe(49);
  });

  it("is usable again once the first order was cancelled (its reservation ended)", async () => {
    const email = await subscriber("confirmed");
    const p = await productAt(2000);
    const first = await order(p.id, email);
    expect(first.ok).toBe(true);
    await expireReservations(new Date(Date.now() + 31 * 60_000));
    if (first.ok)
      expect((await db().order.findUniqueOrThrow({ where: { id: first.orderId } })).status).toBe("cancelled");
    expect(await order(p.id, email)).toMatchObject({ ok: true, totals: { discountCents: 200 } });
    expect(await order(p.id, email)).toEqual({ ok: false, reason: "discount_invalid" });
  });

  it("two uses at once: one order gets it", async () => {
    for (let round = 0; round < 3; round++) {
      const email = await subscriber("confirmed");
      // Different products: only the subscriber's lock keeps the two apart, not a shared stock row.
      const [a, b, c] = await Promise.all([productAt(2000), productAt(2000), productAt(2000)]);
      const results = await Promise.all([order(a.id, email), order(b.id, email), order(c.id, email)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([
        { ok: false, reason: "discount_invalid" },
        { ok: false, reason: "discount_invalid" },
      ]);
      expect(await db().order.count({ where: { email, discountCode: WELCOME_CODE } })).toBe(1);
      expect((await stockOf(a.id)) + (await stockOf(b.id)) + (await stockOf(c.id))).toBe(149);
    }
  });
});
