import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { receiveNotification } from "~/modules/payments/settle.server";
import { testNotification } from "~/modules/payments/providers/test-gateway.server";
import { cancelOrderByShopper } from "~/modules/orders/customer-orders.server";
import { setOrderStatusByStaff } from "~/modules/orders/staff-orders.server";
import { cancelAndRestock, takeUnits } from "~/modules/orders/stock.server";
import { checkoutCustomer, makeCatalogue, makeOrder, makeUser, stockOf } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { applyImport, previewImport } from "./csv.server";
import { adjustStock } from "./inventory.server";
import { explainStock } from "./ledger.server";

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "l".repeat(40) }, { outbox: "yes" });

const movements = (productId: string) =>
  db().stockMovement.findMany({ where: { productId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

async function ledgerSum(productId: string) {
  const agg = await db().stockMovement.aggregate({ where: { productId }, _sum: { delta: true } });
  return agg._sum.delta ?? 0;
}

describe("the stock ledger", () => {
  withTestDatabase();

  it("records why: explainStock's reason, note, order and actor reach the movement", async () => {
    const [p] = await makeCatalogue(1, 10);
    const admin = await makeUser({ role: "admin" });
    await db().$transaction(async (tx) => {
      await explainStock(tx, { reason: "received", note: "pallet 7", actorId: admin.id });
      await tx.product.update({ where: { id: p.id }, data: { stock: { increment: 5 } } });
    });
    const [initial, received] = await movements(p.id);
    expect(initial).toMatchObject({ reason: "initial", delta: 10, stockAfter: 10 });
    expect(received).toMatchObject({
      reason: "received",
      delta: 5,
      stockAfter: 15,
      note: "pallet 7",
      actorId: admin.id,
    });
  });

  it("an order placed at checkout takes units as 'order' with its id; a decline gives them back as 'cancellation'", async () => {
    const [p] = await makeCatalogue(1, 5);
    const placed = await checkout({
      method: "card",
      items: [{ productId: p.id, quantity: 2 }],
      customer: checkoutCustomer("ledger@example.test"),
      user: null,
      locale: "en",
      clientIp: null,
    });
    if (!placed.ok) throw new Error(placed.reason);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: placed.paymentId } });
    const n = testNotification("decline", {
      ref: payment.providerRef!,
      amountCents: payment.amountCents,
      currency: "EUR",
    });
    await receiveNotification("test", n.body, n.headers);
    const [, order, cancel] = await movements(p.id);
    expect(order).toMatchObject({ reason: "order", delta: -2, stockAfter: 3, orderId: placed.orderId });
    expect(cancel).toMatchObject({ reason: "cancellation", delta: 2, stockAfter: 5, orderId: placed.orderId });
  });

  it("a shopper's cancel and a staff reopen name the order and the person", async () => {
    const [p] = await makeCatalogue(1, 10);
    const shopper = await makeUser();
    const manager = await makeUser({ role: "manager" });
    const order = await makeOrder({ status: "pending", user: shopper, lines: [{ productId: p.id, quantity: 3 }] });
    // makeOrder does not take stock: the units as checkout would have taken them.
    await db().$transaction((tx) => takeUnits(tx, [[p.id, 3]], { reason: "order", orderId: order.id }));
    const cancelled = await cancelOrderByShopper({ id: shopper.id, email: shopper.email } as never, order.oid);
    expect(cancelled.ok).toBe(true);
    const reopened = await setOrderStatusByStaff({ id: manager.id }, order.id, "processing");
    expect(reopened.ok).toBe(true);
    const tail = (await movements(p.id)).slice(-3);
    expect(tail).toMatchObject([
      { reason: "order", delta: -3, orderId: order.id },
      { reason: "cancellation", delta: 3, orderId: order.id, actorId: shopper.id },
      { reason: "reopen", delta: -3, orderId: order.id, actorId: manager.id },
    ]);
    expect(await ledgerSum(p.id)).toBe(await stockOf(p.id));
  });

  it("property: after any sequence of orders, cancellations, adjustments, counts and imports, the movements add up to the stock", async () => {
    const admin = await makeUser({ role: "admin" });
    const shopper = await makeUser();
    type Step =
      | { kind: "order"; product: number; quantity: number }
      | { kind: "cancel"; which: number }
      | { kind: "adjust"; product: number; reason: "received" | "damaged" | "correction"; quantity: number }
      | { kind: "count"; product: number; counted: number }
      | { kind: "import"; counts: number[] };
    const product = fc.integer({ min: 0, max: 2 });
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant("order" as const), product, quantity: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ kind: fc.constant("cancel" as const), which: fc.nat() }),
      fc.record({
        kind: fc.constant("adjust" as const),
        product,
        reason: fc.constantFrom("received" as const, "damaged" as const, "correction" as const),
        quantity: fc.integer({ min: 1, max: 8 }),
      }),
      fc.record({ kind: fc.constant("count" as const), product, counted: fc.integer({ min: 0, max: 30 }) }),
      fc.record({
        kind: fc.constant("import" as const),
        counts: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 3, maxLength: 3 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const products = await makeCatalogue(3, 5);
        const pids = await db().product.findMany({
          where: { id: { in: products.map((p) => p.id) } },
          select: { id: true, pid: true },
        });
        const pidOf = new Map(pids.map((p) => [p.id, p.pid]));
        const open: string[] = [];
        for (const s of steps) {
          if (s.kind === "order") {
            const id = products[s.product].id;
            const order = await makeOrder({
              status: "pending",
              user: shopper,
              lines: [{ productId: id, quantity: s.quantity }],
            });
            const short = await db().$transaction(async (tx) => {
              const refused = await takeUnits(tx, [[id, s.quantity]], { reason: "order", orderId: order.id });
              if (refused) await tx.order.update({ where: { id: order.id }, data: { status: "cancelled" } });
              return refused;
            });
            if (!short) open.push(order.id);
          } else if (s.kind === "cancel") {
            if (!open.length) continue;
            const [orderId] = open.splice(s.which % open.length, 1);
            await db().$transaction((tx) => cancelAndRestock(tx, orderId, ["pending"]));
          } else if (s.kind === "adjust") {
            const quantity = s.reason === "correction" && s.quantity % 2 ? -s.quantity : s.quantity;
            await adjustStock(admin, products[s.product].id, { reason: s.reason, quantity, note: "" } as never);
          } else if (s.kind === "count") {
            await adjustStock(admin, products[s.product].id, { reason: "count", quantity: s.counted, note: "" });
          } else {
            const lines = products.map((p, i) => ({ line: i + 2, pid: pidOf.get(p.id)!, given: String(s.counts[i]) }));
            const preview = await previewImport(admin.id, lines);
            if (!preview.ok || !preview.token) throw new Error("preview refused");
            const applied = await applyImport(admin, preview.token);
            expect(applied.ok).toBe(true);
          }
        }
        for (const p of products) {
          const stock = await stockOf(p.id);
          expect(stock).toBeGreaterThanOrEqual(0);
          expect(await ledgerSum(p.id)).toBe(stock);
          const last = await db().stockMovement.findFirst({
            where: { productId: p.id },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          });
          if (last) expect(last.stockAfter).toBe(stock);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
