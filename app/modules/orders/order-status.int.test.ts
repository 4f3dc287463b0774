import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { expireReservations } from "~/modules/payments/expiry.server";
import { applyPaymentUpdate } from "~/modules/payments/settle.server";
import { checkoutCustomer, makeCatalogue, makeOrder, makeUser, stockOf } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../tests/support/env";
import { cancelOrderByShopper } from "./customer-orders.server";
import { orderHistory } from "./order-history.server";
import { changeOrderStatus, ORDER_CARRIERS } from "./order-status.server";
import { setOrderStatusByStaff } from "./staff-orders.server";

/**
 * Staff status changes (order-status.server.ts): every usual step, the unusual ones only when
 * confirmed, the stock following, shipping with a carrier and a unique tracking number, the
 * history saying who (staff, shopper, provider, system), and the buyer's mail in their language.
 */

const env = withTestEnv(
  { ...MAIL_ENV, SESSION_SECRET: "h".repeat(40), STRIPE_SECRET_KEY: undefined, PAYPAL_CLIENT_ID: undefined },
  { outbox: "order-status" },
);

/** The outbox's mails with quoted-printable UTF-8 bytes decoded (a link's "=" stays). */
const decoded = (mail: string) =>
  Buffer.from(
    mail.replace(/=([89A-F][0-9A-F])/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
const mailsTo = (to: string) => env.mailsTo(to).map(decoded);
/** A mail's subject as read: RFC 2047 encoded words (folded over lines, "?=" eaten by the outbox reader) joined. */
const subjectOf = (mail: string) =>
  (/^Subject: (.*)$/m.exec(mail)?.[1] ?? "")
    .replace(/Message-ID:.*$/, "")
    .replace(/\?=?\s*=\?UTF-8\?Q\?/gi, "")
    .replace(/^=\?UTF-8\?Q\?/i, "")
    .replace(/\?=?\s*$/, "")
    .replace(/_/g, " ");

const orderRow = (oid: string) => db().order.findUniqueOrThrow({ where: { oid } });

describe("changing an order's status (staff)", () => {
  withTestDatabase();

  let staff: { id: string };
  let buyer: { id: string; email: string };
  beforeAll(async () => {
    staff = await makeUser({ role: "manager", fname: "Marta", lname: "Bianchi" });
    buyer = await makeUser({ verified: true });
  });
  beforeEach(() => env.clearOutbox());

  async function order(
    status: OrderStatus,
    quantity = 2,
    o: { stock?: number; locale?: string; guest?: boolean } = {},
  ) {
    const [product] = await makeCatalogue(1, o.stock ?? 10);
    const made = await makeOrder({
      status,
      lines: [{ productId: product.id, quantity }],
      ...(o.guest ? { guest: true, email: `guest${Date.now()}${Math.random()}@example.test` } : { user: buyer }),
      payment: status === "pending" ? "pending" : "paid",
    });
    await db().order.update({ where: { id: made.id }, data: { locale: o.locale ?? "en" } });
    // The units a held order took at the checkout are off the shelf.
    if (["pending", "processing", "shipped", "delivered"].includes(status)) {
      await db().product.update({ where: { id: product.id }, data: { stock: { decrement: quantity } } });
    }
    return { ...made, product };
  }

  const ship = (oid: string, trackingNumber = `TRK${Math.floor(Math.random() * 1e9)}`, carrier = "brt") =>
    changeOrderStatus(staff, oid, { status: "shipped", carrier, trackingNumber, confirmedUnusual: false });

  it("walks every usual step: processing, shipped with carrier and tracking, delivered, returned (units back)", async () => {
    const o = await order("pending", 2);
    expect(await stockOf(o.product.id)).toBe(8);
    const step = (status: OrderStatus) => changeOrderStatus(staff, o.oid, { status, confirmedUnusual: false });

    expect(await step("processing")).toMatchObject({ ok: true, changed: true, from: "pending" });
    expect(await ship(o.oid, "BRT-000123")).toMatchObject({ ok: true, changed: true, from: "processing" });
    let row = await orderRow(o.oid);
    expect(row).toMatchObject({ status: "shipped", carrier: "BRT", awb: "BRT-000123", deliveredAt: null });
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect(await step("delivered")).toMatchObject({ ok: true, changed: true });
    row = await orderRow(o.oid);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(await stockOf(o.product.id)).toBe(8);
    expect(await step("returned")).toMatchObject({ ok: true, changed: true });
    expect(await stockOf(o.product.id)).toBe(10);

    const history = await orderHistory(o.id);
    expect(history.map((h) => [h.from, h.to, h.source])).toEqual([
      [null, "pending", "system"],
      ["pending", "processing", "staff"],
      ["processing", "shipped", "staff"],
      ["shipped", "delivered", "staff"],
      ["delivered", "returned", "staff"],
    ]);
    expect(history.slice(1).every((h) => h.actor === "Marta Bianchi")).toBe(true);
    const audit = await db().auditEvent.findMany({ where: { entityId: o.id, action: "order.status" } });
    expect(audit).toHaveLength(4);
    expect(audit.find((a) => (a.data as { to: string }).to === "shipped")?.data).toMatchObject({
      carrier: "BRT",
      trackingNumber: "BRT-000123",
    });
  });

  it("cancels (units back) and reopens (units taken again); reopening is refused when the shelf is short", async () => {
    const o = await order("processing", 3);
    expect(await stockOf(o.product.id)).toBe(7);
    expect(await changeOrderStatus(staff, o.oid, { status: "cancelled", confirmedUnusual: false })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await stockOf(o.product.id)).toBe(10);
    // Its paid payment now waits for a refund: flagged for a person.
    expect(await orderRow(o.oid)).toMatchObject({ flaggedForReview: true, reviewReason: "refund_due" });
    await db().product.update({ where: { id: o.product.id }, data: { stock: 2 } });
    const short = await changeOrderStatus(staff, o.oid, { status: "pending", confirmedUnusual: false });
    expect(short).toEqual({
      ok: false,
      reason: "stock_short",
      productId: o.product.id,
      title: o.product.title,
      available: 2,
      requested: 3,
    });
    expect((await orderRow(o.oid)).status).toBe("cancelled");
    expect(await stockOf(o.product.id)).toBe(2);
    expect((await orderHistory(o.id)).at(-1)).toMatchObject({ from: "processing", to: "cancelled" });

    await db().product.update({ where: { id: o.product.id }, data: { stock: 5 } });
    expect(await changeOrderStatus(staff, o.oid, { status: "pending", confirmedUnusual: false })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await stockOf(o.product.id)).toBe(2);
    // Reopening mails nobody: the order waits for the shop again.
    expect(mailsTo(buyer.email).filter((m) => m.includes(o.oid))).toHaveLength(1);
  });

  it("an unusual step is refused unless confirmed; confirmed, it is made", async () => {
    const o = await order("delivered", 1);
    expect(await changeOrderStatus(staff, o.oid, { status: "pending", confirmedUnusual: false })).toEqual({
      ok: false,
      reason: "unusual_unconfirmed",
      from: "delivered",
    });
    expect((await orderRow(o.oid)).status).toBe("delivered");
    expect(await changeOrderStatus(staff, o.oid, { status: "processing", confirmedUnusual: true })).toMatchObject({
      ok: true,
      changed: true,
      from: "delivered",
    });
    expect((await orderRow(o.oid)).status).toBe("processing");
  });

  it("shipping needs a carrier and a tracking number no other order has", async () => {
    const a = await order("processing");
    const b = await order("processing");
    expect(await changeOrderStatus(staff, a.oid, { status: "shipped", trackingNumber: "X1234" })).toEqual({
      ok: false,
      reason: "carrier_required",
    });
    expect(await changeOrderStatus(staff, a.oid, { status: "shipped", carrier: "gls" })).toEqual({
      ok: false,
      reason: "tracking_required",
    });
    expect((await orderRow(a.oid)).status).toBe("processing");
    expect(await ship(a.oid, "SAME-42")).toMatchObject({ ok: true, changed: true });
    expect(await ship(b.oid, "SAME-42")).toEqual({ ok: false, reason: "tracking_taken", oid: a.oid });
    expect(await orderRow(b.oid)).toMatchObject({ status: "processing", awb: null, shippedAt: null });
    // In bulk the tracking number may follow; the carrier may not.
    expect(
      await changeOrderStatus(staff, b.oid, { status: "shipped", carrier: "dhl", trackingOptional: true }),
    ).toMatchObject({ ok: true, changed: true });
    expect(await orderRow(b.oid)).toMatchObject({ status: "shipped", carrier: "DHL", awb: null });
    expect(ORDER_CARRIERS.map((c) => c.name)).toEqual(["Poste Italiane", "BRT", "GLS", "DHL", "UPS", "SDA"]);
  });

  it("a change made meanwhile is not overwritten, and racing changes move the stock once", async () => {
    const o = await order("processing", 2);
    expect(await changeOrderStatus(staff, o.oid, { status: "cancelled" })).toMatchObject({ ok: true });
    // The page showed "processing": shipping it now would undo someone's cancel.
    expect(
      await changeOrderStatus(staff, o.oid, {
        status: "shipped",
        carrier: "ups",
        trackingNumber: "1Z999",
        expectedFrom: "processing",
      }),
    ).toEqual({ ok: false, reason: "conflict", status: "cancelled" });
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        changeOrderStatus(staff, o.oid, { status: "pending", expectedFrom: "cancelled", confirmedUnusual: false }),
      ),
    );
    expect(racing.filter((r) => r.ok && r.changed)).toHaveLength(1);
    expect(racing.filter((r) => r.ok && !r.changed)).toHaveLength(4);
    expect(await stockOf(o.product.id)).toBe(8);
    expect(await changeOrderStatus(staff, "SAT-0", { status: "processing" })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("mails the buyer in the order's language: shipped with the carrier's tracking link, delivered with a review invitation", async () => {
    const it_ = await order("processing", 1, { locale: "it" });
    expect(await ship(it_.oid, "PI123456")).toMatchObject({ ok: true });
    const [shipped] = mailsTo(buyer.email).filter((m) => m.includes(it_.oid));
    expect(subjectOf(shipped)).toBe(`Il tuo ordine ${it_.oid} è stato spedito`);
    expect(shipped).toContain("Corriere: BRT");
    expect(shipped).toContain("Numero di tracciamento: PI123456");
    expect(shipped).toContain("https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=PI123456");
    expect(await changeOrderStatus(staff, it_.oid, { status: "delivered" })).toMatchObject({ ok: true });
    const delivered = mailsTo(buyer.email).filter((m) => m.includes(it_.oid))[1];
    expect(subjectOf(delivered)).toBe(`Il tuo ordine ${it_.oid} è stato consegnato`);
    expect(delivered).toContain(`${SHOP_URL}/account/reviews`);

    const guest = await order("processing", 1, { locale: "en", guest: true });
    const guestEmail = (await orderRow(guest.oid)).email;
    expect(await ship(guest.oid, "EN987654", "poste")).toMatchObject({ ok: true });
    expect(await changeOrderStatus(staff, guest.oid, { status: "delivered" })).toMatchObject({ ok: true });
    const [gShipped, gDelivered] = mailsTo(guestEmail);
    expect(subjectOf(gShipped)).toBe(`Your order ${guest.oid} has been shipped`);
    expect(gShipped).toContain("Carrier: Poste Italiane");
    expect(gShipped).toContain("https://www.poste.it/cerca/index.html#/risultati-spedizioni/EN987654");
    expect(subjectOf(gDelivered)).toBe(`Your order ${guest.oid} has been delivered`);
    expect(gDelivered).toContain(`${SHOP_URL}/product/${guest.product.slug}`);
    expect(gDelivered).not.toContain("/account/reviews");

    const cancelled = await order("processing", 1, { locale: "de" });
    expect(await changeOrderStatus(staff, cancelled.oid, { status: "cancelled" })).toMatchObject({ ok: true });
    expect(subjectOf(mailsTo(buyer.email).find((m) => m.includes(cancelled.oid))!)).toBe(
      `Ihre Bestellung ${cancelled.oid} wurde storniert`,
    );
    // The JSON API's changes mail the buyer too (one implementation).
    const viaApi = await order("pending", 1, { locale: "en" });
    expect(await setOrderStatusByStaff(staff, viaApi.id, "processing")).toMatchObject({ ok: true, changed: true });
    expect(subjectOf(mailsTo(buyer.email).find((m) => m.includes(viaApi.oid))!)).toBe(
      `Your order ${viaApi.oid} is being prepared`,
    );
    expect((await orderHistory(viaApi.id)).at(-1)).toMatchObject({ source: "staff", actor: "Marta Bianchi" });
  });
});

describe("the history says who changed the status", () => {
  withTestDatabase();

  it("the checkout (system), the provider's payment, staff, the shopper's cancel and the expiry job", async () => {
    const staff = await makeUser({ role: "admin", fname: "Ugo", lname: "Neri" });
    const shopper = await makeUser({ verified: true });
    const [p] = await makeCatalogue(1, 10);
    const place = async () => {
      const r = await checkout({
        method: "card",
        items: [{ productId: p.id, quantity: 1 }],
        customer: checkoutCustomer(shopper.email),
        user: { id: shopper.id },
        locale: "en",
        clientIp: null,
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      return r;
    };

    const paid = await place();
    const payment = await db().payment.findUniqueOrThrow({ where: { id: paid.paymentId } });
    expect(
      await applyPaymentUpdate("test", {
        providerRef: payment.providerRef!,
        eventKey: `paid-${payment.id}`,
        status: "paid",
        amountCents: payment.amountCents,
        currency: "EUR",
        payload: {},
      }),
    ).toBe("applied");
    expect(
      await changeOrderStatus(staff, paid.oid, { status: "shipped", carrier: "sda", trackingNumber: "SDA-1" }),
    ).toMatchObject({ ok: true });

    const cancelled = await place();
    expect(
      await cancelOrderByShopper({ id: shopper.id, email: shopper.email, emailVerified: true }, cancelled.oid),
    ).toMatchObject({ ok: true });

    const expired = await makeOrder({ status: "pending", lines: [{ productId: p.id, quantity: 1 }], user: shopper });
    await db().order.update({ where: { id: expired.id }, data: { reservationExpires: new Date(Date.now() - 60_000) } });
    expect((await expireReservations()).expired).toContain(expired.oid);

    const who = async (orderId: string) => (await orderHistory(orderId)).map((h) => [h.from, h.to, h.source, h.actor]);
    expect(await who(paid.orderId)).toEqual([
      [null, "pending", "system", null],
      ["pending", "processing", "provider", null],
      ["processing", "shipped", "staff", "Ugo Neri"],
    ]);
    const shopperName = `${shopper.fname} ${(await db().user.findUniqueOrThrow({ where: { id: shopper.id } })).lname}`;
    expect(await who(cancelled.orderId)).toEqual([
      [null, "pending", "system", null],
      ["pending", "cancelled", "shopper", shopperName],
    ]);
    expect(await who(expired.id)).toEqual([
      [null, "pending", "system", null],
      ["pending", "cancelled", "system", null],
    ]);
  });
});
