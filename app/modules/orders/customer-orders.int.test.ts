import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as ordersAction, loader as ordersLoader } from "~/routes/account.orders";
import {
  makeCatalogue,
  makeOrder,
  makeUser,
  orderStatus,
  signIn,
  stockOf,
} from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, settle, statusOf } from "../../../tests/support/routes";
import { cancelOrderByShopper, listOrdersForUser } from "./customer-orders.server";

withTestEnv({ SESSION_SECRET: "o".repeat(40), NODE_ENV: "test" });

describe("a shopper's orders", () => {
  const database = withTestDatabase();

  it("cancels a pending order and returns each line's units to stock, once", async () => {
    const [a, b] = await makeCatalogue(2, 10);
    const ada = await makeUser();
    const order = await makeOrder({
      status: "pending",
      user: ada,
      lines: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 3 },
      ],
    });
    const first = await cancelOrderByShopper(ada, order.oid, { ip: "198.51.100.1" });
    expect(first).toEqual({ ok: true, oid: order.oid });
    expect(await orderStatus(order.oid)).toBe("cancelled");
    expect(await stockOf(a.id)).toBe(12);
    expect(await stockOf(b.id)).toBe(13);

    const audit = await db().auditEvent.findMany({ where: { entityId: order.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: ada.id, action: "order.cancel", entity: "Order", ip: "198.51.100.1" });
    const notes = await db().notification.findMany({ where: { userId: ada.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "order", title: `Order ${order.oid} cancelled`, link: "/account/orders" });

    // A second cancel changes nothing.
    const second = await cancelOrderByShopper(ada, order.oid);
    expect(second).toEqual({ ok: false, reason: "not_cancellable", status: "cancelled" });
    expect(await stockOf(a.id)).toBe(12);
    expect(await stockOf(b.id)).toBe(13);
    expect(await db().auditEvent.count({ where: { entityId: order.id } })).toBe(1);
    expect(await db().notification.count({ where: { userId: ada.id } })).toBe(1);
  });

  it("two cancels at once return the stock once", async () => {
    const [a] = await makeCatalogue(1, 5);
    const ada = await makeUser();
    const order = await makeOrder({ status: "processing", user: ada, lines: [{ productId: a.id, quantity: 4 }] });
    const results = await Promise.all([cancelOrderByShopper(ada, order.oid), cancelOrderByShopper(ada, order.oid)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await stockOf(a.id)).toBe(9);
  });

  it.each(["shipped", "delivered", "cancelled", "returned"] as const)(
    "refuses to cancel a %s order and changes nothing",
    async (status) => {
      const [a] = await makeCatalogue(1, 7);
      const ada = await makeUser();
      const order = await makeOrder({ status, user: ada, lines: [{ productId: a.id, quantity: 1 }] });
      expect(await cancelOrderByShopper(ada, order.oid)).toEqual({ ok: false, reason: "not_cancellable", status });
      expect(await orderStatus(order.oid)).toBe(status);
      expect(await stockOf(a.id)).toBe(7);
    },
  );

  it("treats another shopper's order as not found, and changes nothing", async () => {
    const [a] = await makeCatalogue(1, 3);
    const ada = await makeUser();
    const bea = await makeUser();
    const order = await makeOrder({ status: "pending", user: bea, lines: [{ productId: a.id, quantity: 2 }] });
    expect(await cancelOrderByShopper(ada, order.oid)).toEqual({ ok: false, reason: "not_found" });
    expect(await orderStatus(order.oid)).toBe("pending");
    expect(await stockOf(a.id)).toBe(3);
    expect((await listOrdersForUser(ada)).map((o) => o.oid)).not.toContain(order.oid);

    // Through the route: 404 for the action and for the confirm page.
    const session = await signIn(ada);
    const res = await settle(ordersAction(args(session.post("/account/orders", { intent: "cancel", oid: order.oid }))));
    expect((res as Response).status).toBe(404);
    const page = await settle(ordersLoader(args(session.request(`/account/orders?cancel=${order.oid}`))));
    expect((page as Response).status).toBe(404);
    expect(await orderStatus(order.oid)).toBe("pending");
    expect(await stockOf(a.id)).toBe(3);
  });

  it("shows guest orders placed with the account's verified e-mail, and lets the shopper cancel them", async () => {
    const [a] = await makeCatalogue(1, 4);
    const ada = await makeUser({ email: "guest-then-account@account.test", verified: true });
    const guest = await makeOrder({
      status: "pending",
      guest: true,
      email: "Guest-Then-Account@account.test",
      lines: [{ productId: a.id, quantity: 1 }],
    });
    const stranger = await makeOrder({
      status: "pending",
      guest: true,
      email: "someone-else@account.test",
      lines: [{ productId: a.id, quantity: 1 }],
    });
    const orders = await listOrdersForUser(ada);
    expect(orders.map((o) => o.oid)).toEqual([guest.oid]);
    expect(orders[0]).toMatchObject({ placedAsGuest: true, cancellable: true, totalCents: 1490 });
    expect(orders[0].lines).toHaveLength(1);
    expect((await cancelOrderByShopper(ada, guest.oid)).ok).toBe(true);
    expect(await stockOf(a.id)).toBe(5);
    expect(await cancelOrderByShopper(ada, stranger.oid)).toEqual({ ok: false, reason: "not_found" });
    // The notification reaches the account with that e-mail.
    expect(await db().notification.count({ where: { userId: ada.id, kind: "order" } })).toBe(1);
  });

  it("writes nothing when a step fails half-way (one transaction)", async () => {
    const [a, b] = await makeCatalogue(2, 6);
    const ada = await makeUser();
    const order = await makeOrder({
      status: "pending",
      user: ada,
      lines: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ],
    });
    // The second product's stock update fails.
    await database().query(`CREATE OR REPLACE FUNCTION account_test_fail() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$ LANGUAGE plpgsql`);
    await database().query(`CREATE TRIGGER account_test_fail BEFORE UPDATE ON "Product"
      FOR EACH ROW WHEN (NEW."id" = '${b.id}') EXECUTE FUNCTION account_test_fail()`);
    try {
      await expect(cancelOrderByShopper(ada, order.oid)).rejects.toThrow();
    } finally {
      await database().query(`DROP TRIGGER account_test_fail ON "Product"`);
    }
    expect(await orderStatus(order.oid)).toBe("pending");
    expect(await stockOf(a.id)).toBe(6);
    expect(await stockOf(b.id)).toBe(6);
    expect(await db().auditEvent.count({ where: { entityId: order.id } })).toBe(0);
  });

  it("the orders page: confirm step by URL, then the POST cancels with a flash (303)", async () => {
    const [a] = await makeCatalogue(1, 2);
    const ada = await makeUser();
    const order = await makeOrder({ status: "pending", user: ada, lines: [{ productId: a.id, quantity: 1 }] });
    const session = await signIn(ada);
    const page = dataOf(await ordersLoader(args(session.request(`/account/orders?cancel=${order.oid}`))));
    expect(page.confirm).toBe(order.oid);
    const res = (await ordersAction(
      args(
        session.post("/account/orders", { intent: "cancel", oid: order.oid, status: "delivered", userId: "someone" }),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/account/orders#order-${order.oid}`);
    expect(res.headers.get("Set-Cookie")).toContain("sattva_flash=");
    expect(await orderStatus(order.oid)).toBe("cancelled");

    // Malformed input: 400, nothing changes.
    const bad = await ordersAction(
      args(session.post("/account/orders", { intent: "cancel", oid: [order.oid, order.oid] })),
    );
    expect(statusOf(bad)).toBe(400);
  });

  it("guards the loader and the action: anonymous → log-in, staff → home", async () => {
    const anonymous = formRequest("/account/orders", { intent: "cancel", oid: "SAT-1" });
    const res = (await settle(ordersAction(args(anonymous)))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account/login?redirectTo=%2Faccount%2Forders");
    const admin = await makeUser({ role: "admin" });
    const staff = (await settle(ordersLoader(args((await signIn(admin)).request("/account/orders"))))) as Response;
    expect(staff.status).toBe(302);
    expect(staff.headers.get("Location")).toBe("/");
  });
});
