import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { cancelOrderByShopper } from "~/modules/orders/customer-orders.server";
import { action as webhook } from "~/routes/webhooks.$provider";
import { makeCatalogue, makeUser, stockOf, checkoutCustomer } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../tests/support/env";
import { args } from "../../../tests/support/routes";
import {
  signTestPayload,
  TEST_SIGNATURE_HEADER,
  TEST_TOLERANCE_SECONDS,
  testNotification,
  type TestChoice,
} from "./providers/test-gateway.server";
import { applyPaymentUpdate, receiveNotification } from "./settle.server";

/**
 * Settlement (SECURITY.md "Payments"): only a verified notification moves a payment, once, forward
 * only; amounts are checked; an order that already ended is flagged rather than reopened; the
 * buyer hears of it once (mail, and a notification when signed in).
 */

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "s".repeat(40) }, { outbox: "settle" });

let n = 0;
const customer = (email: string) => checkoutCustomer(email);

async function place(opts: { quantity?: number; stock?: number; user?: { id: string; email: string } } = {}) {
  const [p] = await makeCatalogue(1, opts.stock ?? 5);
  const email = opts.user?.email ?? `settle${++n}@example.test`;
  const r = await checkout({
    method: "card",
    items: [{ productId: p.id, quantity: opts.quantity ?? 2 }],
    customer: customer(email),
    user: opts.user ? { id: opts.user.id } : null,
    locale: "en",
    clientIp: null,
  });
  if (!r.ok || !r.start.ok) throw new Error(`checkout failed: ${JSON.stringify(r)}`);
  const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
  return { product: p, email, orderId: r.orderId, oid: r.oid, ref: payment.providerRef!, amount: payment.amountCents };
}

type Placed = Awaited<ReturnType<typeof place>>;

const notify = (o: Placed, choice: TestChoice, amountCents = o.amount, currency = "EUR") => {
  const note = testNotification(choice, { ref: o.ref, amountCents, currency });
  return { ...note, send: () => receiveNotification("test", note.body, note.headers) };
};

const state = async (o: Placed) => {
  const order = await db().order.findUniqueOrThrow({
    where: { id: o.orderId },
    select: { status: true, flaggedForReview: true, reviewReason: true, payments: { select: { status: true } } },
  });
  return {
    order: order.status,
    payment: order.payments[0].status,
    flagged: order.flaggedForReview,
    reason: order.reviewReason,
    stock: await stockOf(o.product.id),
    events: await db().paymentEvent.count({ where: { payment: { orderId: o.orderId } } }),
  };
};

/** The outbox's mails with quoted-printable UTF-8 bytes (=C3=97 for ×) decoded; only bytes ≥ 0x80, so a link's "=" stays. */
const decoded = (mail: string) =>
  Buffer.from(
    mail.replace(/=([89A-F][0-9A-F])/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

/** The mails about one order (order numbers repeat across the two databases; e-mails do not). */
const mailsAbout = (o: Placed) =>
  env
    .mailsTo(o.email)
    .map(decoded)
    .filter((m) => m.includes(o.oid));

describe("settlement", () => {
  withTestDatabase();

  it("the same event 10 times at once: one transition, one mail", async () => {
    const o = await place();
    const note = notify(o, "approve");
    const answers = await Promise.all(Array.from({ length: 10 }, () => note.send()));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = answers.flatMap((a) => a.body.outcomes);
    expect(outcomes.filter((x) => x === "applied")).toHaveLength(1);
    expect(outcomes.filter((x) => x === "duplicate")).toHaveLength(9);
    expect(await state(o)).toMatchObject({ order: "processing", payment: "paid", stock: 3, events: 1, flagged: false });
    expect(mailsAbout(o)).toHaveLength(1);
  });

  it("ten different 'paid' events at once: still one transition, one mail", async () => {
    const o = await place();
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(o, "approve").send()));
    const outcomes = answers.flatMap((a) => a.body.outcomes);
    expect(outcomes.filter((x) => x === "applied")).toHaveLength(1);
    expect(outcomes.filter((x) => x === "ignored")).toHaveLength(9);
    expect(await state(o)).toMatchObject({ order: "processing", payment: "paid", stock: 3, events: 10 });
    expect(mailsAbout(o)).toHaveLength(1);
  });

  it("out of order: processing after paid changes nothing", async () => {
    const o = await place();
    await notify(o, "approve").send();
    expect((await notify(o, "pending").send()).body.outcomes).toEqual(["ignored"]);
    expect(await state(o)).toMatchObject({ order: "processing", payment: "paid", stock: 3, flagged: false });
  });

  it("forward: processing, then paid", async () => {
    const o = await place();
    expect((await notify(o, "pending").send()).body.outcomes).toEqual(["applied"]);
    expect(await state(o)).toMatchObject({ order: "pending", payment: "processing", stock: 3 });
    expect((await notify(o, "approve").send()).body.outcomes).toEqual(["applied"]);
    expect(await state(o)).toMatchObject({ order: "processing", payment: "paid", stock: 3 });
  });

  it("paid after failed: flagged late_payment, not reopened, the stock stays returned", async () => {
    const o = await place();
    await notify(o, "decline").send();
    expect(await state(o)).toMatchObject({ order: "cancelled", payment: "failed", stock: 5 });
    expect((await notify(o, "approve").send()).body.outcomes).toEqual(["late_payment"]);
    const s = await state(o);
    expect(s).toMatchObject({ order: "cancelled", payment: "failed", stock: 5, flagged: true });
    expect(s.reason).toMatch(/^late_payment/);
    expect(mailsAbout(o)).toHaveLength(0);
  });

  it("expired, then paid: flagged, not reopened", async () => {
    const o = await place();
    await notify(o, "expire").send();
    expect(await state(o)).toMatchObject({ order: "cancelled", payment: "expired", stock: 5 });
    expect((await notify(o, "approve").send()).body.outcomes).toEqual(["late_payment"]);
    expect(await state(o)).toMatchObject({ order: "cancelled", payment: "expired", stock: 5, flagged: true });
  });

  it("an amount or currency that differs from the order: flagged, not paid", async () => {
    const wrongs: ((o: Placed) => [number, string])[] = [
      () => [1, "EUR"],
      (o) => [o.amount + 1, "EUR"],
      (o) => [o.amount - 1, "EUR"],
      (o) => [o.amount, "USD"],
      (o) => [o.amount, "GBP"],
    ];
    for (const wrongOf of wrongs) {
      const o = await place();
      const wrong = notify(o, "approve", ...wrongOf(o));
      expect((await wrong.send()).body.outcomes).toEqual(["amount_mismatch"]);
      const s = await state(o);
      expect(s).toMatchObject({ order: "pending", payment: "awaiting_customer", stock: 3, flagged: true });
      expect(s.reason).toMatch(/^amount_mismatch/);
      expect(mailsAbout(o)).toHaveLength(0);
    }
    // A "processing" report with the wrong amount moves nothing either.
    const o = await place();
    expect((await notify(o, "pending", o.amount - 1).send()).body.outcomes).toEqual(["amount_mismatch"]);
    expect(await state(o)).toMatchObject({ order: "pending", payment: "awaiting_customer", flagged: true });
  });

  it("an update for an unknown payment writes nothing", async () => {
    const before = { events: await db().paymentEvent.count(), orders: await db().order.count() };
    const note = testNotification("approve", { ref: `tg_${"x".repeat(32)}`, amountCents: 1000, currency: "EUR" });
    expect((await receiveNotification("test", note.body, note.headers)).body.outcomes).toEqual(["unknown_payment"]);
    expect(
      await applyPaymentUpdate("stripe", {
        providerRef: "cs_test_unknown",
        eventKey: "evt_1",
        status: "paid",
        amountCents: 1000,
        currency: "EUR",
        payload: {},
      }),
    ).toBe("unknown_payment");
    expect({ events: await db().paymentEvent.count(), orders: await db().order.count() }).toEqual(before);
  });

  it("stale, forged, unsigned and malformed notifications: 400, nothing written", async () => {
    const o = await place();
    const good = notify(o, "approve");
    const post = (body: string, headers: Record<string, string>) =>
      webhook(
        args(new Request("http://localhost/webhooks/test", { method: "POST", body, headers }), {
          provider: "test",
        }) as never,
      );
    // A minute past the tolerance either way: signed one second past it, the future one failed
    // whenever the clock turned a second before the post (a loaded machine), |now − t| = 300.
    const outside = TEST_TOLERANCE_SECONDS + 60;
    const stale = signTestPayload(good.body, Math.floor(Date.now() / 1000) - outside);
    const future = signTestPayload(good.body, Math.floor(Date.now() / 1000) + outside);
    const forgedBody = good.body.replace(`"amount":${o.amount}`, `"amount":${o.amount + 100}`);
    const sig = good.headers.get(TEST_SIGNATURE_HEADER)!;
    const otherKey = sig.replace(/v1=([0-9a-f])/, (_, c: string) => `v1=${c === "0" ? "1" : "0"}`);
    const cases: [string, string, Record<string, string>][] = [
      ["stale", good.body, { [TEST_SIGNATURE_HEADER]: stale }],
      ["from the future", good.body, { [TEST_SIGNATURE_HEADER]: future }],
      ["body changed", forgedBody, { [TEST_SIGNATURE_HEADER]: sig }],
      ["signature changed", good.body, { [TEST_SIGNATURE_HEADER]: otherKey }],
      ["unsigned", good.body, {}],
      ["malformed", good.body, { [TEST_SIGNATURE_HEADER]: "t=abc,v1=zz" }],
      ["empty", good.body, { [TEST_SIGNATURE_HEADER]: "" }],
    ];
    for (const [label, body, headers] of cases) {
      const res = await post(body, { "content-type": "application/json", ...headers });
      expect(res.status, label).toBe(400);
    }
    expect(await state(o)).toMatchObject({ order: "pending", payment: "awaiting_customer", events: 0, flagged: false });
    expect(await db().paymentEvent.count({ where: { eventKey: JSON.parse(good.body).id } })).toBe(0);
    // The genuine one still goes through afterwards.
    expect((await post(good.body, Object.fromEntries(good.headers))).status).toBe(200);
    expect(await state(o)).toMatchObject({ order: "processing", payment: "paid", events: 1 });
  });

  it("the shopper cancels, then a late 'paid' arrives: flagged for a refund, stays cancelled", async () => {
    const user = await makeUser({ verified: true });
    const o = await place({ user });
    const shopper = { id: user.id, email: user.email, emailVerified: true };
    expect(await cancelOrderByShopper(shopper, o.oid)).toEqual({ ok: true, oid: o.oid });
    expect(await state(o)).toMatchObject({ order: "cancelled", payment: "cancelled", stock: 5 });
    expect((await notify(o, "approve").send()).body.outcomes).toEqual(["late_payment"]);
    expect(await state(o)).toMatchObject({ order: "cancelled", payment: "cancelled", stock: 5, flagged: true });
  });

  it("paid, then the shopper cancels: the stock comes back once and the order is flagged refund_due", async () => {
    const user = await makeUser({ verified: true });
    const o = await place({ user });
    await notify(o, "approve").send();
    const shopper = { id: user.id, email: user.email, emailVerified: true };
    const cancels = await Promise.all([cancelOrderByShopper(shopper, o.oid), cancelOrderByShopper(shopper, o.oid)]);
    expect(cancels.filter((c) => c.ok)).toHaveLength(1);
    expect(await state(o)).toMatchObject({
      order: "cancelled",
      payment: "paid",
      stock: 5,
      flagged: true,
      reason: "refund_due",
    });
    expect(await cancelOrderByShopper(shopper, o.oid)).toMatchObject({ ok: false, reason: "not_cancellable" });
    expect(await stockOf(o.product.id)).toBe(5);
  });

  it("a 'paid' racing the shopper's cancel: stock back once, the money flagged, never a 500", async () => {
    const user = await makeUser({ verified: true });
    const shopper = { id: user.id, email: user.email, emailVerified: true };
    const wrong: string[] = [];
    for (let round = 0; round < 12; round++) {
      const o = await place({ user, stock: 2, quantity: 2 });
      const [cancelled, answer] = await Promise.all([
        cancelOrderByShopper(shopper, o.oid).catch((e: unknown) => String(e).slice(0, 120)),
        notify(o, "approve").send(),
      ]);
      const s = await state(o);
      const cancel = typeof cancelled === "string" ? { ok: false, error: cancelled } : cancelled;
      const seen = `round ${round}: ${JSON.stringify({ answer: answer.body, cancel, ...s })}`;
      // A 500 (e.g. a deadlock between the two) would have the provider deliver again, and the
      // shopper see an error page: both count as failures here.
      if (answer.status !== 200 || typeof cancelled === "string") wrong.push(seen);
      else if (cancel.ok) {
        // Either the money came first (paid, then cancelled: refund due) or last (a late payment).
        const refundDue = s.payment === "paid" && s.reason === "refund_due";
        const late = s.payment === "cancelled" && /^late_payment/.test(s.reason ?? "");
        if (s.order !== "cancelled" || s.stock !== 2 || !s.flagged || !(refundDue || late)) wrong.push(seen);
      } else if (s.order !== "processing" || s.payment !== "paid" || s.stock !== 0) wrong.push(seen);
    }
    expect(wrong).toEqual([]);
  });

  it("a signed-in buyer gets a notification when the order is paid", async () => {
    const user = await makeUser({ verified: true });
    const o = await place({ user });
    await notify(o, "approve").send();
    await notify(o, "approve").send();
    const notes = await db().notification.findMany({ where: { userId: user.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0].kind).toBe("order");
    expect(`${notes[0].title} ${notes[0].body} ${notes[0].link}`).toContain(o.oid);
  });

  it("the confirmation mail holds the lines, the totals and the tracking link", async () => {
    const o = await place({ quantity: 3 });
    await notify(o, "approve").send();
    const [mail] = mailsAbout(o);
    const order = await db().order.findUniqueOrThrow({ where: { id: o.orderId }, include: { lines: true } });
    expect(mail).toMatch(new RegExp(`^To: ${o.email}$`, "m"));
    expect(mail).toContain(`Your Sattva order ${o.oid} is confirmed`);
    const line = order.lines[0];
    expect(mail).toContain(`3 × ${line.title} — €${(line.lineTotalCents / 100).toFixed(2)}`);
    expect(mail).toContain(`Subtotal: €${(order.subtotalCents / 100).toFixed(2)}`);
    expect(mail).toContain(`Shipping: €${(order.shippingCents / 100).toFixed(2)}`);
    expect(mail).toContain(`Total: €${(order.totalCents / 100).toFixed(2)}`);
    expect(mail).toContain(`Includes €${(order.vatCents / 100).toFixed(2)} VAT (22%)`);
    const link = `${SHOP_URL}/pages/where's-my-order?${new URLSearchParams({ ref: o.oid, email: o.email })}`;
    expect(mail).toContain(link);
  });
});
