import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { takeFlash } from "~/lib/flash.server";
import { action as orderAction, loader as orderLoader } from "~/routes/sattva-administration.orders_.$oid";
import { action as shipAction, loader as shipLoader } from "~/routes/sattva-administration.orders_.ship";
import { FIXTURE_PASSWORD, makeCatalogue, makeOrder, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, pageRequest, settle, statusOf, type Fields } from "../../../tests/support/routes";
import type { BulkShipAnswer } from "./bulk-ship.server";
import type { OrderFormAnswer } from "./order-page-actions.server";
import type { OfficeOrderDetail } from "./order-page.server";

/**
 * The order page's loader and its three forms (status, note, mark as reviewed), and the bulk
 * "mark shipped", called as Remix calls them: access, refusals that change nothing, and the
 * redirect with its toast.
 */

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "p".repeat(40) }, { outbox: "order-page" });

const BASE = "/sattva-administration/orders";
type Session = Awaited<ReturnType<typeof signIn>>;

/** The toast a redirect carries: its key and values. */
async function toastOf(res: Response) {
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sattva_flash="))!
    .split(";")[0];
  return (await takeFlash(new Request("http://localhost/", { headers: { cookie } }))).flash;
}

describe("the order page", () => {
  withTestDatabase();

  let manager: Session & { id: string };
  let shopper: Session & { id: string; email: string };
  beforeAll(async () => {
    const m = await makeUser({ role: "manager", fname: "Lia", lname: "Verdi" });
    const s = await makeUser({ verified: true });
    manager = { ...(await signIn(m)), id: m.id };
    shopper = { ...(await signIn(s)), id: s.id, email: s.email };
  });
  beforeEach(() => env.clearOutbox());

  async function order(status: OrderStatus, o: { flagged?: string } = {}) {
    const [product] = await makeCatalogue(1, 10);
    const made = await makeOrder({
      status,
      lines: [{ productId: product.id, quantity: 2, unitPriceCents: 1250 }],
      user: { id: shopper.id, email: shopper.email },
      payment: status === "pending" ? "pending" : "paid",
    });
    if (o.flagged) {
      await db().order.update({ where: { id: made.id }, data: { flaggedForReview: true, reviewReason: o.flagged } });
    }
    return { ...made, product };
  }

  const load = (as: Session, oid: string) => settle(orderLoader(args(as.request(`${BASE}/${oid}`), { oid })));
  const post = (as: Session, oid: string, fields: Fields) =>
    settle(orderAction(args(as.post(`${BASE}/${oid}`, fields), { oid })));
  const pageOf = async (oid: string) => (await load(manager, oid)) as { order: OfficeOrderDetail; title: string };
  const statusNow = async (oid: string) => (await db().order.findUniqueOrThrow({ where: { oid } })).status;

  it("is for staff: a shopper is sent home, a visitor to the log-in page, an unknown number is 404", async () => {
    const o = await order("processing");
    const asShopper = (await load(shopper, o.oid)) as Response;
    expect([asShopper.status, asShopper.headers.get("location")]).toEqual([302, "/"]);
    const visitor = (await settle(orderLoader(args(pageRequest(`${BASE}/${o.oid}`), { oid: o.oid })))) as Response;
    expect(visitor.headers.get("location")).toMatch(/^\/account\/login/);
    const posted = (await post(shopper, o.oid, { intent: "note", body: "hi" })) as Response;
    expect(posted.status).toBe(302);
    expect(await db().orderNote.count({ where: { orderId: o.id } })).toBe(0);
    expect(((await load(manager, "SAT-999999")) as Response).status).toBe(404);
  });

  it("shows the lines as charged, the customer, payments, stock, history and the next steps", async () => {
    const o = await order("processing");
    const { order: page, title } = await pageOf(o.oid);
    expect(title).toContain(`Order ${o.oid}`);
    expect(page.lines).toEqual([
      expect.objectContaining({ title: expect.any(String), unitPriceCents: 1250, quantity: 2, lineTotalCents: 2500 }),
    ]);
    expect(page.totals).toMatchObject({ subtotalCents: 2500, shippingCents: 490, totalCents: 2990, refundedCents: 0 });
    expect(page.customer).toMatchObject({ userId: shopper.id, email: shopper.email, guest: false });
    expect(page.payments).toEqual([
      expect.objectContaining({ provider: "test", status: "paid", events: [], refunds: [] }),
    ]);
    expect(page.history).toEqual([expect.objectContaining({ from: null, to: "processing", source: "system" })]);
    expect(page.steps).toEqual({ usual: ["shipped", "cancelled"], unusual: ["pending", "delivered", "returned"] });
    expect(page.review).toBeNull();
  });

  it("changes the status with the password, and refuses without a status, with a wrong password, or an unconfirmed unusual step", async () => {
    const o = await order("processing");
    const noStatus = await post(manager, o.oid, { intent: "status", from: "processing", password: FIXTURE_PASSWORD });
    expect(statusOf(noStatus)).toBe(400);
    expect(dataOf<OrderFormAnswer>(noStatus).errors).toEqual({ status: "errors.status" });

    const wrong = await post(manager, o.oid, {
      intent: "status",
      status: "shipped",
      from: "processing",
      carrier: "gls",
      trackingNumber: "GLS-77",
      password: "not-my-password",
    });
    expect(statusOf(wrong)).toBe(403);
    expect(dataOf<OrderFormAnswer>(wrong).errors).toEqual({ password: "errors.passwordWrong" });
    expect(dataOf<OrderFormAnswer>(wrong).given).toEqual({
      status: "shipped",
      carrier: "gls",
      trackingNumber: "GLS-77",
    });

    const noTracking = await post(manager, o.oid, {
      intent: "status",
      status: "shipped",
      from: "processing",
      carrier: "gls",
      password: FIXTURE_PASSWORD,
    });
    expect(statusOf(noTracking)).toBe(400);
    expect(dataOf<OrderFormAnswer>(noTracking).errors).toEqual({ trackingNumber: "errors.tracking" });

    const unusual = await post(manager, o.oid, {
      intent: "status",
      status: "delivered",
      from: "processing",
      password: FIXTURE_PASSWORD,
    });
    expect(statusOf(unusual)).toBe(400);
    expect(dataOf<OrderFormAnswer>(unusual).errors).toEqual({ confirmUnusual: "errors.unusual" });
    expect(await statusNow(o.oid)).toBe("processing");
    expect(env.mailsTo(shopper.email)).toHaveLength(0);

    const shipped = (await post(manager, o.oid, {
      intent: "status",
      status: "shipped",
      from: "processing",
      carrier: "gls",
      trackingNumber: "GLS-77",
      password: FIXTURE_PASSWORD,
    })) as Response;
    expect([shipped.status, shipped.headers.get("location")]).toEqual([303, `${BASE}/${o.oid}`]);
    expect(await toastOf(shipped)).toMatchObject({
      key: "order-office:status.changed.shipped",
      values: { oid: o.oid },
    });
    expect(await db().order.findUniqueOrThrow({ where: { oid: o.oid } })).toMatchObject({
      status: "shipped",
      carrier: "GLS",
      awb: "GLS-77",
    });
    expect(env.mailsTo(shopper.email)).toHaveLength(1);

    // The page still showed "processing" (a second tab): the stale form is refused.
    const stale = await post(manager, o.oid, {
      intent: "status",
      status: "cancelled",
      from: "processing",
      password: FIXTURE_PASSWORD,
    });
    expect(statusOf(stale)).toBe(409);
    expect(dataOf<OrderFormAnswer>(stale)).toMatchObject({
      errors: { form: "errors.conflict" },
      values: { status: "shipped" },
    });

    const unusualConfirmed = (await post(manager, o.oid, {
      intent: "status",
      status: "processing",
      from: "shipped",
      confirmUnusual: "on",
      password: FIXTURE_PASSWORD,
    })) as Response;
    expect(unusualConfirmed.status).toBe(303);
    expect(await statusNow(o.oid)).toBe("processing");
    const audit = await db().auditEvent.findMany({ where: { entityId: o.id, action: "order.status" } });
    expect(audit.map((a) => [a.actorId, (a.data as { to: string }).to])).toEqual([
      [manager.id, "shipped"],
      [manager.id, "processing"],
    ]);
  });

  it("adds internal notes (newest first, audited) and refuses an empty one", async () => {
    const o = await order("processing");
    const empty = await post(manager, o.oid, { intent: "note", body: "   " });
    expect(statusOf(empty)).toBe(400);
    expect(dataOf<OrderFormAnswer>(empty).errors).toEqual({ body: "errors.noteEmpty" });
    for (const body of ["Called the buyer.", "Parcel packed twice."]) {
      const res = (await post(manager, o.oid, { intent: "note", body })) as Response;
      expect(res.status).toBe(303);
      expect(await toastOf(res)).toMatchObject({ key: "order-office:notes.saved" });
    }
    const { order: page } = await pageOf(o.oid);
    expect(page.notes.map((n) => [n.body, n.author])).toEqual([
      ["Parcel packed twice.", "Lia Verdi"],
      ["Called the buyer.", "Lia Verdi"],
    ]);
    expect(await db().auditEvent.count({ where: { entityId: o.id, action: "order.note" } })).toBe(2);
  });

  it("marks a flagged order as reviewed with a note and the password; the flag is gone, the note kept, audited", async () => {
    const o = await order("cancelled", { flagged: "refund_due" });
    const { order: before } = await pageOf(o.oid);
    expect(before.review).toEqual({ kind: "refund_due", reason: "refund_due" });

    const noNote = await post(manager, o.oid, { intent: "reviewed", note: "", password: FIXTURE_PASSWORD });
    expect(dataOf<OrderFormAnswer>(noNote).errors).toEqual({ note: "errors.reviewNote" });
    const wrong = await post(manager, o.oid, { intent: "reviewed", note: "Refunded by hand.", password: "nope-nope" });
    expect(statusOf(wrong)).toBe(403);
    expect((await db().order.findUniqueOrThrow({ where: { id: o.id } })).flaggedForReview).toBe(true);

    const done = (await post(manager, o.oid, {
      intent: "reviewed",
      note: "Refunded by hand.",
      password: FIXTURE_PASSWORD,
    })) as Response;
    expect(done.status).toBe(303);
    expect(await db().order.findUniqueOrThrow({ where: { id: o.id } })).toMatchObject({
      flaggedForReview: false,
      reviewReason: null,
    });
    expect((await db().orderNote.findFirstOrThrow({ where: { orderId: o.id } })).body).toBe("Refunded by hand.");
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: o.id, action: "order.reviewed" } });
    expect(audit).toMatchObject({ actorId: manager.id, data: { before: { reviewReason: "refund_due" } } });
    const again = await post(manager, o.oid, { intent: "reviewed", note: "Again.", password: FIXTURE_PASSWORD });
    expect(statusOf(again)).toBe(409);
  });

  it("bulk: the confirmation page lists the orders; a POST ships the processing ones and says which were refused", async () => {
    const a = await order("processing");
    const b = await order("processing");
    const pending = await order("pending");
    const page = (await shipLoader(
      args(manager.request(`${BASE}/ship?oid=${a.oid}&oid=${pending.oid}&oid=SAT-1&returnTo=//evil.example`)),
    )) as { orders: { oid: string; status: string | null }[]; returnTo: string };
    expect(page.orders.map((o) => [o.oid, o.status])).toEqual([
      [a.oid, "processing"],
      [pending.oid, "pending"],
      ["SAT-1", null],
    ]);
    expect(page.returnTo).toBe(BASE);

    const ship = (fields: Fields) => settle(shipAction(args(manager.post(`${BASE}/ship`, fields))));
    const noCarrier = await ship({ oid: [a.oid], password: FIXTURE_PASSWORD });
    expect(statusOf(noCarrier)).toBe(400);
    expect(dataOf<BulkShipAnswer>(noCarrier)).toMatchObject({ errors: { carrier: "errors.carrier" } });
    const wrong = await ship({ oid: [a.oid, b.oid], carrier: "ups", password: "wrong-password" });
    expect(statusOf(wrong)).toBe(403);
    expect(dataOf<BulkShipAnswer>(wrong).orders.map((o) => o.oid)).toEqual([a.oid, b.oid]);
    expect(await statusNow(a.oid)).toBe("processing");

    const done = (await ship({
      oid: [a.oid, b.oid, pending.oid, "SAT-1"],
      carrier: "ups",
      password: FIXTURE_PASSWORD,
      returnTo: `${BASE}?view=latest`,
    })) as Response;
    expect([done.status, done.headers.get("location")]).toEqual([303, `${BASE}?view=latest`]);
    const toast = await toastOf(done);
    expect(toast).toMatchObject({ key: "order-office:bulk.doneSome", values: { count: 2, refused: 2 } });
    expect(toast?.values?.list).toBe(`${pending.oid} is Pending, not ready to ship; SAT-1 does not exist`);
    expect(await db().order.findUniqueOrThrow({ where: { oid: a.oid } })).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      awb: null,
    });
    expect(await statusNow(b.oid)).toBe("shipped");
    expect(await statusNow(pending.oid)).toBe("pending");
    expect(env.mailsTo(shopper.email)).toHaveLength(2);
  });
});
