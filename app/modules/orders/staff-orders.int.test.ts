import { beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus, PaymentStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import type { ApiOrder } from "~/modules/orders/orders-api.server";
import { loader as ordersLoader } from "~/routes/api.sattva-orders._index";
import { action as createOrder, loader as createOrderLoader } from "~/routes/api.sattva-orders.create-order";
import { action as deleteOrder, loader as deleteOrderLoader } from "~/routes/api.sattva-orders.delete-order.$id";
import { action as updateOrder, loader as updateOrderLoader } from "~/routes/api.sattva-orders.update-order.$id";
import {
  FIXTURE_PASSWORD,
  makeCatalogue,
  makeOrder,
  makeUser,
  signIn,
  stockOf,
} from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, jsonRequest, responseOf } from "../../../tests/support/routes";
import { deleteOrderByStaff, setOrderStatusByStaff } from "./staff-orders.server";

withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "o".repeat(40),
    STRIPE_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    FINTECTURE_APP_ID: undefined,
  },
  { outbox: "staff-orders" },
);

type Handler = (a: ReturnType<typeof args>) => unknown;
/** A JSON answer, read by path in the assertions. */
type Body = { [key: string]: Body };
const orders = (b: Body) => b.data as unknown as ApiOrder[];
interface Caller {
  token: string;
}

/** Calls a route as `as` (bearer token; none: signed out); a thrown guard answer counts as the answer. */
async function call(
  handler: Handler,
  url: string,
  { as, method = "POST", body, id }: { as?: Caller; method?: string; body?: unknown; id?: string } = {},
) {
  const headers: Record<string, string> = as ? { authorization: `Bearer ${as.token}` } : {};
  const request =
    method === "GET"
      ? new Request(new URL(url, "http://localhost"), {
          headers: { ...headers, "x-client-ip": "198.51.100.9", "accept-language": "en" },
        })
      : jsonRequest(url, body ?? {}, headers, method);
  const res = await responseOf(handler(args(request, id ? { id } : {})));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Body };
}

const updateUrl = (id: string) => `/api/sattva-orders/update-order/${id}`;
const deleteUrl = (id: string) => `/api/sattva-orders/delete-order/${id}`;
const setStatus = (as: Caller, id: string, status: unknown, password: unknown = FIXTURE_PASSWORD, method = "PUT") =>
  call(updateOrder, updateUrl(id), { as, id, method, body: { status, password } });
const remove = (as: Caller, id: string, password: unknown = FIXTURE_PASSWORD) =>
  call(deleteOrder, deleteUrl(id), { as, id, method: "DELETE", body: { password } });

const statusOf = async (id: string) => (await db().order.findUniqueOrThrow({ where: { id } })).status;
const audits = (id: string) => db().auditEvent.findMany({ where: { entity: "Order", entityId: id } });
const notices = (userId: string) => db().notification.count({ where: { userId } });

describe("staff orders API", () => {
  withTestDatabase();

  let admin: Caller & { id: string };
  let manager: Caller & { id: string };
  let shopper: Caller & { id: string; email: string };
  beforeAll(async () => {
    const a = await makeUser({ role: "admin" });
    const m = await makeUser({ role: "manager" });
    const s = await makeUser({ verified: true });
    admin = { id: a.id, token: (await signIn(a)).token };
    manager = { id: m.id, token: (await signIn(m)).token };
    shopper = { id: s.id, email: s.email, token: (await signIn(s)).token };
  });

  async function order(status: OrderStatus, quantity = 2, payment?: PaymentStatus, stock = 10) {
    const [p] = await makeCatalogue(1, stock);
    const o = await makeOrder({ status, lines: [{ productId: p.id, quantity }], user: shopper, payment });
    return { ...o, product: p };
  }

  it("answers 401 signed out, 403 to a shopper, 405 to staff for another method", async () => {
    const o = await order("pending");
    for (const [handler, url, method] of [
      [updateOrder, updateUrl(o.id), "PUT"],
      [deleteOrder, deleteUrl(o.id), "DELETE"],
    ] as const) {
      expect((await call(handler, url, { method, id: o.id })).status).toBe(401);
      expect((await call(handler, url, { as: shopper, method, id: o.id })).status).toBe(403);
      const wrong = await call(handler, url, { as: admin, method: "POST", id: o.id });
      expect(wrong.status).toBe(405);
    }
    expect((await call(updateOrderLoader, updateUrl(o.id), { as: shopper, method: "GET", id: o.id })).status).toBe(403);
    const get = await call(updateOrderLoader, updateUrl(o.id), { as: manager, method: "GET", id: o.id });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("PUT, PATCH");
    expect((await call(deleteOrderLoader, deleteUrl(o.id), { method: "GET", id: o.id })).status).toBe(401);
    expect((await call(deleteOrderLoader, deleteUrl(o.id), { as: admin, method: "GET", id: o.id })).status).toBe(405);
    expect(await statusOf(o.id)).toBe("pending");
  });

  it("needs a status and the staff member's own password; a wrong one changes nothing", async () => {
    const o = await order("processing", 2, "paid");
    const before = { stock: await stockOf(o.product.id), notices: await notices(shopper.id) };
    for (const status of [undefined, "", "paid", "CANCELLED"]) {
      const res = await setStatus(admin, o.id, status);
      expect(res).toMatchObject({ status: 400, body: { error: "Please select a status." } });
    }
    expect((await setStatus(admin, o.id, "cancelled", "")).body.error).toBe("Please enter your password.");
    const wrong = await setStatus(manager, o.id, "cancelled", "not-my-password");
    expect(wrong).toMatchObject({ status: 403, body: { error: "Incorrect password. Please try again." } });
    const wrongDelete = await remove(admin, o.id, "not-my-password");
    expect(wrongDelete).toMatchObject({ status: 403, body: { error: "Incorrect password. Please try again." } });
    expect(await statusOf(o.id)).toBe("processing");
    expect(await stockOf(o.product.id)).toBe(before.stock);
    expect(await notices(shopper.id)).toBe(before.notices);
    expect(await audits(o.id)).toEqual([]);
  });

  it("cancelling returns the stock exactly once under two concurrent requests, flags the refund, tells the shopper", async () => {
    const o = await order("processing", 3, "paid");
    const noticesBefore = await notices(shopper.id);
    const [a, b] = await Promise.all([
      setStatus(admin, o.id, "cancelled"),
      setStatus(manager, o.id, "cancelled", FIXTURE_PASSWORD, "PATCH"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.changed, b.body.changed].sort()).toEqual([false, true]);
    expect(a.body.data).toMatchObject({ _id: o.id, oid: o.oid, status: "cancelled" });
    expect(await stockOf(o.product.id)).toBe(13);
    const row = await db().order.findUniqueOrThrow({ where: { id: o.id } });
    expect(row).toMatchObject({ status: "cancelled", flaggedForReview: true, reviewReason: "refund_due" });
    const trail = await audits(o.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: "order.status",
      data: { from: "processing", to: "cancelled", restocked: { [o.product.id]: 3 } },
    });
    expect(await notices(shopper.id)).toBe(noticesBefore + 1);
  });

  it("moves the stock once when many changes of the same order race", async () => {
    const cancelled = await order("processing", 2, "paid");
    const changes = await Promise.all(
      Array.from({ length: 6 }, () => setOrderStatusByStaff(admin, cancelled.id, "cancelled")),
    );
    expect(changes.filter((c) => c.ok && c.changed)).toHaveLength(1);
    expect(await stockOf(cancelled.product.id)).toBe(12);
    // Between the two statuses that hold no stock, nothing moves however the changes interleave.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => setOrderStatusByStaff(admin, cancelled.id, i % 2 ? "cancelled" : "returned")),
    );
    expect(await stockOf(cancelled.product.id)).toBe(12);
    const reopened = await Promise.all(
      Array.from({ length: 6 }, () => setOrderStatusByStaff(admin, cancelled.id, "shipped")),
    );
    expect(reopened.filter((c) => c.ok && c.changed)).toHaveLength(1);
    expect(await stockOf(cancelled.product.id)).toBe(10);
    const deleted = await order("pending", 3, "pending");
    const deletes = await Promise.all(Array.from({ length: 6 }, () => deleteOrderByStaff(admin, deleted.id)));
    expect(deletes.filter((d) => d.ok)).toHaveLength(1);
    expect(await stockOf(deleted.product.id)).toBe(13);
  });

  it("closes an open payment attempt of a cancelled pending order", async () => {
    const o = await order("pending", 1, "awaiting_customer");
    expect((await setStatus(admin, o.id, "cancelled")).status).toBe(200);
    expect((await db().payment.findFirstOrThrow({ where: { orderId: o.id } })).status).toBe("cancelled");
    expect(await stockOf(o.product.id)).toBe(11);
  });

  it("a returned order gives its units back; reopening takes them again only when the shelf holds them", async () => {
    const o = await order("delivered", 4, "paid", 1);
    expect((await setStatus(admin, o.id, "returned")).status).toBe(200);
    expect(await stockOf(o.product.id)).toBe(5);
    expect((await setStatus(admin, o.id, "cancelled")).status).toBe(200);
    expect(await stockOf(o.product.id)).toBe(5);
    await db().product.update({ where: { id: o.product.id }, data: { stock: 3 } });
    const short = await setStatus(admin, o.id, "processing");
    expect(short.status).toBe(409);
    expect(short.body.error).toContain(`only 3 left of “${o.product.title}”`);
    expect(short.body).toMatchObject({ productId: o.product.id, available: 3 });
    expect(await statusOf(o.id)).toBe("cancelled");
    expect(await stockOf(o.product.id)).toBe(3);
    await db().product.update({ where: { id: o.product.id }, data: { stock: 4 } });
    const reopened = await setStatus(manager, o.id, "shipped");
    expect(reopened).toMatchObject({ status: 200, body: { data: { status: "shipped" } } });
    expect(await stockOf(o.product.id)).toBe(0);
  });

  it("an unknown order is 404", async () => {
    expect((await setStatus(admin, "c0000000000000000000000000", "shipped")).status).toBe(404);
    expect((await setStatus(admin, "not-an-id", "shipped")).status).toBe(404);
    expect((await remove(admin, "c0000000000000000000000000")).status).toBe(404);
  });

  it("deleting a pending order returns its stock once, with an audit record", async () => {
    const o = await order("pending", 2, "awaiting_customer");
    const [a, b] = await Promise.all([remove(admin, o.id), remove(manager, o.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    expect([a, b].find((r) => r.status === 200)!.body).toMatchObject({ deleted: o.id });
    expect(await db().order.findUnique({ where: { id: o.id } })).toBeNull();
    expect(await db().payment.count({ where: { orderId: o.id } })).toBe(0);
    expect(await stockOf(o.product.id)).toBe(12);
    const trail = await audits(o.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: "order.delete", data: { oid: o.oid, restocked: { [o.product.id]: 2 } } });
  });

  it("keeps shipped units out on delete and refuses to delete an order holding money", async () => {
    const shipped = await order("shipped", 2);
    expect((await remove(admin, shipped.id)).status).toBe(200);
    expect(await stockOf(shipped.product.id)).toBe(10);
    const paid = await order("processing", 1, "paid");
    const refused = await remove(admin, paid.id);
    expect(refused.status).toBe(409);
    expect(await statusOf(paid.id)).toBe("processing");
    expect(await stockOf(paid.product.id)).toBe(10);
  });

  it("refuses to delete an order whose invoice was issued (a numbered fiscal record), with a clear 409", async () => {
    const refunded = await order("cancelled", 1, "refunded");
    await db().invoice.create({ data: { orderId: refunded.id, year: 2026, number: 41 } });
    const refused = await remove(admin, refunded.id);
    expect(refused.status).toBe(409);
    expect(String(refused.body.error ?? refused.body.message)).toContain("41/2026");
    expect(await statusOf(refunded.id)).toBe("cancelled");
    expect(await audits(refunded.id)).toHaveLength(0);
  });

  it("create-order places an order under the checkout's rules and answers it in the list's shape", async () => {
    const [p] = await makeCatalogue(1, 5);
    expect((await call(createOrderLoader, "/api/sattva-orders/create-order", { method: "GET" })).status).toBe(405);
    const body = {
      method: "card",
      items: [{ id: p.id, quantity: 2, price: 1 }],
      customer: {
        fullName: "Guest Buyer",
        email: "guest.buyer@example.test",
        address: "Via Roma 1",
        city: "Bologna",
        postalCode: "40100",
        phone: "3471234567",
        country: "IT",
      },
      totalPrice: 0.02,
      status: "delivered",
    };
    const created = await call(createOrder, "/api/sattva-orders/create-order", { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "pending", guestEmail: "guest.buyer@example.test", user: null });
    expect(created.body.totals.subtotal.cents).toBe(2000);
    expect(String(created.body.redirectUrl)).toMatch(/\/payments\/test\/checkout\//);
    expect(await stockOf(p.id)).toBe(3);
    const list = await call(ordersLoader, "/api/sattva-orders?limit=200", { as: admin, method: "GET" });
    const listed = orders(list.body).find((x) => x._id === String(created.body._id));
    const { redirectUrl: _r, paymentToken: _t, ...asCreated } = created.body;
    expect(asCreated).toEqual(listed);

    const updated = await setStatus(admin, String(created.body._id), "processing");
    const relisted = await call(ordersLoader, "/api/sattva-orders?limit=200", { as: admin, method: "GET" });
    expect(updated.body.data).toEqual(orders(relisted.body).find((x) => x._id === String(created.body._id)));

    const invalid = await call(createOrder, "/api/sattva-orders/create-order", {
      body: { ...body, items: [{ id: p.id, quantity: 0 }] },
    });
    expect(invalid.status).toBe(422);
    const short = await call(createOrder, "/api/sattva-orders/create-order", {
      as: shopper,
      body: { ...body, items: [{ id: p.id, quantity: 4 }] },
    });
    expect(short).toMatchObject({ status: 409, body: { productId: p.id, available: 3 } });
  });
});
