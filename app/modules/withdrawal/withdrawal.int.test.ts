import { describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { readOrders } from "~/modules/orders/office-list.server";
import { action, loader } from "~/routes/pages.withdrawal";
import { makeCatalogue, makeOrder, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, pageRequest, settle, statusOf } from "../../../tests/support/routes";
import { guestToken } from "./guest-token.server";
import { confirmWithdrawal, identifyGuestOrder, withdrawalForStaff } from "./withdrawal.server";

const mail = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "w".repeat(40) }, { outbox: "withdrawal" });

type View = { kind: string; token?: string | null; statement?: { period: { open: boolean }; withdrawn: unknown } };
type Answer = { view?: View; error?: string; errors?: Record<string, string> };

const DAY = 24 * 3600_000;

/** Withdrawals recorded for these orders (the file's tests share one database). */
const withdrawals = (...orders: { id: string }[]) =>
  db().withdrawal.count({ where: { orderId: { in: orders.map((o) => o.id) } } });

async function deliveredOrder(o: {
  user?: { id: string; email: string };
  email?: string;
  daysAgo: number;
  guest?: boolean;
}) {
  const [a, b] = await makeCatalogue(2, 10);
  const order = await makeOrder({
    status: "delivered",
    user: o.user,
    email: o.email,
    guest: o.guest,
    payment: "paid",
    lines: [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ],
  });
  await db().order.update({ where: { id: order.id }, data: { deliveredAt: new Date(Date.now() - o.daysAgo * DAY) } });
  const lines = await db().orderLine.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
  return { ...order, lines };
}

const whole = (oid: string, email: string, extra: Record<string, string> = {}) => ({
  intent: "confirm",
  oid,
  name: "Ada Rossi",
  email,
  scope: "all",
  ...extra,
});

describe("the withdrawal function", () => {
  withTestDatabase();

  it("lets the signed-in buyer withdraw from a delivered order within the period, once, with an acknowledgement", async () => {
    const ada = await makeUser();
    const order = await deliveredOrder({ user: ada, daysAgo: 3 });
    const session = await signIn(ada);

    // The statement step, prefilled.
    const page = dataOf<{ view: View & { statement: { name: string; email: string } } }>(
      await loader(args(session.request(`/pages/withdrawal?order=${order.oid}`))),
    );
    expect(page.view.kind).toBe("statement");
    expect(page.view.statement.email).toBe(ada.email);
    expect(page.view.statement.period.open).toBe(true);

    mail.clearOutbox();
    const res = await settle(action(args(session.post("/pages/withdrawal", whole(order.oid, ada.email)))));
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(303);
    expect((res as Response).headers.get("Location")).toMatch(/^\/pages\/withdrawal\?done=/);

    const saved = await db().withdrawal.findUniqueOrThrow({ where: { orderId: order.id }, include: { lines: true } });
    expect(saved).toMatchObject({ via: "account", wholeOrder: true, email: ada.email, name: "Ada Rossi" });
    expect(saved.acknowledgedAt).not.toBeNull();
    expect(saved.refundDueBy.getTime() - saved.createdAt.getTime()).toBe(14 * DAY);
    expect(saved.lines.map((l) => l.quantity).sort()).toEqual([1, 2]);
    const audit = await db().auditEvent.findMany({ where: { entityId: order.id, action: "order.withdrawal" } });
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(ada.id);

    const mails = mail.mails().filter((m) => m.includes(saved.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^To: .*${ada.email.replace(/[.]/g, "\\.")}`, "m"));
    expect(mails[0]).toContain("we received your withdrawal from the contract for order");
    expect(mails[0]).toContain(order.oid);
    expect(mails[0]).toContain(saved.id);

    // Staff: the order page's panel and the list's mark.
    expect(await withdrawalForStaff(order.id)).toMatchObject({ via: "account", whole: true, lines: expect.any(Array) });
    const [row] = await readOrders([Prisma.sql`o."id" = ${order.id}`], "newest", true, 1);
    expect(row.withdrawn).toBe(true);

    // The done page shows it.
    const done = dataOf<{ view: View & { done: { oid: string } } }>(
      await loader(args(pageRequest((res as Response).headers.get("Location")!))),
    );
    expect(done.view.kind).toBe("done");
    expect(done.view.done.oid).toBe(order.oid);

    // Twice: refused with the date, nothing more recorded or mailed.
    const again = await settle(action(args(session.post("/pages/withdrawal", whole(order.oid, ada.email)))));
    expect(statusOf(again)).toBe(409);
    expect(dataOf<Answer>(again).view?.statement?.withdrawn).toBeTruthy();
    expect(await withdrawals(order)).toBe(1);
    expect(await db().auditEvent.count({ where: { entityId: order.id, action: "order.withdrawal" } })).toBe(1);
    expect(mail.mails().filter((m) => m.includes(order.oid))).toHaveLength(1);
  });

  it("records only the chosen lines and quantities", async () => {
    const ada = await makeUser();
    const order = await deliveredOrder({ user: ada, daysAgo: 1 });
    const session = await signIn(ada);
    const fields = whole(order.oid, ada.email, {
      scope: "some",
      [`qty:${order.lines[0].id}`]: "1",
      [`qty:${order.lines[1].id}`]: "",
    });
    const res = await settle(action(args(session.post("/pages/withdrawal", fields))));
    expect(statusOf(res)).toBe(303);
    const saved = await db().withdrawal.findUniqueOrThrow({ where: { orderId: order.id }, include: { lines: true } });
    expect(saved.wholeOrder).toBe(false);
    expect(saved.lines).toEqual([expect.objectContaining({ orderLineId: order.lines[0].id, quantity: 1 })]);
  });

  it("refuses more units than were bought, or a line of another order, and records nothing", async () => {
    const ada = await makeUser();
    const order = await deliveredOrder({ user: ada, daysAgo: 1 });
    const other = await deliveredOrder({ user: ada, daysAgo: 1 });
    const session = await signIn(ada);
    for (const qty of [{ [`qty:${order.lines[1].id}`]: "2" }, { [`qty:${other.lines[0].id}`]: "1" }, {}]) {
      const res = await settle(
        action(args(session.post("/pages/withdrawal", whole(order.oid, ada.email, { scope: "some", ...qty })))),
      );
      expect(statusOf(res)).toBe(400);
      expect(dataOf<Answer>(res).errors?.lines).toMatch(/^errors\.lines/);
    }
    expect(await withdrawals(order, other)).toBe(0);
  });

  it("after the period: says when it ended and records nothing", async () => {
    const ada = await makeUser();
    const order = await deliveredOrder({ user: ada, daysAgo: 20 });
    const session = await signIn(ada);
    const page = dataOf<{ view: View }>(await loader(args(session.request(`/pages/withdrawal?order=${order.oid}`))));
    expect(page.view.statement?.period).toMatchObject({ open: false, reason: "expired" });
    const res = await settle(action(args(session.post("/pages/withdrawal", whole(order.oid, ada.email)))));
    expect(statusOf(res)).toBe(409);
    expect(dataOf<Answer>(res).view?.statement?.period).toMatchObject({ open: false, reason: "expired" });
    expect(await withdrawals(order)).toBe(0);
  });

  it("is open before delivery and closed for a cancelled order", async () => {
    const ada = await makeUser();
    const [p] = await makeCatalogue(1, 5);
    const shipped = await makeOrder({ status: "shipped", user: ada, lines: [{ productId: p.id, quantity: 1 }] });
    const cancelled = await makeOrder({ status: "cancelled", user: ada, lines: [{ productId: p.id, quantity: 1 }] });
    const user = { ...ada, lname: "Rossi" };
    const input = { oid: shipped.oid, name: "Ada", email: ada.email, scope: "all" as const, quantities: {} };
    expect((await confirmWithdrawal({ kind: "account", user }, input, { locale: "en" })).ok).toBe(true);
    const refused = await confirmWithdrawal(
      { kind: "account", user },
      { ...input, oid: cancelled.oid },
      { locale: "en" },
    );
    expect(refused).toEqual({ ok: false, reason: "closed", period: { open: false, reason: "cancelled" } });
  });

  it("lets a guest withdraw with the order's number and e-mail only", async () => {
    const order = await deliveredOrder({ guest: true, email: "guest.buyer@example.test", daysAgo: 2 });
    const identified = await settle(
      action(
        args(
          formRequest("/pages/withdrawal", {
            intent: "identify",
            oid: order.oid.toLowerCase(),
            email: "Guest.Buyer@example.test",
          }),
        ),
      ),
    );
    expect(statusOf(identified)).toBe(200);
    const view = dataOf<Answer>(identified).view!;
    expect(view.kind).toBe("statement");
    expect(view.token).toBeTruthy();

    mail.clearOutbox();
    const res = await settle(
      action(
        args(formRequest("/pages/withdrawal", whole(order.oid, "guest.buyer@example.test", { token: view.token! }))),
      ),
    );
    expect(statusOf(res)).toBe(303);
    const saved = await db().withdrawal.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(saved.via).toBe("guest");
    expect(mail.mails().filter((m) => m.includes(order.oid))).toHaveLength(1);
  });

  it("refuses a guest with the wrong e-mail, a forged token, or someone else's order, and changes nothing", async () => {
    const order = await deliveredOrder({ guest: true, email: "owner@example.test", daysAgo: 2 });
    const other = await deliveredOrder({ guest: true, email: "other@example.test", daysAgo: 2 });

    const wrong = await settle(
      action(
        args(formRequest("/pages/withdrawal", { intent: "identify", oid: order.oid, email: "other@example.test" })),
      ),
    );
    expect(statusOf(wrong)).toBe(404);
    expect(dataOf<Answer>(wrong).error).toBe("errors.notFound");
    expect(await identifyGuestOrder(order.oid, "owner@example.test")).not.toBeNull();

    // A token for the other order does not open this one; nor does a token with a changed signature.
    const otherToken = (await identifyGuestOrder(other.oid, "other@example.test"))!.token;
    const forged = `${order.id}.${Date.now() + 60_000}.${otherToken.split(".")[2]}`;
    for (const token of [otherToken, forged]) {
      const res = await settle(
        action(args(formRequest("/pages/withdrawal", whole(order.oid, "x@example.test", { token })))),
      );
      expect(statusOf(res)).toBe(404);
    }
    // An expired token.
    const old = guestToken(order.id, "owner@example.test", Date.now() - 2 * 3600_000);
    const expired = await settle(
      action(args(formRequest("/pages/withdrawal", whole(order.oid, "x@example.test", { token: old })))),
    );
    expect(dataOf<Answer>(expired).error).toBe("errors.expired");
    // No token and no session: identify first.
    const anon = await settle(action(args(formRequest("/pages/withdrawal", whole(order.oid, "owner@example.test")))));
    expect(statusOf(anon)).toBe(403);
    expect(await withdrawals(order, other)).toBe(0);
  });

  it("refuses another shopper's order to a signed-in shopper, and changes nothing", async () => {
    const ada = await makeUser();
    const bea = await makeUser();
    const order = await deliveredOrder({ user: bea, daysAgo: 2 });
    const session = await signIn(ada);
    const page = dataOf<{ view: View & { notYours?: boolean } }>(
      await loader(args(session.request(`/pages/withdrawal?order=${order.oid}`))),
    );
    expect(page.view).toMatchObject({ kind: "identify", notYours: true });
    const res = await settle(action(args(session.post("/pages/withdrawal", whole(order.oid, ada.email)))));
    expect(statusOf(res)).toBe(404);
    expect(dataOf<Answer>(res).error).toBe("errors.notYours");
    expect(await withdrawals(order)).toBe(0);
  });

  it("records one withdrawal when two confirmations race", async () => {
    const ada = await makeUser();
    const order = await deliveredOrder({ user: ada, daysAgo: 1 });
    const user = { ...ada, lname: "Rossi" };
    const input = { oid: order.oid, name: "Ada", email: ada.email, scope: "all" as const, quantities: {} };
    const results = await Promise.all([
      confirmWithdrawal({ kind: "account", user }, input, { locale: "en" }),
      confirmWithdrawal({ kind: "account", user }, input, { locale: "en" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: "already" });
    expect(await withdrawals(order)).toBe(1);
  });

  it("answers field errors for a bad statement and records nothing", async () => {
    const ada = await makeUser();
    const order = await deliveredOrder({ user: ada, daysAgo: 1 });
    const session = await signIn(ada);
    const res = await settle(
      action(args(session.post("/pages/withdrawal", whole(order.oid, "not-an-email", { name: "  " })))),
    );
    expect(statusOf(res)).toBe(400);
    expect(dataOf<Answer>(res).errors).toMatchObject({ name: "errors.nameRequired", email: "errors.emailInvalid" });
    expect(await withdrawals(order)).toBe(0);
  });

  it("is rate-limited per client address", async () => {
    const headers = { "x-client-ip": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await settle(
        action(
          args(formRequest("/pages/withdrawal", { intent: "identify", oid: "SAT-1", email: "a@b.test" }, headers)),
        ),
      );
      statuses.push(statusOf(res));
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
